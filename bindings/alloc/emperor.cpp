// Is X an emperor? The streaming check over every opponent (src/alloc/emperor).
#include "alloc/emperor/check.hpp"
#include "alloc/emperor/find.hpp"
#include "alloc/lua_alloc.hpp"
#include "prob/lua_prob.hpp"

namespace alea::lua_alloc {
using namespace kit;

namespace {
// {allocation=, rank=, w=, d=, l=, rechecked=}; rank counts from 1 like alloc.all.
void push_opponent(lua_State* L, const ProbVector& P, const alloc::emperor::Opponent& o) {
  Record(L, 6)
      .field("allocation", [&] { push_object<alloc::Allocation>(L, P, o.y); })
      .field("rank", o.rank + 1)
      .field("w", o.wdl.win)
      .field("d", o.wdl.draw)
      .field("l", o.wdl.loss)
      .field("rechecked", o.rechecked);
}

void push_opponents(lua_State* L, const ProbVector& P, const std::vector<alloc::emperor::Opponent>& v) {
  push_array(L, v, [&](lua_State* L, const alloc::emperor::Opponent& o) { push_opponent(L, P, o); });
}
}  // namespace

int is_emperor(lua_State* L) {
  check_arg_count(L, 1, 2);
  const auto& x = check_allocation(L, 1);
  Options opts(L, 2);
  alloc::emperor::Options o;
  o.rules = check_rules(opts);
  o.checkpoint = opts.string("checkpoint");
  o.threads = static_cast<unsigned>(opts.integer("threads", 0, 1024));
  o.progress = opts.boolean("progress");
  o.rivals = static_cast<std::size_t>(opts.integer("rivals", 0, 100000));
  o.full = opts.boolean("full");
  o.prune = opts.boolean("prune");
  const auto r = alloc::emperor::is_emperor(x, o);
  const ProbVector& P = x.prob();
  Record rec(L, 18);
  rec.field("emperor", r.emperor)
      .field("complete", r.complete)
      .field("total", r.total)
      .field("checked", r.checked)
      .field("visited", r.visited)
      .field("pruned", r.pruned)
      .field("rechecked", r.rechecked)
      .field("trivial_ties", r.trivial_ties)
      .field("rivals", [&] { push_opponents(L, P, r.rivals); });
  if (r.beaten_by) rec.field("beaten_by", [&] { push_opponent(L, P, *r.beaten_by); });
  rec.field("undecided", [&] { push_opponents(L, P, r.undecided); })
      .field("resumed_from", r.resumed_from)
      .field("seconds", r.seconds)
      .field("nodes", r.nodes)
      .field("kernel_error", r.kernel_error)
      .field("recheck_margin", r.recheck_margin)
      .field("audited", r.audited)
      .field("audit_max_diff", r.audit_max_diff);
  return 1;
}

int find_emperor(lua_State* L) {
  check_arg_count(L, 2, 3);
  ProbVector P = check_prob(L, 1);
  const std::int64_t t = check_integer(L, 2);
  Options opts(L, 3);
  alloc::emperor::FindOptions o;
  o.rules = check_rules(opts);
  o.checkpoint = opts.string("checkpoint");
  o.threads = static_cast<unsigned>(opts.integer("threads", 0, 1024));
  o.progress = opts.boolean("progress");
  o.prune = opts.boolean("prune");
  if (opts.has("start")) {
    opts.push("start");
    const auto* x = test_object<alloc::Allocation>(L, -1);
    if (!x) opts.fail("start", "expected an allocation");
    if (x->prob() != P) opts.fail("start", "the allocation is over another probability vector");
    o.start = x->counts();
    lua_pop(L, 1);
  }
  const auto r = alloc::emperor::find_emperor(P, t, o);
  auto allocation = [&](const alloc::Counts& x) { return [&L, &P, &x] { push_object<alloc::Allocation>(L, P, x); }; };
  Record rec(L, 19);
  rec.field("verdict", r.verdict);
  if (r.emperor) rec.field("emperor", allocation(*r.emperor));
  rec.field("survivor", allocation(r.survivor));
  if (r.first_beater) rec.field("first_beater", [&] { push_opponent(L, P, *r.first_beater); });
  rec.field("ties", [&] {
       push_array(L, r.ties, [&](lua_State* L, const alloc::emperor::Tie& tie) {
         Record tr(L, 9);
         tr.field("champion", allocation(tie.champion))
             .field("allocation", allocation(tie.y))
             .field("rank", tie.rank + 1)
             .field("w", tie.wdl.win)
             .field("d", tie.wdl.draw)
             .field("l", tie.wdl.loss)
             .field("undecided", tie.undecided)
             .field("settled", tie.settled);
         if (tie.beaten_by) tr.field("beaten_by", allocation(*tie.beaten_by));
       });
     })
      .field("undecided", [&] { push_opponents(L, P, r.undecided); })
      .field("total", r.total)
      .field("normal_forms", r.normal_forms)
      .field("replacements", r.replacements)
      .field("survivor_checked", r.survivor_checked)
      .field("visited", r.visited)
      .field("pruned", r.pruned)
      .field("pass_pruned", r.pass_pruned)
      .field("resumed_from", r.resumed_from)
      .field("pass_seconds", r.pass_seconds)
      .field("check_seconds", r.check_seconds)
      .field("seconds", r.seconds);
  return 1;
}

}  // namespace alea::lua_alloc
