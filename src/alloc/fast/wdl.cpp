// Win, draw and loss under Original rules (one shared roll) by Poissonization. Let m = max(x, y)
// (per value): both sides are clear exactly when m is, at the arrival of the m_j-th roll of m's
// last value j, which has density h_j(s) = a_j(s) prod_{i != j} G_i(m_i, s) with
// a_j(s) = p_j P(Poisson(p_j s) = m_j - 1). That last roll decides the game: if x_j < y_j, X
// had cleared before it (every other value already had m_i >= x_i rolls, value j x_j < m_j) and
// Y clears with it, so X wins; if y_j < x_j, Y wins; if x_j = y_j both clear with it: a draw.
// Conversely a win of X ends with Y's last roll on a value with y_j > x_j. So
//   win = integral sum_{j: x_j < y_j} h_j,  draw = ... x_j = y_j ...,  loss = ... x_j > y_j ...,
// three sums of non-negative terms whose total is the density of tau_m (w + d + l = 1 is not
// forced; the tests check it). Only m's tails are needed.
#include <algorithm>
#include <array>

#include "alloc/fast/wdl.hpp"
#include "alloc/fast/cdf.hpp"
#include "alloc/fast/clearing.hpp"
#include "alloc/fast/quadrature.hpp"
#include "core/errors.hpp"

namespace alea::alloc::fast {

using namespace detail;

namespace {

enum Outcome { kWin = 0, kDraw = 1, kLoss = 2 };  // decided by a last roll on the value

// One value of m = max(x, y): rate, the outcome its last roll decides, the tail at m_i.
struct MaxValue {
  double rate;
  Outcome outcome;
  PoissonTail tail;
};

class WdlIntegrand {
 public:
  WdlIntegrand(const std::vector<double>& p, const Counts& x, const Counts& y)
      : ladder_(sorted_rates(p, pointwise_max(x, y))) {
    for (std::size_t i = 0; i < p.size(); ++i)
      if (x[i] > 0 || y[i] > 0)
        v_.push_back({p[i], x[i] < y[i] ? kWin : x[i] > y[i] ? kLoss : kDraw, PoissonTail(std::max(x[i], y[i]))});
    // Equal rates side by side, so e^{-p s} is computed once per rate.
    sort_by_rate(v_);
    g_.resize(v_.size()), a_.resize(v_.size()), others_.resize(v_.size());
  }

  // n <= kBatch points at once, in loops over the points: every value's G and a, the products
  // over i != j by prefix and suffix products, and the three sums.
  void operator()(const double* s, std::size_t n, Sample<3>* out) const {
    Column ulps{}, abs{}, exp_ulps{}, mu, lower, pmf;
    const double s_max = *std::max_element(s, s + n);
    double emu_rate = -1;
    ExpWalk walk;
    bool walking = false;
    for (std::size_t i = 0; i < v_.size(); ++i) {
      const auto& v = v_[i];
      auto &g = g_[i], &a = a_[i];
      if (v.tail.k() <= kDirectMax && v.rate * s_max < 700) {
        for (std::size_t j = 0; j < n; ++j) mu[j] = v.rate * s[j];
        // e^{-mu} as in Clearing::at: up the ladder, or one exp per rate.
        if (ladder_.usable()) {
          if (!walking) walk.start(ladder_, s, n), walking = true;
          walk.climb(ladder_.multiple(i), n);
          for (std::size_t j = 0; j < n; ++j) exp_ulps[j] = ladder_.ulps_at(i, s[j], mu[j]) - kExpUlps;
        } else if (v.rate != emu_rate) {
          emu_rate = v.rate;
          for (std::size_t j = 0; j < n; ++j) walk.power[j] = exp_neg(mu[j]);
        }
        v.tail.lower_sums(mu.data(), walk.power.data(), n, lower.data(), pmf.data());
        // G = 1 - (the lower sum) is accurate absolutely (abs), a relatively (ulps); the rounding
        // of mu moves G by at most mu pmf ulps.
        const double u0 = v.tail.lower_sum_ulps();
        for (std::size_t j = 0; j < n; ++j) {
          const double u = u0 + exp_ulps[j];
          g[j] = std::max(0.0, 1 - lower[j]);
          a[j] = v.rate * pmf[j];
          abs[j] += 2 * (lower[j] * u + 1) * kEps + mu[j] * pmf[j] * kEps;
          ulps[j] += u + 2;
        }
        continue;
      }
      for (std::size_t j = 0; j < n; ++j) {  // many tokens: Boost, point by point
        const Tail t = v.tail.at(v.rate * s[j], false);
        g[j] = t.upper, a[j] = v.rate * t.pmf;
        abs[j] += t.lower_direct ? 2 * (t.lower * t.ulps + 1) * kEps : 0.0;
        ulps[j] += t.ulps + 2;
      }
    }
    products_excluding(n);
    std::array<Column, 3> sums{};
    Column size{}, arate{};
    for (std::size_t i = 0; i < v_.size(); ++i) {
      auto& sum = sums[v_[i].outcome];
      for (std::size_t j = 0; j < n; ++j) {
        const double h = a_[i][j] * others_[i][j];
        sum[j] += h;
        size[j] += h;
        arate[j] += a_[i][j];
      }
    }
    // Each h_j = a_j prod_{i != j} G_i: the relative errors (ulps) of the factors and of the
    // rounding add up, and a product of factors <= 1 with absolute errors d_i is off by at most
    // sum_i d_i (abs), times a_j. Summed over j: ulps * eps * size + abs * arate.
    for (std::size_t j = 0; j < n; ++j) {
      out[j].value = {sums[kWin][j], sums[kDraw][j], sums[kLoss][j]};
      const double r = (ulps[j] + 4) * kEps * size[j] + abs[j] * arate[j];
      out[j].round = {r, r, r};
    }
  }

 private:
  using Column = std::array<double, kBatch>;  // one value's factor at every point of the batch

  // others_[i] = prod_{i' != i} g_[i'], by prefix and suffix products.
  void products_excluding(std::size_t n) const {
    Column prefix;
    prefix.fill(1);
    for (std::size_t i = 0; i < g_.size(); ++i)
      for (std::size_t j = 0; j < n; ++j) others_[i][j] = prefix[j], prefix[j] *= g_[i][j];
    Column suffix;
    suffix.fill(1);
    for (std::size_t i = g_.size(); i-- > 0;)
      for (std::size_t j = 0; j < n; ++j) others_[i][j] *= suffix[j], suffix[j] *= g_[i][j];
  }

  ExpLadder ladder_;  // over v_'s rates, in v_'s order
  std::vector<MaxValue> v_;
  mutable std::vector<Column> g_, a_, others_;
};

// A side that never clears (tokens on an impossible value) or is already clear decides at once.
bool trivial_wdl(const std::vector<double>& p, const Counts& x, const Counts& y, WdlEstimate& out) {
  const bool nx = never_clears(p, x), ny = never_clears(p, y);
  if (nx && ny) throw alea::InvalidArgument("neither allocation can clear (tokens on a value of probability 0)");
  const bool ex = Clearing(p, x).values.empty(), ey = Clearing(p, y).values.empty();
  if (!(nx || ny || ex || ey)) return false;
  const double w = (ex && !ey) || ny ? 1.0 : 0.0, l = (ey && !ex) || nx ? 1.0 : 0.0;
  out = {{w, 0}, {1 - w - l, 0}, {l, 0}};
  return true;
}

}  // namespace

WdlEstimate wdl_original(const std::vector<double>& p, const Counts& x, const Counts& y) {
  WdlEstimate out;
  if (trivial_wdl(p, x, y, out)) return out;
  // The integrand is the density of tau_m, split three ways: m's bends, m's horizon, and past
  // the end each part is at most P(tau_m > end).
  const Clearing cm(p, pointwise_max(x, y));
  auto cuts = cm.cuts(cm.horizon(0));
  const double end = shorten(cuts, cm.scale(), [&](double z) { return cm.tail_zeroth(z); }, 1e-14);
  const auto r = integrate<3>(WdlIntegrand(p, x, y), cuts, {1e-13, 1e-13, 1e-13});
  const double tail = cm.tail_zeroth(end);
  out.win = {r.value[0], r.error[0] + tail};
  out.draw = {r.value[1], r.error[1] + tail};
  out.loss = {r.value[2], r.error[2] + tail};
  return out;
}

}  // namespace alea::alloc::fast

namespace alea::alloc::fast {

// Independent rules: T_X and T_Y are independent, so with F = cdf and f = pmf,
//   win = sum_n f_X(n) (1 - F_Y(n)), draw = sum_n f_X(n) f_Y(n), loss = sum_n f_Y(n) (1 - F_X(n)),
// truncated at a roll count past which both clearing times are negligible (Chernoff).
// By summation by parts an error e in every F moves each sum by at most 2 e_X + e_Y.
WdlEstimate wdl_independent(const std::vector<double>& p, const Counts& x, const Counts& y) {
  WdlEstimate out;
  if (trivial_wdl(p, x, y, out)) return out;
  const std::int64_t n = std::max(roll_horizon(p, x, false), roll_horizon(p, y, false));
  const auto fx = cdf_table(p, x, n), fy = cdf_table(p, y, n);
  double w = 0, d = 0, l = 0;
  for (std::int64_t m = 0; m <= n; ++m) {
    const double px = fx.cdf[m] - (m ? fx.cdf[m - 1] : 0.0), py = fy.cdf[m] - (m ? fy.cdf[m - 1] : 0.0);
    w += px * (1 - fy.cdf[m]);
    d += px * py;
    l += py * (1 - fx.cdf[m]);
  }
  const double tx = prob_beyond(p, x, n), ty = prob_beyond(p, y, n);
  const double e = 2 * (fx.error + fy.error) + double(n + 2) * kEps;  // recursive summation of n terms of total <= 1
  out.win = {w, e + tx};
  out.draw = {d, e + std::min(tx, ty)};
  out.loss = {l, e + ty};
  return out;
}

}  // namespace alea::alloc::fast
