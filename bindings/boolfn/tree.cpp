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

}  // namespace

int decision_tree(lua_State* L) {
  check_arg_count(L, 1, 2);
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
  check_arg_count(L, 1, 2);
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

int tree_leaves(lua_State* L) {
  check_arg_count(L, 1, 1);
  return push(L, check_tree(L).leaves()), 1;
}

int tree_depth(lua_State* L) {
  check_arg_count(L, 1, 1);
  return push(L, check_tree(L).depth()), 1;
}

int tree_cost(lua_State* L) {
  check_arg_count(L, 1, 2);
  Options opts(L, 2);
  return push(L, check_tree(L).expected_cost(check_coin(L, opts))), 1;
}

int tree_to_dot(lua_State* L) {
  check_arg_count(L, 1, 1);
  return push(L, check_tree(L).to_dot()), 1;
}

int tree_to_svg(lua_State* L) {
  check_arg_count(L, 1, 2);
  return push_dot(L, check_tree(L).to_dot(), 2), 1;
}

int tree_to_text(lua_State* L) {
  check_arg_count(L, 1, 1);
  return push(L, check_tree(L).to_text()), 1;
}

int tree_to_table(lua_State* L) {
  check_arg_count(L, 1, 1);
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

}  // namespace alea::lua_boolfn
