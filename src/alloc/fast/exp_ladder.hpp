#pragma once
// e^{-x} for the fast methods: an inline exp_neg (so loops over quadrature nodes vectorize),
// and the ladder that shares one exp among the rates of several values.
#include <array>
#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>
#include <utility>
#include <vector>
#include "alloc/counts.hpp"

namespace alea::alloc::fast::detail {

constexpr double kEps = std::numeric_limits<double>::epsilon();

// --- input checks (fast_validate.cpp) ---
// p: finite, non-negative, summing to 1 within 1e-12. Counts: same length, non-negative.
void check_p(const std::vector<double>& p, const char* fn);
void check_counts(const std::vector<double>& p, const Counts& x, const char* fn, const char* name);
// True when some token sits on a value that never comes up: that side never clears.
bool never_clears(const std::vector<double>& p, const Counts& x);

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

}  // namespace alea::alloc::fast::detail
