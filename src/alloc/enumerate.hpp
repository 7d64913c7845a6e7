#pragma once
// All allocations of t tokens on n values (the compositions of t into n non-negative parts), in
// lexicographically decreasing order: [t,0,...,0], [t-1,1,0,...], ..., [0,...,0,t]. Searches,
// tournaments and emperor checks walk this order; rank/unrank let a long run restart at any
// allocation (checkpoints) and split the order into ranges for threads.
#include <cstddef>
#include <cstdint>
#include <vector>

#include "alloc/counts.hpp"
#include "core/interrupt.hpp"
#include "prob/prob_vector.hpp"

namespace alea::alloc {

// C(t + n - 1, n - 1); LimitExceeded when it does not fit in 64 bits.
std::uint64_t allocation_count(std::size_t n, std::int64_t t);

// [t, 0, ..., 0], the first allocation in the order.
Counts first_allocation(std::size_t n, std::int64_t t);
// Steps x to the next allocation of the same size; false (x unspecified) after the last.
bool next_allocation(Counts& x);

// The position of x in the order (0 for the first), and the allocation at a position.
std::uint64_t allocation_rank(const Counts& x);
Counts allocation_unrank(std::size_t n, std::int64_t t, std::uint64_t rank);

// The classes of values of equal probability (exactly equal when P is exact), each in index order.
std::vector<std::vector<std::size_t>> equal_probability_classes(const ProbVector& p);
// Fluet 6.2.1's normal form: within each class the counts are non-increasing in index order.
bool is_normal_form(const std::vector<std::vector<std::size_t>>& classes, const Counts& x);

// The values of P that can come up (p_i > 0), in order: an allocation holds tokens only there.
std::vector<std::size_t> possible_values(const ProbVector& p);
// P restricted to those values (labels kept), and an allocation over them spread back over all of
// P's values (zeros elsewhere). Searches over every allocation of t tokens list the restricted game.
ProbVector restrict_to(const ProbVector& p, const std::vector<std::size_t>& values);
Counts spread(const Counts& x, const std::vector<std::size_t>& values, std::size_t n);

// Calls f(x) for every allocation of t tokens on n values, in order, until f returns false.
// Checks for Ctrl-C every 4096 allocations.
template <class F>
void for_each_allocation(std::size_t n, std::int64_t t, F&& f) {
  Counts x = first_allocation(n, t);
  std::uint64_t seen = 0;
  do {
    if ((++seen & 4095) == 0) check_interrupt();
    if (!f(static_cast<const Counts&>(x))) return;
  } while (next_allocation(x));
}

}  // namespace alea::alloc
