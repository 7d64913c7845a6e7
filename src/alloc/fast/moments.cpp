// E[T_X] and Var(T_X) by Poissonization. Rolls at the arrival times of a rate-1 Poisson process
// leave the roll sequence unchanged, and the clearing time tau_X in continuous time is the sum of
// T_X independent Exp(1) gaps, so E[tau] = E[T] and E[tau^2] = E[T^2] + E[T] (Wald). The values'
// counts by time s are independent Poisson(p_i s), so P(tau_X <= s) = prod_i G_i(x_i, s).
#include <algorithm>
#include <array>
#include <cmath>
#include <limits>

#include "alloc/fast/moments.hpp"
#include "core/errors.hpp"
#include "core/number.hpp"
#include "alloc/fast/clearing.hpp"
#include "alloc/fast/quadrature.hpp"

namespace alea::alloc::fast {

using namespace detail;

namespace {

// E[T_X] = E[tau_X] = integral_0^inf P(tau_X > s) ds.
Estimate mean_of(const Clearing& c) {
  if (c.values.empty()) return {0.0, 0.0};
  const double S = c.horizon(1);
  auto f = [&](const double* s, std::size_t n, Sample<1>* out) {  // n <= kBatch
    std::array<Clearing::Point, kBatch> pt;
    c.at(s, n, pt.data());
    for (std::size_t j = 0; j < n; ++j) out[j] = {{pt[j].open}, {pt[j].err_open}};
  };
  // 1e-13 relative: E >= scale = max_i E[tau_i]; a tenth of it for the tail past the end.
  const double tol = 1e-13 * c.scale();
  auto cuts = c.cuts(S);
  const double end = shorten(cuts, c.scale(), [&](double z) { return c.tail_first(z); }, 0.1 * tol);
  const auto r = integrate<1>(f, cuts, {tol});
  return {r.value[0], r.error[0] + c.tail_first(end)};
}

}  // namespace

Estimate expected_time(const std::vector<double>& p, const Counts& x) {
  if (never_clears(p, x)) return {std::numeric_limits<double>::infinity(), 0.0};
  return mean_of(Clearing(p, x));
}

// Var(tau) = integral 2(s - c)(P(tau > s) - 1{s < c}) ds - (E - c)^2 for any c; with c near E the
// integrand, 2(c - s) P(tau <= s) before c and 2(s - c) P(tau > s) after, is never negative, so
// nothing cancels. Then Var(T) = Var(tau) - E[T].
Estimate variance(const std::vector<double>& p, const Counts& x) {
  if (never_clears(p, x)) return {std::numeric_limits<double>::infinity(), 0.0};
  const Clearing c(p, x);
  if (c.values.empty()) return {0.0, 0.0};
  const Estimate mean = mean_of(c);
  const double m = mean.value, S = std::max(c.horizon(), 2 * m);
  // The integrand reaches S^2: past the doubles (one value of probability 1e-155 and the like),
  // Var(T) itself, of order E[T]^2, is too.
  if (!std::isfinite(S * S))
    throw InvalidArgument("X", "Var(T_X) is of order E[T_X]^2 = " + show(m) + "^2, past the largest double");
  auto f = [&](const double* s, std::size_t n, Sample<1>* out) {  // n <= kBatch
    std::array<Clearing::Point, kBatch> pt;
    c.at(s, n, pt.data());
    for (std::size_t j = 0; j < n; ++j) {
      const double w = 2 * std::abs(s[j] - m);
      out[j] = s[j] < m ? Sample<1>{{w * pt[j].cleared}, {w * pt[j].err_cleared}}
                        : Sample<1>{{w * pt[j].open}, {w * pt[j].err_open}};
    }
  };
  auto cuts = c.cuts(S);
  cuts.push_back(m);
  std::sort(cuts.begin(), cuts.end());
  const double tol = 1e-15 * S * S * 1e-2;
  const double end = shorten(cuts, m, [&](double z) { return c.tail_second(z); }, 0.1 * tol);
  const auto r = integrate<1>(f, cuts, {tol});
  const double dm = mean.bound;
  return {r.value[0] - m, r.error[0] + c.tail_second(end) + dm + dm * dm};
}

}  // namespace alea::alloc::fast
