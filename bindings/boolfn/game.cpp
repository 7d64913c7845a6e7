// The random-turn selection game: optimal moves, optimal play under a tie-break, the length
// bounds of Propositions 23 and 24, and the sampling algorithm of 5.1.1.1.
#include "boolfn/lua_boolfn.hpp"
#include "boolfn/sampling.hpp"

namespace alea::lua_boolfn {
using namespace kit;

namespace {

const char* engine_name(boolfn::Engine e) {
  return e == boolfn::Engine::symmetry ? "symmetry" : e == boolfn::Engine::sparse ? "sparse" : "tables";
}

boolfn::Engine check_engine(const Options& opts) {
  const std::string m = opts.choice("method");
  return m == "tables"     ? boolfn::Engine::tables
         : m == "symmetry" ? boolfn::Engine::symmetry
         : m == "sparse"   ? boolfn::Engine::sparse
                           : boolfn::Engine::automatic;
}

boolfn::GameOptions check_game_options(lua_State* L, const Options& opts, bool with_tie) {
  boolfn::GameOptions o;
  o.coin = check_coin(L, opts, &check_function(L, 1));
  if (with_tie) o.tie = check_tie(opts);
  o.partial = option_partial(L, opts);
  o.engine = check_engine(opts);
  return o;
}

void push_game(lua_State* L, const boolfn::GameResult& g) {
  Record(L, 7)
      .field("value", g.value)
      .field("length", g.length)
      .field("leaves", g.leaves)
      .field("depth", [&] { g.depth < 0 ? lua_pushnil(L) : lua_pushinteger(L, g.depth); })
      .field("method", engine_name(g.engine))
      .field("states", g.states)
      .field("bytes", [&] { g.bytes ? push(L, g.bytes) : lua_pushnil(L); });
}

// f:optimal_moves{p=...} leaves out the partial assignment: a table whose keys are strings is
// the options, not an assignment of variables.
bool holds_options(lua_State* L, int idx) {
  if (lua_type(L, idx) != LUA_TTABLE || !lua_isnoneornil(L, idx + 1)) return false;
  lua_pushnil(L);
  if (!lua_next(L, idx)) return false;
  const bool named = lua_type(L, -2) == LUA_TSTRING;
  lua_pop(L, 2);
  return named;
}

int optimal_moves(lua_State* L) {
  const bool options_first = holds_options(L, 2);
  Options opts(L, options_first ? 2 : 3);
  const auto partial = options_first ? boolfn::Assignments{} : check_partial(L, 2);
  const auto& f = check_function(L, 1);
  const auto m = boolfn::optimal_moves(f, partial, check_coin(L, opts, &f));
  Record(L, 4)
      .field("moves", m.moves)
      .field("scores", [&] { push_by_variable(L, m.free, m.scores); })
      .field("free", m.free)
      .field("determined", m.determined);
  return 1;
}

int game(lua_State* L) {
  Options opts(L, 2);
  return push_game(L, boolfn::play(check_function(L, 1), check_game_options(L, opts, true))), 1;
}

int tie_breaks(lua_State* L) {
  Options opts(L, 2);
  const auto t = boolfn::play_all_ties(check_function(L, 1), check_game_options(L, opts, false));
  Record(L, 3)
      .field("first", [&] { push_game(L, t.first); })
      .field("min", [&] { push_game(L, t.min); })
      .field("max", [&] { push_game(L, t.max); });
  return 1;
}

int bounds(lua_State* L) {
  Options opts(L, 2);
  const auto& f = check_function(L, 1);
  const auto b = boolfn::length_bounds(f, check_coin(L, opts, &f));
  Record(L, 2).field("prop23", b.prop23).field("prop24", [&] {
    if (b.prop24_applies) push(L, b.prop24);
    else lua_pushnil(L);
  });
  return 1;
}

int sample_moves(lua_State* L) {
  const bool options_first = holds_options(L, 2);
  Options opts(L, options_first ? 2 : 3);
  boolfn::SampleOptions o;
  if (!options_first) o.partial = check_partial(L, 2);
  o.coin = boolfn::Coin::of(option_numeric(L, opts, "p"));
  o.samples = static_cast<std::uint64_t>(opts.integer("samples", 0, LUA_MAXINTEGER));
  o.epsilon = opts.number("epsilon");
  o.delta = opts.number("delta");
  const auto s = boolfn::sample_moves(check_function(L, 1), o);
  Record(L, 4)
      .field("move", [&] { s.move ? lua_pushinteger(L, s.move) : lua_pushnil(L); })
      .field("estimates", [&] { s.determined ? lua_newtable(L) : push_by_variable(L, s.free, s.estimates); })
      .field("samples", s.samples)
      .field("determined", s.determined);
  return 1;
}

double check_max_abs(const Options& opts) {
  const double m = opts.number("max_abs");
  if (!(m > 0)) opts.fail("max_abs", "the largest |f| must be positive, got " + show(m));
  return m;
}

int sample_size(lua_State* L) {
  Options opts(L, 4);
  const int n = static_cast<int>(check_integer(L, 1, INT32_MIN, INT32_MAX));
  const double epsilon = check_number(L, 2), delta = check_number(L, 3);
  const auto coin = boolfn::Coin::of(option_numeric(L, opts, "p"));
  return push(L, boolfn::sound_sample_size(n, epsilon, delta, coin, check_max_abs(opts))), 1;
}

int seed_sample_sizes(lua_State* L) {
  Options opts(L, 4);
  const int n = static_cast<int>(check_integer(L, 1, INT32_MIN, INT32_MAX));
  const double epsilon = check_number(L, 2), delta = check_number(L, 3);
  const auto s = boolfn::seed_sample_sizes(n, epsilon, delta, check_max_abs(opts));
  Record(L, 2).field("per_variable", s.per_variable).field("total", s.total);
  return 1;
}

}  // namespace

void add_sampling(Module& m) {
  m.function({"sample_size", sample_size,
              "boolfn.sample_size(n, epsilon, delta [, {" P_OPTION ", max_abs=1}]) -> integer",
              "Section 5.1.1.1, made sound: the samples (shared by all n variables) after which the sampled move's "
              "score E_p[f | x_i = 1] - E_p[f | x_i = -1] is within epsilon of the best except with probability "
              "delta: every estimate within epsilon/2 except with probability delta/n (Hoeffding, terms in an "
              "interval of width max_abs/(2p(1-p))). docs/boolfn.md, erratum 5.",
              "boolfn.sample_size(9, 0.1, 0.05)   --> 4709"});
  m.function({"seed_sample_sizes", seed_sample_sizes,
              "boolfn.seed_sample_sizes(n, epsilon, delta [, {max_abs=1}]) -> {per_variable=, total=}",
              "Section 5.1.1.1's sample sizes as printed: (2 max_abs^2 / epsilon^2) ln(2/delta) per variable and n "
              "times that in all. They miss the union bound over the n variables (see boolfn.sample_size).",
              "boolfn.seed_sample_sizes(9, 0.1, 0.05).per_variable   --> 738"});
}

void add_game(Type& t) {
  t.method({"optimal_moves", optimal_moves,
            "f:optimal_moves([partial] [, {" P_OPTION ", exact=auto}]) -> {moves=, scores=, free=, determined=}",
            "Theorem 22: from the partial assignment {[i] = 1 or -1, ...} (none: the start) both players' optimal "
            "moves are the free i maximising the score E_p[f | x_i = 1] - E_p[f | x_i = -1] (2 fhat(i) of the "
            "restriction at p = 1/2). moves: the optimal variables, increasing; scores: {[i] = score} for every free "
            "variable; determined: f is already constant (no move). O(k 2^k) for k free variables, no 3^k table; "
            "big read-once functions go through their formula.",
            "boolfn.recursive_majority(2):optimal_moves{[1] = 1, [2] = 1, [4] = -1}.moves   --> {7, 8, 9}"});
  t.method({"game", game,
            "f:game([{" P_OPTION ", tie=\"first\"|\"min\"|\"max\", partial=, method=\"auto\"|\"tables\"|\"symmetry\"|"
            "\"sparse\", exact=auto}]) -> {value=, length=, leaves=, depth=, method=, states=, bytes=}",
            "The random-turn selection game (3.1) with coin p, both players optimal: value = E_p[f] (Theorem 21), "
            "length = expected number of turns until f is determined, leaves and depth of the decision tree "
            "optimal play walks. tie: how optimal play picks among tied optimal moves (first: lowest index; "
            "min/max: the best/worst choice, each number optimised on its own). partial: play from that "
            "position. method: tables (3^n partial assignments, exact in integers; up to n = 17 in 4 GiB), "
            "symmetry (read-once formulas: recursive majority level 3; no depth), sparse (p = 1/2: only the "
            "states optimal play reaches; Hex 5x5); auto takes symmetry past 16 variables when it applies, else "
            "the tables. states and bytes: what the engine used.",
            "boolfn.recursive_majority(2):game().length   --> 99/16"});
  t.method({"tie_breaks", tie_breaks,
            "f:tie_breaks([{" P_OPTION ", partial=, method=\"auto\"|\"tables\"|\"symmetry\"|\"sparse\", exact=auto}]) "
            "-> {first=, min=, max=}",
            "f:game under every tie-break at once (one set of tables): three game records.",
            "boolfn.recursive_majority(2):tie_breaks().min.length   --> 393/64"});
}

void add_game_bounds(Type& t) {
  t.method({"bounds", bounds, "f:bounds([{" P_OPTION ", exact=auto}]) -> {prop23=, prop24=}",
            "Lower bounds on every decision tree's expected cost under mu_p, hence on the game's length: "
            "Proposition 23, 4p(1-p) (sum_i E_p[D_i f])^2 / Var_p f; Proposition 24 (OSSS), Var_p f / max_i "
            "Inf_i^(p) f (nil unless f is +-1-valued). f must not be constant.",
            "boolfn.recursive_majority(2):bounds().prop23   --> 81/16"});
  t.method({"sample_moves", sample_moves,
            "f:sample_moves([partial] [, {samples=0, epsilon=0.1, delta=0.05, " P_OPTION "}]) -> "
            "{move=, estimates=, samples=, determined=}",
            "Section 5.1.1.1: a near-optimal move from random samples, for functions too large for tables: with "
            "x ~ mu_p on the free variables, the mean of f(x)(x_i - mu)/(4p(1-p)) estimates E_p[D_i f]. samples=0 "
            "takes boolfn.sample_size for epsilon, delta and max |f|. estimates: {[i] = estimate}; move: the best "
            "(lowest index on ties); determined: f is already constant (no move, no sample; known when no variable "
            "is free or f's table is at hand, n <= 20). Reproducible under alea.seed, whatever the thread count.",
            "alea.seed(1); boolfn.hex(11):sample_moves{samples = 20000}.move"});
}

}  // namespace alea::lua_boolfn
