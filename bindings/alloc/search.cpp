// alloc: all, count, minimal, mat_candidates, best_multinomial, greedy_multinomial: searches
// over all allocations of t tokens (Fluet 2.5, 4, 6.2.1; Bramhall's multinomial strategy).
// The mathematics is in src/alloc/search_all, search_mat, minimal and multinomial_search.
#include "alloc/search/minimal.hpp"
#include "alloc/search/multinomial.hpp"
#include "alloc/search/all.hpp"
#include "alloc/search/mat.hpp"
#include "core/errors.hpp"
#include "kit/kit.hpp"
#include "alloc/lua_alloc.hpp"
#include "prob/lua_prob.hpp"

namespace alea {
namespace {
using namespace kit;
using alloc::Allocation;
using alloc::Counts;

constexpr std::uint64_t kListLimit = 10000000;  // alloc.all: beyond this, ask for a search
constexpr long long kMaxTokens = 100000000;

void push_allocations(lua_State* L, const ProbVector& P, const std::vector<Counts>& xs) {
  lua_createtable(L, static_cast<int>(xs.size()), 0);
  for (std::size_t i = 0; i < xs.size(); ++i) {
    push_object<Allocation>(L, P, xs[i]);
    lua_rawseti(L, -2, static_cast<lua_Integer>(i + 1));
  }
}

void set_integer(lua_State* L, const char* key, std::uint64_t v) {
  lua_pushinteger(L, static_cast<lua_Integer>(v));
  lua_setfield(L, -2, key);
}

int s_all(lua_State* L) {
  check_arg_count(L, 2, 3);
  ProbVector P = check_prob(L, 1);
  long long t = check_integer(L, 2, 0, kMaxTokens);
  Options opts(L, 3, {"normal_form"});
  push_allocations(L, P, alloc::all_allocations(P, t, opts.boolean("normal_form", false), kListLimit));
  return 1;
}

int s_count(lua_State* L) {
  check_arg_count(L, 2, 3);
  ProbVector P = check_prob(L, 1);
  long long t = check_integer(L, 2, 0, kMaxTokens);
  Options opts(L, 3, {"normal_form"});
  std::uint64_t n = alloc::count_allocations(P, t, opts.boolean("normal_form", false));
  if (n > static_cast<std::uint64_t>(std::numeric_limits<lua_Integer>::max()))
    throw LimitExceeded(std::to_string(n) + " allocations do not fit a Lua integer");
  lua_pushinteger(L, static_cast<lua_Integer>(n));
  return 1;
}

alloc::Pruning check_pruning(const Options& opts) {
  std::string s = opts.choice("pruning", "all", {"all", "mats", "none"});
  return s == "all" ? alloc::Pruning::all : s == "mats" ? alloc::Pruning::mats : alloc::Pruning::none;
}

int s_minimal(lua_State* L) {
  check_arg_count(L, 2, 3);
  ProbVector P = check_prob(L, 1);
  long long t = check_integer(L, 2, 0, kMaxTokens);
  Options opts(L, 3, {"exact", "pruning"});
  alloc::MinimalOptions o{opts.boolean("exact", false), check_pruning(opts)};
  if (o.exact && !P.is_exact())
    throw ArgError(3, "option 'exact': the probability vector " + P.to_string() +
                          " has float entries; build it from integers or rats for exact results");
  auto r = alloc::minimal_allocations(P, t, o);
  lua_createtable(L, 0, 12);
  push_allocations(L, P, r.allocations), lua_setfield(L, -2, "allocations");
  push_allocations(L, P, r.normal_forms), lua_setfield(L, -2, "normal_forms");
  if (o.exact) push_rational(L, *r.exact_time);
  else lua_pushnumber(L, r.expected_time);
  lua_setfield(L, -2, "expected_time");
  lua_pushnumber(L, r.error_bound), lua_setfield(L, -2, "error_bound");
  lua_pushboolean(L, r.exact_time.has_value()), lua_setfield(L, -2, "decided_exactly");
  lua_pushboolean(L, r.tie_within_bound), lua_setfield(L, -2, "tie_within_bound");
  set_integer(L, "evaluated", r.evaluated);
  set_integer(L, "leaves", r.leaves);
  set_integer(L, "bound_evaluations", r.bound_evaluations);
  set_integer(L, "start_evaluations", r.start_evaluations);
  set_integer(L, "exact_evaluations", r.exact_evaluations);
  set_integer(L, "nodes", r.nodes);
  return 1;
}

int s_mat_candidates(lua_State* L) {
  check_arg_count(L, 2, 2);
  ProbVector P = check_prob(L, 1);
  long long t = check_integer(L, 2, 0, kMaxTokens);
  push_allocations(L, P, alloc::mat_candidates(P, t));
  return 1;
}

int s_best_multinomial(lua_State* L) {
  check_arg_count(L, 2, 2);
  ProbVector P = check_prob(L, 1);
  long long t = check_integer(L, 2, 0, kMaxTokens);
  auto r = alloc::best_multinomial(P, t);
  lua_createtable(L, 0, 2);
  push_allocations(L, P, r.allocations), lua_setfield(L, -2, "allocations");
  if (r.exact) push_rational(L, *r.exact);
  else lua_pushnumber(L, r.value);
  lua_setfield(L, -2, "multinomial");
  return 1;
}

int s_greedy_multinomial(lua_State* L) {
  check_arg_count(L, 2, 2);
  ProbVector P = check_prob(L, 1);
  long long t = check_integer(L, 2, 0, kMaxTokens);
  auto path = alloc::greedy_multinomial(P, t);
  push_object<Allocation>(L, P, t > 0 ? path.back() : Counts(P.size(), 0));
  push_allocations(L, P, path);
  return 2;
}

}  // namespace

void add_alloc_searches(kit::Module& m) {
  m.function({"all", s_all, "alloc.all(P, t [, {normal_form=false}]) -> {allocation, ...}",
              "Every allocation of t tokens on P's values, in decreasing lexicographic order ([t,0,...] first); "
              "normal_form=true keeps those in Fluet's normal form (6.2.1: counts non-increasing within each class "
              "of equal probability). More than 10 million is an error: use normal_form or a search.",
              "#alloc.all(prob.dice(2), 3)   --> 286"});
  m.function({"count", s_count, "alloc.count(P, t [, {normal_form=false}]) -> integer",
              "The number of allocations of t tokens (C(t+N-1, N-1)), or of those in normal form.",
              "alloc.count(prob.dice(2), 12, {normal_form=true})   --> 68354"});
  m.function({"minimal", s_minimal,
              "alloc.minimal(P, t [, {exact=false, pruning=\"all\"|\"mats\"|\"none\"}]) -> {allocations=, "
              "normal_forms=, expected_time=, error_bound=, evaluated=, leaves=, ...}",
              "Every minimal allocation of t tokens (least E(T_X), Fluet 2.5), ties included (equal probabilities "
              "and exact ties). Searches normal-form partitions under Fluet's three Minimal Allocation Theorems and "
              "prunes by proven lower bounds on E(T_X) (docs/alloc_search.md). The fast E(T_X) decides; candidates "
              "within its error bound are decided in rats when P is exact. exact=true: expected_time is a rat. "
              "evaluated counts the allocations whose fast E(T) was computed: leaves (complete allocations), "
              "bound_evaluations (sub-allocations giving lower bounds) and start_evaluations (the first upper "
              "bound); exact_evaluations counts those decided in rats. pruning=\"mats\" evaluates "
              "every MAT candidate, \"none\" every normal-form allocation.",
              "alloc.minimal(prob.dice(2), 12).allocations[1]   --> [0,0,1,2,2,3,2,1,1,0,0]"});
  m.function({"mat_candidates", s_mat_candidates, "alloc.mat_candidates(P, t) -> {allocation, ...}",
              "The normal-form allocations satisfying Fluet's three Minimal Allocation Theorems (6.2.1): every "
              "minimal allocation's normal form is among them.",
              "#alloc.mat_candidates(prob.dice(2), 12)   --> 49"});
  m.function({"best_multinomial", s_best_multinomial, "alloc.best_multinomial(P, t) -> {allocations=, multinomial=}",
              "Every allocation of t tokens with the largest multinomial probability t!/prod x_i! prod p_i^x_i "
              "(Bramhall): the t cheapest token prices k/p_i, all tie-breaks included. Exact (a rat, exact "
              "comparisons) when P is exact.",
              "alloc.best_multinomial(prob.dice(2), 6).allocations   --> 3 allocations"});
  m.function({"greedy_multinomial", s_greedy_multinomial, "alloc.greedy_multinomial(P, t) -> allocation, {allocation, ...}",
              "Bramhall's builder (bestonestrategy.m): add tokens one at a time where the multinomial grows most, "
              "the first value on a tie. Returns the t-token allocation and the allocations after each step.",
              "alloc.greedy_multinomial(prob.dice(2), 12)"});
}

}  // namespace alea
