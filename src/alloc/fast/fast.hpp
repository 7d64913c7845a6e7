#pragma once
// Fast (floating-point) Knock 'em Down quantities by Poissonization: in continuous time the
// rolls of value i form independent Poisson processes of rate p_i, which leaves the order of
// rolls (and so every discrete outcome) unchanged. Each function costs O(N * Q) for Q
// quadrature nodes, independent of the token counts, and reports a bound on its error.
// Inputs: p (probabilities, summing to 1) and allocations as token counts per value.
#include <cstdint>
#include <vector>

namespace alea::alloc::fast {

using Counts = std::vector<std::int64_t>;

struct Estimate {
  double value = 0;
  double error_bound = 0;  // |value - exact| <= error_bound (quadrature and truncation)
};

struct WdlEstimate {
  Estimate win, draw, loss;
};

// E[T_X] = integral_0^inf (1 - prod_i G_i(x_i, s)) ds, G_i(k, s) = P(Poisson(p_i s) >= k).
Estimate expected_time(const std::vector<double>& p, const Counts& x);

// Var(T_X) from E[T_X^2] = integral 2s(1 - prod G) ds - E[T_X].
Estimate variance(const std::vector<double>& p, const Counts& x);

// Original rules (one shared roll): P(X wins), P(draw), P(X loses).
WdlEstimate wdl_original(const std::vector<double>& p, const Counts& x, const Counts& y);

// Independent rules (one roll each): from the distributions of T_X and T_Y.
WdlEstimate wdl_independent(const std::vector<double>& p, const Counts& x, const Counts& y);

// P(T_X <= n) for n = 0 .. n_max: n! [z^n] prod_i (e^{p_i z} - sum_{k<x_i} (p_i z)^k / k!).
std::vector<double> cdf(const std::vector<double>& p, const Counts& x, std::int64_t n_max);

// The same table with one bound on the absolute error of every entry.
struct CdfEstimate {
  std::vector<double> cdf;  // P(T_X <= n) for n = 0 .. n_max
  double error_bound = 0;   // |cdf[n] - exact| <= error_bound for every n
};
CdfEstimate cdf_estimate(const std::vector<double>& p, const Counts& x, std::int64_t n_max);

// Expected number of rolls until the game ends (one side clears): E[min(T_X, T_Y)].
Estimate duration_original(const std::vector<double>& p, const Counts& x, const Counts& y);
Estimate duration_independent(const std::vector<double>& p, const Counts& x, const Counts& y);

}  // namespace alea::alloc::fast
