// The emperor kernel's quadrature rule (rule.hpp): Gauss-Legendre panels on [0, S], bisected
// until every probe integrand agrees with the rule on the panel's halves.
#include "alloc/emperor/rule.hpp"

#include <algorithm>
#include <array>
#include <cmath>

#include "alloc/fast/clearing.hpp"
#include "core/interrupt.hpp"

namespace alea::alloc::emperor {

using fast::detail::Clearing;
using fast::detail::PoissonTail;
using fast::detail::Tail;

namespace {

constexpr int kPoints = 16;          // Gauss-Legendre points per panel
constexpr double kPanelTol = 1e-15;  // accepted |one panel - its two halves|, on every probe
constexpr int kMaxDepth = 40;        // bisections of one initial panel

// Gauss-Legendre nodes and weights on [-1, 1] by Newton's method on P_m (Golub-Welsch would do
// as well; m = 16 converges in a few steps from the Chebyshev guesses).
struct GaussLegendre {
  std::array<double, kPoints> x{}, w{};
  GaussLegendre() {
    const int m = kPoints;
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
      x[i] = z;
      w[i] = 2 / ((1 - z * z) * dp * dp);
    }
  }
};
const GaussLegendre& gauss_legendre() {
  static const GaussLegendre r;
  return r;
}

// The integrands that choose the panels: each f_j = a_j prod_{i!=j} G_i(x_i) (I and D of any
// opponent are sums of f_j times ratios G_i(y_i)/G_i(x_i) <= 1), and for every value i and
// k > x_i the integrand of an opponent raising value i alone to k, (f_X - f_i) G_i(k)/G_i(x_i):
// these carry the sharpest factor any opponent can bring (a single ratio is sharper than a
// product of ratios of the same values, whose bends are spread out).
class Probes {
 public:
  Probes(const std::vector<double>& p, const Counts& x) : p_(p), x_(x) {
    t_ = 0;
    for (auto v : x) t_ += v;
    for (std::size_t i = 0; i < p.size(); ++i) {
      tails_.emplace_back();
      if (p[i] > 0)
        for (std::int64_t k = x[i]; k <= t_; ++k) tails_[i].emplace_back(k);
    }
  }
  std::size_t count() const {
    std::size_t c = 0;
    for (std::size_t i = 0; i < p_.size(); ++i) c += (x_[i] > 0) + (tails_[i].empty() ? 0 : tails_[i].size() - 1);
    return c;
  }
  // The probes at s into out[0 .. count()); returns f_X(s).
  double at(double s, double* out) const {
    const std::size_t n = p_.size();
    std::vector<double> gx(n, 1.0), a(n, 0.0), f(n, 0.0);
    for (std::size_t i = 0; i < n; ++i) {
      if (x_[i] == 0) continue;
      const Tail tl = tails_[i][0].at(p_[i] * s);
      gx[i] = tl.upper, a[i] = p_[i] * tl.pmf;
    }
    double fx = 0;
    for (std::size_t j = 0; j < n; ++j) {
      if (x_[j] == 0) continue;
      double prod = a[j];
      for (std::size_t i = 0; i < n; ++i)
        if (i != j) prod *= gx[i];
      f[j] = prod, fx += prod;
    }
    std::size_t o = 0;
    for (std::size_t i = 0; i < n; ++i) {
      if (x_[i] > 0) out[o++] = f[i];
      for (std::size_t k = 1; k < tails_[i].size(); ++k)
        out[o++] = gx[i] > 0 ? (fx - f[i]) * tails_[i][k].at(p_[i] * s).upper / gx[i] : 0.0;
    }
    return fx;
  }

 private:
  const std::vector<double>& p_;
  const Counts& x_;
  std::int64_t t_;
  std::vector<std::vector<PoissonTail>> tails_;
};

// Bisects [a, b] until the 16-point rule on it agrees with the rule on its halves within
// kPanelTol for every probe; appends the accepted panels' nodes and weights and returns the sum
// of the accepted differences (the error estimate).
class PanelBuilder {
 public:
  explicit PanelBuilder(const Probes& probes) : probes_(probes), m_(probes.count()), buf_(m_) {}
  std::vector<double> nodes, weights;

  double panel(double a, double b) { return refine(a, b, integrate(a, b), 0); }

 private:
  std::vector<double> integrate(double a, double b) {
    const auto& r = gauss_legendre();
    std::vector<double> sum(m_, 0.0);
    const double h = (b - a) / 2, c = (a + b) / 2;
    for (int q = 0; q < kPoints; ++q) {
      probes_.at(c + h * r.x[q], buf_.data());
      for (std::size_t k = 0; k < m_; ++k) sum[k] += h * r.w[q] * buf_[k];
    }
    return sum;
  }
  double refine(double a, double b, const std::vector<double>& whole, int depth) {
    check_interrupt();
    const double m = (a + b) / 2;
    const auto left = integrate(a, m), right = integrate(m, b);
    double diff = 0;
    for (std::size_t k = 0; k < m_; ++k) diff = std::max(diff, std::abs(whole[k] - left[k] - right[k]));
    if (diff <= kPanelTol || depth >= kMaxDepth) {
      const auto& r = gauss_legendre();
      const double h = (b - a) / 2, c = (a + b) / 2;
      for (int q = 0; q < kPoints; ++q) nodes.push_back(c + h * r.x[q]), weights.push_back(h * r.w[q]);
      return diff;
    }
    return refine(a, m, left, depth + 1) + refine(m, b, right, depth + 1);
  }
  const Probes& probes_;
  std::size_t m_;
  std::vector<double> buf_;
};

}  // namespace

Rule adapted_rule(const std::vector<double>& p, const Counts& x) {
  Rule r;
  const Clearing clearing(p, x);
  r.horizon = clearing.horizon(0);
  const Probes probes(p, x);
  PanelBuilder panels(probes);
  r.error = clearing.tail_zeroth(r.horizon);  // every integrand is <= f_X, whose mass past S is this
  const auto cuts = clearing.cuts(r.horizon);
  for (std::size_t k = 0; k + 1 < cuts.size(); ++k) r.error += panels.panel(cuts[k], cuts[k + 1]);
  r.nodes = std::move(panels.nodes);
  r.weights = std::move(panels.weights);
  return r;
}

}  // namespace alea::alloc::emperor
