// Optimal mixed strategies of the symmetric game w - l (Fluet 7; src/alloc/mix).
#include "alloc/lua_alloc.hpp"
#include "alloc/mix/mix.hpp"
#include "alloc/mix/tournament_mix.hpp"

namespace alea::lua_alloc {
using namespace kit;

namespace {
void push_mix(lua_State* L, const alloc::Mix& m, const ProbVector& P, const std::vector<alloc::Counts>& list) {
  Record r(L, 6);
  if (m.exact) r.field("value", m.exact_value);
  else r.field("value", m.value);
  r.field("strategy", [&] {
    lua_createtable(L, static_cast<int>(m.support.size()), 0);
    for (std::size_t k = 0; k < m.support.size(); ++k) {
      {
        Record s(L, 2);
        s.field("allocation", [&] { push_object<alloc::Allocation>(L, P, list[m.support[k]]); });
        if (m.exact) s.field("weight", m.exact_weights[k]);
        else s.field("weight", m.weights[k]);
      }
      lua_rawseti(L, -2, static_cast<lua_Integer>(k + 1));
    }
  });
  r.field("support", m.support.size());
  if (m.exact) r.field("payoff_guarantee", m.exact_guarantee);
  else r.field("payoff_guarantee", m.guarantee);
  r.field("exact", m.exact);
  if (!m.reason.empty()) r.field("reason", m.reason);
}

int optimal_mix(lua_State* L) {
  Options opts(L, 2);
  if (auto* t = test_object<alloc::Tournament>(L, 1)) {
    if (opts.has("rules")) opts.fail("rules", "a tournament plays under the rules it was built with");
    push_mix(L, alloc::optimal_mix(*t, opts.exact()), t->prob(), t->allocations());
    return 1;
  }
  if (lua_type(L, 1) != LUA_TTABLE) type_error(L, 1, "list of allocations or tournament");
  const auto list = check_allocations(L, 1);
  const auto mix = alloc::optimal_mix(list, {opts.exact(), check_rules(opts)});
  std::vector<alloc::Counts> counts;
  for (const auto& x : list) counts.push_back(x.counts());
  push_mix(L, mix, list[0].prob(), counts);
  return 1;
}

}  // namespace

void add_mix(Module& m) {
  m.function({"optimal_mix", optimal_mix,
              "alloc.optimal_mix(allocations | T [, {exact=false, rules=\"original\"|\"independent\"}]) -> "
              "{value=, strategy=, support=, payoff_guarantee=, exact=, reason=}",
              "The optimal mixed strategy of the symmetric zero-sum game in which both players pick an allocation "
              "from the array (or tournament T, whose stored WDL and rules are used; rules= is then refused) and "
              "the row player receives w - l (Fluet 7's \"mixed strategy\"). Solved as the LP max v s.t. "
              "sum_i q_i (w-l)(X_i, X_j) >= v for every j, sum q = 1, q >= 0 by GLPK. exact=true: payoffs by "
              "Fluet's recursions in rats, GLPK's exact simplex, and its basis re-solved and checked optimal in "
              "rats, pivoting on in rats when it is optimal only for the rounded data (exact=false and a reason if "
              "even that fails). value is 0 (checked); payoff_guarantee is the mix's worst expected w - l over "
              "the list; strategy lists the support as {allocation=, weight=} records.",
              "alloc.optimal_mix(alloc.all(prob{3,2,1}, 5), {exact=true}).support   --> 3 (Figure 5's cycle)"});
}

}  // namespace alea::lua_alloc
