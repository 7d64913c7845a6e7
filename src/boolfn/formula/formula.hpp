#pragma once
// A read-once formula: a tree whose leaves are the variables x_1..x_n, each exactly once and in
// order from left to right, and whose inner nodes are +-1-valued gates. Recursive majority,
// And-Or trees, tribes and every composition f(g_1, ..., g_k) of such functions are read-once;
// their symmetry is what lets src/boolfn/formula/engine.hpp solve 27 variables exactly.
#include <cstdint>
#include <string>
#include <vector>

namespace alea::boolfn {

// A gate on k inputs. threshold: +1 iff at least t inputs are +1 (AND is t = k, OR t = 1,
// majority t = (k+1)/2); parity: the product of the inputs, negated when `negated`; table: any
// +-1 function of k <= 20 inputs, bit y of `bits` set iff g(y) = +1 (bit order of TruthTable).
struct Gate {
  enum class Kind { threshold, parity, table };
  Kind kind = Kind::threshold;
  int arity = 0;
  int threshold = 0;
  bool negated = false;
  std::vector<std::uint64_t> bits;

  static Gate make_threshold(int k, int t) { return {Kind::threshold, k, t, false, {}}; }
  static Gate make_parity(int k, bool negated = false) { return {Kind::parity, k, 0, negated, {}}; }
  static Gate make_table(int k, std::vector<std::uint64_t> bits) {
    return {Kind::table, k, 0, false, std::move(bits)};
  }

  // inputs: bit j set iff input j is +1.
  bool plus(std::uint64_t inputs) const;
  // True when the gate is symmetric in its inputs (threshold and parity gates).
  bool symmetric() const { return kind != Kind::table; }
  bool monotone() const;
  std::string to_string() const;
  bool operator==(const Gate& o) const = default;
};

struct FormulaNode {
  int var = -1;  // 0-based variable of a leaf; -1 for a gate
  Gate gate;
  std::vector<int> children;  // node indices
  bool is_leaf() const { return var >= 0; }
};

class Formula {
 public:
  // A single variable (n = 1).
  static Formula variable();
  // gate(f_1, ..., f_k): the variables of f_1 come first, then those of f_2, ...
  static Formula apply(const Gate& gate, const std::vector<Formula>& children);

  int n() const { return n_; }
  int root() const { return root_; }
  const std::vector<FormulaNode>& nodes() const { return nodes_; }
  bool monotone() const;

  // x[i] in {-1, +1}.
  bool plus(const std::vector<signed char>& x) const;
  bool plus_index(std::uint64_t x) const;  // n <= 64, bit i-1 of x set iff x_i = +1
  std::string to_string() const;

 private:
  int copy_into(std::vector<FormulaNode>& out, int node, int offset) const;
  bool plus_at(int node, const std::vector<signed char>& x) const;
  std::vector<FormulaNode> nodes_;  // children before their parents (apply and copy_into push them first)
  int root_ = 0;
  int n_ = 0;
};

}  // namespace alea::boolfn
