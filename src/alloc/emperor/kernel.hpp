#pragma once
// The streaming kernel of the emperor check: WDL of one fixed allocation X against every
// opponent Y of the same size under Original rules, at O(Q) cost per opponent.
//
// With X fixed (docs/alloc_emperor.md derives this from the Poissonized formulas of
// docs/alloc_fast.md), P(X wins) = C_X - I(Y) and P(draw) = D(Y), where
//   C_X  = int f_X(s) ds = 1,  f_X(s) = sum_{j: x_j>=1} a_j(s) prod_{i!=j} G_i(x_i, s),
//   I(Y) = int sum_{j in J} a_j(s) prod_{i!=j} G_i(max(x_i,y_i), s) ds,  J = {j: x_j>=1, y_j<=x_j},
//   D(Y) = int sum_{j in K} a_j(s) prod_{i!=j} G_i(max(x_i,y_i), s) ds,  K = {j: x_j=y_j>=1},
// and P(X loses) = I - D, so w - l = C_X - (2I - D). Every integrand is bounded by f_X, so one
// quadrature rule adapted to X (rule.hpp) serves every opponent. The opponents are walked in the
// order of enumerate.hpp; the products over the first n - 2 values (a prefix) are kept per depth
// and shared by all the prefix's completions (its leaves), whose last two values (y_{n-2},
// y_{n-1}) = (r, 0), (r-1, 1), ..., (0, r) are tabulated once: each leaf's w - l is then one
// dot product over the nodes, in single precision (kernel_loops.hpp), and its w, d, l, for the
// few opponents that can matter, two in double.
#include <cstddef>
#include <cstdint>
#include <limits>
#include <memory>
#include <new>
#include <vector>

#include "alloc/allocation.hpp"
#include "alloc/counts.hpp"
#include "alloc/wdl.hpp"

namespace alea::alloc::emperor {

struct Loops;
using KernelWdl = Wdl<double>;

// Arrays over the quadrature nodes start on a 64-byte boundary (the loops' vectors).
template <class T>
struct NodeAllocator {
  using value_type = T;
  NodeAllocator() = default;
  template <class U>
  NodeAllocator(const NodeAllocator<U>&) {}
  T* allocate(std::size_t n) { return static_cast<T*>(::operator new(n * sizeof(T), std::align_val_t(64))); }
  void deallocate(T* p, std::size_t) { ::operator delete(p, std::align_val_t(64)); }
  bool operator==(const NodeAllocator&) const { return true; }
};
using NodeArray = std::vector<double, NodeAllocator<double>>;
using NodeArrayF = std::vector<float, NodeAllocator<float>>;

class Kernel;
class Walk;

// What a walk knows of the leaves of its current prefix beyond their gaps (each kernel's walk).
class LeafSource {
 public:
  virtual ~LeafSource() = default;
  // The counts of leaf i of the current Leaves (a buffer the next call overwrites), and its w, d, l.
  virtual const Counts& leaf_y(std::size_t i) = 0;
  virtual KernelWdl leaf_wdl(std::size_t i) = 0;
};

// The leaves of one prefix as a walk reaches them: the opponents of ranks first_rank() ..
// first_rank() + size() - 1, in order. gap(i) is computed for all of them, in single precision;
// counts and w, d, l (in double) only when asked for: the check asks for the few that can
// matter (near ties, beaters, rivals). Made by the kernels' walks.
class Leaves {
 public:
  Leaves(LeafSource& source, std::uint64_t first, std::size_t size, const double* sums, double c_x)
      : source_(source), first_(first), size_(size), sums_(sums), c_x_(c_x) {}
  std::uint64_t first_rank() const { return first_; }
  std::size_t size() const { return size_; }
  // w - l of leaf i, within the kernel's gap_slack() of wdl(i).win - wdl(i).loss.
  double gap(std::size_t i) const { return c_x_ - sums_[i]; }
  // The counts of leaf i (a buffer the next call overwrites).
  const Counts& y(std::size_t i) { return source_.leaf_y(i); }
  KernelWdl wdl(std::size_t i) { return source_.leaf_wdl(i); }

 private:
  LeafSource& source_;
  std::uint64_t first_;
  std::size_t size_;
  const double* sums_;  // what the gap subtracts from c_x: 2I - D (Original), P(T_Y <= T_X) + P(T_Y < T_X) (Independent)
  double c_x_;
};

// Receives every opponent of a walk, in order, one prefix at a time, and (pruning) the ranges the
// walk skipped.
class OpponentVisitor {
 public:
  virtual ~OpponentVisitor() = default;
  virtual void visit(Leaves& leaves) = 0;
  // Pruning (docs/alloc_emperor.md, "Pruning"): when pruning() is true, a kernel with a bound
  // (OpponentKernel::bounded) may skip the opponents of a subtree once it has proven that each
  // has w - l > prune_above() as wdl() computes it in double; it reports each skipped range
  // through pruned(), in order with visit(). The threshold may change as the walk goes on.
  virtual bool pruning() const { return false; }
  virtual double prune_above() const { return std::numeric_limits<double>::infinity(); }
  virtual void pruned(std::uint64_t first_rank, std::uint64_t count) { (void)first_rank, (void)count; }
};

// A streaming kernel: the WDL of one fixed allocation X against every opponent of its size, walked
// in the order of enumerate.hpp (kernel.hpp under Original rules, independent_kernel.hpp under
// Independent rules). The emperor check and find_emperor use it through this interface.
class OpponentKernel {
 public:
  virtual ~OpponentKernel() = default;
  // One opponent (any allocation with X's size and token count): the same arithmetic as the walk.
  virtual KernelWdl wdl(const Counts& y) const = 0;
  // Every opponent of rank in [begin, end) of the order of enumerate.hpp, in order; polls
  // Ctrl-C every 4096 opponents.
  virtual void walk(std::uint64_t begin, std::uint64_t end, OpponentVisitor& visit) const = 0;
  // The length of each leaf's dot product: quadrature nodes (Original), roll counts (Independent).
  virtual std::size_t nodes() const = 0;
  // A bound (Independent) or an estimate (Original: the rule's) of the error of w, d, l in double.
  virtual double error_estimate() const = 0;
  // A bound on |Leaves::gap(i) - (w - l)| for the same leaf (w, l as wdl(i) computes them).
  virtual double gap_slack() const = 0;
  virtual const char* instruction_set() const = 0;
  // The memory its tables hold (what a cache of kernels counts).
  virtual std::uint64_t bytes() const = 0;
  // Pruning (docs/alloc_emperor.md, "Pruning"). Whether its walk can skip subtrees for a visitor
  // that asks (OpponentVisitor::pruning); what each opponent's w - l is subtracted from (C_X as
  // the rule computes it under Original rules, 1 under Independent ones); an upper bound, as the
  // walk computes it, on that quantity minus w - l (2I - D, or A + B) over every opponent of the
  // subtree of depth d (1 <= d <= the prefix values) whose first d counts are y's, the rest of t
  // on the values after; and whether a bound shows each of them to have w - l > threshold as
  // wdl() computes it.
  virtual bool bounded() const { return false; }
  virtual double c_x() const = 0;
  virtual double subtree_bound(const Counts& y, std::size_t d) const = 0;
  virtual bool prunable(double bound, double threshold) const = 0;
};

// The kernel of the rules: Kernel (Original) or IndependentKernel.
std::unique_ptr<OpponentKernel> make_kernel(const std::vector<double>& p, const Counts& x, Rules rules);

class Kernel final : public OpponentKernel {
 public:
  // p: probabilities (finite, >= 0); x: the fixed allocation, with no token on a value of
  // probability 0 (InvalidArgument otherwise). Builds the rule and the tables, and runs the
  // loops of the widest instruction set the CPU has (kernel_loops.hpp).
  Kernel(const std::vector<double>& p, const Counts& x);
  // The same with the given loops (tests and benchmarks compare instruction sets).
  Kernel(const std::vector<double>& p, const Counts& x, const Loops& loops);
  ~Kernel() override;

  KernelWdl wdl(const Counts& y) const override;
  void walk(std::uint64_t begin, std::uint64_t end, OpponentVisitor& visit) const override;

  std::size_t nodes() const override { return nodes_; }
  // Estimated quadrature error of the rule (rule.hpp): the scale of the kernel's error, which
  // the tests and docs/alloc_emperor.md compare with the observed discrepancy.
  double error_estimate() const override { return error_; }
  double horizon() const { return horizon_; }
  // C_X as the rule computes it: what every opponent's w - l is subtracted from (docs: "Walk").
  double c_x() const override { return c_x_; }
  const Counts& x() const { return x_; }
  std::int64_t tokens() const { return t_; }
  const char* instruction_set() const override;
  // 2I - D (<= 2 C_X < 2.5) is summed in single precision from numbers >= 0, each through fewer
  // than qp + 3n + 16 roundings of relative 2^-24 (docs/alloc_emperor.md, "Single precision").
  double gap_slack() const override;
  std::uint64_t bytes() const override;
  bool bounded() const override { return n_ >= 3; }
  // 2I - D over a subtree of depth 1 <= d <= n - 2, in single precision (OpponentKernel).
  double subtree_bound(const Counts& y, std::size_t d) const override;
  bool prunable(double bound, double threshold) const override {
    return bound * (1 + bound_rel_) + 1e-12 < c_x_ - threshold;
  }

 private:
  friend class Walk;
  void build(const std::vector<double>& nodes, const std::vector<double>& weights);
  const double* g(std::size_t i, std::int64_t k) const { return &g_[(i * stride_k_ + std::size_t(k)) * qp_]; }
  const double* a(std::size_t i) const { return &a_[i * qp_]; }
  const float* g_f(std::size_t i, std::int64_t k) const { return &g_f_[(i * stride_k_ + std::size_t(k)) * qp_]; }
  const float* a_f(std::size_t i) const { return &a_f_[i * qp_]; }
  // The leaf tables of the rest r = y_{n-2} + y_{n-1}, from y_{n-1} = 0 on.
  static std::size_t leaf_row(std::int64_t r, std::int64_t yb) { return std::size_t(r * (r + 1) / 2 + yb); }
  // The weight of value i's density term in 2I - D (e) and in D (ed) for y_i tokens.
  double e(std::size_t i, std::int64_t yi) const { return x_[i] >= 1 && yi <= x_[i] ? (yi < x_[i] ? 2 : 1) : 0; }
  double ed(std::size_t i, std::int64_t yi) const { return x_[i] >= 1 && yi == x_[i] ? 1 : 0; }

  const Loops* loops_;
  std::vector<double> p_;
  Counts x_;
  std::int64_t t_ = 0;
  std::size_t n_ = 0, nodes_ = 0, qp_ = 0, stride_k_ = 0;
  NodeArray g_;   // G_i(max(k, x_i), s_q): [(i * (t+1) + k) * qp + q]
  NodeArray a_;   // a_i(s_q) = p_i P(Poisson(p_i s_q) = x_i - 1): [i * qp + q], zero for x_i = 0
  NodeArray w_;   // quadrature weights (zero on the padding)
  // In single precision, for the leaf loop (the double path computes them from g_ and a_):
  NodeArrayF g_f_, a_f_;  // g_ and a_ rounded
  NodeArrayF ones_f_;     // 1 at every node: what n = 2 walks put before their two leaf values
  NodeArrayF h_;   // leaf rows G_{n-2}(max(ya, x)) G_{n-1}(max(yb, x)): [leaf_row(r, yb) * qp + q]
  NodeArrayF hb_;  // the leaves' own density terms, e_{n-2} a_{n-2} G_{n-1} + e_{n-1} a_{n-1} G_{n-2}, where not 0
  std::vector<const float*> hb_row_;  // per leaf row: its row of hb_, or null
  // The best completions (docs/alloc_emperor.md, "Pruning"), for depths 1 <= d <= n - 2 and R
  // tokens on the values d..n-1, at every node: A_d(R) = max prod_{i>=d} G_i(max(x_i, y_i)),
  // B_d(R) >= max sum_{j>=d} e_j a_j prod_{i>=d, i!=j} G_i(max(x_i, y_i)): [(d * (t+1) + R) * qp + q].
  NodeArrayF best_a_, best_b_;
  const float* best_a(std::size_t d, std::int64_t r) const { return &best_a_[(d * stride_k_ + std::size_t(r)) * qp_]; }
  const float* best_b(std::size_t d, std::int64_t r) const { return &best_b_[(d * stride_k_ + std::size_t(r)) * qp_]; }
  void build_best_completions();
  double bound_rel_ = 0;  // the relative rounding of a bound in single precision
  double c_x_ = 0;                     // the rule's value of C_X (= 1 up to its error)
  double error_ = 0, horizon_ = 0;
};

}  // namespace alea::alloc::emperor
