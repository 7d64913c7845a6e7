#pragma once
// Bramhall's multinomial strategy (seed 001): the allocation with the largest probability
// t!/prod x_i! prod p_i^x_i of clearing in exactly t rolls. That probability is t! over the
// product of the "prices" k/p_i of the tokens (the k-th token on value i costs k/p_i), so its
// maxima are exactly the allocations that buy the t cheapest prices (docs/alloc_search.md):
// D'Hondt's apportionment, all of whose tie-breaks are maxima.
#include <cstdint>
#include <optional>
#include <vector>

#include "alloc/counts.hpp"
#include "core/rational.hpp"
#include "prob/prob_vector.hpp"

namespace alea::alloc {

struct MultinomialMaxima {
  std::vector<Counts> allocations;  // every maximizer, decreasing lexicographic order
  double value = 0;                 // the maximum (rounded from the exact one when P is exact)
  std::optional<Rational> exact;    // when P is exact
};

// Every maximizer; float P: prices within a relative 1e-12 count as tied. LimitExceeded when
// there are more than `limit` maximizers.
MultinomialMaxima best_multinomial(const ProbVector& p, std::int64_t t, std::uint64_t limit = 1000000);

// Bramhall's builder (bestonestrategy.m): from no tokens, add one token at a time where it makes
// the multinomial largest, the first value on a tie (Matlab's max). Returns the allocation after
// each of the t steps.
std::vector<Counts> greedy_multinomial(const ProbVector& p, std::int64_t t);

}  // namespace alea::alloc
