#pragma once
// Listing every allocation of t tokens (alloc.all, alloc.count): all compositions of t into N
// parts, or only those in Fluet's normal form (6.2.1: non-increasing within each class of values
// of equal probability), generated directly so a listing never walks the allocations it drops.
#include <cstdint>
#include <vector>

#include "alloc/counts.hpp"
#include "prob/prob_vector.hpp"

namespace alea::alloc {

// The number of allocations of t tokens on P's values (in normal form when asked);
// LimitExceeded when it does not fit in 64 bits.
std::uint64_t count_allocations(const ProbVector& p, std::int64_t t, bool normal_form);

// Every allocation (in normal form when asked), in the order of enumerate.hpp (lexicographically
// decreasing). LimitExceeded when there are more than `limit`.
std::vector<Counts> all_allocations(const ProbVector& p, std::int64_t t, bool normal_form, std::uint64_t limit);

}  // namespace alea::alloc
