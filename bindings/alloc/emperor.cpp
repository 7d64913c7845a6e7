// alloc: is_emperor, the streaming emperor check of issue 4 (src/alloc/emperor.hpp).
#include <climits>

#include "alloc/emperor/check.hpp"
#include "core/errors.hpp"
#include "alloc/lua_alloc.hpp"

namespace alea {
namespace {
using namespace kit;

void set_number(lua_State* L, const char* key, double v) {
  lua_pushnumber(L, v);
  lua_setfield(L, -2, key);
}
void set_integer(lua_State* L, const char* key, std::uint64_t v) {
  lua_pushinteger(L, static_cast<lua_Integer>(v));
  lua_setfield(L, -2, key);
}
void set_boolean(lua_State* L, const char* key, bool v) {
  lua_pushboolean(L, v);
  lua_setfield(L, -2, key);
}

// {allocation=, rank=, w=, d=, l=, rechecked=}; rank counts from 1 like alloc.all.
void push_opponent(lua_State* L, const alloc::Allocation& x, const alloc::emperor::Opponent& o) {
  lua_createtable(L, 0, 6);
  push_object<alloc::Allocation>(L, x.prob(), o.y);
  lua_setfield(L, -2, "allocation");
  set_integer(L, "rank", o.rank + 1);
  set_number(L, "w", o.win);
  set_number(L, "d", o.draw);
  set_number(L, "l", o.loss);
  set_boolean(L, "rechecked", o.rechecked);
}

void push_opponents(lua_State* L, const alloc::Allocation& x, const std::vector<alloc::emperor::Opponent>& v) {
  lua_createtable(L, static_cast<int>(v.size()), 0);
  for (std::size_t i = 0; i < v.size(); ++i) {
    push_opponent(L, x, v[i]);
    lua_rawseti(L, -2, static_cast<lua_Integer>(i + 1));
  }
}

int e_is_emperor(lua_State* L) {
  check_arg_count(L, 1, 2);
  const auto& x = check_allocation(L, 1);
  Options opts(L, 2, {"rules", "checkpoint", "threads", "progress", "rivals", "full", "stop_after"});
  alloc::emperor::Options o;
  o.rules = check_rules(opts);
  o.checkpoint = opts.string("checkpoint", "");
  o.threads = static_cast<unsigned>(opts.integer("threads", 0, 0, 1024));
  o.progress = opts.boolean("progress", true);
  o.rivals = static_cast<std::size_t>(opts.integer("rivals", 10, 0, 100000));
  o.full = opts.boolean("full", false);
  o.stop_after = static_cast<std::uint64_t>(opts.integer("stop_after", 0, 0, LLONG_MAX));
  if (o.rules == alloc::Rules::independent)
    throw ArgError(opts.arg(), "option 'rules': \"independent\" is not supported by the streaming check "
                               "(docs/alloc_emperor.md); use alloc.tournament for small independent games");
  const auto r = alloc::emperor::is_emperor(x, o);
  lua_createtable(L, 0, 16);
  set_boolean(L, "emperor", r.emperor);
  set_boolean(L, "complete", r.complete);
  set_integer(L, "total", r.total);
  set_integer(L, "checked", r.checked);
  set_integer(L, "rechecked", r.rechecked);
  set_integer(L, "trivial_ties", r.trivial_ties);
  push_opponents(L, x, r.rivals);
  lua_setfield(L, -2, "rivals");
  if (r.beaten_by) {
    push_opponent(L, x, *r.beaten_by);
    lua_setfield(L, -2, "beaten_by");
  }
  push_opponents(L, x, r.undecided);
  lua_setfield(L, -2, "undecided");
  set_integer(L, "resumed_from", r.resumed_from);
  set_number(L, "seconds", r.seconds);
  set_integer(L, "nodes", r.nodes);
  set_number(L, "kernel_error", r.kernel_error);
  set_number(L, "recheck_margin", r.recheck_margin);
  set_integer(L, "audited", r.audited);
  set_number(L, "audit_max_diff", r.audit_max_diff);
  return 1;
}

}  // namespace

void add_alloc_emperors(kit::Module& m) {
  m.function({"is_emperor", e_is_emperor,
              "alloc.is_emperor(X [, {rules=\"original\", checkpoint=path, threads=, progress=true, rivals=10, full=false, "
              "stop_after=}]) -> {emperor=, complete=, total=, checked=, rechecked=, trivial_ties=, rivals=, beaten_by=, "
              "undecided=, seconds=, ...}",
              "Is X an emperor (favored, w >= l, over every allocation of its size; Fluet section 3)? Streams over all "
              "opponents without a matrix, in parallel, with a progress bar and Ctrl-C: X's chances come from one "
              "quadrature rule adapted to X with products shared between opponents (docs/alloc_emperor.md). Near ties "
              "(|w - l| under the recheck margin) are re-decided by fast alloc.wdl with its error bound, then exactly "
              "when P is exact; opponents equal to X up to values of equal probability are trivial ties "
              "(trivial_ties). rivals: the closest opponents, smallest w - l first, as {allocation=, rank=, w=, d=, "
              "l=, rechecked=}; beaten_by: the first opponent favored over X (the check stops there unless full=true). "
              "checkpoint=path: the state is written there every few seconds and on Ctrl-C, and a later call with "
              "the same X resumes from it. stop_after=n stops (as Ctrl-C would) after n opponents, for tests. "
              "Original rules only: rules=\"independent\" is refused.",
              "alloc.is_emperor(alloc(prob.dice(2), {0,0,1,1,2,3,2,2,1,0,0})).emperor   --> true"});
}

}  // namespace alea
