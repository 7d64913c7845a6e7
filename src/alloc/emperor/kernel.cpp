// The emperor kernel (kernel.hpp): tables of the Poisson tails at the rule's nodes, the leaf
// tables of the last two values, and the depth-first walk with shared prefix products.
#include "alloc/emperor/kernel.hpp"

#include <algorithm>
#include <cstring>
#if defined(__SSE__)
#include <xmmintrin.h>
#endif

#include "alloc/emperor/independent_kernel.hpp"
#include "alloc/emperor/kernel_loops.hpp"
#include "alloc/emperor/prefix_walk.hpp"
#include "alloc/emperor/rule.hpp"
#include "alloc/enumerate.hpp"
#include "alloc/fast/poisson_tail.hpp"
#include "core/errors.hpp"
#include "core/interrupt.hpp"

namespace alea::alloc::emperor {

using fast::detail::PoissonTail;
using fast::detail::Tail;

namespace {

// The widest loops this CPU runs (kernel_loops.hpp).
const Loops& best_loops() { return *runnable_loops(""); }

}  // namespace

// A walk's working state: for each depth d <= m = n - 2 (the values 0..d-1 placed), over the
// nodes: P_d = W prod_{i<d} G_i(max(x_i, y_i)) (weights included), T_d = P_d (2 sigma^J_d -
// sigma^K_d) and PD_d = P_d sigma^K_d, where sigma^J_d, sigma^K_d sum beta_i = a_i / G_i(x_i)
// over the values before d in J and K. Written as products, the division never happens:
//   P_{d+1} = g P_d,  T_{d+1} = g T_d + e_d a_d P_d,  PD_{d+1} = g PD_d + ed_d a_d P_d.
// The walk carries P and T in single precision for depths < m (the leaf loop adds value m - 1
// on the fly, kernel_loops.hpp); the double P, T and PD, which only the leaves asked for w, d, l
// need, are brought up to date from the first depth that changed since they were last used.
class Walk : public LeafSource {
 public:
  explicit Walk(const Kernel& k)
      : k_(k),
        m_(k.n_ >= 2 ? k.n_ - 2 : 0),
        p_((m_ + 1) * k.qp_, 0.0),
        t_((m_ + 1) * k.qp_, 0.0),
        pd_((m_ + 1) * k.qp_, 0.0),
        pf_((m_ + 1) * k.qp_, 0.0f),
        tf_((m_ + 1) * k.qp_, 0.0f),
        scratch_(2 * k.qp_, 0.0f),
        sums_(std::size_t(k.t_) + 1, 0.0) {
    std::copy(k.w_.begin(), k.w_.end(), p_.begin());
    std::copy(k.w_.begin(), k.w_.end(), pf_.begin());
  }
  double* P(std::size_t d) { return &p_[d * k_.qp_]; }
  double* T(std::size_t d) { return &t_[d * k_.qp_]; }
  double* PD(std::size_t d) { return &pd_[d * k_.qp_]; }
  float* Pf(std::size_t d) { return &pf_[d * k_.qp_]; }
  float* Tf(std::size_t d) { return &tf_[d * k_.qp_]; }
  const float* Pf(std::size_t d) const { return &pf_[d * k_.qp_]; }
  const float* Tf(std::size_t d) const { return &tf_[d * k_.qp_]; }

  // Recomputes the single-precision P and T of depths from + 1 .. m - 1 for the prefix of y.
  void descend(std::size_t from) {
    for (std::size_t d = from; d + 1 < m_; ++d)
      k_.loops_->extend_f(k_.qp_, k_.g_f(d, y[d]), k_.a_f(d), float(k_.e(d, y[d])), Pf(d), Tf(d), Pf(d + 1), Tf(d + 1));
    exact_valid_ = std::min(exact_valid_, from);
  }
  // 2I - D of the leaves j0 .. j0 + count - 1 of the prefix with rest r, into sums.
  const double* leaf_sums(std::int64_t r, std::int64_t j0, std::size_t count) {
    r_ = r, j0_ = j0;
    const std::size_t row = Kernel::leaf_row(r, j0);
    const float* h = &k_.h_[row * k_.qp_];
    const float* const* hb = &k_.hb_row_[row];
    if (m_ == 0)  // n = 2: no prefix; P_0 = W, T_0 = 0 pass through a value of G = 1, e = 0
      k_.loops_->leaf_sums(k_.qp_, count, k_.ones_f_.data(), k_.ones_f_.data(), 0.0f, Pf(0), Tf(0), h, hb,
                           scratch_.data(), sums_.data());
    else {
      const std::size_t d = m_ - 1;
      k_.loops_->leaf_sums(k_.qp_, count, k_.g_f(d, y[d]), k_.a_f(d), float(k_.e(d, y[d])), Pf(d), Tf(d), h, hb,
                           scratch_.data(), sums_.data());
    }
    return sums_.data();
  }
  // The bound of the subtree of depth d (1 <= d <= m) with R tokens after its prefix: value d - 1
  // added to the prefix of depth d - 1, times the best completions' rows.
  double bound(std::size_t d, std::int64_t R) const {
    const std::size_t v = d - 1;
    return k_.loops_->bound_sum(k_.qp_, k_.g_f(v, y[v]), k_.a_f(v), float(k_.e(v, y[v])), Pf(v), Tf(v), k_.best_a(d, R),
                                k_.best_b(d, R));
  }
  // W, d, l of the leaf (y_a, y_b) = (r - yb, yb) of the current prefix, in double: P_m, T_m,
  // PD_m from the prefix, the leaf values' tails and density terms from the tables.
  KernelWdl exact(std::int64_t yb) {
    for (std::size_t d = exact_valid_; d < m_; ++d)
      k_.loops_->extend(k_.qp_, k_.g(d, y[d]), k_.a(d), k_.e(d, y[d]), k_.ed(d, y[d]), P(d), T(d), PD(d), P(d + 1),
                        T(d + 1), PD(d + 1));
    exact_valid_ = m_;
    const std::size_t a = k_.n_ - 2, b = k_.n_ - 1;
    const std::int64_t ya = r_ - yb;
    double s = 0, d = 0;
    k_.loops_->leaf_exact(k_.qp_, k_.g(a, ya), k_.g(b, yb), k_.a(a), k_.a(b), k_.e(a, ya), k_.e(b, yb), k_.ed(a, ya),
                          k_.ed(b, yb), T(m_), P(m_), PD(m_), &s, &d);
    const double in = (s + d) / 2;  // I, from 2I - D and D
    return {k_.c_x_ - in, d, in - d};
  }

  const Counts& leaf_y(std::size_t i) override {
    const std::size_t n = y.size();
    if (n >= 2) {
      const std::int64_t yb = j0_ + std::int64_t(i);
      y[n - 2] = r_ - yb, y[n - 1] = yb;
    }
    return y;
  }
  KernelWdl leaf_wdl(std::size_t i) override {
    if (k_.n_ == 1) return {0, 1, 0};  // the only allocation is X itself: a sure draw
    return exact(j0_ + std::int64_t(i));
  }

  const Kernel& k_;
  std::size_t m_;
  Counts y;                      // the current prefix; y[n-2], y[n-1] as the walk left them
  std::int64_t r_ = 0, j0_ = 0;  // the current prefix's rest and first leaf

 private:
  NodeArray p_, t_, pd_;
  NodeArrayF pf_, tf_;
  NodeArrayF scratch_;
  std::vector<double> sums_;
  std::size_t exact_valid_ = 0;  // the double P, T, PD are up to date for depths <= this
};

#if defined(__SSE__)
FlushSubnormals::FlushSubnormals() : saved_(_mm_getcsr()) { _mm_setcsr(saved_ | 0x8040); }  // FTZ | DAZ
FlushSubnormals::~FlushSubnormals() { _mm_setcsr(saved_); }
#else
FlushSubnormals::FlushSubnormals() = default;
FlushSubnormals::~FlushSubnormals() = default;
#endif

// The compiler's CPU check covers the operating system's support for the wider registers too.
const Loops* runnable_loops(const char* name) {
  const bool any = name == nullptr || *name == '\0';
  auto is = [&](const char* n) { return any || std::strcmp(name, n) == 0; };
#if defined(__x86_64__) && defined(__GNUC__)
  if (is("avx512") && loops_avx512() && __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("fma"))
    return loops_avx512();
  if (is("avx2") && loops_avx2() && __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma")) return loops_avx2();
#endif
  return is("portable") ? loops_portable() : nullptr;
}

Kernel::Kernel(const std::vector<double>& p, const Counts& x) : Kernel(p, x, best_loops()) {}

Kernel::Kernel(const std::vector<double>& p, const Counts& x, const Loops& loops)
    : loops_(&loops), p_(p), x_(x), n_(p.size()) {
  for (auto v : x) t_ += v;
  stride_k_ = std::size_t(t_) + 1;
  if (t_ == 0) {  // one allocation, the empty one: nothing to integrate
    build({}, {});
    return;
  }
  const Rule rule = adapted_rule(p, x);
  horizon_ = rule.horizon;
  error_ = rule.error;
  build(rule.nodes, rule.weights);
}

Kernel::~Kernel() = default;

const char* Kernel::instruction_set() const { return loops_->name; }

std::uint64_t Kernel::bytes() const {
  return 8 * (g_.size() + a_.size() + w_.size()) +
         4 * (g_f_.size() + a_f_.size() + ones_f_.size() + h_.size() + hb_.size() + best_a_.size() + best_b_.size());
}

double Kernel::gap_slack() const { return 2.5 * double(qp_ + 3 * n_ + 16) * 0x1p-24 + 1e-12; }

void Kernel::build(const std::vector<double>& nodes, const std::vector<double>& weights) {
  nodes_ = nodes.size();
  qp_ = std::max(kNodePad, (nodes_ + kNodePad - 1) / kNodePad * kNodePad);
  g_.assign(n_ * stride_k_ * qp_, 0.0);
  a_.assign(n_ * qp_, 0.0);
  w_.assign(qp_, 0.0);
  ones_f_.assign(qp_, 1.0f);
  std::copy(weights.begin(), weights.end(), w_.begin());
  for (std::size_t i = 0; i < n_; ++i) {
    double* g0 = &g_[(i * stride_k_) * qp_];
    std::fill_n(g0, qp_, 1.0);  // G(0) = 1
    if (p_[i] == 0) continue;   // G(k >= 1) = 0: an opponent with tokens there never clears
    for (std::int64_t k = 1; k <= t_; ++k) {
      const PoissonTail tail(k);
      double* row = &g_[(i * stride_k_ + std::size_t(k)) * qp_];
      for (std::size_t q = 0; q < nodes_; ++q) {
        const Tail tl = tail.at(p_[i] * nodes[q]);
        row[q] = tl.upper;
        if (k == x_[i]) a_[i * qp_ + q] = p_[i] * tl.pmf;
      }
    }
    for (std::int64_t k = 0; k < x_[i]; ++k)  // max(x_i, k) = x_i
      std::copy_n(g(i, x_[i]), qp_, &g_[(i * stride_k_ + std::size_t(k)) * qp_]);
  }
  g_f_.assign(g_.begin(), g_.end());
  a_f_.assign(a_.begin(), a_.end());
  if (n_ < 2) return;
  // The leaf tables: for the last two values a, b and every (y_a, y_b) with y_a + y_b <= t, the
  // row G_a G_b and, where a or b is in J, their own density terms (docs/alloc_emperor.md, "Walk").
  const std::size_t a = n_ - 2, b = n_ - 1, rows = leaf_row(t_, t_) + 1;
  h_.assign(rows * qp_, 0.0);
  hb_row_.assign(rows, nullptr);
  std::size_t own = 0;
  for (std::int64_t r = 0; r <= t_; ++r)
    for (std::int64_t yb = 0; yb <= r; ++yb) own += e(a, r - yb) != 0 || e(b, yb) != 0;
  hb_.assign(own * qp_, 0.0);
  own = 0;
  for (std::int64_t r = 0; r <= t_; ++r)
    for (std::int64_t yb = 0; yb <= r; ++yb) {
      const std::int64_t ya = r - yb;
      const double *ga = g(a, ya), *gb = g(b, yb);
      float* h = &h_[leaf_row(r, yb) * qp_];
      for (std::size_t q = 0; q < qp_; ++q) h[q] = float(ga[q] * gb[q]);
      const double ea = e(a, ya), eb = e(b, yb);
      if (ea == 0 && eb == 0) continue;
      float* hb = &hb_[own++ * qp_];
      for (std::size_t q = 0; q < qp_; ++q) hb[q] = float(ea * a_[a * qp_ + q] * gb[q] + eb * a_[b * qp_ + q] * ga[q]);
      hb_row_[leaf_row(r, yb)] = hb;
    }
  build_best_completions();
  // C_X by the rule, as the double path computes 2I - D for Y = X: X's own w - l is then 0.
  Walk w(*this);
  w.y = x_;
  w.descend(0);
  w.r_ = x_[a] + x_[b];
  c_x_ = -w.exact(x_[b]).win;  // win = c_x_ - I with c_x_ = 0, and I = 2I - D for Y = X
}

// The best completions of the values d..n-1 holding R tokens, node by node (docs/alloc_emperor.md,
// "Pruning"), from the last value back: A_n(0) = 1, B_n(0) = 0 (no completion for R > 0), and
//   A_d(R) = max_k G_d(max(x_d, k)) A_{d+1}(R - k),
//   B_d(R) = max_k [G_d(max(x_d, k)) B_{d+1}(R - k) + e_d(k) a_d A_{d+1}(R - k)],
// so A_d(R) is the largest prod_{i>=d} G_i and B_d(R) at least the largest sum_{j>=d} e_j a_j
// prod_{i>=d, i!=j} G_i over the completions (by induction on d: every term is >= 0). In double,
// then rounded to float for the walk.
void Kernel::build_best_completions() {
  const std::size_t depths = n_ + 1, rests = stride_k_;
  std::vector<double> A(depths * rests * qp_, 0.0), B(depths * rests * qp_, 0.0);
  auto at = [&](std::vector<double>& v, std::size_t d, std::int64_t r) { return &v[(d * rests + std::size_t(r)) * qp_]; };
  std::fill_n(at(A, n_, 0), qp_, 1.0);
  for (std::size_t d = n_ - 1; d >= 1; --d) {
    check_interrupt();
    for (std::int64_t r = 0; r <= t_; ++r) {
      double *ad = at(A, d, r), *bd = at(B, d, r);
      for (std::int64_t k = 0; k <= r; ++k) {
        const double *gk = g(d, k), *an = at(A, d + 1, r - k), *bn = at(B, d + 1, r - k), *ak = a(d);
        const double ek = e(d, k);
        for (std::size_t q = 0; q < qp_; ++q) {
          ad[q] = std::max(ad[q], gk[q] * an[q]);
          bd[q] = std::max(bd[q], gk[q] * bn[q] + ek * ak[q] * an[q]);
        }
      }
    }
  }
  // Only the depths the walk asks about: 1 .. n - 2.
  best_a_.assign((n_ - 1) * rests * qp_, 0.0f);
  best_b_.assign((n_ - 1) * rests * qp_, 0.0f);
  for (std::size_t d = 1; d + 2 <= n_; ++d)
    for (std::int64_t r = 0; r <= t_; ++r) {
      std::copy_n(at(A, d, r), qp_, &best_a_[(d * rests + std::size_t(r)) * qp_]);
      std::copy_n(at(B, d, r), qp_, &best_b_[(d * rests + std::size_t(r)) * qp_]);
    }
  // Fewer than qp + 3n + 16 roundings of relative 2^-24 on any term of a bound (the tables, the
  // prefix, the last value, the product, the sum): a computed bound u is at least (1 - 2^-24)^k
  // times the exact one, so the exact one is at most u (1 + bound_rel_).
  bound_rel_ = 1.01 * double(qp_ + 3 * n_ + 16) * 0x1p-24;
}

double Kernel::subtree_bound(const Counts& y, std::size_t d) const {
  if (n_ < 3 || d < 1 || d + 2 > n_ || y.size() != n_)
    throw InvalidArgument("d", "a subtree's depth is from 1 to n - 2 with n >= 3 values");
  std::int64_t r = t_;
  for (std::size_t i = 0; i < d; ++i) r -= y[i];
  if (r < 0) throw InvalidArgument("Y", "the prefix " + brief_counts(y) + " holds more than t tokens");
  const FlushSubnormals flush;  // as the walk computes it
  Walk w(*this);
  w.y = y;
  w.descend(0);
  return w.bound(d, r);
}

KernelWdl Kernel::wdl(const Counts& y) const {
  std::int64_t ty = 0;
  for (auto v : y) ty += v;
  if (y.size() != n_ || ty != t_) throw InvalidArgument("Y", "the opponent " + brief_counts(y) + " is not of X's size");
  if (n_ == 1) return {0, 1, 0};  // the only allocation is X itself: a sure draw
  const FlushSubnormals flush;  // as the walk computes it
  Walk w(*this);
  w.y = y;
  w.descend(0);
  w.r_ = y[n_ - 2] + y[n_ - 1];
  return w.exact(y[n_ - 1]);
}

void Kernel::walk(std::uint64_t begin, std::uint64_t end, OpponentVisitor& visit) const {
  end = std::min(end, allocation_count(n_, t_));
  if (begin >= end) return;
  const FlushSubnormals flush;
  Walk w(*this);
  w.y = first_allocation(n_, t_);  // walk_subtrees starts it at rank begin
  if (n_ == 1) {
    const double sum = 0;
    Leaves leaves(w, begin, 1, &sum, 0.0);
    return visit.visit(leaves);
  }
  // Prefixes of n - 2 values; their leaves (y_a, y_b) = (r - j, j), j = j0 .. (n = 2: one prefix);
  // subtrees skipped when the visitor asks for pruning and their bound allows.
  walk_pruning(w, *this, visit, bounded() && visit.pruning(), 2, begin, end,
               [&](std::uint64_t rank, std::uint64_t j0, std::int64_t r, std::size_t count) {
                 Leaves leaves(w, rank, count, w.leaf_sums(r, std::int64_t(j0), count), c_x_);
                 visit.visit(leaves);
               });
}

std::unique_ptr<OpponentKernel> make_kernel(const std::vector<double>& p, const Counts& x, Rules rules) {
  if (rules == Rules::independent) return std::make_unique<IndependentKernel>(p, x);
  return std::make_unique<Kernel>(p, x);
}

}  // namespace alea::alloc::emperor
