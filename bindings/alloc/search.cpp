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
}  // namespace

int all(lua_State* L) {
  check_arg_count(L, 2, 3);
  ProbVector P = check_prob(L, 1);
  Options opts(L, 3);
  push_allocations(L, P, alloc::all_allocations(P, check_integer(L, 2), opts.boolean("normal_form"), kListLimit));
  return 1;
}

int count(lua_State* L) {
  check_arg_count(L, 2, 3);
  ProbVector P = check_prob(L, 1);
  Options opts(L, 3);
  return push(L, alloc::count_allocations(P, check_integer(L, 2), opts.boolean("normal_form"))), 1;
}

int minimal(lua_State* L) {
  check_arg_count(L, 2, 3);
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
  check_arg_count(L, 2, 2);
  ProbVector P = check_prob(L, 1);
  push_allocations(L, P, alloc::mat_candidates(P, check_integer(L, 2)));
  return 1;
}

int best_multinomial(lua_State* L) {
  check_arg_count(L, 2, 2);
  ProbVector P = check_prob(L, 1);
  const auto r = alloc::best_multinomial(P, check_integer(L, 2));
  Record(L, 2).field("allocations", [&] { push_allocations(L, P, r.allocations); }).field("multinomial", [&] {
    if (r.exact) push(L, *r.exact);
    else push(L, r.value);
  });
  return 1;
}

int greedy_multinomial(lua_State* L) {
  check_arg_count(L, 2, 2);
  ProbVector P = check_prob(L, 1);
  const auto t = check_integer(L, 2);
  const auto path = alloc::greedy_multinomial(P, t);
  push_object<alloc::Allocation>(L, P, path.empty() ? alloc::Counts(P.size(), 0) : path.back());
  push_allocations(L, P, path);
  return 2;
}

}  // namespace alea::lua_alloc
