// Tournaments (Fluet 2.6, 3, 6.3, 7): the favored relation over a set of allocations.
#include "alloc/lua_alloc.hpp"
#include "alloc/limits.hpp"
#include "alloc/tournament/export.hpp"
#include "core/memory_guard.hpp"
#include "prob/lua_prob.hpp"

namespace alea::lua_alloc {
using namespace kit;
using alloc::Tournament;

namespace {

const Tournament& check_tournament(lua_State* L) { return check_object<Tournament>(L, 1); }

alloc::TournamentOptions check_tournament_options(const Options& opts) { return {check_rules(opts), opts.exact()}; }

// An index 1..#T or an allocation of the tournament.
std::size_t check_member(lua_State* L, const Tournament& T, int idx) {
  if (auto* x = test_object<alloc::Allocation>(L, idx)) {
    if (!(x->prob() == T.prob()))
      throw ArgError(idx, "the allocation is over " + x->prob().to_string() + ", the tournament over " + T.prob().to_string());
    if (auto k = T.index_of(x->counts())) return *k;
    throw ArgError(idx, "the allocation " + x->to_string() + " is not in the tournament");
  }
  if (!to_count(L, idx)) type_error(L, idx, "allocation or index");
  return static_cast<std::size_t>(check_integer(L, idx, 1, static_cast<long long>(T.size())) - 1);
}

void push_members(lua_State* L, const Tournament& T, const std::vector<std::size_t>& ids) {
  push_array(L, ids, [&](lua_State* L, std::size_t i) { push_object<alloc::Allocation>(L, T.prob(), T.allocations()[i]); });
}

void push_wdl(lua_State* L, const alloc::Wdl<Quantity>& w) { push(L, w.win), push(L, w.draw), push(L, w.loss); }

int new_tournament(lua_State* L) {
  if (lua_type(L, 1) == LUA_TTABLE && !test_object<ProbVector>(L, 1) && lua_rawlen(L, 1) > 0) {
    lua_rawgeti(L, 1, 1);
    const bool list = test_object<alloc::Allocation>(L, -1) != nullptr;
    lua_pop(L, 1);
    if (list) {
      check_arg_count(L, 1, 2);
      Options opts(L, 2);
      if (opts.has("normal_form")) opts.fail("normal_form", "only for alloc.tournament(P, t)");
      return push_object<Tournament>(L, Tournament::of(check_allocations(L, 1), check_tournament_options(opts))), 1;
    }
  }
  ProbVector P = check_prob(L, 1);
  Options opts(L, 3);
  return push_object<Tournament>(L, Tournament::full(P, check_integer(L, 2), opts.boolean("normal_form"),
                                                     check_tournament_options(opts))), 1;
}

int t_allocations(lua_State* L) {
  const Tournament& T = check_tournament(L);
  push_allocations(L, T.prob(), T.allocations());
  return 1;
}

int t_index(lua_State* L) {
  const Tournament& T = check_tournament(L);
  const auto& x = check_allocation(L, 2);
  const auto k = x.prob() == T.prob() ? T.index_of(x.counts()) : std::nullopt;
  if (k) push(L, *k + 1);
  else lua_pushnil(L);
  return 1;
}

int t_wdl(lua_State* L) {
  const Tournament& T = check_tournament(L);
  push_wdl(L, T.result(check_member(L, T, 2), check_member(L, T, 3)));
  return 3;
}

int t_favored(lua_State* L) {
  const Tournament& T = check_tournament(L);
  return push(L, T.favored(check_member(L, T, 2), check_member(L, T, 3))), 1;
}

int t_emperors(lua_State* L) {
  const Tournament& T = check_tournament(L);
  return push_members(L, T, T.emperors()), 1;
}

int t_emperor_cycle(lua_State* L) {
  const Tournament& T = check_tournament(L);
  return push_members(L, T, T.emperor_cycle()), 1;
}

int t_local_emperors(lua_State* L) {
  const Tournament& T = check_tournament(L);
  return push_members(L, T, T.local_emperors()), 1;
}

int t_hill_climb(lua_State* L) {
  const Tournament& T = check_tournament(L);
  const auto c = T.hill_climb(check_member(L, T, 2));
  push_members(L, T, c.path);
  push(L, c.local_emperor);
  return 2;
}

int t_cycles(lua_State* L) {
  const Tournament& T = check_tournament(L);
  Options opts(L, 2);
  const bool count_only = opts.boolean("count_only");
  CycleLimits lim;
  lim.max_len = static_cast<std::size_t>(opts.integer("max_len", 0, 1LL << 32));
  lim.limit = static_cast<std::uint64_t>(opts.integer("limit", count_only ? 0 : 100000, 0, 1LL << 62));
  lua_createtable(L, 0, 0);
  const int list = lua_gettop(L);
  lua_Integer k = 0;
  const auto c = T.cycles(lim, [&](const std::vector<std::size_t>& ids) {
    if (count_only) return;
    push_members(L, T, ids);
    lua_rawseti(L, list, ++k);
  });
  Record(L, 3).field("count", c.cycles).field("longest", c.longest).field("truncated", c.truncated);
  return 2;
}

int t_matrix(lua_State* L) {
  const Tournament& T = check_tournament(L);
  const std::size_t n = T.size();
  require_memory(bytes_for(bytes_for(n, n), 3 * 32), "three tables of " + std::to_string(n) + " x " + std::to_string(n) + " Lua numbers");
  for (auto part : {&alloc::Wdl<Quantity>::win, &alloc::Wdl<Quantity>::draw, &alloc::Wdl<Quantity>::loss}) {
    lua_createtable(L, static_cast<int>(n), 0);
    for (std::size_t i = 0; i < n; ++i) {
      lua_createtable(L, static_cast<int>(n), 0);
      for (std::size_t j = 0; j < n; ++j) {
        push(L, T.result(i, j).*part);
        lua_rawseti(L, -2, static_cast<lua_Integer>(j + 1));
      }
      lua_rawseti(L, -2, static_cast<lua_Integer>(i + 1));
    }
  }
  return 3;
}

int t_to_svg(lua_State* L) {
  return push_dot(L, alloc::to_dot(check_tournament(L)), 2), 1;
}

int t_to_table(lua_State* L) {
  const auto rows = alloc::pair_records(check_tournament(L));
  push_array(L, rows, [](lua_State* L, const alloc::PairRecord& r) {
    Record(L, 6)
        .field("x", r.x)
        .field("y", r.y)
        .field("w", r.wdl.win)
        .field("d", r.wdl.draw)
        .field("l", r.wdl.loss)
        .field("favored", r.favored);
  });
  return 1;
}

int t_stats(lua_State* L) {
  const auto& s = check_tournament(L).stats();
  Record(L, 6)
      .field("pairs", s.pairs)
      .field("symmetric_ties", s.symmetric_ties)
      .field("certified_rechecks", s.certified_rechecks)
      .field("exact_rechecks", s.exact_rechecks)
      .field("fallbacks", s.fallbacks)
      .field("max_error_bound", s.max_error_bound);
  return 1;
}

int t_tostring(lua_State* L) {
  const Tournament& T = check_tournament(L);
  return push(L, "tournament of " + std::to_string(T.size()) + " allocations (" +
                     (T.rules() == alloc::Rules::original ? "original" : "independent") + " rules" +
                     (T.is_exact() ? ", exact" : "") + ")"),
         1;
}

}  // namespace

void add_tournament(Module& m, Type& t) {
  m.function({"tournament", new_tournament,
              "alloc.tournament(P, t [, {rules=\"original\"|\"independent\", normal_form=false, exact=false}]) | "
              "alloc.tournament(allocations [, {rules=\"original\"|\"independent\", exact=false}]) -> tournament",
              "Fluet's tournament: every pair of allocations played head to head, X favored over Y when w >= l "
              "(ties both ways). Over every allocation of t tokens (normal_form=true: only those in Fluet's "
              "normal form, a sub-tournament), or over an array of distinct allocations of one game. Built in "
              "parallel; fast by default, with near ties settled as alloc.favored settles them; exact=true computes "
              "every pair in rationals.",
              "T = alloc.tournament(prob{rat(3,6), rat(2,6), rat(1,6)}, 5); print(T:emperor_cycle())"});
  t.method({"allocations", t_allocations, "T:allocations() -> {allocation, ...}",
            "The allocations, in the order of the tournament (indices 1..#T).", "T:allocations()[1]"});
  t.method({"index", t_index, "T:index(X) -> integer|nil", "X's position in the tournament.", "T:index(X)"});
  t.method({"wdl", t_wdl, "T:wdl(i | X, j | Y) -> w, d, l",
            "The chances that the first allocation wins, draws and loses against the second (rats when the "
            "tournament is exact).",
            "T:wdl(1, 2)"});
  t.method({"favored", t_favored, "T:favored(i | X, j | Y) -> boolean",
            "The first is favored over the second: w >= l, as decided when the tournament was built.",
            "T:favored(1, 2)"});
  t.method({"emperors", t_emperors, "T:emperors() -> {allocation, ...}",
            "The allocations favored over every other allocation of the tournament.", "T:emperors()"});
  t.method({"emperor_cycle", t_emperor_cycle, "T:emperor_cycle() -> {allocation, ...}",
            "Fluet's emperor cycle: the smallest set favored over everything outside it and beaten by nothing "
            "outside it, i.e. the strongly connected component of the favored graph that no edge enters. A "
            "single member is the unique emperor.",
            "T:emperor_cycle()"});
  t.method({"cycles", t_cycles,
            "T:cycles([{max_len=0, limit=100000, count_only=false}]) -> {{allocation, ...}, ...}, {count=, longest=, truncated=}",
            "The elementary cycles of the favored graph (Johnson's algorithm), each from its first allocation in "
            "the tournament's order; max_len bounds their length (0: none), limit their number (0: none; "
            "count_only=true counts without listing and has no default limit). Ties are 2-cycles.",
            "local _, c = T:cycles{count_only=true}; print(c.count, c.longest)"});
  t.method({"local_emperors", t_local_emperors, "T:local_emperors() -> {allocation, ...}",
            "Allocations favored over every neighbor X + e_i - e_j in the tournament (Fluet 2.7).",
            "T:local_emperors()"});
  t.method({"hill_climb", t_hill_climb, "T:hill_climb(i | X) -> {allocation, ...}, local_emperor",
            "From X, move to the neighbor that beats the current allocation by the largest w - l, until a local "
            "emperor (true) or an allocation already on the path (false, repeated at the end).",
            "T:hill_climb(1)"});
  t.method({"matrix", t_matrix, "T:matrix() -> w, d, l",
            "Three #T x #T tables: w[i][j], d[i][j], l[i][j] of allocation i against j.", "local w, d, l = T:matrix()"});
  t.method({"to_dot", method<&alloc::to_dot>, "T:to_dot() -> string",
            "Graphviz text: the favored edges labelled w/l (ties dashed, both ways), the emperor cycle filled.",
            "print(T:to_dot())"});
  t.method({"to_svg", t_to_svg, "T:to_svg([file]) -> svg|path",
            "The favored graph drawn by Graphviz (T:to_dot() through alea.render_dot): into file (.svg, .png or "
            ".pdf) when given, returning its path, else the SVG text. The emperor cycle is filled.",
            "alloc.tournament(prob{3, 2, 1}, 3):to_svg(\"tournament.svg\")"});
  t.method({"to_table", t_to_table, "T:to_table() -> {{x=, y=, w=, d=, l=, favored=}, ...}",
            "One record per ordered pair, for alea.write_csv (alea.write_csv(path, T) writes them) and alea.to_json.",
            "T:to_table()[1]"});
  t.method({"stats", t_stats,
            "T:stats() -> {pairs=, symmetric_ties=, certified_rechecks=, exact_rechecks=, fallbacks=, max_error_bound=}",
            "How the build went: pairs computed, ties known by symmetry, near ties decided by the recursion in "
            "certified long double, near ties left to rationals, pairs recomputed by the adaptive method, and the "
            "largest error bound of a fast pair.",
            "T:stats().exact_rechecks"});
  t.op({"__len", method<&Tournament::size>, "#T", "The number of allocations.", "#T"});
  t.op({"__tostring", t_tostring, "tostring(T)", "\"tournament of 21 allocations (original rules)\".",
        "tostring(T)"});
}

}  // namespace alea::lua_alloc
