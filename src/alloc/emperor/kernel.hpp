#pragma once
// The streaming kernel of the emperor check: WDL of one fixed allocation X against every
// opponent Y of the same size under Original rules, at O(Q) cost per opponent.
//
// With X fixed (docs/alloc_emperor.md derives this from the Poissonized formulas of
// docs/alloc_fast.md), P(X wins) = C_X - I(Y) and P(draw) = D(Y), where
//   C_X  = int f_X(s) ds = 1,  f_X(s) = sum_{j: x_j>=1} a_j(s) prod_{i!=j} G_i(x_i, s),
//   I(Y) = int sum_{j: x_j>=1, y_j<=x_j} a_j(s) prod_{i!=j} G_i(max(x_i,y_i), s) ds,
//   D(Y) = int sum_{j: x_j=y_j>=1}       a_j(s) prod_{i!=j} G_i(max(x_i,y_i), s) ds,
// and P(X loses) = I - D. For j in either sum y_j <= x_j, so G_j(max(x_j,y_j)) = G_j(x_j) and
//   a_j prod_{i!=j} G_i(max) = beta_j(s) prod_i G_i(max(x_i, y_i), s),  beta_j = a_j / G_j(x_j),
// where beta_j depends on X only. Every integrand is bounded by f_X, so one set of quadrature
// nodes adapted to X serves every opponent; G_i(k, s_q) for k = 0..t and beta_j(s_q) are
// tabulated once, and the opponents are walked depth-first in the order of enumerate.hpp so
// that the products over the first values are shared by all their completions.
#include <cstddef>
#include <cstdint>
#include <vector>

#include "alloc/counts.hpp"
#include "alloc/wdl.hpp"

namespace alea::alloc::emperor {

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

}  // namespace alea::alloc::emperor
