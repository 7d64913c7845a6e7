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

int is_emperor(lua_State* L) {
  const auto& x = check_allocation(L, 1);
  Options opts(L, 2);
  alloc::emperor::Options o;
  o.rules = check_rules(opts);
  o.checkpoint = opts.string("checkpoint");
  o.threads = static_cast<unsigned>(opts.integer("threads", 0, 1024));
  o.progress = opts.boolean("progress");
  o.rivals = static_cast<std::size_t>(opts.integer("rivals", 0, 100000));
  o.full = opts.boolean("full");
  const auto r = alloc::emperor::is_emperor(x, o);
  const ProbVector& P = x.prob();
  Record rec(L, 16);
  rec.field("emperor", r.emperor)
      .field("complete", r.complete)
      .field("total", r.total)
      .field("checked", r.checked)
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
  ProbVector P = check_prob(L, 1);
  const std::int64_t t = check_integer(L, 2);
  Options opts(L, 3);
  alloc::emperor::FindOptions o;
  o.rules = check_rules(opts);
  o.checkpoint = opts.string("checkpoint");
  o.threads = static_cast<unsigned>(opts.integer("threads", 0, 1024));
  o.progress = opts.boolean("progress");
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
  Record rec(L, 16);
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
      .field("resumed_from", r.resumed_from)
      .field("pass_seconds", r.pass_seconds)
      .field("check_seconds", r.check_seconds)
      .field("seconds", r.seconds);
  return 1;
}

}  // namespace

void add_emperor(Module& m) {
  m.function({"is_emperor", is_emperor,
              "alloc.is_emperor(X [, {rules=\"original\"|\"independent\", checkpoint=, threads=0, progress=true, "
              "rivals=10, full=false}]) -> {emperor=, complete=, total=, checked=, rechecked=, trivial_ties=, rivals=, "
              "beaten_by=, undecided=, resumed_from=, seconds=, nodes=, kernel_error=, recheck_margin=, audited=, "
              "audit_max_diff=}",
              "Is X an emperor (favored, w >= l, over every allocation of its size; Fluet section 3)? Streams over all "
              "opponents without a matrix, in parallel, with a progress bar and Ctrl-C: X's chances come from one "
              "quadrature rule adapted to X (Original rules) or from X's roll-count law (Independent rules), with "
              "products shared between opponents (docs/alloc_emperor.md). Near ties "
              "(|w - l| under the recheck margin) are settled as alloc.favored settles them; opponents that are X's "
              "mirror images over values of equal probability are exact ties (trivial_ties). rivals: the closest "
              "opponents, smallest w - l first, as {allocation=, rank=, w=, d=, l=, rechecked=}; beaten_by: the "
              "first opponent favored over X (the check stops there unless full=true). checkpoint=path: the state "
              "is written there every few seconds and on Ctrl-C, and a later call with the same X resumes from it. "
              "threads=0 uses alea.threads().",
              "alloc.is_emperor(alloc(prob.dice(2), {0,0,1,1,2,3,2,2,1,0,0})).emperor   --> true"});
  m.function({"find_emperor", find_emperor,
              "alloc.find_emperor(P, t [, {rules=\"original\"|\"independent\", start=, checkpoint=, threads=0, progress=true}]) -> "
              "{verdict=, emperor=, survivor=, first_beater=, ties=, undecided=, total=, normal_forms=, replacements=, "
              "survivor_checked=, resumed_from=, pass_seconds=, check_seconds=, seconds=}",
              "Does the game of t tokens on P have an emperor (an allocation favored, w >= l, over every allocation of "
              "its size), and which? One pass over the allocations in normal form keeps a champion and replaces it by "
              "every opponent strictly favored over it (signs decided as alloc.is_emperor decides them), then the "
              "survivor gets a full emperor check. verdict: \"emperor\" (emperor= holds it), \"none\" (first_beater "
              "is the first allocation favored over the survivor: the evidence), or \"undecided\". ties: exact ties "
              "(or unsettled signs) met by a champion, each {champion=, allocation=, rank=, w=, d=, l=, undecided=, "
              "settled=, beaten_by=}; \"none\" is rigorous because each was settled (docs/alloc_emperor.md, "
              "\"Finding the emperor\"). checkpoint=path: the pass's state is written there every few seconds and "
              "on Ctrl-C, and the same call resumes from it (the survivor's check uses path..\".check\"). "
              "The pass runs over parts of the order fixed by the game (one per 2^16 allocations, at most 256), "
              "each from the same first champion, and combines their survivors: so mpirun gives what one process "
              "gives. start=X: that first champion (default: the allocation nearest t P; a good guess, such as a "
              "minimal allocation, saves replacements; the answer does not depend on it). Both rules stream.",
              "alloc.find_emperor(prob.dice(2), 12, {progress=false}).verdict   --> \"emperor\""});
}

}  // namespace alea::lua_alloc
