// The emperor kernel's quadrature rule (rule.hpp): Gauss-Legendre panels on [0, S], each of the
// lowest order whose value agrees with the rule of twice its order on every probe integrand
// (bisected when no order up to kMaxOrder does), the nodes where f_X is negligible left out.
#include "alloc/emperor/rule.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <map>
#include <random>

#include "alloc/enumerate.hpp"
#include "alloc/fast/clearing.hpp"
#include "core/interrupt.hpp"

namespace alea::alloc::emperor {

using fast::detail::Clearing;
using fast::detail::PoissonTail;
using fast::detail::Tail;

namespace {

// The orders tried on a panel, lowest first; each is checked against twice itself.
constexpr std::array<int, 6> kOrders{8, 12, 16, 20, 24, 32};
constexpr double kPanelTol = 1e-15;     // accepted |rule - rule of twice the order|, on every probe
constexpr double kTruncation = 1e-16;   // bound on the mass of f_X past the horizon
constexpr double kNegligible = 1e-17;   // a node whose weight times f_X is below this is left out
constexpr double kCutRatio = 6;         // the initial panels grow geometrically from scale/2
constexpr int kMaxDepth = 40;           // bisections of one initial panel
constexpr std::uint64_t kOpponentProbes = 1000;  // opponents whose integrands are probes (all, if fewer)

// Gauss-Legendre nodes and weights of order m on [-1, 1], by Newton's method on P_m from the
// Chebyshev guesses.
struct GaussLegendre {
  std::vector<double> x, w;
  explicit GaussLegendre(int m) : x(std::size_t(m)), w(std::size_t(m)) {
    for (int i = 0; i < m; ++i) {
      double z = std::cos(M_PI * (i + 0.75) / (m + 0.5)), dp = 0;
      for (int it = 0; it < 100; ++it) {
        double p0 = 1, p1 = 0;
        for (int k = 1; k <= m; ++k) {
          const double p2 = p1;
          p1 = p0;
          p0 = ((2.0 * k - 1) * z * p1 - (k - 1.0) * p2) / k;
        }
        dp = m * (z * p0 - p1) / (z * z - 1);
        const double dz = p0 / dp;
        z -= dz;
        if (std::abs(dz) < 1e-16) break;
      }
      x[std::size_t(i)] = z;
      w[std::size_t(i)] = 2 / ((1 - z * z) * dp * dp);
    }
  }
};
const GaussLegendre& gauss_legendre(int m) {
  static const std::map<int, GaussLegendre> rules = [] {
    std::map<int, GaussLegendre> r;
    for (int m : kOrders) r.emplace(m, GaussLegendre(m)), r.emplace(2 * m, GaussLegendre(2 * m));
    return r;
  }();
  return rules.at(m);
}

// The integrands that choose the panels (docs/alloc_emperor.md, "Numerics"):
//  * each f_j = a_j prod_{i!=j} G_i(x_i) (I and D of any opponent are sums of f_j times ratios
//    R_i = G_i(y_i)/G_i(x_i) <= 1);
//  * for every value i and k > x_i, (f_X - f_i) R_i(k): an opponent raising value i alone to k,
//    the sharpest single ratio;
//  * the I and D integrands of actual opponents: every one when there are at most
//    kOpponentProbes, else that many drawn at random (a fixed seed): products of several
//    ratios, which single ratios do not stand for (an X with few values, e.g. [3,0,...,0,3]
//    of 2d6, has opponents spreading tokens over many empty values, whose product of ratios
//    rises like a high power of s where f_X starts).
class Probes {
 public:
  Probes(const std::vector<double>& p, const Counts& x) : p_(p), x_(x), n_(p.size()) {
    for (auto v : x) t_ += v;
    for (std::size_t i = 0; i < n_; ++i) {
      tails_.emplace_back();
      if (p[i] > 0)
        for (std::int64_t k = x[i]; k <= t_; ++k) tails_[i].emplace_back(k);
    }
    const std::uint64_t total = allocation_count(n_, t_);
    if (total <= kOpponentProbes) {
      for_each_allocation(n_, t_, [&](const Counts& y) {
        opponents_.push_back(y);
        return true;
      });
    } else {
      std::mt19937_64 rng(15);
      for (std::uint64_t i = 0; i < kOpponentProbes; ++i) opponents_.push_back(allocation_unrank(n_, t_, rng() % total));
    }
  }
  std::size_t count() const {
    std::size_t c = 2 * opponents_.size();
    for (std::size_t i = 0; i < n_; ++i) c += (x_[i] > 0) + (tails_[i].empty() ? 0 : tails_[i].size() - 1);
    return c;
  }
  // The probes at s into out[0 .. count()); returns f_X(s).
  double at(double s, double* out) const {
    // G_i(k, s) for k >= x_i (k = x_i first), a_i and beta_i = a_i / G_i(x_i).
    g_.assign(n_ * std::size_t(t_ + 1), 1.0);
    std::vector<double> a(n_, 0.0), beta(n_, 0.0), f(n_, 0.0);
    for (std::size_t i = 0; i < n_; ++i) {
      double* gi = &g_[i * std::size_t(t_ + 1)];
      if (p_[i] == 0) {
        std::fill(gi + 1, gi + t_ + 1, 0.0);
        continue;
      }
      for (std::size_t k = 0; k < tails_[i].size(); ++k) {
        const Tail tl = tails_[i][k].at(p_[i] * s);
        gi[std::size_t(x_[i]) + k] = tl.upper;
        if (k == 0 && x_[i] > 0) a[i] = p_[i] * tl.pmf;
      }
      for (std::int64_t k = 0; k < x_[i]; ++k) gi[k] = gi[x_[i]];
      if (x_[i] > 0 && gi[x_[i]] > 0) beta[i] = a[i] / gi[x_[i]];
    }
    auto gx = [&](std::size_t i, std::int64_t k) { return g_[i * std::size_t(t_ + 1) + std::size_t(k)]; };
    double fx = 0;
    for (std::size_t j = 0; j < n_; ++j) {
      if (x_[j] == 0) continue;
      double prod = a[j];
      for (std::size_t i = 0; i < n_; ++i)
        if (i != j) prod *= gx(i, x_[i]);
      f[j] = prod, fx += prod;
    }
    std::size_t o = 0;
    for (std::size_t i = 0; i < n_; ++i) {
      if (x_[i] > 0) out[o++] = f[i];
      for (std::int64_t k = x_[i] + 1; k <= t_ && !tails_[i].empty(); ++k)
        out[o++] = gx(i, x_[i]) > 0 ? (fx - f[i]) * gx(i, k) / gx(i, x_[i]) : 0.0;
    }
    for (const Counts& y : opponents_) {
      double prod = 1, si = 0, sd = 0;
      for (std::size_t i = 0; i < n_; ++i) {
        prod *= gx(i, y[i]);
        if (x_[i] >= 1 && y[i] <= x_[i]) si += beta[i], sd += y[i] == x_[i] ? beta[i] : 0.0;
      }
      out[o++] = prod * si, out[o++] = prod * sd;
    }
    return fx;
  }

 private:
  const std::vector<double>& p_;
  const Counts& x_;
  std::size_t n_;
  std::int64_t t_ = 0;
  std::vector<std::vector<PoissonTail>> tails_;
  std::vector<Counts> opponents_;
  mutable std::vector<double> g_;
};

// Chooses each panel's order (or bisects it) and collects the nodes.
class PanelBuilder {
 public:
  explicit PanelBuilder(const Probes& probes) : probes_(probes), m_(probes.count()), buf_(m_) {}
  std::vector<double> nodes, weights;
  double error = 0;  // the accepted differences, and the mass at the nodes left out

  void panel(double a, double b, int depth = 0) {
    check_interrupt();
    for (int m : kOrders) {
      const auto low = integrate(a, b, m), high = integrate(a, b, 2 * m);
      double diff = 0;
      for (std::size_t k = 0; k < m_; ++k) diff = std::max(diff, std::abs(low[k] - high[k]));
      if (diff <= kPanelTol || (depth >= kMaxDepth && m == kOrders.back())) return accept(a, b, m, diff);
    }
    const double mid = (a + b) / 2;
    panel(a, mid, depth + 1);
    panel(mid, b, depth + 1);
  }

 private:
  std::vector<double> integrate(double a, double b, int m) {
    const auto& r = gauss_legendre(m);
    std::vector<double> sum(m_, 0.0);
    const double h = (b - a) / 2, c = (a + b) / 2;
    for (std::size_t q = 0; q < r.x.size(); ++q) {
      probes_.at(c + h * r.x[q], buf_.data());
      for (std::size_t k = 0; k < m_; ++k) sum[k] += h * r.w[q] * buf_[k];
    }
    return sum;
  }
  // Every integrand of an opponent is <= f_X, so leaving out a node changes its I and D by at
  // most the node's weight times f_X there.
  void accept(double a, double b, int m, double diff) {
    const auto& r = gauss_legendre(m);
    const double h = (b - a) / 2, c = (a + b) / 2;
    error += diff;
    for (std::size_t q = 0; q < r.x.size(); ++q) {
      const double s = c + h * r.x[q], w = h * r.w[q], mass = w * probes_.at(s, buf_.data());
      if (mass < kNegligible) {
        error += mass;
        continue;
      }
      nodes.push_back(s), weights.push_back(w);
    }
  }
  const Probes& probes_;
  std::size_t m_;
  std::vector<double> buf_;
};

}  // namespace

Rule adapted_rule(const std::vector<double>& p, const Counts& x) {
  Rule r;
  const Clearing clearing(p, x);
  // The horizon: the least S (to 1%) whose bound on the mass of f_X past it is below
  // kTruncation; every integrand is <= f_X, so this bounds the truncation of every I and D.
  double lo = 0, hi = clearing.horizon(0);
  while (hi - lo > 0.01 * hi) {
    const double mid = (lo + hi) / 2;
    (clearing.tail_zeroth(mid) <= kTruncation ? hi : lo) = mid;
  }
  r.horizon = hi;
  r.error = clearing.tail_zeroth(hi);
  // Initial panels [0, scale/2], then growing kCutRatio-fold: the integrands rise near the scale
  // max_i x_i/p_i and decay exponentially after it.
  std::vector<double> cuts{0.0};
  for (double z = clearing.scale() / 2; z < r.horizon; z *= kCutRatio) cuts.push_back(z);
  cuts.push_back(r.horizon);
  const Probes probes(p, x);
  PanelBuilder panels(probes);
  for (std::size_t k = 0; k + 1 < cuts.size(); ++k) panels.panel(cuts[k], cuts[k + 1]);
  r.error += panels.error;
  r.nodes = std::move(panels.nodes);
  r.weights = std::move(panels.weights);
  return r;
}

}  // namespace alea::alloc::emperor
