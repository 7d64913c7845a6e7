#pragma once
// Internal pieces shared by the fast (Poissonized) Knock 'em Down quantities: input checks,
// Poisson tails, the clearing-time integrand, the integration range, and an adaptive
// Gauss-Kronrod quadrature with a bound on its error. Not part of the public interface.
#include <array>
#include <bit>
#include <cmath>
#include <cstdint>
#include <functional>
#include <limits>
#include <utility>
#include <vector>

#include "alloc/fast/fast.hpp"

namespace alea::alloc::fast::detail {

constexpr double kEps = std::numeric_limits<double>::epsilon();

// --- input checks (fast_validate.cpp) ---
// p: finite, non-negative, summing to 1 within 1e-12. Counts: same length, non-negative.
void check_p(const std::vector<double>& p, const char* fn);
void check_counts(const std::vector<double>& p, const Counts& x, const char* fn, const char* name);
// True when some token sits on a value that never comes up: that side never clears.
bool never_clears(const std::vector<double>& p, const Counts& x);

// --- e^{-x} for 0 <= x <= 708, inline so that loops over quadrature nodes vectorize ---
// Cody-Waite reduction x = n ln 2 - r (n ln2_hi exact for |n| < 2^11), |r| <= ln 2 / 2, and the
// Taylor polynomial of degree 13 (remainder < 1e-17 relative); 2^n is put into the exponent
// bits directly (the shifter leaves n in the low bits of t). Relative error <= kExpUlps ulps:
// about 2 from Horner's rounding and 1 from r (the test compares it with std::exp).
constexpr double kExpUlps = 4;
inline double exp_neg(double x) {
  constexpr double kLog2e = 1.4426950408889634, kShifter = 0x1.8p52;
  constexpr double kLn2Hi = 6.93147180369123816490e-01, kLn2Lo = 1.90821492927058770002e-10;
  const double t = -x * kLog2e + kShifter;
  const double n = t - kShifter;
  const double r = (-x - n * kLn2Hi) - n * kLn2Lo;
  double q = 1.0 / 6227020800;  // 1/13!
  q = q * r + 1.0 / 479001600;
  q = q * r + 1.0 / 39916800;
  q = q * r + 1.0 / 3628800;
  q = q * r + 1.0 / 362880;
  q = q * r + 1.0 / 40320;
  q = q * r + 1.0 / 5040;
  q = q * r + 1.0 / 720;
  q = q * r + 1.0 / 120;
  q = q * r + 1.0 / 24;
  q = q * r + 1.0 / 6;
  q = q * r + 0.5;
  q = q * r + 1.0;
  q = q * r + 1.0;
  const std::int64_t ni = std::bit_cast<std::int64_t>(t) - std::bit_cast<std::int64_t>(kShifter);
  return q * std::bit_cast<double>((ni + 1023) << 52);
}

// Quadrature nodes are evaluated in batches of at most this many points.
constexpr std::size_t kBatch = 32;

// e^{-p s} for the rates p of several values from one exp per point, when every rate is an
// integer multiple q <= 64 of a common base b = (smallest rate) / d, d <= 12 (dice: the 2d6 rates
// are multiples of 1/36): e^{-q b s} = (e^{-b s})^q by multiplications. The result differs from
// e^{-mu}, mu = p s as the caller rounds it, by at most q (kExpUlps + 1) ulps from the chain,
// mu + 1 ulps from rounding the arguments apart, and s |p - q b| / eps ulps from the base
// (ulps_at). Otherwise (or for one rate) each rate gets its own exp_neg.
class ExpLadder {
 public:
  explicit ExpLadder(const std::vector<double>& rates);
  bool usable() const { return base_ > 0; }
  double base() const { return base_; }
  int multiple(std::size_t i) const { return q_[i]; }
  // Relative error bound, in ulps, of the power for rate i at a point s with mu = rate * s.
  double ulps_at(std::size_t i, double s, double mu) const {
    return q_[i] * (kExpUlps + 1) + mu + 1 + s * dev_[i] / kEps;
  }

 private:
  double base_ = 0;
  std::vector<int> q_;
  std::vector<double> dev_;  // |rate - q base|
};

// Stable insertion sort by rate: the value lists are short (one entry per value of the dice),
// and std::stable_sort's temporary buffer cost more than the sort.
template <class V>
void sort_by_rate(std::vector<V>& v) {
  for (std::size_t i = 1; i < v.size(); ++i)
    for (std::size_t j = i; j > 0 && v[j].rate < v[j - 1].rate; --j) std::swap(v[j], v[j - 1]);
}

// The rates of the values holding tokens, increasing (the order of the ladder).
std::vector<double> sorted_rates(const std::vector<double>& p, const Counts& x);

// One batch's walk up the ladder: the rates are visited in increasing order, each power from the
// previous one.
struct ExpWalk {
  std::array<double, kBatch> step, power;
  int at = 0;
  void start(const ExpLadder& ladder, const double* s, std::size_t n) {
    for (std::size_t j = 0; j < n; ++j) step[j] = exp_neg(ladder.base() * s[j]), power[j] = 1;
    at = 0;
  }
  void climb(int q, std::size_t n) {
    for (; at < q; ++at)
      for (std::size_t j = 0; j < n; ++j) power[j] *= step[j];
  }
};

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
  // For k <= kDirectMax and n <= kBatch points mu[j] < 700 with emu[j] = e^{-mu[j]} (relative
  // error <= kExpUlps): lower[j] = P(N < k), the k-term sum, and pmf[j] = P(N = k - 1) (k = 0:
  // 0 and 0), each with relative error <= lower_sum_ulps() ulps. The loops run over the points.
  void lower_sums(const double* mu, const double* emu, std::size_t n, double* lower, double* pmf) const;
  double lower_sum_ulps() const { return 2 * double(k_) + 8 + kExpUlps; }

 private:
  Tail direct(double mu, bool upper_relative, double emu) const;  // k <= kDirectMax: short sums of positive terms
  Tail via_gamma(double mu, bool with_pmf) const;  // larger k: regularized incomplete gamma (Boost)
  std::int64_t k_;
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
  ExpLadder ladder;  // over the values' rates (sorted increasing)

  Clearing(const std::vector<double>& p, const Counts& x);
  // Both sides of prod_i G_i at s, each accurate: cleared = prod G, open = 1 - prod G,
  // with bounds on their absolute rounding errors.
  struct Point {
    double cleared, open, err_cleared, err_open;
  };
  Point at(double s) const;
  // The same at n points s[j] >= 0 at once (any n): values with few tokens are summed in loops
  // over the points, with e^{-p s} shared by values of equal rate.
  void at(const double* s, std::size_t n, Point* out) const;
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

// The horizons above are Chernoff bounds sized for e^-36 and leave whole panels of negligible
// mass at the end of the cuts. Drops those last panels, from the back, while tail(z), a bound on
// what lies past the new end z, stays within budget (z >= from only); returns the new end.
double shorten(std::vector<double>& cuts, double from, const std::function<double(double)>& tail, double budget);

// max(x_i, y_i) for every value: the allocation that is clear exactly when both x and y are.
Counts pointwise_max(const Counts& x, const Counts& y);

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

// --- adaptive Gauss-Kronrod (15, 31) quadrature (fast_quadrature.hpp) ---
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
