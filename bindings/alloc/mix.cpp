// alloc: optimal_mix, the optimal mixed strategy of the symmetric game w - l over a list of
// allocations (issue 4; the LP and its exact verification are in src/core/lp*, the payoffs in
// src/alloc/mix).
#include "alloc/mix/mix.hpp"
#include "alloc/mix/tournament_mix.hpp"
#include "core/errors.hpp"
#include "kit/kit.hpp"
#include "alloc/lua_alloc.hpp"

namespace alea {
namespace {
using namespace kit;
using alloc::Allocation;

// A non-empty Lua array of allocations over one probability vector.
std::vector<Allocation> check_allocation_list(lua_State* L, int idx) {
  if (lua_type(L, idx) != LUA_TTABLE) type_error(L, idx, "list of allocations or tournament");
  std::size_t n = check_array(L, idx);
  if (n == 0) throw ArgError(idx, "the list of allocations is empty");
  std::vector<Allocation> list;
  list.reserve(n);
  for (std::size_t i = 1; i <= n; ++i) {
    lua_rawgeti(L, idx, static_cast<lua_Integer>(i));
    auto* x = test_object<Allocation>(L, -1);
    if (!x) throw ArgError(idx, "element " + std::to_string(i) + ": expected allocation, got " + type_name(L, -1));
    list.push_back(*x);
    lua_pop(L, 1);
    try {
      alloc::check_same_game(list[0], list.back(), "element " + std::to_string(i));
    } catch (const InvalidArgument& e) {
      throw ArgError(idx, e.what());
    }
  }
  return list;
}

void push_weight(lua_State* L, const alloc::Mix& m, std::size_t k) {
  if (m.exact) push_rational(L, m.exact_weights[k]);
  else lua_pushnumber(L, m.weights[k]);
}

void push_mix(lua_State* L, const alloc::Mix& m, const std::vector<Allocation>& list) {
  lua_createtable(L, 0, 6);
  if (m.exact) push_rational(L, m.exact_value), lua_setfield(L, -2, "value");
  else lua_pushnumber(L, m.value), lua_setfield(L, -2, "value");
  lua_createtable(L, static_cast<int>(m.support.size()), 0);
  for (std::size_t k = 0; k < m.support.size(); ++k) {
    lua_createtable(L, 0, 2);
    push_object<Allocation>(L, list[m.support[k]]), lua_setfield(L, -2, "allocation");
    push_weight(L, m, k), lua_setfield(L, -2, "weight");
    lua_rawseti(L, -2, static_cast<lua_Integer>(k + 1));
  }
  lua_setfield(L, -2, "strategy");
  lua_pushinteger(L, static_cast<lua_Integer>(m.support.size())), lua_setfield(L, -2, "support");
  if (m.exact) push_rational(L, m.exact_guarantee), lua_setfield(L, -2, "payoff_guarantee");
  else lua_pushnumber(L, m.guarantee), lua_setfield(L, -2, "payoff_guarantee");
  lua_pushboolean(L, m.exact), lua_setfield(L, -2, "exact");
  if (!m.reason.empty()) lua_pushlstring(L, m.reason.data(), m.reason.size()), lua_setfield(L, -2, "reason");
}

// A tournament (bindings/lua_alloc_tournament.cpp) carries its allocations, rules and WDL.
int tournament_mix(lua_State* L, const alloc::Tournament& t) {
  Options opts(L, 2, {"exact"});
  bool exact = opts.boolean("exact", false);
  if (exact && !t.exact())
    throw ArgError(2, "option 'exact': the tournament was built without exact=true; build it with "
                      "alloc.tournament(..., {exact=true})");
  std::vector<Allocation> list;
  for (const auto& x : t.allocations()) list.emplace_back(t.prob(), x);
  push_mix(L, alloc::optimal_mix(t, exact), list);
  return 1;
}

int a_optimal_mix(lua_State* L) {
  check_arg_count(L, 1, 2);
  if (auto* t = static_cast<alloc::Tournament*>(luaL_testudata(L, 1, "tournament"))) return tournament_mix(L, *t);
  std::vector<Allocation> list = check_allocation_list(L, 1);
  Options opts(L, 2, {"exact", "rules"});
  alloc::MixOptions mo;
  mo.rules = check_rules(opts);
  mo.exact = opts.boolean("exact", false);
  if (mo.exact && !list[0].prob().is_exact())
    throw ArgError(2, "option 'exact': the probability vector " + list[0].prob().to_string() +
                          " has float entries; build it from integers or rats for exact results");
  push_mix(L, alloc::optimal_mix(list, mo), list);
  return 1;
}

}  // namespace

void add_alloc_mixes(kit::Module& m) {
  m.function({"optimal_mix", a_optimal_mix,
              "alloc.optimal_mix({X1, X2, ...} | T [, {exact=false, rules=\"original\"|\"independent\"}]) -> "
              "{value=, strategy={{allocation=, weight=}, ...}, support=, payoff_guarantee=, exact= [, reason=]}",
              "The optimal mixed strategy of the symmetric zero-sum game in which both players pick an allocation "
              "from the list (or tournament T, whose stored WDL and rules are used; rules= is then refused) and the row player receives w - l (Fluet 7's \"mixed strategy\"). Solved as the LP "
              "max v s.t. sum_i q_i (w-l)(X_i, X_j) >= v for every j, sum q = 1, q >= 0 by GLPK. exact=true: "
              "payoffs by Fluet's recursions in rats, GLPK's exact simplex, and its basis re-solved and checked "
              "optimal in rats, pivoting on in rats when it is optimal only for the rounded data (exact=false "
              "and a reason if even that fails). value is 0 (checked); "
              "payoff_guarantee is the mix's worst expected w - l over the list; strategy lists the support only.",
              "alloc.optimal_mix(alloc.all(prob{3,2,1}, 5), {exact=true}).support   --> 3 (Figure 5's cycle)"});
}

}  // namespace alea
