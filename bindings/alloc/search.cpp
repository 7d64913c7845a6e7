// Searches over every allocation of t tokens (Fluet 2.5, 4, 6.2.1; Bramhall's multinomial).
#include "alloc/lua_alloc.hpp"
#include "alloc/search/all.hpp"
#include "alloc/search/mat.hpp"
#include "alloc/search/minimal.hpp"
#include "alloc/search/multinomial.hpp"
#include "prob/lua_prob.hpp"

namespace alea::lua_alloc {
using namespace kit;

namespace {
constexpr std::uint64_t kListLimit = 10000000;  // alloc.all: beyond this, ask for a search

alloc::Pruning check_pruning(const Options& opts) {
  const std::string s = opts.choice("pruning");
  return s == "all" ? alloc::Pruning::all : s == "mats" ? alloc::Pruning::mats : alloc::Pruning::none;
}

int all(lua_State* L) {
  ProbVector P = check_prob(L, 1);
  Options opts(L, 3);
  push_allocations(L, P, alloc::all_allocations(P, check_integer(L, 2), opts.boolean("normal_form"), kListLimit));
  return 1;
}

int count(lua_State* L) {
  ProbVector P = check_prob(L, 1);
  Options opts(L, 3);
  return push(L, alloc::count_allocations(P, check_integer(L, 2), opts.boolean("normal_form"))), 1;
}

int minimal(lua_State* L) {
  ProbVector P = check_prob(L, 1);
  Options opts(L, 3);
  const bool images = opts.boolean("images");
  const auto r = alloc::minimal_allocations(P, check_integer(L, 2), {opts.exact(), check_pruning(opts), images});
  Record rec(L, 13);
  if (images) rec.field("allocations", [&] { push_allocations(L, P, r.allocations); });
  rec.field("count", r.count)
      .field("normal_forms", [&] { push_allocations(L, P, r.normal_forms); })
      .field("expected_time", [&] {
        if (r.exact_time && opts.exact().value_or(false)) push(L, *r.exact_time);
        else push(L, Estimate{r.expected_time, r.error_bound});
      })
      .field("error_bound", r.error_bound)
      .field("decided_exactly", r.exact_time.has_value())
      .field("tie_within_bound", r.tie_within_bound)
      .field("evaluated", r.evaluated)
      .field("leaves", r.leaves)
      .field("bound_evaluations", r.bound_evaluations)
      .field("start_evaluations", r.start_evaluations)
      .field("exact_evaluations", r.exact_evaluations)
      .field("nodes", r.nodes);
  return 1;
}

int mat_candidates(lua_State* L) {
  ProbVector P = check_prob(L, 1);
  push_allocations(L, P, alloc::mat_candidates(P, check_integer(L, 2)));
  return 1;
}

int best_multinomial(lua_State* L) {
  ProbVector P = check_prob(L, 1);
  const auto r = alloc::best_multinomial(P, check_integer(L, 2));
  Record(L, 2).field("allocations", [&] { push_allocations(L, P, r.allocations); }).field("multinomial", [&] {
    if (r.exact) push(L, *r.exact);
    else push(L, r.value);
  });
  return 1;
}

int greedy_multinomial(lua_State* L) {
  ProbVector P = check_prob(L, 1);
  const auto t = check_integer(L, 2);
  const auto path = alloc::greedy_multinomial(P, t);
  push_object<alloc::Allocation>(L, P, path.empty() ? alloc::Counts(P.size(), 0) : path.back());
  push_allocations(L, P, path);
  return 2;
}

}  // namespace

void add_search(Module& m) {
  m.function({"all", all, "alloc.all(P, t [, {normal_form=false}]) -> {allocation, ...}",
              "Every allocation of t tokens on P's values, in decreasing lexicographic order ([t,0,...] first); "
              "normal_form=true keeps those in Fluet's normal form (6.2.1: counts non-increasing within each class "
              "of equal probability). More than 10 million is an error: use normal_form or a search.",
              "#alloc.all(prob.dice(2), 3)   --> 286"});
  m.function({"count", count, "alloc.count(P, t [, {normal_form=false}]) -> integer",
              "The number of allocations of t tokens (C(t+N-1, N-1)), or of those in normal form.",
              "alloc.count(prob.dice(2), 12, {normal_form=true})   --> 68354"});
  m.function({"minimal", minimal,
              "alloc.minimal(P, t [, {exact=false, pruning=\"all\"|\"mats\"|\"none\", images=false}]) -> {count=, "
              "normal_forms=, allocations=, expected_time=, error_bound=, decided_exactly=, tie_within_bound=, "
              "evaluated=, leaves=, bound_evaluations=, start_evaluations=, exact_evaluations=, nodes=}",
              "The minimal allocations of t tokens (least E(T_X), Fluet 2.5), ties included (exact ties, and the "
              "images of each under permutations of values of equal probability): normal_forms lists them in "
              "Fluet's normal form, count counts them all, and images=true lists them all as allocations (refused "
              "up front when they would not fit the memory guard). Searches normal-form partitions under Fluet's three Minimal Allocation Theorems and "
              "prunes by proven lower bounds on E(T_X) (docs/alloc_search.md). The fast E(T_X) decides; candidates "
              "within its error bound are decided in rats when P is exact. expected_time is an estimate (value ± error_bound); exact=true: a rat. "
              "evaluated counts the allocations whose fast E(T) was computed: leaves (complete allocations), "
              "bound_evaluations (sub-allocations giving lower bounds) and start_evaluations (the first upper "
              "bound); exact_evaluations counts those decided in rats. pruning=\"mats\" evaluates "
              "every MAT candidate, \"none\" every normal-form allocation.",
              "alloc.minimal(prob.dice(2), 12, {images=true}).allocations[1]   --> [0,0,1,2,2,3,2,1,1,0,0]"});
  m.function({"mat_candidates", mat_candidates, "alloc.mat_candidates(P, t) -> {allocation, ...}",
              "The normal-form allocations satisfying Fluet's three Minimal Allocation Theorems (6.2.1): every "
              "minimal allocation's normal form is among them.",
              "#alloc.mat_candidates(prob.dice(2), 12)   --> 49"});
  m.function({"best_multinomial", best_multinomial, "alloc.best_multinomial(P, t) -> {allocations=, multinomial=}",
              "Every allocation of t tokens with the largest multinomial probability t!/prod x_i! prod p_i^x_i "
              "(Bramhall): the t cheapest token prices k/p_i, all tie-breaks included. Exact (a rat, exact "
              "comparisons) when P is exact.",
              "alloc.best_multinomial(prob.dice(2), 6).allocations   --> 3 allocations"});
  m.function({"greedy_multinomial", greedy_multinomial,
              "alloc.greedy_multinomial(P, t) -> allocation, {allocation, ...}",
              "Bramhall's builder (bestonestrategy.m): add tokens one at a time where the multinomial grows most, "
              "the first value on a tie. Returns the t-token allocation and the allocations after each step.",
              "alloc.greedy_multinomial(prob.dice(2), 12)"});
}

}  // namespace alea::lua_alloc
