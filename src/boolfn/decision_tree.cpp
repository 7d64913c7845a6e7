#include "boolfn/decision_tree.hpp"

#include <functional>
#include <sstream>

#include "boolfn/read_once.hpp"
#include "boolfn/selection_game.hpp"
#include "boolfn/tree_search.hpp"
#include "core/errors.hpp"
#include "core/memory_guard.hpp"

namespace alea::boolfn {
namespace {

int build(const game::StateTables& t, std::uint64_t s, const std::function<int(std::uint64_t)>& choose,
          const std::vector<int>& vars, DecisionTree& out) {
  DecisionTree::Node node;
  if (t.determined(s)) {
    node.value = t.leaf_value(s);
    out.nodes.push_back(node);
    return int(out.nodes.size()) - 1;
  }
  int i = choose(s);
  int minus = build(t, t.child(s, i, -1), choose, vars, out);
  int plus = build(t, t.child(s, i, 1), choose, vars, out);
  node.var = vars[i];
  node.minus = minus;
  node.plus = plus;
  out.nodes.push_back(node);
  return int(out.nodes.size()) - 1;
}

DecisionTree extract(const game::StateTables& t, std::uint64_t leaves, std::uint64_t max_leaves,
                     const std::function<int(std::uint64_t)>& choose, const std::vector<int>& vars) {
  if (leaves > max_leaves)
    throw LimitExceeded("the tree has " + std::to_string(leaves) + " leaves, over the limit of " +
                        std::to_string(max_leaves) + " (tree=false gives the numbers alone)");
  require_memory(bytes_for(2 * leaves, sizeof(DecisionTree::Node) + 32), "the decision tree");
  DecisionTree tree;
  tree.nodes.reserve(2 * leaves);
  tree.root = build(t, t.root(), choose, vars, tree);
  return tree;
}

}  // namespace

RestrictedTables solve_restricted(const BooleanFunction& f, const Assignments& partial, const Coin& coin,
                                  unsigned want) {
  RestrictedTables out;
  const TruthTable& table = f.table();
  if (partial.empty()) {
    for (int i = 1; i <= f.n(); ++i) out.variables.push_back(i);
    out.tables = game::solve(table, coin, want);
    return out;
  }
  Partial p = make_partial(f.n(), partial);
  out.variables = p.free_variables();
  TruthTable sub = restrict_table(table, p);
  out.tables = game::solve(sub, coin, want);
  return out;
}

TreeResult optimal_decision_tree(const BooleanFunction& f, const TreeOptions& options) {
  if (options.engine == TreeEngine::search) {
    SearchOptions so;
    so.coin = options.coin;
    so.partial = options.partial;
    so.max_states = options.max_states;
    so.build_tree = options.build;
    so.max_leaves = options.max_leaves;
    auto r = search_decision_tree(f, so);
    TreeResult out;
    out.finished = r.finished;
    out.cost_known = r.cost_known;
    if (r.cost_known) out.cost = Quantity::of(r.cost);
    out.lower = r.lower;
    out.leaves = r.leaves;
    out.depth = r.finished ? r.depth : -1;
    out.least_depth = -1;
    out.engine = TreeEngine::search;
    out.states = r.states;
    out.bytes = r.bytes;
    out.greedy = r.greedy;
    if (r.tree) {
      out.tree = std::move(*r.tree);
      out.has_tree = true;
    }
    return out;
  }
  bool symmetric = options.engine == TreeEngine::symmetry ||
                   (options.engine == TreeEngine::automatic && use_read_once(f, options.coin));
  if (symmetric) {
    if (!f.formula()) throw InvalidArgument("method", f.to_string() + " has no read-once formula: use the tables");
    auto r = optimal_tree_read_once(f, options.coin, options.partial);
    TreeResult out;
    out.cost = Quantity::of(r.cost);
    out.leaves = r.leaves;
    out.depth = out.least_depth = -1;
    out.fewest_leaves = r.fewest_leaves;
    out.engine = TreeEngine::symmetry;
    out.states = r.states;
    return out;
  }
  unsigned want = game::want_tree | game::want_tree_shape | game::want_tree_extremes;
  auto r = solve_restricted(f, options.partial, options.coin, want);
  const auto& t = *r.tables;
  TreeResult out;
  out.cost = to_quantity(t.tree_cost(t.root()));
  out.leaves = t.tree_leaves(t.root());
  out.depth = t.tree_depth(t.root());
  out.fewest_leaves = t.fewest_leaves(t.root());
  out.least_depth = t.least_depth(t.root());
  out.states = t.root() + 1;
  out.bytes = t.bytes();
  if (options.build) {
    out.tree = extract(t, out.leaves, options.max_leaves, [&](std::uint64_t s) { return t.tree_move(s); }, r.variables);
    out.has_tree = true;
  }
  return out;
}

TreeResult induced_decision_tree(const BooleanFunction& f, const TreeOptions& options) {
  unsigned mode = options.tie == Tie::first ? game::want_first : options.tie == Tie::min ? game::want_min : game::want_max;
  auto r = solve_restricted(f, options.partial, options.coin, game::want_value | mode | game::want_play_shape);
  const auto& t = *r.tables;
  TreeResult out;
  out.cost = to_quantity(t.length(options.tie, t.root()));
  out.leaves = t.play_leaves(options.tie, t.root());
  out.depth = t.play_depth(options.tie, t.root());
  out.states = t.root() + 1;
  out.bytes = t.bytes();
  if (options.build) {
    out.tree = extract(t, out.leaves, options.max_leaves,
                       [&](std::uint64_t s) { return t.play_move(options.tie, s); }, r.variables);
    out.has_tree = true;
    // the min/max modes optimise each number on its own: report the extracted tree's shape
    out.leaves = out.tree.leaves();
    out.depth = out.tree.depth();
  }
  return out;
}

std::uint64_t DecisionTree::leaves() const {
  std::uint64_t count = 0;
  for (const auto& n : nodes) count += n.var == 0;
  return count;
}

int DecisionTree::depth() const {
  std::function<int(int)> rec = [&](int v) -> int {
    const Node& n = nodes[v];
    return n.var == 0 ? 0 : 1 + std::max(rec(n.minus), rec(n.plus));
  };
  return nodes.empty() ? 0 : rec(root);
}

Quantity DecisionTree::expected_cost(const Coin& coin) const {
  if (coin.exact()) {
    const Rational& p = coin.p();
    std::function<Rational(int)> rec = [&](int v) -> Rational {
      const Node& n = nodes[v];
      if (n.var == 0) return Rational(0);
      return Rational(1) + p * rec(n.plus) + (Rational(1) - p) * rec(n.minus);
    };
    return Quantity::of(rec(root));
  }
  double p = coin.p_double();
  std::function<double(int)> rec = [&](int v) -> double {
    const Node& n = nodes[v];
    if (n.var == 0) return 0;
    return 1 + p * rec(n.plus) + (1 - p) * rec(n.minus);
  };
  return Quantity::approximate(rec(root));
}

Rational DecisionTree::evaluate(const Point& x) const {
  int v = root;
  while (nodes[v].var != 0) {
    int var = nodes[v].var;
    if (var > int(x.size())) throw InvalidArgument("x", "the tree reads x" + std::to_string(var));
    v = x[var - 1] > 0 ? nodes[v].plus : nodes[v].minus;
  }
  return nodes[v].value;
}

std::string DecisionTree::to_dot() const {
  std::ostringstream out;
  out << "digraph decision_tree {\n";
  for (std::size_t v = 0; v < nodes.size(); ++v) {
    const Node& n = nodes[v];
    if (n.var == 0)
      out << "  n" << v << " [shape=doublecircle, label=\"" << to_string(n.value) << "\"];\n";
    else
      out << "  n" << v << " [shape=circle, label=\"x" << n.var << "\"];\n";
  }
  for (std::size_t v = 0; v < nodes.size(); ++v) {
    const Node& n = nodes[v];
    if (n.var == 0) continue;
    out << "  n" << v << " -> n" << n.minus << " [label=\"-1\"];\n";
    out << "  n" << v << " -> n" << n.plus << " [label=\"+1\"];\n";
  }
  out << "}\n";
  return out.str();
}

std::string DecisionTree::to_text() const {
  std::ostringstream out;
  std::function<void(int, const std::string&)> rec = [&](int v, const std::string& indent) {
    const Node& n = nodes[v];
    if (n.var == 0) {
      out << "= " << to_string(n.value) << "\n";
      return;
    }
    out << "x" << n.var << "\n";
    out << indent << "  -1: ";
    rec(n.minus, indent + "  ");
    out << indent << "  +1: ";
    rec(n.plus, indent + "  ");
  };
  if (!nodes.empty()) rec(root, "");
  return out.str();
}

}  // namespace alea::boolfn
