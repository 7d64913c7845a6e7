// alloc.tournament and the tournament type (Fluet 2.6, 3, 6.3, 7): the favored relation over
// every pair of allocations, its emperors, emperor cycle, cycles, local emperors and hill
// climbs, and the matrix as Lua tables, Graphviz and CSV. The mathematics is in
// src/alloc/tournament* and src/alloc/digraph.
#include <cstdio>

#include "alloc/tournament/tournament.hpp"
#include "digraph/cycles.hpp"
#include "core/errors.hpp"
#include "core/memory_guard.hpp"
#include "kit/kit.hpp"
#include "alloc/lua_alloc.hpp"
#include "prob/lua_prob.hpp"

namespace alea::kit {
template <>
struct TypeName<alloc::Tournament> {
  static constexpr const char* value = "tournament";
};
}  // namespace alea::kit

namespace alea {
namespace {
using namespace kit;
using alloc::Allocation;
using alloc::Counts;
using alloc::Tournament;

constexpr long long kMaxTokens = 1000000;

alloc::TournamentOptions check_tournament_options(const Options& opts, const ProbVector& P) {
  alloc::TournamentOptions o;
  o.rules = check_rules(opts);
  o.exact = opts.boolean("exact", false);
  if (o.exact && !P.is_exact())
    throw ArgError(opts.arg(), "option 'exact': the probability vector " + P.to_string() +
                                   " has float entries; build it from integers or rats for exact results");
  return o;
}

// The allocations of a Lua array: all over one P, none repeated (the core names repeats).
std::vector<Counts> check_allocation_list(lua_State* L, int idx, ProbVector& P) {
  std::size_t n = check_array(L, idx);
  if (n == 0) throw ArgError(idx, "expected a non-empty array of allocations");
  std::vector<Counts> xs;
  for (std::size_t i = 1; i <= n; ++i) {
    lua_rawgeti(L, idx, static_cast<lua_Integer>(i));
    auto* x = test_object<Allocation>(L, -1);
    if (!x) throw ArgError(idx, "entry " + std::to_string(i) + ": expected allocation, got " + type_name(L, -1));
    if (i == 1) P = x->prob();
    else if (!(x->prob() == P))
      throw ArgError(idx, "entry " + std::to_string(i) + " is over " + x->prob().to_string() + ", entry 1 over " +
                              P.to_string() + " (a tournament is one game)");
    xs.push_back(x->counts());
    lua_pop(L, 1);
  }
  return xs;
}

bool is_allocation_list(lua_State* L, int idx) {
  if (lua_type(L, idx) != LUA_TTABLE || lua_rawlen(L, idx) == 0) return false;
  lua_rawgeti(L, idx, 1);
  bool yes = test_object<Allocation>(L, -1) != nullptr;
  lua_pop(L, 1);
  return yes;
}

int t_new(lua_State* L) {
  check_arg_count(L, 1, 3);
  if (is_allocation_list(L, 1)) {
    check_arg_count(L, 1, 2);
    ProbVector P = ProbVector::uniform(1);
    std::vector<Counts> xs = check_allocation_list(L, 1, P);
    Options opts(L, 2, {"rules", "exact"});
    auto o = check_tournament_options(opts, P);
    try {
      push_object<Tournament>(L, P, std::move(xs), o);
    } catch (const InvalidArgument& e) {
      throw ArgError(1, e.what());
    }
    return 1;
  }
  ProbVector P = check_prob(L, 1);
  long long t = check_integer(L, 2, 0, kMaxTokens);
  Options opts(L, 3, {"rules", "exact", "normal_form"});
  auto o = check_tournament_options(opts, P);
  bool normal_form = opts.boolean("normal_form", false);
  try {
    push_object<Tournament>(L, Tournament::full(P, t, normal_form, o));
  } catch (const InvalidArgument& e) {
    throw ArgError(1, e.what());
  }
  return 1;
}

Tournament& T_(lua_State* L) { return check_object<Tournament>(L, 1); }

// An index 1..#T or an allocation of the tournament.
std::size_t check_member(lua_State* L, const Tournament& T, int idx) {
  if (auto* x = test_object<Allocation>(L, idx)) {
    if (!(x->prob() == T.prob()))
      throw ArgError(idx, "the allocation is over " + x->prob().to_string() + ", the tournament over " +
                              T.prob().to_string());
    if (auto k = T.index_of(x->counts())) return *k;
    throw ArgError(idx, "the allocation " + x->to_string() + " is not in the tournament");
  }
  if (!lua_isinteger(L, idx)) type_error(L, idx, "allocation or index");
  return static_cast<std::size_t>(check_integer(L, idx, 1, static_cast<long long>(T.size())) - 1);
}

void push_member(lua_State* L, const Tournament& T, std::size_t i) {
  push_object<Allocation>(L, T.prob(), T.allocations()[i]);
}

void push_members(lua_State* L, const Tournament& T, const std::vector<std::size_t>& ids) {
  lua_createtable(L, static_cast<int>(ids.size()), 0);
  for (std::size_t k = 0; k < ids.size(); ++k) {
    push_member(L, T, ids[k]);
    lua_rawseti(L, -2, static_cast<lua_Integer>(k + 1));
  }
}

int t_len(lua_State* L) {
  lua_pushinteger(L, static_cast<lua_Integer>(T_(L).size()));
  return 1;
}

int t_tostring(lua_State* L) {
  auto& T = T_(L);
  std::string s = "tournament of " + std::to_string(T.size()) + " allocations (" +
                  (T.rules() == alloc::Rules::original ? "original" : "independent") + " rules" +
                  (T.exact() ? ", exact" : "") + ")";
  lua_pushlstring(L, s.data(), s.size());
  return 1;
}

int t_allocations(lua_State* L) {
  check_arg_count(L, 1, 1);
  auto& T = T_(L);
  std::vector<std::size_t> all(T.size());
  for (std::size_t i = 0; i < all.size(); ++i) all[i] = i;
  push_members(L, T, all);
  return 1;
}

int t_index(lua_State* L) {
  check_arg_count(L, 2, 2);
  auto& T = T_(L);
  auto& x = check_allocation(L, 2);
  auto k = x.prob() == T.prob() ? T.index_of(x.counts()) : std::nullopt;
  if (k) lua_pushinteger(L, static_cast<lua_Integer>(*k + 1));
  else lua_pushnil(L);
  return 1;
}

int t_wdl(lua_State* L) {
  check_arg_count(L, 3, 3);
  auto& T = T_(L);
  std::size_t i = check_member(L, T, 2), j = check_member(L, T, 3);
  if (T.exact()) {
    auto e = T.exact_wdl(i, j);
    push_rational(L, e.win), push_rational(L, e.draw), push_rational(L, e.loss);
  } else {
    auto v = T.wdl(i, j);
    lua_pushnumber(L, v.win), lua_pushnumber(L, v.draw), lua_pushnumber(L, v.loss);
  }
  return 3;
}

int t_favored(lua_State* L) {
  check_arg_count(L, 3, 3);
  auto& T = T_(L);
  lua_pushboolean(L, T.favored(check_member(L, T, 2), check_member(L, T, 3)));
  return 1;
}

int t_emperors(lua_State* L) {
  check_arg_count(L, 1, 1);
  auto& T = T_(L);
  push_members(L, T, T.emperors());
  return 1;
}

int t_emperor_cycle(lua_State* L) {
  check_arg_count(L, 1, 1);
  auto& T = T_(L);
  push_members(L, T, T.emperor_cycle());
  return 1;
}

int t_local_emperors(lua_State* L) {
  check_arg_count(L, 1, 1);
  auto& T = T_(L);
  push_members(L, T, T.local_emperors());
  return 1;
}

int t_hill_climb(lua_State* L) {
  check_arg_count(L, 2, 2);
  auto& T = T_(L);
  auto c = T.hill_climb(check_member(L, T, 2));
  push_members(L, T, c.path);
  lua_pushboolean(L, c.local_emperor);
  return 2;
}

int t_cycles(lua_State* L) {
  check_arg_count(L, 1, 2);
  auto& T = T_(L);
  Options opts(L, 2, {"max_len", "limit", "count_only"});
  CycleLimits lim;
  lim.max_len = static_cast<std::size_t>(opts.integer("max_len", 0, 0, 1LL << 32));
  bool count_only = opts.boolean("count_only", false);
  lim.limit = static_cast<std::uint64_t>(opts.integer("limit", count_only ? 0 : 100000, 0, 1LL << 62));
  Digraph g = T.graph();
  lua_createtable(L, 0, 0);
  const int list = lua_gettop(L);
  lua_Integer k = 0;
  auto c = elementary_cycles(g, lim, [&](const std::vector<std::uint32_t>& cyc) {
    if (count_only) return;
    std::vector<std::size_t> ids(cyc.begin(), cyc.end());
    push_members(L, T, ids);
    lua_rawseti(L, list, ++k);
  });
  lua_createtable(L, 0, 3);
  lua_pushinteger(L, static_cast<lua_Integer>(c.cycles)), lua_setfield(L, -2, "count");
  lua_pushinteger(L, static_cast<lua_Integer>(c.longest)), lua_setfield(L, -2, "longest");
  lua_pushboolean(L, c.truncated), lua_setfield(L, -2, "truncated");
  return 2;
}

// n x n Lua arrays of w, d and l (rats for exact tournaments).
int t_matrix(lua_State* L) {
  check_arg_count(L, 1, 1);
  auto& T = T_(L);
  const std::size_t n = T.size();
  require_memory(bytes_for(bytes_for(n, n), 3 * 32), "tournament:matrix: three tables of " + std::to_string(n) + " x " +
                                                          std::to_string(n) + " Lua numbers");
  for (int part = 0; part < 3; ++part) {
    lua_createtable(L, static_cast<int>(n), 0);
    for (std::size_t i = 0; i < n; ++i) {
      lua_createtable(L, static_cast<int>(n), 0);
      for (std::size_t j = 0; j < n; ++j) {
        if (T.exact()) {
          auto e = T.exact_wdl(i, j);
          push_rational(L, part == 0 ? e.win : part == 1 ? e.draw : e.loss);
        } else {
          auto v = T.wdl(i, j);
          lua_pushnumber(L, part == 0 ? v.win : part == 1 ? v.draw : v.loss);
        }
        lua_rawseti(L, -2, static_cast<lua_Integer>(j + 1));
      }
      lua_rawseti(L, -2, static_cast<lua_Integer>(i + 1));
    }
  }
  return 3;
}

std::string fixed3(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.3f", v);
  return buf;
}

// Graphviz: one node per allocation, an edge X -> Y labelled w/l for every favored pair (ties
// give both edges, drawn dashed).
int t_to_dot(lua_State* L) {
  check_arg_count(L, 1, 1);
  auto& T = T_(L);
  const std::size_t n = T.size();
  require_memory(bytes_for(bytes_for(n, n), 48), "tournament:to_dot: the text of " + std::to_string(n) + " allocations");
  std::string s = "digraph tournament {\n";
  for (std::size_t i = 0; i < n; ++i)
    s += "  n" + std::to_string(i + 1) + " [label=\"" + alloc::format_counts(T.allocations()[i]) + "\"];\n";
  for (std::size_t i = 0; i < n; ++i)
    for (std::size_t j = 0; j < n; ++j) {
      if (i == j || !T.favored(i, j)) continue;
      auto v = T.wdl(i, j);
      s += "  n" + std::to_string(i + 1) + " -> n" + std::to_string(j + 1) + " [label=\"" + fixed3(v.win) + "/" +
           fixed3(v.loss) + "\"" + (T.favored(j, i) ? ", style=dashed" : "") + "];\n";
    }
  s += "}\n";
  lua_pushlstring(L, s.data(), s.size());
  return 1;
}

// One record per ordered pair (i != j): x, y (the allocations as text), w, d, l, favored.
void push_records(lua_State* L, const Tournament& T) {
  const std::size_t n = T.size();
  require_memory(bytes_for(bytes_for(n, n), 400), "tournament:to_table: records for " + std::to_string(n) + " allocations");
  lua_createtable(L, static_cast<int>(n * (n - 1)), 0);
  lua_Integer row = 0;
  for (std::size_t i = 0; i < n; ++i)
    for (std::size_t j = 0; j < n; ++j) {
      if (i == j) continue;
      lua_createtable(L, 0, 6);
      std::string x = alloc::format_counts(T.allocations()[i]), y = alloc::format_counts(T.allocations()[j]);
      lua_pushlstring(L, x.data(), x.size()), lua_setfield(L, -2, "x");
      lua_pushlstring(L, y.data(), y.size()), lua_setfield(L, -2, "y");
      if (T.exact()) {
        auto e = T.exact_wdl(i, j);
        push_rational(L, e.win), lua_setfield(L, -2, "w");
        push_rational(L, e.draw), lua_setfield(L, -2, "d");
        push_rational(L, e.loss), lua_setfield(L, -2, "l");
      } else {
        auto v = T.wdl(i, j);
        lua_pushnumber(L, v.win), lua_setfield(L, -2, "w");
        lua_pushnumber(L, v.draw), lua_setfield(L, -2, "d");
        lua_pushnumber(L, v.loss), lua_setfield(L, -2, "l");
      }
      lua_pushboolean(L, T.favored(i, j)), lua_setfield(L, -2, "favored");
      lua_rawseti(L, -2, ++row);
    }
}

int t_to_table(lua_State* L) {
  check_arg_count(L, 1, 1);
  push_records(L, T_(L));
  return 1;
}

// Writes through alea.write_csv, the project's one CSV writer.
int t_to_csv(lua_State* L) {
  check_arg_count(L, 2, 2);
  auto& T = T_(L);
  check_string(L, 2);
  if (lua_getglobal(L, "alea") != LUA_TTABLE || lua_getfield(L, -1, "write_csv") != LUA_TFUNCTION)
    throw Error("alea.write_csv is not available");
  lua_pushvalue(L, 2);
  push_records(L, T);
  lua_createtable(L, 6, 0);
  const char* header[] = {"x", "y", "w", "d", "l", "favored"};
  for (int c = 0; c < 6; ++c) lua_pushstring(L, header[c]), lua_rawseti(L, -2, c + 1);
  lua_call(L, 3, 1);
  return 1;
}

int t_stats(lua_State* L) {
  check_arg_count(L, 1, 1);
  const auto& s = T_(L).stats();
  lua_createtable(L, 0, 6);
  lua_pushinteger(L, static_cast<lua_Integer>(s.pairs)), lua_setfield(L, -2, "pairs");
  lua_pushinteger(L, static_cast<lua_Integer>(s.symmetric_ties)), lua_setfield(L, -2, "symmetric_ties");
  lua_pushinteger(L, static_cast<lua_Integer>(s.certified_rechecks)), lua_setfield(L, -2, "certified_rechecks");
  lua_pushinteger(L, static_cast<lua_Integer>(s.exact_rechecks)), lua_setfield(L, -2, "exact_rechecks");
  lua_pushinteger(L, static_cast<lua_Integer>(s.fallbacks)), lua_setfield(L, -2, "fallbacks");
  lua_pushnumber(L, s.max_error_bound), lua_setfield(L, -2, "max_error_bound");
  return 1;
}

}  // namespace

void add_alloc_tournaments(kit::Module& m) {
  m.function({"tournament", t_new,
              "alloc.tournament(P, t [, {rules=\"original\"|\"independent\", normal_form=false, exact=false}]) | "
              "alloc.tournament({X, Y, ...} [, {rules=, exact=}]) -> tournament",
              "Fluet's tournament: every pair of allocations played head to head, X favored over Y when w >= l "
              "(ties both ways). Over every allocation of t tokens (normal_form=true: only those in Fluet's "
              "normal form, a sub-tournament), or over a list of distinct allocations of one game. Built in "
              "parallel; fast by default (near ties decided in rationals when P is exact), exact=true computes "
              "every pair in rationals.",
              "T = alloc.tournament(prob{rat(3,6), rat(2,6), rat(1,6)}, 5); print(T:emperor_cycle())"});
  m.type<Tournament>(
      {"tournament",
       "The favored relation over a set of allocations of one game, with w, d, l for every pair (Fluet 3, 6.3).",
       "T = alloc.tournament(prob{3, 2, 1}, 3); print(#T, T:emperors()[1])",
       {
           {"allocations", t_allocations, "T:allocations() -> {allocation, ...}",
            "The allocations, in the order of the tournament (indices 1..#T).", "T:allocations()[1]"},
           {"index", t_index, "T:index(X) -> integer|nil", "X's position in the tournament.", "T:index(X)"},
           {"wdl", t_wdl, "T:wdl(i|X, j|Y) -> w, d, l",
            "The chances that the first allocation wins, draws and loses against the second (rats when the "
            "tournament is exact).",
            "T:wdl(1, 2)"},
           {"favored", t_favored, "T:favored(i|X, j|Y) -> boolean",
            "The first is favored over the second: w >= l, as decided when the tournament was built.",
            "T:favored(1, 2)"},
           {"emperors", t_emperors, "T:emperors() -> {allocation, ...}",
            "The allocations favored over every other allocation of the tournament.", "T:emperors()"},
           {"emperor_cycle", t_emperor_cycle, "T:emperor_cycle() -> {allocation, ...}",
            "Fluet's emperor cycle: the smallest set favored over everything outside it and beaten by nothing "
            "outside it, i.e. the strongly connected component of the favored graph that no edge enters. A "
            "single member is the unique emperor.",
            "T:emperor_cycle()"},
           {"cycles", t_cycles, "T:cycles([{max_len=, limit=100000, count_only=false}]) -> {{allocation, ...}, ...}, {count=, longest=, truncated=}",
            "The elementary cycles of the favored graph (Johnson's algorithm), each from its first allocation in "
            "the tournament's order; max_len bounds their length, limit their number (0: none; count_only=true "
            "counts without listing and has no default limit). Ties are 2-cycles.",
            "local _, c = T:cycles{count_only=true}; print(c.count, c.longest)"},
           {"local_emperors", t_local_emperors, "T:local_emperors() -> {allocation, ...}",
            "Allocations favored over every neighbor X + e_i - e_j in the tournament (Fluet 2.7).",
            "T:local_emperors()"},
           {"hill_climb", t_hill_climb, "T:hill_climb(i|X) -> {allocation, ...}, local_emperor",
            "From X, move to the neighbor that beats the current allocation by the largest w - l, until a local "
            "emperor (true) or an allocation already on the path (false, repeated at the end).",
            "T:hill_climb(1)"},
           {"matrix", t_matrix, "T:matrix() -> w, d, l",
            "Three #T x #T tables: w[i][j], d[i][j], l[i][j] of allocation i against j.", "local w, d, l = T:matrix()"},
           {"to_dot", t_to_dot, "T:to_dot() -> string",
            "Graphviz text: the favored edges labelled w/l (ties dashed, both ways).", "print(T:to_dot())"},
           {"to_table", t_to_table, "T:to_table() -> {{x=, y=, w=, d=, l=, favored=}, ...}",
            "One record per ordered pair, for alea.write_csv and alea.to_json.", "T:to_table()[1]"},
           {"to_csv", t_to_csv, "T:to_csv(path) -> integer",
            "Writes T:to_table() to path with alea.write_csv (columns x, y, w, d, l, favored); returns the rows.",
            "T:to_csv(\"tournament.csv\")"},
           {"stats", t_stats, "T:stats() -> {pairs=, symmetric_ties=, certified_rechecks=, exact_rechecks=, fallbacks=, max_error_bound=}",
            "How the build went: pairs computed, ties known by symmetry, near ties decided by the recursion in "
            "certified long double, near ties left to rationals, pairs "
            "recomputed by the adaptive method, and the largest error bound of a fast pair.",
            "T:stats().exact_rechecks"},
       },
       {
           {"__len", t_len, "#T", "The number of allocations.", "#T"},
           {"__tostring", t_tostring, "tostring(T)", "\"tournament of 21 allocations (original rules)\".",
            "tostring(T)"},
       }});
}

}  // namespace alea
