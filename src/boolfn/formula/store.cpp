#include "boolfn/formula/store.hpp"

#include <algorithm>
#include <bit>

#include "core/errors.hpp"

namespace alea::boolfn::formula {
namespace {

// The table gate with input j fixed to `plus`.
Gate restrict_table(const Gate& g, int j, bool plus) {
  int k = g.arity - 1;
  std::vector<std::uint64_t> bits(k >= 6 ? (std::size_t(1) << (k - 6)) : 1, 0);
  for (std::uint64_t y = 0; y < (std::uint64_t(1) << k); ++y) {
    std::uint64_t low = y & ((std::uint64_t(1) << j) - 1), high = (y >> j) << (j + 1);
    std::uint64_t full = low | high | (plus ? std::uint64_t(1) << j : 0);
    if (g.plus(full)) bits[y >> 6] |= std::uint64_t(1) << (y & 63);
  }
  return Gate::make_table(k, bits);
}

// +1 / -1 when the table is constant, 0 otherwise.
int table_constant(const Gate& g) {
  bool any_plus = false, any_minus = false;
  for (std::uint64_t y = 0; y < (std::uint64_t(1) << g.arity); ++y) (g.plus(y) ? any_plus : any_minus) = true;
  return any_plus && any_minus ? 0 : any_plus ? 1 : -1;
}

bool is_identity(const Gate& g) {
  if (g.arity != 1) return false;
  if (g.kind == Gate::Kind::threshold) return g.threshold == 1;
  return g.plus(1) && !g.plus(0);
}

}  // namespace

std::size_t Store::KeyHash::operator()(const Key& k) const {
  std::size_t h = std::size_t(k.kind) * 1000003u + std::size_t(k.gate.kind) * 7919u + std::size_t(k.gate.arity) * 31u +
                  std::size_t(k.gate.threshold) * 131u + std::size_t(k.gate.negated);
  for (auto b : k.gate.bits) h = h * 1099511628211ull ^ b;
  for (int c : k.children) h = h * 1099511628211ull ^ std::size_t(c);
  return h;
}

Store::Store(bool ordered, Rational p) : ordered_(ordered), p_(std::move(p)) {
  Node leaf;
  leaf.kind = Node::Kind::leaf;
  leaf.free_leaves = 1;
  intern(leaf);
  for (bool plus : {false, true}) {
    Node c;
    c.kind = Node::Kind::constant;
    c.plus = plus;
    intern(c);
  }
}

int Store::intern(Node node) {
  Key key{node.kind, node.gate, node.children};
  if (node.kind == Node::Kind::constant) key.gate.threshold = node.plus;
  auto it = ids_.find(key);
  if (it != ids_.end()) return it->second;
  int id = int(nodes_.size());
  nodes_.push_back(std::move(node));
  prob_.emplace_back();
  has_prob_.push_back(0);
  ids_.emplace(std::move(key), id);
  return id;
}

int Store::gate(Gate g, std::vector<int> children) {
  // fold constant children into the gate
  for (int j = int(children.size()) - 1; j >= 0; --j) {
    const Node& c = nodes_[children[j]];
    if (c.kind != Node::Kind::constant) continue;
    bool plus = c.plus;
    if (g.kind == Gate::Kind::threshold) {
      g.arity -= 1;
      if (plus) g.threshold -= 1;
    } else if (g.kind == Gate::Kind::parity) {
      g.arity -= 1;
      if (!plus) g.negated = !g.negated;
    } else {
      g = restrict_table(g, j, plus);
    }
    children.erase(children.begin() + j);
  }
  if (g.kind == Gate::Kind::threshold) {
    if (g.threshold <= 0) return constant(true);
    if (g.threshold > g.arity) return constant(false);
  } else if (g.kind == Gate::Kind::parity) {
    if (g.arity == 0) return constant(!g.negated);
  } else {
    int c = table_constant(g);
    if (c != 0) return constant(c > 0);
  }
  if (is_identity(g)) return children[0];
  if (!ordered_ && g.symmetric()) std::sort(children.begin(), children.end());
  Node node;
  node.kind = Node::Kind::gate;
  node.gate = std::move(g);
  node.children = std::move(children);
  for (int c : node.children) node.free_leaves += nodes_[c].free_leaves;
  return intern(std::move(node));
}

int Store::assign(int id, const std::vector<int>& path, std::size_t at, bool plus) {
  if (at == path.size()) {
    if (nodes_[id].kind != Node::Kind::leaf) throw InvalidArgument("a move must end at a free leaf");
    return constant(plus);
  }
  Node copy = nodes_[id];  // nodes_ may grow below
  int j = path[at];
  copy.children[j] = assign(copy.children[j], path, at + 1, plus);
  return gate(copy.gate, copy.children);
}

int Store::from_node(const Formula& f, int node, const std::vector<signed char>& value) {
  const FormulaNode& nd = f.nodes()[node];
  if (nd.is_leaf()) return value[nd.var] == 0 ? leaf() : constant(value[nd.var] > 0);
  std::vector<int> kids;
  for (int c : nd.children) kids.push_back(from_node(f, c, value));
  return gate(nd.gate, kids);
}

int Store::from_formula(const Formula& f, const std::vector<signed char>& value) { return from_node(f, f.root(), value); }

const Rational& Store::probability(int id) {
  if (has_prob_[id]) return prob_[id];
  const Node nd = nodes_[id];
  Rational r;
  if (nd.kind == Node::Kind::leaf) {
    r = p_;
  } else if (nd.kind == Node::Kind::constant) {
    r = nd.plus ? 1 : 0;
  } else {
    std::vector<Rational> q;
    for (int c : nd.children) q.push_back(probability(c));
    const Gate& g = nd.gate;
    if (g.kind == Gate::Kind::threshold) {
      std::vector<Rational> dist;  // dist[m] = P(m of the first children are +1)
      dist.emplace_back(1);        // (filled from a temporary, GCC 12 warned it maybe uninitialized)
      for (const auto& qc : q) {
        std::vector<Rational> next(dist.size() + 1, Rational(0));
        for (std::size_t m = 0; m < dist.size(); ++m) {
          next[m] += dist[m] * (1 - qc);
          next[m + 1] += dist[m] * qc;
        }
        dist = std::move(next);
      }
      r = 0;
      for (std::size_t m = std::max(0, g.threshold); m < dist.size(); ++m) r += dist[m];
    } else if (g.kind == Gate::Kind::parity) {
      Rational e = g.negated ? -1 : 1;
      for (const auto& qc : q) e *= 2 * qc - 1;
      r = (1 + e) / 2;
    } else {
      r = 0;
      for (std::uint64_t y = 0; y < (std::uint64_t(1) << g.arity); ++y) {
        if (!g.plus(y)) continue;
        Rational w = 1;
        for (int j = 0; j < g.arity; ++j) w *= ((y >> j) & 1) ? q[j] : 1 - q[j];
        r += w;
      }
    }
  }
  prob_[id] = r;
  has_prob_[id] = 1;
  return prob_[id];
}

void Store::collect(int id, std::vector<int>& path, std::vector<std::vector<int>>& out) const {
  const Node& nd = nodes_[id];
  if (nd.kind == Node::Kind::leaf) {
    out.push_back(path);
    return;
  }
  if (nd.kind == Node::Kind::constant) return;
  for (std::size_t j = 0; j < nd.children.size(); ++j) {
    if (!ordered_ && nd.gate.symmetric() && j > 0 && nd.children[j] == nd.children[j - 1]) continue;
    path.push_back(int(j));
    collect(nd.children[j], path, out);
    path.pop_back();
  }
}

std::vector<std::vector<int>> Store::moves(int id) const {
  std::vector<std::vector<int>> out;
  std::vector<int> path;
  collect(id, path, out);
  return out;
}

}  // namespace alea::boolfn::formula
