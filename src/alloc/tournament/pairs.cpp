// The shared-grid WDL of Original-rules tournaments, the shared cdfs of Independent-rules
// tournaments, and the a priori ties (see tournament_pairs.hpp for the derivations).
#include "alloc/tournament/pairs.hpp"

#include <algorithm>
#include <boost/math/quadrature/gauss.hpp>
#include <boost/math/quadrature/gauss_kronrod.hpp>
#include <boost/math/special_functions/beta.hpp>
#include <boost/math/special_functions/gamma.hpp>
#include <cmath>

#include "alloc/fast/cdf.hpp"
#include "core/errors.hpp"
#include "core/parallel.hpp"

namespace alea::alloc::tournament_detail {
namespace {

constexpr int kN = 15, kHalf = (kN + 1) / 2;  // Gauss-Kronrod (7, 15)
constexpr double kTailTarget = 1e-17;       // mass left beyond the grid
constexpr double kRounding = 1e-14;         // products of a few dozen factors, sums of a few hundred nodes

// sum_i P(Poisson(p_i s) < m_i) >= P(T_Max > s) for the componentwise maximum Max.
double tail_bound(const std::vector<double>& p, const Counts& m, double s) {
  double t = 0;
  for (std::size_t i = 0; i < p.size(); ++i)
    if (m[i] > 0) t += boost::math::gamma_q(static_cast<double>(m[i]), p[i] * s);
  return t;
}

}  // namespace

OriginalGrid::OriginalGrid(const std::vector<double>& p, const std::vector<Counts>& xs) {
  const std::size_t n = p.size();
  Counts top(n, 0);
  row_of_.assign(n, {});
  for (const auto& x : xs)
    for (std::size_t i = 0; i < n; ++i) top[i] = std::max(top[i], x[i]);
  std::int64_t kmax = 0;
  double pmax = 0, far = 0;
  for (std::size_t i = 0; i < n; ++i) {
    row_of_[i].assign(static_cast<std::size_t>(top[i]) + 1, -1);
    if (top[i] == 0) continue;
    kmax = std::max(kmax, top[i]);
    pmax = std::max(pmax, p[i]);
    far = std::max(far, static_cast<double>(top[i]) / p[i]);
  }
  if (kmax == 0) return;  // only the empty allocation: no pair needs an integral
  // The grid: [0, a], then panels growing by a ratio fine enough for the narrowest Gamma(k, p)
  // bump (relative width ~ 1/sqrt(k)), up to where the tail of Max over all allocations is negligible.
  double end = far;
  while (tail_bound(p, top, end) > kTailTarget) end *= 1.5;
  tail_ = tail_bound(p, top, end);
  const double ratio = 1 + 1.25 / std::sqrt(static_cast<double>(kmax));
  std::vector<double> cuts{0, 0.5 / pmax};
  while (cuts.back() < end) cuts.push_back(cuts.back() * ratio);
  using GK = boost::math::quadrature::gauss_kronrod<double, kN>;
  using G = boost::math::quadrature::gauss<double, (kN - 1) / 2>;
  const auto& ax = GK::abscissa();
  const auto& wk = GK::weights();
  const auto& wg = G::weights();
  for (std::size_t k = 0; k + 1 < cuts.size(); ++k) {
    const double c = 0.5 * (cuts[k] + cuts[k + 1]), h = 0.5 * (cuts[k + 1] - cuts[k]);
    for (int i = 0; i < kHalf; ++i)
      for (int sign : {-1, 1}) {
        if (i == 0 && sign == 1) continue;  // the centre once
        nodes_.push_back(c + sign * h * ax[i]);
        wk_.push_back(h * wk[i]);
        wg_.push_back(i % 2 == 0 ? h * wg[i / 2] : 0.0);
      }
    panel_end_.push_back(nodes_.size());
  }
  // Rows for the counts that occur (every max(x_i, y_i) is one of them).
  const std::size_t q = nodes_.size();
  for (const auto& x : xs)
    for (std::size_t i = 0; i < n; ++i) {
      auto& r = row_of_[i][static_cast<std::size_t>(x[i])];
      if (x[i] == 0 || r >= 0) continue;
      r = static_cast<std::int64_t>(G_.size() / q);
      const double k = static_cast<double>(x[i]);
      for (double s : nodes_) {
        const double g = boost::math::gamma_p(k, p[i] * s);
        const double dens = p[i] * boost::math::gamma_p_derivative(k, p[i] * s);
        G_.push_back(g);
        H_.push_back(g > 0 ? dens / g : 0.0);
      }
    }
}

const double* OriginalGrid::row(const std::vector<double>& table, std::size_t i, std::int64_t k) const {
  return table.data() + static_cast<std::size_t>(row_of_[i][static_cast<std::size_t>(k)]) * nodes_.size();
}

PairValue OriginalGrid::pair(const Counts& x, const Counts& y, std::vector<double>& scratch) const {
  const std::size_t q = nodes_.size();
  scratch.assign(3 * q, 0.0);
  double* pi = scratch.data();
  double* ha = pi + q;
  double* hb = ha + q;
  std::fill(pi, pi + q, 1.0);
  for (std::size_t i = 0; i < x.size(); ++i) {
    const std::int64_t m = std::max(x[i], y[i]);
    if (m == 0) continue;
    const double* g = row(G_, i, m);
    for (std::size_t k = 0; k < q; ++k) pi[k] *= g[k];
    if (x[i] == y[i]) continue;
    const double* h = row(H_, i, m);
    double* acc = x[i] > y[i] ? ha : hb;
    for (std::size_t k = 0; k < q; ++k) acc[k] += h[k];
  }
  PairValue v;
  double ew = 0, el = 0;
  std::size_t k = 0;
  for (std::size_t end : panel_end_) {
    double kw = 0, gw = 0, kl = 0, gl = 0;
    for (; k < end; ++k) {
      const double fw = pi[k] * hb[k], fl = pi[k] * ha[k];
      kw += wk_[k] * fw, gw += wg_[k] * fw;
      kl += wk_[k] * fl, gl += wg_[k] * fl;
    }
    v.win += kw, v.loss += kl;
    ew += std::abs(kw - gw), el += std::abs(kl - gl);
  }
  v.bound = std::max(ew, el) + tail_ + kRounding;
  return v;
}

namespace {

// sum_i P(Binomial(n, p_i) < x_i) >= P(T_X > n): X is not clear after n rolls only if some value
// was rolled fewer than x_i times.
double roll_tail(const std::vector<double>& p, const Counts& x, std::int64_t n) {
  double t = 0;
  for (std::size_t i = 0; i < p.size(); ++i) {
    if (x[i] == 0) continue;
    if (n < x[i]) return 1;
    t += boost::math::ibetac(static_cast<double>(x[i]), static_cast<double>(n - x[i] + 1), p[i]);
  }
  return std::min(t, 1.0);
}

}  // namespace

IndependentTables::IndependentTables(const ProbVector& p, const std::vector<Counts>& xs)
    : cdf_(xs.size()), bound_(xs.size()) {
  parallel_for(0, xs.size(), [&](std::size_t k) {
    std::int64_t n = 1;
    for (auto c : xs[k]) n += c;
    while (roll_tail(p.values(), xs[k], n) > kTailTarget) n += n / 2 + 1;
    fast::CdfEstimate c = fast::cdf_estimate(p.values(), xs[k], n);
    cdf_[k] = std::move(c.cdf);
    bound_[k] = c.bound + roll_tail(p.values(), xs[k], n);  // entries, and the mass left beyond n
  });
}

PairValue IndependentTables::pair(std::size_t i, std::size_t j, double& draw) const {
  const auto& a = cdf_[i];
  const auto& b = cdf_[j];
  const std::size_t len = std::max(a.size(), b.size());
  auto at = [](const std::vector<double>& c, std::size_t n) { return n < c.size() ? c[n] : 1.0; };
  PairValue v;
  double d = 0, prev_a = 0, prev_b = 0;
  for (std::size_t n = 0; n < len; ++n) {
    const double ca = at(a, n), cb = at(b, n);
    const double pa = ca - prev_a, pb = cb - prev_b;
    v.win += pa * (1 - cb), v.loss += pb * (1 - ca), d += pa * pb;
    prev_a = ca, prev_b = cb;
  }
  draw = d;
  // First order in the cdf errors e: summing by parts, sum delta(pmf_X) P(T_Y > n) <= 2 e_X.
  v.bound = 2 * (bound_[i] + bound_[j]) + kRounding;
  return v;
}

}  // namespace alea::alloc::tournament_detail
