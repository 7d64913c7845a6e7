#pragma once
// Fast (floating-point) Knock 'em Down quantities by Poissonization: in continuous time the
// rolls of value i form independent Poisson processes of rate p_i, which leaves the order of
// rolls (and so every discrete outcome) unchanged. Each costs O(N * Q) for Q quadrature nodes,
// independent of the token counts, and reports a bound on its error. Callers pass an allocation
// valid for p (the surface takes Allocation objects, whose constructor checks them).
#include <cstdint>
#include <vector>

#include "alloc/counts.hpp"
#include "alloc/fast/estimate.hpp"

namespace alea::alloc::fast {

// P(T_X <= n) for n = 0 .. n_max (n_max >= 0): n! [z^n] prod_i (e^{p_i z} - sum_{k<x_i} (p_i z)^k / k!).
std::vector<double> cdf(const std::vector<double>& p, const Counts& x, std::int64_t n_max);
// The same table with one bound on the absolute error of every entry.
CdfEstimate cdf_estimate(const std::vector<double>& p, const Counts& x, std::int64_t n_max);

}  // namespace alea::alloc::fast

namespace alea::alloc::fast::detail {

// P(T_X <= n), n = 0..n_max, with a bound on the absolute error of every entry.
struct CdfTable {
  std::vector<double> cdf;
  double error = 0;
};
CdfTable cdf_table(const std::vector<double>& p, const Counts& x, std::int64_t n_max);
// Roll count beyond which P(T_X > n) (weighted by the values' x_i/p_i when weighted) is below
// about e^-37, and the Chernoff bounds on what lies beyond it.
std::int64_t roll_horizon(const std::vector<double>& p, const Counts& x, bool weighted);
double prob_beyond(const std::vector<double>& p, const Counts& x, std::int64_t n);  // >= P(T_X > n)
double mean_beyond(const std::vector<double>& p, const Counts& x, std::int64_t n);  // >= sum_{m>n} P(T_X > m)

}  // namespace alea::alloc::fast::detail
