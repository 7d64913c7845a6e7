// Poisson tails P(N < k) and P(N >= k), N ~ Poisson(mu). The smaller tail is always summed or
// evaluated directly, never formed as 1 - (the larger), so G(k, s) stays accurate both where it
// is tiny (small s) and where it is close to 1 (large s). Small k: sums of positive terms from
// a recurrence (relative error about (k + terms) ulps). Large k: Boost's regularized incomplete
// gamma, P(N >= k) = gamma_p(k, mu), whose cost does not grow with k.
#include <algorithm>
#include <array>
#include <boost/math/special_functions/gamma.hpp>
#include <cmath>

#include "alloc/fast/poisson_tail.hpp"

namespace alea::alloc::fast::detail {

namespace {

// 1/m for m < kInvSize, so the recurrences multiply instead of divide (rounding: one more ulp
// per step, covered by the 2 ulps per term of the bounds below).
constexpr std::size_t kInvSize = 1024;
const std::array<double, kInvSize>& inverses() {
  static const std::array<double, kInvSize> table = [] {
    std::array<double, kInvSize> t{};
    for (std::size_t m = 1; m < kInvSize; ++m) t[m] = 1.0 / double(m);
    return t;
  }();
  return table;
}

// Boost in plain double (its default promotes to long double, several times slower). Its
// measured maxima in double are tens of ulps; via_gamma claims 512.
using NoPromote = boost::math::policies::policy<boost::math::policies::promote_double<false>>;

}  // namespace

PoissonTail::PoissonTail(std::int64_t k) : k_(k) {}

Tail PoissonTail::at(double mu, bool upper_relative, double emu, bool with_pmf) const {
  if (k_ == 0) return {0.0, 1.0, 0.0, 0.0, false};
  if (mu <= 0) return {1.0, 0.0, k_ == 1 ? 1.0 : 0.0, 0.0, true};
  return k_ <= kDirectMax ? direct(mu, upper_relative, emu) : via_gamma(mu, with_pmf);
}

Tail PoissonTail::direct(double mu, bool upper_relative, double emu) const {
  const auto k = double(k_);
  const auto& inv = inverses();
  Tail t;
  if (mu > k || (!upper_relative && mu < 700)) {  // sum t_0 .. t_{k-1}, all positive
    t.lower_direct = true;
    double term, sum;
    if (mu < 700) {  // e^{-mu} is a normal number: recur upward from it
      term = emu >= 0 ? emu : std::exp(-mu);
      sum = term;
      for (std::int64_t m = 1; m < k_; ++m) sum += (term *= mu * inv[m]);
      t.pmf = term;
    } else {  // start from the top term in logs and recur downward (terms decrease)
      const double log_fact_km1 = k > 1 ? boost::math::lgamma(k, NoPromote()) : 0.0;  // log((k-1)!)
      term = std::exp((k - 1) * std::log(mu) - mu - log_fact_km1);
      t.pmf = term;
      sum = term;
      for (std::int64_t m = k_ - 1; m > 0; --m) sum += (term *= double(m) / mu);
    }
    t.lower = sum;
    t.upper = std::max(0.0, 1 - sum);
    t.ulps = 2 * k + 8;
    return t;
  }
  // upper tail is the smaller one: t_k + t_{k+1} + ..., ratios mu/(m+1) < 1 and decreasing
  double term = emu >= 0 ? emu : std::exp(-mu);
  for (std::int64_t m = 1; m < k_; ++m) term *= mu * inv[m];
  t.pmf = term;
  term *= mu * inv[k_];
  double sum = 0;
  int terms = 0;
  for (std::size_t m = std::size_t(k_);; ++m) {
    sum += term;
    ++terms;
    const double r = m + 1 < kInvSize ? mu * inv[m + 1] : mu / double(m + 1);
    // Geometric bound on the rest; !(term > 0) also ends a NaN mu's walk.
    if (term * r <= 0x1p-56 * sum * (1 - r) || !(term > 0)) break;
    term *= r;
  }
  t.upper = sum;
  t.lower = 1 - sum;
  t.ulps = 2 * k + 2 * terms + 8;
  return t;
}

void PoissonTail::lower_sums(const double* mu, const double* emu, std::size_t n, double* lower,
                             double* pmf) const {
  if (k_ == 0) {
    for (std::size_t j = 0; j < n; ++j) lower[j] = pmf[j] = 0;
    return;
  }
  // The scalar recurrence of direct(), with the points innermost so that the loops vectorize.
  const auto& inv = inverses();
  std::array<double, kBatch> term;
  for (std::size_t j = 0; j < n; ++j) lower[j] = term[j] = emu[j];
  for (std::int64_t m = 1; m < k_; ++m) {
    const double im = inv[std::size_t(m)];
    for (std::size_t j = 0; j < n; ++j) {
      term[j] *= mu[j] * im;
      lower[j] += term[j];
    }
  }
  for (std::size_t j = 0; j < n; ++j) pmf[j] = term[j];
}

Tail PoissonTail::via_gamma(double mu, bool with_pmf) const {
  const auto k = double(k_);
  Tail t;
  if (with_pmf) t.pmf = boost::math::gamma_p_derivative(k, mu, NoPromote());  // e^{-mu} mu^{k-1} / (k-1)!
  if (mu > k) {
    t.lower_direct = true;
    t.lower = boost::math::gamma_q(k, mu, NoPromote());
    t.upper = 1 - t.lower;
  } else {
    t.upper = boost::math::gamma_p(k, mu, NoPromote());
    t.lower = 1 - t.upper;
  }
  t.ulps = 512;  // Boost's measured maxima in double are tens of ulps; a wide margin
  return t;
}

}  // namespace alea::alloc::fast::detail
