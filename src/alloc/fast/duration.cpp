// Expected number of rolls until one side clears, E[min(T_X, T_Y)].
// Original rules: min(T_X, T_Y) is a stopping time of the one roll sequence, so by Wald its
// mean is that of min(tau_X, tau_Y) in Poissonized time, whose survival function is
//   P(tau_X > s, tau_Y > s) = (1 - prod G(x)) + (1 - prod G(y)) - (1 - prod G(max(x, y))),
// each bracket computed accurately by Clearing (nothing cancels catastrophically: the result is
// below the smaller of the first two). Independent rules: sum_n P(T_X > n) P(T_Y > n).
#include <algorithm>
#include <array>
#include <limits>

#include "alloc/fast/duration.hpp"
#include "alloc/fast/moments.hpp"
#include "alloc/fast/cdf.hpp"
#include "alloc/fast/clearing.hpp"
#include "alloc/fast/quadrature.hpp"
#include "core/errors.hpp"

namespace alea::alloc::fast {

using namespace detail;

namespace {

// Duration is 0 when a side starts clear and infinite when neither can ever clear; a side that
// never clears leaves the other's clearing time. Returns true when one of these decided it.
bool trivial_duration(const std::vector<double>& p, const Counts& x, const Counts& y, Estimate& out,
                      Estimate (*single)(const std::vector<double>&, const Counts&)) {
  const bool nx = never_clears(p, x), ny = never_clears(p, y);
  if (Clearing(p, x).values.empty() || Clearing(p, y).values.empty()) {
    out = {0.0, 0.0};
  } else if (nx && ny) {
    out = {std::numeric_limits<double>::infinity(), 0.0};
  } else if (nx || ny) {
    out = single(p, nx ? y : x);
  } else {
    return false;
  }
  return true;
}


}  // namespace

Estimate duration_original(const std::vector<double>& p, const Counts& x, const Counts& y) {
  Estimate out;
  if (trivial_duration(p, x, y, out, expected_time)) return out;
  const Clearing cx(p, x), cy(p, y), cm(p, pointwise_max(x, y));
  const double S = std::min(cx.horizon(), cy.horizon());
  auto f = [&](const double* s, std::size_t n, Sample<1>* out) {  // n <= kBatch
    std::array<Clearing::Point, kBatch> a, b, m;
    cx.at(s, n, a.data()), cy.at(s, n, b.data()), cm.at(s, n, m.data());
    for (std::size_t j = 0; j < n; ++j) {
      const double v = std::max(0.0, a[j].open + b[j].open - m[j].open);
      out[j] = {{v}, {a[j].err_open + b[j].err_open + m[j].err_open + 2 * kEps * m[j].open}};
    }
  };
  auto cuts = cx.cuts(S);
  const auto more = cy.cuts(S);
  cuts.insert(cuts.end(), more.begin(), more.end());
  std::sort(cuts.begin(), cuts.end());
  cuts.erase(std::unique(cuts.begin(), cuts.end()), cuts.end());
  // Past the end the survival function is below P(tau_X > s) and below P(tau_Y > s).
  const auto tail = [&](double z) { return std::min(cx.tail_first(z), cy.tail_first(z)); };
  const double end = shorten(cuts, std::min(cx.scale(), cy.scale()), tail, 1e-16 * S);
  const auto r = integrate<1>(f, cuts, {1e-15 * S});
  return {r.value[0], r.error[0] + tail(end)};
}

Estimate duration_independent(const std::vector<double>& p, const Counts& x, const Counts& y) {
  Estimate out;
  if (trivial_duration(p, x, y, out, expected_time)) return out;
  // Truncate where the smaller of the two weighted tails is negligible.
  const std::int64_t n = std::min(roll_horizon(p, x, true), roll_horizon(p, y, true));
  const auto fx = cdf_table(p, x, n), fy = cdf_table(p, y, n);
  double sum = 0;
  for (std::int64_t m = 0; m <= n; ++m) sum += (1 - fx.cdf[m]) * (1 - fy.cdf[m]);
  const double tail = std::min(mean_beyond(p, x, n), mean_beyond(p, y, n));
  // Each term is off by at most e_X + e_Y + 2 ulps; summing n non-negative terms adds n ulps of the sum.
  const double rounding = double(n + 1) * (fx.error + fy.error + 2 * kEps) + double(n + 1) * kEps * sum;
  return {sum, rounding + tail};
}

}  // namespace alea::alloc::fast
