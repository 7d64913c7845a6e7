// Optimal mixed strategies of the symmetric game w - l (Fluet 7; src/alloc/mix).
#include "alloc/lua_alloc.hpp"
#include "alloc/mix/mix.hpp"
#include "alloc/mix/tournament_mix.hpp"

namespace alea::lua_alloc {
using namespace kit;

namespace {
// A mix as {{allocation=, weight=}, ...} over the positions where it is positive (rats when exact).
void push_weights(lua_State* L, const ProbVector& P, const std::vector<alloc::Counts>& list,
                  const std::vector<std::size_t>& at, const std::vector<Rational>& exact_w,
                  const std::vector<double>& w, bool exact) {
  lua_createtable(L, static_cast<int>(at.size()), 0);
  for (std::size_t k = 0; k < at.size(); ++k) {
    {
      Record s(L, 2);
      s.field("allocation", [&] { push_object<alloc::Allocation>(L, P, list[at[k]]); });
      if (exact) s.field("weight", exact_w[k]);
      else s.field("weight", w[k]);
    }
    lua_rawseti(L, -2, static_cast<lua_Integer>(k + 1));
  }
}

// A vertex of the optimal face, over the whole list, as push_weights shows a mix.
void push_vertex(lua_State* L, const ProbVector& P, const std::vector<alloc::Counts>& list,
                 const std::vector<Rational>& q, bool exact) {
  std::vector<std::size_t> at;
  std::vector<Rational> ew;
  std::vector<double> w;
  for (std::size_t i = 0; i < q.size(); ++i)
    if (q[i] > 0) at.push_back(i), ew.push_back(q[i]), w.push_back(to_double(q[i]));
  push_weights(L, P, list, at, ew, w, exact);
}

// {{allocation=, round=, by={{allocation=, weight=}, ...}}, ...}: what an elimination removed.
void push_eliminated(lua_State* L, const ProbVector& P, const std::vector<alloc::Counts>& list,
                     const std::vector<alloc::Dominated>& v, bool exact) {
  push_array(L, v, [&](lua_State* L, const alloc::Dominated& d) {
    std::vector<double> w;
    for (const auto& x : d.weights) w.push_back(to_double(x));
    Record(L, 3)
        .field("allocation", [&] { push_object<alloc::Allocation>(L, P, list[d.index]); })
        .field("round", d.round)
        .field("by", [&] { push_weights(L, P, list, d.by, d.weights, w, exact); });
  });
}

void push_mix(lua_State* L, const alloc::Mix& m, const ProbVector& P, const std::vector<alloc::Counts>& list,
              bool reduced) {
  Record r(L, 12);
  if (m.exact) r.field("value", m.exact_value);
  else r.field("value", m.value);
  r.field("strategy", [&] { push_weights(L, P, list, m.support, m.exact_weights, m.weights, m.exact); });
  r.field("support", m.support.size());
  if (m.exact) r.field("payoff_guarantee", m.exact_guarantee);
  else r.field("payoff_guarantee", m.guarantee);
  r.field("exact", m.exact);
  if (!m.reason.empty()) r.field("reason", m.reason);
  if (m.face) {
    r.field("unique", m.unique())
        .field("dimension", m.dimension)
        .field("vertices", [&] {
          push_array(L, m.vertices, [&](lua_State* L, const std::vector<Rational>& q) { push_vertex(L, P, list, q, m.exact); });
        })
        .field("playable", [&] {
          push_array(L, m.playable, [&](lua_State* L, std::size_t i) { push_object<alloc::Allocation>(L, P, list[i]); });
        });
  }
  if (reduced)
    r.field("eliminated", [&] {
      Record(L, 2)
          .field("strict", [&] { push_eliminated(L, P, list, m.reduction.strict, m.exact); })
          .field("weak", [&] { push_eliminated(L, P, list, m.reduction.weak, m.exact); });
    });
}

int optimal_mix(lua_State* L) {
  Options opts(L, 2);
  const alloc::FaceOptions face{opts.boolean("reduce"), opts.boolean("vertices")};
  if (auto* t = test_object<alloc::Tournament>(L, 1)) {
    if (opts.has("rules")) opts.fail("rules", "a tournament plays under the rules it was built with");
    push_mix(L, alloc::optimal_mix(*t, opts.exact(), face), t->prob(), t->allocations(), face.reduce);
    return 1;
  }
  if (lua_type(L, 1) != LUA_TTABLE) type_error(L, 1, "list of allocations or tournament");
  const auto list = check_allocations(L, 1);
  const auto mix = alloc::optimal_mix(list, {opts.exact(), check_rules(opts), face});
  std::vector<alloc::Counts> counts;
  for (const auto& x : list) counts.push_back(x.counts());
  push_mix(L, mix, list[0].prob(), counts, face.reduce);
  return 1;
}

}  // namespace

void add_mix(Module& m) {
  m.function({"optimal_mix", optimal_mix,
              "alloc.optimal_mix(allocations | T [, {exact=false, rules=\"original\"|\"independent\", reduce=true, "
              "vertices=true}]) -> {value=, strategy=, support=, payoff_guarantee=, exact=, reason=, unique=, dimension=, "
              "vertices=, playable=, eliminated=}",
              "The optimal mixed strategy of the symmetric zero-sum game in which both players pick an allocation "
              "from the array (or tournament T, whose stored WDL and rules are used; rules= is then refused) and "
              "the row player receives w - l (Fluet 7's \"mixed strategy\"). Solved as the LP max v s.t. "
              "sum_i q_i (w-l)(X_i, X_j) >= v for every j, sum q = 1, q >= 0 by GLPK. exact=true: payoffs by "
              "Fluet's recursions in rats, GLPK's exact simplex, and its basis re-solved and checked optimal in "
              "rats, pivoting on in rats when it is optimal only for the rounded data (exact=false and a reason if "
              "even that fails). value is 0 (checked); payoff_guarantee is the mix's worst expected w - l over "
              "the list; strategy lists the support as {allocation=, weight=} records. reduce=true: iterated "
              "elimination of dominated allocations first, each with its dominating mix as the certificate: "
              "eliminated.strict (by pure allocations or mixes; keeps every optimal mix, so the LP runs on what "
              "remains) and eliminated.weak (then, one at a time: reported, not used), each {allocation=, round=, "
              "by=}. vertices=true: every optimal mix, as the vertices of the optimal face (exact for the payoffs "
              "used; Gambit's enummixed lists the same), its dimension, unique= (one optimal mix), and playable= "
              "(the allocations some optimal mix plays: the union of the supports) (docs/alloc_mix.md).",
              "alloc.optimal_mix(alloc.all(prob{3,2,1}, 5), {exact=true}).support   --> 3 (Figure 5's cycle)"});
  m.function({"mix", optimal_mix,
              "alloc.mix(allocations | T [, {exact=false, rules=\"original\"|\"independent\", reduce=true, "
              "vertices=true}]) -> the record of alloc.optimal_mix",
              "alloc.optimal_mix under its short name (issue 30 and Gambit's users say \"the mix\"): the same "
              "arguments, options and result, unique= and vertices= included.",
              "alloc.mix(alloc.all(prob{3,2,1}, 5), {exact=true}).unique   --> true"});
}

}  // namespace alea::lua_alloc
