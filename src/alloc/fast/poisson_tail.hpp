#pragma once
// Poisson tails P(N < k) and P(N >= k) of one value's tokens, each side accurate.
#include <cstdint>
#include "alloc/fast/exp_ladder.hpp"

namespace alea::alloc::fast::detail {

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

}  // namespace alea::alloc::fast::detail
