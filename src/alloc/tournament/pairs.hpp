#pragma once
// WDL for every pair of a tournament, with the work shared across pairs.
//
// Original rules. Reduce the pair (Bramhall: on each value the side with fewer tokens drops
// them). Poissonize: value i is rolled at the times of a Poisson process of rate p_i. With
// A = {x_i > y_i}, B = {y_i > x_i}, C = {x_i = y_i > 0}, the clearing times T_A, T_B, T_C of
// the three disjoint parts are independent, X clears at max(T_A, T_C), Y at max(T_B, T_C), so
//   w = P(T_B > max(T_A, T_C)) = integral_0^inf Pi(s) H_B(s) ds,
//   l = integral_0^inf Pi(s) H_A(s) ds,
// where Pi(s) = prod_i G_i(max(x_i, y_i), s), G_i(k, s) = P(Poisson(p_i s) >= k), is the
// clearing cdf of Max(X, Y), and H_A(s) = sum_{i in A} h_i(x_i, s) with the hazard
// h_i(k, s) = p_i P(Poisson(p_i s) = k - 1) / G_i(k, s) (likewise H_B). One Gauss-Kronrod
// (7, 15) grid serves every pair, so G and h are tabulated once per (value, count) and a pair
// costs a few multiply-adds per node and value. |K15 - G7| per panel plus the tail beyond the
// grid is the error estimate; a pair whose estimate exceeds the tolerance is recomputed by the
// adaptive fast method (fast.hpp), which carries its own bound.
//
// Independent rules. T_X and T_Y are independent, so w = sum_n P(T_X = n) P(T_Y > n),
// l = sum_n P(T_Y = n) P(T_X > n), d = sum_n P(T_X = n) P(T_Y = n): one cdf per allocation
// (the fast binomial split, with its bound) serves every pair.
#include <cstdint>
#include <vector>

#include "alloc/allocation.hpp"

namespace alea::alloc::tournament_detail {

struct PairValue {
  double win = 0, loss = 0;
  double bound = 0;  // on |w - exact| and on |l - exact|
};

class OriginalGrid {
 public:
  // Tabulates G and h for every (value, count) that occurs in xs.
  OriginalGrid(const std::vector<double>& p, const std::vector<Counts>& xs);
  std::size_t nodes() const { return nodes_.size(); }
  // scratch: any vector, reused between calls by one thread.
  PairValue pair(const Counts& x, const Counts& y, std::vector<double>& scratch) const;

 private:
  const double* row(const std::vector<double>& table, std::size_t i, std::int64_t k) const;
  std::vector<double> nodes_, wk_, wg_;      // abscissae, Kronrod and Gauss weights
  std::vector<std::size_t> panel_end_;       // node index one past each panel
  std::vector<std::vector<std::int64_t>> row_of_;  // [value][count] -> row, -1 if unused
  std::vector<double> G_, H_;                // rows of nodes() entries
  double tail_ = 0;                          // integrand mass beyond the last node, bounded
};

class IndependentTables {
 public:
  IndependentTables(const ProbVector& p, const std::vector<Counts>& xs);
  PairValue pair(std::size_t i, std::size_t j, double& draw) const;

 private:
  std::vector<std::vector<double>> cdf_;
  std::vector<double> bound_;
};

}  // namespace alea::alloc::tournament_detail
