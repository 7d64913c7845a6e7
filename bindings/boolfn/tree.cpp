// Decision trees: the optimal tree (Definition 19's Delta_p), the tree optimal play induces, and
// the tree object (evaluation, cost, text, DOT, records).
#include "boolfn/lua_boolfn.hpp"

namespace alea::lua_boolfn {
using namespace kit;
using boolfn::DecisionTree;

namespace {

boolfn::TreeOptions check_tree_options(lua_State* L, const Options& opts) {
  boolfn::TreeOptions o;
  o.coin = check_coin(L, opts);
  o.partial = option_partial(L, opts);
  o.build = opts.boolean("tree");
  o.max_leaves = static_cast<std::uint64_t>(opts.integer("max_leaves", 1, LUA_MAXINTEGER));
  return o;
}

// -1 is "not tracked" (the symmetry engine): nil.
void push_count(lua_State* L, long long v) { v < 0 ? lua_pushnil(L) : lua_pushinteger(L, v); }

void push_tree(lua_State* L, boolfn::TreeResult& r) {
  if (r.has_tree) push_object<DecisionTree>(L, std::move(r.tree));
  else lua_pushnil(L);
}

const DecisionTree& check_tree(lua_State* L) { return check_object<DecisionTree>(L, 1); }

int decision_tree(lua_State* L) {
  Options opts(L, 2);
  auto o = check_tree_options(L, opts);
  const std::string method = opts.choice("method");
  o.engine = method == "tables"     ? boolfn::TreeEngine::tables
             : method == "symmetry" ? boolfn::TreeEngine::symmetry
             : method == "search"   ? boolfn::TreeEngine::search
                                    : boolfn::TreeEngine::automatic;
  o.max_states = static_cast<std::uint64_t>(opts.integer("max_states", 0, LUA_MAXINTEGER));
  auto r = boolfn::optimal_decision_tree(check_function(L, 1), o);
  const bool search = r.engine == boolfn::TreeEngine::search;  // one optimal tree: no fewest_leaves
  const char* engine = search ? "search" : r.engine == boolfn::TreeEngine::symmetry ? "symmetry" : "tables";
  Record(L, 11)
      .field("cost", [&] { r.cost_known ? push(L, r.cost) : lua_pushnil(L); })
      .field("leaves", [&] { search && !r.finished ? lua_pushnil(L) : push(L, r.leaves); })
      .field("depth", [&] { push_count(L, r.depth); })
      .field("tree", [&] { push_tree(L, r); })
      .field("fewest_leaves", [&] { search ? lua_pushnil(L) : push(L, r.fewest_leaves); })
      .field("least_depth", [&] { push_count(L, r.least_depth); })
      .field("method", engine)
      .field("greedy", [&] { r.greedy ? push(L, *r.greedy) : lua_pushnil(L); })
      .field("lower", [&] { r.lower ? push(L, *r.lower) : lua_pushnil(L); })
      .field("states", r.states)
      .field("bytes", [&] { r.bytes ? push(L, r.bytes) : lua_pushnil(L); });
  return 1;
}

int induced_tree(lua_State* L) {
  Options opts(L, 2);
  auto o = check_tree_options(L, opts);
  o.tie = check_tie(opts);
  auto r = boolfn::induced_decision_tree(check_function(L, 1), o);
  Record(L, 6)
      .field("cost", r.cost)
      .field("leaves", r.leaves)
      .field("depth", r.depth)
      .field("tree", [&] { push_tree(L, r); })
      .field("states", r.states)
      .field("bytes", r.bytes);
  return 1;
}

int tree_cost(lua_State* L) {
  Options opts(L, 2);
  return push(L, check_tree(L).expected_cost(check_coin(L, opts))), 1;
}

int tree_to_svg(lua_State* L) {
  return push_dot(L, check_tree(L).to_dot(), 2), 1;
}

int tree_to_table(lua_State* L) {
  const DecisionTree& t = check_tree(L);
  // preorder, numbered from 1: a node's children come after it
  std::vector<int> order, id(t.nodes.size(), 0);
  std::vector<int> stack = {t.root};
  while (!stack.empty()) {
    int v = stack.back();
    stack.pop_back();
    id[v] = static_cast<int>(order.size()) + 1;
    order.push_back(v);
    if (t.nodes[v].var != 0) stack.push_back(t.nodes[v].plus), stack.push_back(t.nodes[v].minus);
  }
  lua_createtable(L, static_cast<int>(order.size()), 0);
  for (std::size_t k = 0; k < order.size(); ++k) {
    const auto& n = t.nodes[order[k]];
    const bool leaf = n.var == 0;
    Record(L, 5)
        .field("node", k + 1)
        .field("var", [&] { leaf ? lua_pushnil(L) : lua_pushinteger(L, n.var); })
        .field("minus", [&] { leaf ? lua_pushnil(L) : lua_pushinteger(L, id[n.minus]); })
        .field("plus", [&] { leaf ? lua_pushnil(L) : lua_pushinteger(L, id[n.plus]); })
        .field("value", [&] { leaf ? push_payoff(L, n.value) : lua_pushnil(L); });
    lua_rawseti(L, -2, static_cast<lua_Integer>(k + 1));
  }
  return 1;
}

int tree_call(lua_State* L) {
  const DecisionTree& t = check_tree(L);
  check_arg_count(L, 2, 2);
  return push_payoff(L, t.evaluate(check_point(L, 2))), 1;
}

int tree_len(lua_State* L) { return push(L, check_tree(L).nodes.size()), 1; }

int tree_tostring(lua_State* L) {
  const DecisionTree& t = check_tree(L);
  const auto leaves = t.leaves();
  return push(L, "decision tree (" + std::to_string(leaves) + (leaves == 1 ? " leaf" : " leaves") + ", depth " +
                     std::to_string(t.depth()) + ")"),
         1;
}

}  // namespace

void add_trees(Type& t) {
  t.method({"decision_tree", decision_tree,
            "f:decision_tree([{" P_OPTION ", partial=, method=\"auto\"|\"tables\"|\"symmetry\"|\"search\", "
            "tree=true, max_leaves=1048576, max_states=0, exact=auto}]) -> {cost=, leaves=, depth=, tree=, "
            "fewest_leaves=, least_depth=, method=, states=, bytes=, greedy=, lower=}",
            "The optimal decision tree under mu_p (Definition 19): cost = Delta_p(f), the least expected number "
            "of variables read; among optimal trees the fewest leaves, then the least depth; the tree itself "
            "(tree=false: numbers only; larger than max_leaves is refused). fewest_leaves and least_depth are over "
            "all trees computing f. method=\"symmetry\" (read-once formulas) gives cost and leaves only. "
            "method=\"search\" (p = 1/2, +-1-valued f): branch and bound over restricted functions, memoised "
            "up to symmetry, budgets rising from a lower bound to greedy (the cost of the tree that reads the "
            "most influential variable); for boolfn.hex(k), k <= 5, the states are boards (dead cells dropped, "
            "the board's symmetries, a memo that stays within the memory guard by replacing entries). It gives "
            "cost, an optimal tree read back from the memo with its leaves and depth (not the fewest leaves: "
            "fewest_leaves and least_depth are nil), states (memo entries) and bytes (the memo). max_states "
            "(search; 0: no limit) stops it early: lower = the best lower bound proved, greedy an upper bound, and "
            "cost nil unless the two met (then cost = greedy; no tree is read back).",
            "boolfn.recursive_majority(2):decision_tree().cost   --> 393/64"});
  t.method({"induced_tree", induced_tree,
            "f:induced_tree([{" P_OPTION ", tie=\"first\"|\"min\"|\"max\", partial=, tree=true, max_leaves=1048576, "
            "exact=auto}]) -> {cost=, leaves=, depth=, tree=, states=, bytes=}",
            "The decision tree optimal random-turn play walks under a tie-break (the seed's influence-based "
            "construction, 5.2): cost is the game's expected length.",
            "boolfn.recursive_majority(2):induced_tree{partial = {[1] = -1}}.leaves   --> 60"});
}

void add_tree(Type& t) {
  t.method({"leaves", method<&boolfn::DecisionTree::leaves>,
            "T:leaves() -> integer", "The number of leaves.", "T:leaves()"});
  t.method({"depth", method<&boolfn::DecisionTree::depth>,
            "T:depth() -> integer", "The most variables any path reads.", "T:depth()"});
  t.method({"cost", tree_cost, "T:cost([{" P_OPTION ", exact=auto}]) -> rat|number",
            "The expected number of variables read when x ~ mu_p.", "T:cost{p = rat(1, 3)}"});
  t.method({"to_dot", method<&boolfn::DecisionTree::to_dot>, "T:to_dot() -> string",
            "Graphviz source: inner nodes circles \"x3\", leaves double circles with the value, edges -1 / +1.",
            "io.open(\"tree.dot\", \"w\"):write(T:to_dot())"});
  t.method({"to_svg", tree_to_svg, "T:to_svg([file]) -> svg|path",
            "The tree drawn by Graphviz (T:to_dot() through alea.render_dot): into file (.svg, .png or .pdf) when "
            "given, returning its path, else the SVG text.",
            "boolfn.majority(3):decision_tree().tree:to_svg(\"tree.svg\")"});
  t.method({"to_text", method<&boolfn::DecisionTree::to_text>, "T:to_text() -> string",
            "An indented rendering: the variable read, then \"-1:\" and \"+1:\" with the subtrees; leaves \"= value\".",
            "print(boolfn.and_(2):decision_tree().tree:to_text())"});
  t.method({"to_table", tree_to_table, "T:to_table() -> {{node=, var=, minus=, plus=, value=}, ...}",
            "The nodes in preorder (node 1 is the root): an inner node has var and its children's numbers, a "
            "leaf its value. For alea.write_csv and alea.to_json.",
            "T:to_table()[1].var"});
  t.op({"__call", tree_call, "T(x)", "The leaf value the tree reaches at the point x.", "T{1, 1, -1}   --> 1"});
  t.op({"__len", tree_len, "#T", "The number of nodes.", "#T"});
  t.op({"__tostring", tree_tostring, "tostring(T)", "\"decision tree (4 leaves, depth 3)\".", "tostring(T)"});
}

}  // namespace alea::lua_boolfn
