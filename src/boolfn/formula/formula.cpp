#include "boolfn/formula/formula.hpp"

#include <bit>

#include "core/errors.hpp"

namespace alea::boolfn {

bool Gate::plus(std::uint64_t inputs) const {
  switch (kind) {
    case Kind::threshold: return std::popcount(inputs) >= threshold;
    case Kind::parity: {
      // the product is -1 when an odd number of inputs are -1
      bool odd_minus = (arity - std::popcount(inputs)) & 1;
      return odd_minus == negated;
    }
    case Kind::table: return (bits[inputs >> 6] >> (inputs & 63)) & 1;
  }
  return false;
}

bool Gate::monotone() const {
  if (kind == Kind::threshold) return true;
  if (kind == Kind::parity) return arity <= 1 && !negated;
  for (std::uint64_t y = 0; y < (std::uint64_t(1) << arity); ++y)
    for (int j = 0; j < arity; ++j)
      if (!((y >> j) & 1) && plus(y) && !plus(y | (std::uint64_t(1) << j))) return false;
  return true;
}

std::string Gate::to_string() const {
  switch (kind) {
    case Kind::threshold:
      if (threshold == arity) return "and";
      if (threshold == 1) return "or";
      if (2 * threshold == arity + 1) return "maj";
      return "thr" + std::to_string(threshold);
    case Kind::parity: return negated ? "xnor" : "xor";
    case Kind::table: return "g";
  }
  return "?";
}

Formula Formula::variable() {
  Formula f;
  f.nodes_.push_back({0, {}, {}});
  f.root_ = 0;
  f.n_ = 1;
  return f;
}

int Formula::copy_into(std::vector<FormulaNode>& out, int node, int offset) const {
  const FormulaNode& src = nodes_[node];
  if (src.is_leaf()) {
    out.push_back({src.var + offset, {}, {}});
    return int(out.size()) - 1;
  }
  std::vector<int> kids;
  for (int c : src.children) kids.push_back(copy_into(out, c, offset));
  out.push_back({-1, src.gate, std::move(kids)});
  return int(out.size()) - 1;
}

Formula Formula::apply(const Gate& gate, const std::vector<Formula>& children) {
  if (int(children.size()) != gate.arity)
    throw InvalidArgument("a gate of " + std::to_string(gate.arity) + " inputs got " +
                          std::to_string(children.size()) + " formulas");
  Formula f;
  std::vector<int> kids;
  int offset = 0;
  for (const auto& c : children) {
    kids.push_back(c.copy_into(f.nodes_, c.root_, offset));
    offset += c.n_;
  }
  f.nodes_.push_back({-1, gate, std::move(kids)});
  f.root_ = int(f.nodes_.size()) - 1;
  f.n_ = offset;
  return f;
}

bool Formula::monotone() const {
  for (const auto& node : nodes_)
    if (!node.is_leaf() && !node.gate.monotone()) return false;
  return true;
}

bool Formula::plus_at(int node, const std::vector<signed char>& x) const {
  const FormulaNode& nd = nodes_[node];
  if (nd.is_leaf()) return x[nd.var] > 0;
  std::uint64_t inputs = 0;
  for (std::size_t j = 0; j < nd.children.size(); ++j)
    if (plus_at(nd.children[j], x)) inputs |= std::uint64_t(1) << j;
  return nd.gate.plus(inputs);
}

bool Formula::plus(const std::vector<signed char>& x) const { return plus_at(root_, x); }

bool Formula::plus_index(std::uint64_t x) const {
  // Tabulation calls this once per point: one bottom-up pass over the nodes (children are stored
  // before their parents), no allocation once the thread's buffer has grown.
  thread_local std::vector<unsigned char> value;
  value.resize(nodes_.size());
  for (std::size_t k = 0; k < nodes_.size(); ++k) {
    const FormulaNode& nd = nodes_[k];
    if (nd.is_leaf()) {
      value[k] = (x >> nd.var) & 1;
      continue;
    }
    std::uint64_t inputs = 0;
    for (std::size_t j = 0; j < nd.children.size(); ++j) inputs |= std::uint64_t(value[nd.children[j]]) << j;
    value[k] = nd.gate.plus(inputs);
  }
  return value[root_];
}

std::string Formula::to_string() const {
  // compact: maj(maj(x1,x2,x3),...) with variables numbered from 1
  std::string out;
  auto rec = [&](auto& self, int node) -> void {
    const FormulaNode& nd = nodes_[node];
    if (nd.is_leaf()) {
      out += 'x';
      out += std::to_string(nd.var + 1);
      return;
    }
    out += nd.gate.to_string();
    out += '(';
    for (std::size_t j = 0; j < nd.children.size(); ++j) {
      if (j) out += ",";
      self(self, nd.children[j]);
    }
    out += ")";
  };
  rec(rec, root_);
  return out;
}

}  // namespace alea::boolfn
