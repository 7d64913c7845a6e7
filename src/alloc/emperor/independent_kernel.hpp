#pragma once
// The streaming kernel of the emperor check under Independent rules: the WDL of one fixed
// allocation X against every opponent Y of its size, at the cost of one dot product over the
// roll counts per opponent (docs/alloc_emperor.md, "Independent rules").
//
// Each player rolls their own dice: T_X and T_Y, the rolls each needs, are independent, so with
// f_X the law of T_X and F_Y(n) = P(T_Y <= n),
//   A = P(T_Y <= T_X) = sum_n f_X(n) F_Y(n),   B = P(T_Y < T_X) = sum_n f_X(n+1) F_Y(n),
//   w = 1 - A,  l = B,  d = A - B,  w - l = 1 - sum_n c_n F_Y(n),  c_n = f_X(n) + f_X(n+1) >= 0,
// summed up to X's roll horizon N (P(T_X > N) < e^-37). Split the values into the first m (a
// prefix U) and the last L (the leaves V). Of n rolls, Binomial(n, pi_U) fall in U; given j of
// them, U's counts are met with probability h_U(j), and given k rolls in V, V's with g_V(k). So
//   F_Y(n) = sum_j Bin(j; n, pi_U) h_U(j) g_V(n - j),   sum_n c_n F_Y(n) = sum_j h_U(j) W_V(j),
//   W_V(j) = sum_n c_n Bin(j; n, pi_U) g_V(n - j)   (depends on X and on V's counts only).
// The kernel tabulates W_V for every count of the leaf values (the same for every prefix), and
// the walk keeps h_U per depth, value by value: with rho_d = p_d / (p_0 + ... + p_d),
//   h^d(j) = sum_{u >= y_d} Bin(u; j, rho_d) h^{d-1}(j - u),   h^{-1} = [j = 0],
// where moving one token off value d adds one term (u = y_d) and nothing else. W_V is built the
// same way from the other end, peeling the leaf values off c one at a time. Every number is a
// probability or a sum of products of probabilities: nothing cancels, in double or in float.
#include <cstddef>
#include <cstdint>
#include <vector>

#include "alloc/emperor/kernel.hpp"

namespace alea::alloc::emperor {

// Bin(u; n, rho) for n < n_end over the band of u around the mode where it is not negligible,
// stored by u: for each u the n in [lo(u), hi(u)) (zeros where the band of n leaves u out), so
// that a convolution step for one u runs over consecutive n. With drop > 0 each band is cut to
// the shortest window around its mode that leaves out at most that much of its mass (the float
// tables of the walk); dropped() is the most any band left out.
template <class T>
class BinomialColumns {
 public:
  BinomialColumns() = default;
  BinomialColumns(double rho, std::int64_t n_end, double drop);
  std::int64_t u_max() const { return std::int64_t(lo_.size()) - 1; }
  std::int64_t lo(std::int64_t u) const { return lo_[std::size_t(u)]; }
  std::int64_t hi(std::int64_t u) const { return hi_[std::size_t(u)]; }
  // Bin(u; n, rho) for n = lo(u) .. hi(u) - 1, at [n - lo(u)].
  const T* column(std::int64_t u) const { return &values_[offset_[std::size_t(u)]]; }
  double dropped() const { return dropped_; }
  std::int64_t widest() const { return widest_; }  // the most terms of one band
  std::uint64_t bytes() const { return values_.size() * sizeof(T) + 3 * 8 * lo_.size(); }

 private:
  std::vector<std::int64_t> lo_, hi_;
  std::vector<std::size_t> offset_;
  std::vector<T> values_;
  double dropped_ = 0;
  std::int64_t widest_ = 0;
};

class IndependentWalk;

class IndependentKernel final : public OpponentKernel {
 public:
  // p: probabilities (each > 0); x: the fixed allocation. The tables are refused up front when
  // they pass the memory guard (LimitExceeded).
  IndependentKernel(const std::vector<double>& p, const Counts& x);
  IndependentKernel(const std::vector<double>& p, const Counts& x, const Loops& loops);
  ~IndependentKernel() override;

  KernelWdl wdl(const Counts& y) const override;
  void walk(std::uint64_t begin, std::uint64_t end, OpponentVisitor& visit) const override;
  // The roll counts of the float dot products (the double ones run to the horizon).
  std::size_t nodes() const override { return jp_; }
  // A bound on the error of w and l in double (d: twice it): X's horizon, its cdf table's bound,
  // the binomial bands and the double roundings (docs/alloc_emperor.md, "Independent rules").
  double error_estimate() const override { return error_; }
  // The walk's gaps come from float tables cut where little mass is left (bands, roll counts):
  // what the cuts leave out, plus the roundings of sums of numbers >= 0 below 2.
  double gap_slack() const override { return slack_; }
  const char* instruction_set() const override;
  std::uint64_t bytes() const override;
  // Pruning (docs/alloc_emperor.md, "Pruning", Independent rules): A + B over a subtree of depth
  // 1 <= d <= n - L, from the prefix's float h^d and the best completions' rows.
  bool bounded() const override { return m_ >= 1; }
  double c_x() const override { return 1.0; }
  double subtree_bound(const Counts& y, std::size_t d) const override;
  bool prunable(double bound, double threshold) const override { return bound + bound_slack_ < 1.0 - threshold; }
  std::int64_t horizon() const { return N_; }
  std::size_t leaf_values() const { return L_; }
  const Counts& x() const { return x_; }

 private:
  friend class IndependentWalk;
  void choose_leaves();
  double roll_law(std::vector<double>& cA, std::vector<double>& cB) const;
  void build_leaf_tables(const std::vector<double>& cA, const std::vector<double>& cB);
  void peel(std::size_t v, const double* inA, const double* inB, std::int64_t y_max, std::vector<double>& outA,
            std::vector<double>& outB) const;
  void peel_level(std::size_t v, const double* inA, const double* inB, std::int64_t tokens, Counts& leaf);
  void cut_float_tables();
  void build_best_completions(const std::vector<double>& cA, const std::vector<double>& cB);
  // The first row of the leaves of rest r: C(r - 1 + L, L) rows before it.
  std::size_t rest_row(std::int64_t r) const { return rest_row_[std::size_t(r)]; }

  const Loops* loops_;
  std::vector<double> p_, rho_;  // rho_v = p_v / (p_0 + ... + p_v)
  Counts x_;
  std::int64_t t_ = 0, N_ = 0;
  std::size_t n_ = 0, L_ = 0, m_ = 0, np_ = 0, jp_ = 0;
  std::vector<BinomialColumns<double>> bin_;  // per value v: Bin(u; n, rho_v), n <= N
  std::vector<BinomialColumns<float>> binf_;  // the same cut, n < jp: the walk's
  std::vector<std::size_t> rest_row_;         // rest_row(r) for r = 0 .. t
  std::vector<double> wa_, wb_;  // W_V of c = f_X(n) (A) and f_X(n + 1) (B), a row of np per leaf
  NodeArrayF wf_;                // their sum in float over the roll counts j < jp: the walk's
  // The best completions for depths 1 <= d <= m and R tokens on the values d..n-1: at each roll
  // count j < jp of the prefix, a bound on the completions' rows sum_n c_n Bin(j; n, pi_D) g(n - j)
  // (c = cA + cB): [(d * (t+1) + R) * jp + j].
  NodeArrayF best_;
  const float* best(std::size_t d, std::int64_t r) const { return &best_[(d * std::size_t(t_ + 1) + std::size_t(r)) * jp_]; }
  double error_ = 0, slack_ = 0, bound_slack_ = 0;
};

}  // namespace alea::alloc::emperor
