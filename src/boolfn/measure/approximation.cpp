#include "boolfn/measure/approximation.hpp"
#include "boolfn/measure/interior_point.hpp"

#include <bit>
#include <cmath>

#include "boolfn/table/wide.hpp"
#include "boolfn/transform/fwht.hpp"
#include "core/errors.hpp"
#include "core/memory_guard.hpp"
#include "lp/exact.hpp"

namespace alea::boolfn::measure {
namespace {

constexpr int grid = 40;  // certificates are rounded to multiples of 2^-grid

int sign_at(const Words& bits, std::uint64_t x) { return (bits[x >> 6] >> (x & 63) & 1) ? 1 : -1; }

// chi_S(x) = prod_{i in S} x_i, x_i = +1 on the set bits of x.
int chi(std::uint64_t s, std::uint64_t x) { return std::popcount(s & ~x) & 1 ? -1 : 1; }

std::vector<std::uint64_t> low_sets(int n, int d) {
  std::vector<std::uint64_t> sets;
  for (std::uint64_t s = 0; s < (std::uint64_t(1) << n); ++s)
    if (std::popcount(s) <= d) sets.push_back(s);
  return sets;
}

// maximize sum_x f(x)(u_x - v_x): row 0 sum (u + v) <= 1, then psihat(S) = 0 for the low sets.
template <class S>
lp::Problem<S> dual_problem(const Words& bits, int n, const std::vector<std::uint64_t>& sets) {
  const std::uint64_t size = std::uint64_t(1) << n;
  lp::Problem<S> p;
  p.a.assign(sets.size() + 1, std::vector<S>(2 * size, S(0)));
  p.sense.assign(sets.size() + 1, lp::Sense::equal);
  p.sense[0] = lp::Sense::at_most;
  p.rhs.assign(sets.size() + 1, S(0));
  p.rhs[0] = S(1);
  p.objective.assign(2 * size, S(0));
  p.free.assign(2 * size, false);
  for (std::uint64_t x = 0; x < size; ++x) {
    p.a[0][x] = p.a[0][size + x] = S(1);
    p.objective[x] = S(sign_at(bits, x));
    p.objective[size + x] = S(-sign_at(bits, x));
    for (std::size_t r = 0; r < sets.size(); ++r) {
      p.a[r + 1][x] = S(chi(sets[r], x));
      p.a[r + 1][size + x] = S(-chi(sets[r], x));
    }
  }
  return p;
}

__int128 on_grid(double v) { return static_cast<__int128>(std::llround(std::ldexp(v, grid))); }

// In place: c[S] (coefficients) -> sum_S c[S] chi_S(x) at index x. The module's transform maps
// values to coefficients, sum_x a[x] chi_S(x) = (-1)^|S| sum_x a[x] (-1)^|S & x|; the way back
// is the same with the signs (-1)^|S| moved to the input and (-1)^|x| to the output.
void evaluate(std::vector<__int128>& c, int n) {
  for (std::uint64_t s = 0; s < c.size(); ++s)
    if (std::popcount(s) & 1) c[s] = -c[s];
  fwht(c, n);
  for (std::uint64_t x = 0; x < c.size(); ++x)
    if (std::popcount(x) & 1) c[x] = -c[x];
}

Rational ratio(__int128 num, __int128 den) { return Rational(to_big(num), to_big(den)); }

// <psi, f> / |psi|_1 after psi is put on the grid and its low-degree part removed exactly.
Rational lower_bound(const Words& bits, int n, int d, const std::vector<double>& x) {
  const std::uint64_t size = std::uint64_t(1) << n;
  std::vector<__int128> a(size);
  for (std::uint64_t p = 0; p < size; ++p) a[p] = on_grid(x[p] - x[size + p]);
  fwht(a, n);
  for (std::uint64_t s = 0; s < size; ++s)
    if (std::popcount(s) <= d) a[s] = 0;
  evaluate(a, n);
  __int128 num = 0, den = 0;
  for (std::uint64_t p = 0; p < size; ++p) {
    num += sign_at(bits, p) * a[p];
    den += a[p] < 0 ? -a[p] : a[p];
  }
  return den > 0 && num > 0 ? ratio(num, den) : Rational(0);
}

// max_x |p(x) - f(x)| for p = sum_S y_S chi_S on the grid (1, the error of p = 0, if larger).
Rational upper_bound(const Words& bits, int n, const std::vector<std::uint64_t>& sets, const std::vector<double>& y) {
  const std::uint64_t size = std::uint64_t(1) << n;
  std::vector<__int128> a(size, 0);
  for (std::size_t r = 0; r < sets.size(); ++r) {
    const double c = y[r + 1];
    if (!std::isfinite(c) || std::fabs(c) > 1e6) return Rational(1);
    a[sets[r]] = on_grid(c);
  }
  evaluate(a, n);
  __int128 worst = 0;
  const __int128 one = __int128(1) << grid;
  for (std::uint64_t p = 0; p < size; ++p) {
    __int128 e = a[p] - sign_at(bits, p) * one;
    if (e < 0) e = -e;
    if (e > worst) worst = e;
  }
  return worst >= one ? Rational(1) : ratio(worst, one);
}

}  // namespace

ErrorBounds approximation_error(const Words& bits, int n, int d, bool exact, const Rational* decide) {
  if (d >= n) return {Rational(0), Rational(0)};
  const auto sets = low_sets(n, d);
  lp::Solution<double> approx;
  if (exact) {
    require_memory(bytes_for(bytes_for(sets.size() + 1, std::uint64_t(2) << n), 160),
                   "the approximate-degree LP (" + std::to_string(sets.size() + 1) + " rows, " +
                       std::to_string(std::uint64_t(2) << n) + " columns)");
    auto r = lp::solve_exact(dual_problem<Rational>(bits, n, sets));
    if (r.exact) return {r.exact->value, r.exact->value};
    approx = std::move(r.approx);
  } else {
    // its own memory guard; asked, once its gap is small, whether the certificates decide
    auto decided = [&](const lp::Solution<double>& at) {
      return decide && (lower_bound(bits, n, d, at.x) > *decide || upper_bound(bits, n, sets, at.y) <= *decide);
    };
    approx = approximation_interior_point(bits, n, sets, decided);
  }
  ErrorBounds b{lower_bound(bits, n, d, approx.x), upper_bound(bits, n, sets, approx.y)};
  if (b.lower > b.upper) throw std::logic_error("approximate degree: the certificates cross");
  return b;
}

ErrorBounds symmetric_approximation_error(const std::vector<int>& profile, int d) {
  const int n = int(profile.size()) - 1;
  if (d >= n) return {Rational(0), Rational(0)};
  // columns: q's Chebyshev coefficients a_0..a_d (free), then e >= 0; maximize -e subject to
  // |q(k) - F(k)| <= e, q(k) = sum_j a_j T_j(1 - 2k/n)
  lp::Problem<Rational> p;
  const int cols = d + 2;
  p.objective.assign(cols, Rational(0));
  p.objective[d + 1] = -1;
  p.free.assign(cols, true);
  p.free[d + 1] = false;
  for (int k = 0; k <= n; ++k) {
    const Rational t = 1 - Rational(2 * k, n);
    std::vector<Rational> row(cols);
    row[0] = 1;
    if (d >= 1) row[1] = t;
    for (int j = 2; j <= d; ++j) row[j] = 2 * t * row[j - 1] - row[j - 2];
    row[d + 1] = 1;
    p.a.push_back(row);  // q(k) + e >= F(k)
    p.sense.push_back(lp::Sense::at_least);
    p.rhs.emplace_back(profile[k]);
    row[d + 1] = -1;
    p.a.push_back(row);  // q(k) - e <= F(k)
    p.sense.push_back(lp::Sense::at_most);
    p.rhs.emplace_back(profile[k]);
  }
  // Without glp_exact (lp/exact.hpp): its iterations on these long rationals took a minute at
  // n = 63 with no chance for Ctrl-C; the Rational verification and pivots took a third of it.
  auto r = lp::solve_exact(p, false);
  if (!r.exact) throw Error("the symmetric approximate-degree LP could not be solved exactly (" + r.reason + ")");
  const Rational e = -r.exact->value;
  return {e, e};
}

}  // namespace alea::boolfn::measure
