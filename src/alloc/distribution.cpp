// The distribution of T_X for the Lua surface: fast::cdf_estimate (the binomial split with its
// bound) carried to a tail tolerance, and quantiles resolved exactly where the bound straddles q.
#include "alloc/distribution.hpp"

#include <algorithm>
#include <cmath>
#include <string>

#include "alloc/exact/exact.hpp"
#include "core/errors.hpp"
#include "core/rational.hpp"

namespace alea::alloc {

namespace {

constexpr std::int64_t kMaxRolls = 10000000;

// P(T_X <= n) in rationals, for deciding a quantile the doubles cannot.
Rational exact_cdf_at(const Allocation& x, std::int64_t n) {
  auto f = exact::pmf(x.prob().exact(), x.counts(), n);
  Rational c(0);
  for (const auto& v : f) c = c + v;
  return c;
}

// Whether P(T_X <= n) >= q, resolved exactly when the fast value is within its bound of q
// (a tie such as P(T <= 1) = 1/2 at q = 0.5 must not flip on the last ulp).
bool reaches(const Allocation& x, const CdfEstimate& c, std::int64_t n, double q) {
  const double v = c.cdf[static_cast<std::size_t>(n)];
  if (std::abs(v - q) > c.error_bound || !x.prob().is_exact()) return v >= q;
  return !(exact_cdf_at(x, n) < rational_from_double(q));
}

}  // namespace

CdfEstimate fast_cdf(const Allocation& x, std::int64_t n_max) {
  return fast::cdf_estimate(x.prob().values(), x.counts(), n_max);
}

CdfEstimate fast_cdf_until(const Allocation& x, double tol) {
  const auto& p = x.prob().values();
  for (std::size_t i = 0; i < p.size(); ++i)
    if (x.counts()[i] > 0 && p[i] == 0)
      throw InvalidArgument("alloc.distribution: " + x.to_string() + " has tokens on a value of probability 0 and never clears");
  // Doubling keeps the total cost within twice that of the last table.
  for (std::int64_t m = std::max<std::int64_t>(16, 2 * x.tokens());; m *= 2) {
    CdfEstimate c = fast_cdf(x, std::min(m, kMaxRolls));
    auto hit = std::find_if(c.cdf.begin(), c.cdf.end(), [&](double v) { return 1 - v < tol; });
    if (hit != c.cdf.end()) {
      c.cdf.erase(hit + 1, c.cdf.end());
      return c;
    }
    if (m >= kMaxRolls)
      throw LimitExceeded("alloc.distribution: the tail is still above tol at n = " + std::to_string(kMaxRolls));
  }
}

std::int64_t quantile(const Allocation& x, double q) {
  if (!(q > 0 && q < 1)) throw InvalidArgument("q must lie in (0, 1), got " + std::to_string(q));
  // The tail tolerance below 1 - q guarantees the table reaches q.
  CdfEstimate c = fast_cdf_until(x, std::min(1e-12, (1 - q) / 2));
  const auto len = static_cast<std::int64_t>(c.cdf.size());
  // The cdf is non-decreasing: the first n whose fast value reaches q - bound, then exact
  // resolution of the (at most few) candidates within the bound of q.
  std::int64_t n = 0;
  while (n < len && c.cdf[static_cast<std::size_t>(n)] < q - c.error_bound) ++n;
  for (; n < len; ++n)
    if (reaches(x, c, n, q)) return n;
  return len;
}

}  // namespace alea::alloc
