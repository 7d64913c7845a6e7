#include "alloc/solitaire.hpp"

#include <algorithm>
#include <cmath>
#include <string>

#include "alloc/exact/solitaire.hpp"
#include "alloc/fast/cdf.hpp"
#include "alloc/fast/moments.hpp"
#include "alloc/limits.hpp"
#include "core/errors.hpp"
#include "core/number.hpp"

namespace alea::alloc {
namespace {

template <class V>
std::vector<V> cumulated(const std::vector<V>& f) {
  std::vector<V> c(f.size());
  V acc(0);
  for (std::size_t i = 0; i < f.size(); ++i) c[i] = acc = acc + f[i];
  return c;
}

// pmf as differences of the fast cdf: each difference is off by at most twice the cdf's bound.
std::vector<double> differences(const std::vector<double>& cdf) {
  std::vector<double> pmf(cdf.size());
  for (std::size_t i = 0; i < cdf.size(); ++i) pmf[i] = std::max(0.0, cdf[i] - (i ? cdf[i - 1] : 0.0));
  return pmf;
}

// Tables up to the first n with 1 - cdf(n) < tol, doubling n: the total cost stays within
// twice that of the last table.
template <class Table>
Table until_tail(const Allocation& x, double tol, Table (*table)(const Allocation&, std::int64_t),
                 const std::vector<double>& (*cdf_of)(const Table&)) {
  for (std::int64_t m = std::max<std::int64_t>(16, 2 * std::min<std::int64_t>(x.tokens(), kMaxRolls));; m *= 2) {
    Table t = table(x, std::min(m, kMaxRolls));
    const auto& c = cdf_of(t);
    auto hit = std::find_if(c.begin(), c.end(), [&](double v) { return 1 - v < tol; });
    if (hit != c.end()) return t;
    if (m >= kMaxRolls)
      throw LimitExceeded("the tail P(T_X > n) is still above tol at n = " + std::to_string(kMaxRolls));
  }
}

fast::CdfEstimate fast_table(const Allocation& x, std::int64_t n) {
  check_fast(x.counts(), "X");
  return fast::cdf_estimate(x.prob().values(), x.counts(), n);
}
const std::vector<double>& fast_cdf_of(const fast::CdfEstimate& t) { return t.cdf; }

struct RecursionTable {
  std::vector<double> pmf, cdf;
};
RecursionTable recursion_table(const Allocation& x, std::int64_t n) {
  RecursionTable t{exact::pmf(x.prob().values(), x.counts(), n), {}};
  t.cdf = cumulated(t.pmf);
  return t;
}
const std::vector<double>& recursion_cdf_of(const RecursionTable& t) { return t.cdf; }

// Cuts a table after the first entry whose tail is below tol.
void cut_at_tail(std::vector<double>& cdf, std::vector<double>& pmf, double tol) {
  auto hit = std::find_if(cdf.begin(), cdf.end(), [&](double v) { return 1 - v < tol; });
  if (hit == cdf.end()) return;
  const auto len = static_cast<std::size_t>(hit - cdf.begin()) + 1;
  cdf.resize(len), pmf.resize(len);
}

void check_rolls(std::int64_t n) {
  if (n < 0) throw InvalidArgument("n", "expected a number of rolls >= 0, got " + std::to_string(n));
  if (n > kMaxRolls)
    throw InvalidArgument("n", "expected at most " + std::to_string(kMaxRolls) + " rolls, got " + std::to_string(n));
}

// P(T_X <= n) in rationals, for deciding a quantile the doubles cannot.
Rational exact_cdf_at(const Allocation& x, std::int64_t n) {
  Rational c(0);
  for (const auto& v : exact::pmf(x.prob().exact(), x.counts(), n)) c += v;
  return c;
}

}  // namespace

// A moment of T_X in the mode m: Fluet's recursion in any scalar, or the fast method on X's
// counts (which it checks first).
template <class Recursion, class Fast>
Quantity moment(const Allocation& x, const Mode& m, Recursion recursion, Fast fast) {
  return by_mode(
      m, x.prob(), [&](const auto& p) { return recursion(p, x.counts()); },
      [&](const std::vector<double>& p) {
        check_fast(x.counts(), "X");
        return fast(p, x.counts());
      });
}

Quantity expected_time(const Allocation& x, const Mode& m) {
  return moment(x, m, [](const auto& p, const Counts& c) { return exact::expected_time(p, c); }, fast::expected_time);
}

Quantity variance(const Allocation& x, const Mode& m) {
  return moment(x, m, [](const auto& p, const Counts& c) { return exact::variance(p, c); }, fast::variance);
}

Quantity multinomial(const Allocation& x, const Mode& m) {
  if (exact_for(m, x.prob())) return Quantity::of(x.multinomial_exact());
  return Quantity::approximate(x.multinomial());
}

Distribution distribution(const Allocation& x, std::optional<std::int64_t> n, double tol, const Mode& m) {
  if (!(tol > 0 && tol < 1)) throw InvalidArgument("tol", "expected a number in (0, 1), got " + show(tol));
  if (n) check_rolls(*n);
  Distribution d;
  if ((d.exact = exact_for(m, x.prob()))) {
    if (!n) throw InvalidArgument("exact", "an exact distribution needs n, the last number of rolls");
    d.exact_pmf = exact::pmf(x.prob().exact(), x.counts(), *n);
    d.exact_cdf = cumulated(d.exact_pmf);
    return d;
  }
  if (m.method == Method::recursion) {
    auto t = n ? recursion_table(x, *n) : until_tail<RecursionTable>(x, tol, recursion_table, recursion_cdf_of);
    d.pmf = std::move(t.pmf), d.cdf = std::move(t.cdf);
  } else {
    auto t = n ? fast_table(x, *n) : until_tail<fast::CdfEstimate>(x, tol, fast_table, fast_cdf_of);
    d.cdf = std::move(t.cdf), d.pmf = differences(d.cdf), d.bound = t.bound;
  }
  if (!n) cut_at_tail(d.cdf, d.pmf, tol);
  return d;
}

std::int64_t quantile(const Allocation& x, double q) {
  if (!(q > 0 && q < 1)) throw InvalidArgument("q", "expected a probability in (0, 1), got " + show(q));
  // The fast cdf resolves its values to about 1e-13: a q closer to 1 than 1e-12 asks for a tail
  // it cannot see (it would double n for minutes before giving up).
  if (1 - q < kQuantileResolution)
    throw InvalidArgument("q", "q is within 1e-12 of 1, past what the fast cdf resolves (the exact distribution, exact=true, reaches it)");
  // The tail tolerance below 1 - q guarantees the table reaches q.
  const auto c = until_tail<fast::CdfEstimate>(x, std::min(1e-12, (1 - q) / 2), fast_table, fast_cdf_of);
  const auto len = static_cast<std::int64_t>(c.cdf.size());
  // The cdf is non-decreasing: the first n whose fast value reaches q - bound, then exact
  // resolution of the (at most few) candidates within the bound of q (a tie such as
  // P(T <= 1) = 1/2 at q = 0.5 must not flip on the last ulp).
  std::int64_t n = 0;
  while (n < len && c.cdf[static_cast<std::size_t>(n)] < q - c.bound) ++n;
  for (; n < len; ++n) {
    const double v = c.cdf[static_cast<std::size_t>(n)];
    if (std::abs(v - q) > c.bound || !x.prob().is_exact()) {
      if (v >= q) return n;
    } else if (!(exact_cdf_at(x, n) < rational_from_double(q))) {
      return n;
    }
  }
  return len;
}

}  // namespace alea::alloc
