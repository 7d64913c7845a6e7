// The emperor kernel as it was before issue 15 (commit 1462127, src/alloc/emperor/kernel.*),
// kept verbatim apart from its namespace (emperor::before) for bench_alloc_emperor's side-by-side
// timings. Not part of the library: only the benchmark includes it.
#pragma once
#include <algorithm>
#include <array>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include "alloc/counts.hpp"
#include "alloc/enumerate.hpp"
#include "alloc/fast/clearing.hpp"
#include "alloc/wdl.hpp"
#include "core/errors.hpp"
#include "core/interrupt.hpp"

// The vector helpers below pass AVX-sized values between inlined functions only.
#pragma GCC diagnostic ignored "-Wpsabi"

namespace alea::alloc::emperor::before {

using KernelWdl = Wdl<double>;

// Receives every opponent of a walk, in order.
class OpponentVisitor {
 public:
  virtual ~OpponentVisitor() = default;
  virtual void visit(std::uint64_t rank, const Counts& y, const KernelWdl& r) = 0;
};

class Kernel {
 public:
  // p: probabilities (finite, >= 0); x: the fixed allocation, with no token on a value of
  // probability 0 (InvalidArgument otherwise). Builds the nodes and tables.
  Kernel(const std::vector<double>& p, const Counts& x);

  // One opponent (any allocation with X's size and token count).
  KernelWdl wdl(const Counts& y) const;
  // Every opponent of rank in [begin, end) of the order of enumerate.hpp, in order; polls
  // Ctrl-C every 4096 opponents.
  void walk(std::uint64_t begin, std::uint64_t end, OpponentVisitor& visit) const;

  std::size_t nodes() const { return nodes_; }
  // Estimated quadrature error of the fixed rule (the panels' Gauss-Legendre differences on
  // the probe integrands) plus the truncation past the horizon: the scale of the kernel's
  // error, which the tests and docs/alloc_emperor.md compare with the observed discrepancy.
  double error_estimate() const { return error_; }
  double horizon() const { return horizon_; }
  const Counts& x() const { return x_; }
  std::int64_t tokens() const { return t_; }

 private:
  struct Prefix;  // the per-depth products and beta sums of a walk
  const double* row(std::size_t i, std::int64_t k) const { return &g_[(i * stride_k_ + std::size_t(k)) * qp_]; }
  void build(const std::vector<double>& nodes, const std::vector<double>& weights);
  KernelWdl leaf(const Prefix& pre, const Counts& y) const;
  void descend(Prefix& pre, const Counts& y, std::size_t from) const;

  std::vector<double> p_;
  Counts x_;
  std::int64_t t_ = 0;
  std::size_t n_ = 0, nodes_ = 0, qp_ = 0, stride_k_ = 0;
  std::vector<double> g_;     // G_i(k, s_q): [(i * (t+1) + k) * qp + q], rows k < x_i repeat row x_i
  std::vector<double> beta_;  // beta_j(s_q): [j * qp + q], zero for x_j = 0
  std::vector<double> w_;     // quadrature weights (zero on padding and negligible nodes)
  double c_x_ = 0;            // the quadrature of f_X (= 1 up to the rule's error)
  double error_ = 0, horizon_ = 0;
};


using fast::detail::Clearing;
using fast::detail::PoissonTail;
using fast::detail::Tail;

namespace {

constexpr int kPoints = 16;          // Gauss-Legendre points per panel
constexpr double kPanelTol = 1e-15;  // accepted |one panel - its two halves|, on every probe
constexpr int kMaxDepth = 40;        // bisections of one initial panel
constexpr std::size_t kLanes = 4;    // padding of the node arrays (independent sums)

// Gauss-Legendre nodes and weights on [-1, 1] by Newton's method on P_m (Golub-Welsch would do
// as well; m = 16 converges in a few steps from the Chebyshev guesses).
struct Rule {
  std::array<double, kPoints> x{}, w{};
  Rule() {
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
const Rule& rule() {
  static const Rule r;
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
  void at(double s, double* out) const {
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
    const auto& r = rule();
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
      const auto& r = rule();
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

// The sums of one opponent over the nodes: I = sum u (pI + ca*ba + cb*bb), D likewise, with
// u = pre * ga * gb. GCC's vector type keeps four independent partial sums per accumulator (no
// reassociation needed); the haswell clone uses AVX2 and FMA where the machine has them.
struct LeafSums {
  double i, d;
};
typedef double v4 __attribute__((vector_size(32)));
inline v4 load4(const double* p) {
  v4 v;
  std::memcpy(&v, p, sizeof v);
  return v;
}
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__) && !defined(__SANITIZE_ADDRESS__)
__attribute__((target_clones("arch=haswell", "default")))
#endif
LeafSums leaf_sums(std::size_t qp, const double* pre, const double* ga, const double* gb, const double* pi,
                   const double* pd, const double* ba, const double* bb, double ca, double cb, double da, double db) {
  v4 si = {0, 0, 0, 0}, sd = {0, 0, 0, 0};
  for (std::size_t q = 0; q < qp; q += kLanes) {
    const v4 u = load4(pre + q) * load4(ga + q) * load4(gb + q), a = load4(ba + q), b = load4(bb + q);
    si += u * (load4(pi + q) + ca * a + cb * b);
    sd += u * (load4(pd + q) + da * a + db * b);
  }
  return {(si[0] + si[1]) + (si[2] + si[3]), (sd[0] + sd[1]) + (sd[2] + sd[3])};
}

}  // namespace

struct Kernel::Prefix {
  // depth d (0..n-2): products over the values 0..d-1 (weights included) and the sums of beta_j
  // over those of them in I's and D's index sets.
  std::vector<double> pre, pi, pd;
  std::size_t qp;
  Prefix(std::size_t depths, std::size_t q) : pre(depths * q), pi(depths * q), pd(depths * q), qp(q) {}
  double* P(std::size_t d) { return &pre[d * qp]; }
  double* I(std::size_t d) { return &pi[d * qp]; }
  double* D(std::size_t d) { return &pd[d * qp]; }
  const double* P(std::size_t d) const { return &pre[d * qp]; }
  const double* I(std::size_t d) const { return &pi[d * qp]; }
  const double* D(std::size_t d) const { return &pd[d * qp]; }
};

Kernel::Kernel(const std::vector<double>& p, const Counts& x) : p_(p), x_(x), n_(p.size()) {
  for (auto v : x) t_ += v;
  stride_k_ = std::size_t(t_) + 1;
  if (t_ == 0) {  // one allocation, the empty one: nothing to integrate
    build({}, {});
    return;
  }
  const Clearing clearing(p, x);
  horizon_ = clearing.horizon(0);
  const Probes probes(p, x);
  PanelBuilder panels(probes);
  error_ = clearing.tail_zeroth(horizon_);  // every integrand is <= f_X, whose mass past S is this
  const auto cuts = clearing.cuts(horizon_);
  for (std::size_t k = 0; k + 1 < cuts.size(); ++k) error_ += panels.panel(cuts[k], cuts[k + 1]);
  build(panels.nodes, panels.weights);
}

void Kernel::build(const std::vector<double>& nodes, const std::vector<double>& weights) {
  nodes_ = nodes.size();
  qp_ = std::max<std::size_t>(kLanes, (nodes_ + kLanes - 1) / kLanes * kLanes);
  g_.assign(n_ * stride_k_ * qp_, 0.0);
  beta_.assign(n_ * qp_, 0.0);
  w_.assign(qp_, 0.0);
  for (std::size_t i = 0; i < n_; ++i) {
    for (std::size_t q = 0; q < qp_; ++q) g_[(i * stride_k_) * qp_ + q] = 1.0;  // G(0) = 1
    if (p_[i] == 0) continue;  // G(k >= 1) = 0: an opponent with tokens there never clears
    for (std::int64_t k = 1; k <= t_; ++k) {
      const PoissonTail tail(k);
      double* r = &g_[(i * stride_k_ + std::size_t(k)) * qp_];
      for (std::size_t q = 0; q < nodes_; ++q) {
        const Tail tl = tail.at(p_[i] * nodes[q]);
        r[q] = tl.upper;
        if (k == x_[i]) beta_[i * qp_ + q] = tl.upper > 0 ? p_[i] * tl.pmf / tl.upper : 0.0;
      }
    }
    for (std::int64_t k = 0; k < x_[i]; ++k)  // max(x_i, k) = x_i
      std::copy_n(row(i, x_[i]), qp_, &g_[(i * stride_k_ + std::size_t(k)) * qp_]);
  }
  // A node where some G_j(x_j) underflows lies where X has (numerically) never cleared: f_X is
  // below the smallest double there, so it is dropped rather than divided by zero.
  c_x_ = 0;
  for (std::size_t q = 0; q < nodes_; ++q) {
    bool live = true;
    double f = 0, prod = 1;
    for (std::size_t j = 0; j < n_; ++j) {
      if (x_[j] == 0) continue;
      live = live && row(j, x_[j])[q] > 0;
      f += beta_[j * qp_ + q];
      prod *= row(j, x_[j])[q];
    }
    w_[q] = live ? weights[q] : 0.0;
    c_x_ += w_[q] * f * prod;
  }
}

void Kernel::descend(Prefix& pre, const Counts& y, std::size_t from) const {
  for (std::size_t d = from; d + 2 < n_; ++d) {
    const double* g = row(d, y[d]);
    const double* b = &beta_[d * qp_];
    const bool in_i = x_[d] >= 1 && y[d] <= x_[d], in_d = x_[d] >= 1 && y[d] == x_[d];
    const double *P0 = pre.P(d), *I0 = pre.I(d), *D0 = pre.D(d);
    double *P1 = pre.P(d + 1), *I1 = pre.I(d + 1), *D1 = pre.D(d + 1);
    for (std::size_t q = 0; q < qp_; ++q) {
      P1[q] = P0[q] * g[q];
      I1[q] = in_i ? I0[q] + b[q] : I0[q];
      D1[q] = in_d ? D0[q] + b[q] : D0[q];
    }
  }
}

KernelWdl Kernel::leaf(const Prefix& pre, const Counts& y) const {
  const std::size_t a = n_ - 2, b = n_ - 1;
  auto in_i = [&](std::size_t i) { return x_[i] >= 1 && y[i] <= x_[i] ? 1.0 : 0.0; };
  auto in_d = [&](std::size_t i) { return x_[i] >= 1 && y[i] == x_[i] ? 1.0 : 0.0; };
  const LeafSums s = leaf_sums(qp_, pre.P(a), row(a, y[a]), row(b, y[b]), pre.I(a), pre.D(a), &beta_[a * qp_],
                               &beta_[b * qp_], in_i(a), in_i(b), in_d(a), in_d(b));
  return {c_x_ - s.i, s.d, s.i - s.d};
}

KernelWdl Kernel::wdl(const Counts& y) const {
  std::int64_t ty = 0;
  for (auto v : y) ty += v;
  if (y.size() != n_ || ty != t_) throw InvalidArgument("Y", "the opponent " + format_counts(y) + " is not of X's size");
  if (n_ == 1) return {0, 1, 0};  // the only allocation is X itself: a sure draw
  Prefix pre(n_ - 1, qp_);
  std::copy(w_.begin(), w_.end(), pre.P(0));
  descend(pre, y, 0);
  return leaf(pre, y);
}

void Kernel::walk(std::uint64_t begin, std::uint64_t end, OpponentVisitor& visit) const {
  const std::uint64_t total = allocation_count(n_, t_);
  end = std::min(end, total);
  if (begin >= end) return;
  Counts y = allocation_unrank(n_, t_, begin);
  if (n_ == 1) return visit.visit(0, y, {0, 1, 0});
  Prefix pre(n_ - 1, qp_);
  std::copy(w_.begin(), w_.end(), pre.P(0));
  descend(pre, y, 0);
  for (std::uint64_t r = begin;;) {
    visit.visit(r, y, leaf(pre, y));
    if (++r == end) return;
    if ((r & 4095) == 0) check_interrupt();
    // The successor in the order: the last of values 0..n-2 holding a token gives one to the
    // value after it, which also collects everything behind it; only depths past k change.
    std::size_t k = n_ - 2;
    while (y[k] == 0) --k;  // r < total, so some value before the last holds a token
    std::int64_t rest = 1;
    for (std::size_t i = k + 1; i < n_; ++i) rest += y[i], y[i] = 0;
    --y[k];
    y[k + 1] = rest;
    descend(pre, y, k);
  }
}

}  // namespace alea::alloc::emperor::before
