#pragma once
// Internal pieces shared by the fast (Poissonized) Knock 'em Down quantities: input checks,
// Poisson tails, the clearing-time integrand, the integration range, and an adaptive
// Gauss-Kronrod quadrature with a bound on its error. Not part of the public interface.
#include <array>
#include <cmath>
#include <cstdint>
#include <limits>
#include <vector>

#include "alloc/fast.hpp"

namespace alea::alloc::fast::detail {

constexpr double kEps = std::numeric_limits<double>::epsilon();

// --- input checks (fast_validate.cpp) ---
// p: finite, non-negative, summing to 1 within 1e-12. Counts: same length, non-negative.
void check_p(const std::vector<double>& p, const char* fn);
void check_counts(const std::vector<double>& p, const Counts& x, const char* fn, const char* name);
// True when some token sits on a value that never comes up: that side never clears.
bool never_clears(const std::vector<double>& p, const Counts& x);

// --- Poisson tails (fast_poisson.cpp) ---
// For N ~ Poisson(mu) and a fixed k >= 0: lower = P(N < k), upper = P(N >= k) = G(k, s),
// pmf = P(N = k - 1). The smaller of lower/upper is computed directly (never as 1 - x), so
// both are accurate; ulps bounds the relative error of that smaller tail in units of kEps.
// With upper_relative = false (k <= kDirectMax), P(N < k) is always the k-term sum and
// P(N >= k) = 1 - it: upper is then accurate only absolutely, lower_direct says which one ulps
// describes, and the other has absolute error <= ((the direct one) * ulps + 1) * kEps. With
// with_pmf = false, pmf is not computed for k > kDirectMax (left 0).
struct Tail {
  double lower = 0, upper = 1, pmf = 0, ulps = 0;
  bool lower_direct = false;
};

class PoissonTail {
 public:
  explicit PoissonTail(std::int64_t k);
  // emu >= 0: the caller's exp(-mu) (the same correctly rounded libm value), shared between
  // values of equal rate.
  Tail at(double mu, bool upper_relative = true, double emu = -1, bool with_pmf = true) const;
  std::int64_t k() const { return k_; }

 private:
  Tail direct(double mu, bool upper_relative, double emu) const;  // k <= kDirectMax: short sums of positive terms
  Tail via_gamma(double mu, bool with_pmf) const;  // larger k: regularized incomplete gamma (Boost)
  std::int64_t k_;
  double log_fact_km1_;  // log((k-1)!)
};
constexpr std::int64_t kDirectMax = 48;

// --- one allocation's clearing probability (fast_clearing.cpp) ---
// The values with tokens, their rates and tails: at time s, P(tau_X <= s) = prod_i G_i.
struct Clearing {
  struct Value {
    double rate;
    PoissonTail tail;
  };
  std::vector<Value> values;

  Clearing(const std::vector<double>& p, const Counts& x);
  // Both sides of prod_i G_i at s, each accurate: cleared = prod G, open = 1 - prod G,
  // with bounds on their absolute rounding errors.
  struct Point {
    double cleared, open, err_cleared, err_open;
  };
  Point at(double s) const;
  // s beyond which P(tau_X > s) is negligible for the moments up to the second.
  double horizon() const { return horizon(2); }
  // The same for one quantity: order 0 (densities, tail_zeroth), 1 (the mean, tail_first) or
  // 2 (tail_second); the tail bound past it is then below about e^-36 of the quantity
  // (order 2: below e^-40 absolute, as the variance can be far below E^2).
  double horizon(int order) const;
  // max_i x_i / p_i = max_i E[tau_i] <= E[tau_X]: the scale of the mean.
  double scale() const;
  // Panel boundaries on [0, S]: each value's clearing time concentrates near x_i/p_i with width
  // sqrt(x_i)/p_i, so cutting there lets the adaptive quadrature start where the integrand bends.
  std::vector<double> cuts(double S) const;
  // Upper bound on P(tau_X > S): sum_i P(Poisson(p_i S) < x_i).
  double tail_zeroth(double S) const;
  // Upper bounds on the integrals over [S, inf) of P(tau_X > s) and of 2s P(tau_X > s).
  double tail_first(double S) const;
  double tail_second(double S) const;
};

// --- distribution of T_X (fast_cdf.cpp) ---
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

// --- adaptive Gauss-Kronrod (7, 15) quadrature (fast_quadrature.hpp) ---
template <std::size_t K>
struct Sample {
  std::array<double, K> value{};
  std::array<double, K> round{};  // bound on the rounding error of value
};

template <std::size_t K>
struct Integral {
  std::array<double, K> value{};
  std::array<double, K> error{};  // quadrature estimate + rounding bound
  int panels = 0;
  int nodes = 0;
};

}  // namespace alea::alloc::fast::detail
