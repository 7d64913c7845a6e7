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

}  // namespace

int optimal_moves(lua_State* L) {
  check_arg_count(L, 1, 3);
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
  check_arg_count(L, 1, 2);
  Options opts(L, 2);
  return push_game(L, boolfn::play(check_function(L, 1), check_game_options(L, opts, true))), 1;
}

int tie_breaks(lua_State* L) {
  check_arg_count(L, 1, 2);
  Options opts(L, 2);
  const auto t = boolfn::play_all_ties(check_function(L, 1), check_game_options(L, opts, false));
  Record(L, 3)
      .field("first", [&] { push_game(L, t.first); })
      .field("min", [&] { push_game(L, t.min); })
      .field("max", [&] { push_game(L, t.max); });
  return 1;
}

int bounds(lua_State* L) {
  check_arg_count(L, 1, 2);
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
  check_arg_count(L, 1, 3);
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

namespace {
double check_max_abs(const Options& opts) {
  const double m = opts.number("max_abs");
  if (!(m > 0)) opts.fail("max_abs", "the largest |f| must be positive, got " + show(m));
  return m;
}
}  // namespace

int sample_size(lua_State* L) {
  check_arg_count(L, 3, 4);
  Options opts(L, 4);
  const int n = static_cast<int>(check_integer(L, 1, INT32_MIN, INT32_MAX));
  const double epsilon = check_number(L, 2), delta = check_number(L, 3);
  const auto coin = boolfn::Coin::of(option_numeric(L, opts, "p"));
  return push(L, boolfn::sound_sample_size(n, epsilon, delta, coin, check_max_abs(opts))), 1;
}

int seed_sample_sizes(lua_State* L) {
  check_arg_count(L, 3, 4);
  Options opts(L, 4);
  const int n = static_cast<int>(check_integer(L, 1, INT32_MIN, INT32_MAX));
  const double epsilon = check_number(L, 2), delta = check_number(L, 3);
  const auto s = boolfn::seed_sample_sizes(n, epsilon, delta, check_max_abs(opts));
  Record(L, 2).field("per_variable", s.per_variable).field("total", s.total);
  return 1;
}

}  // namespace alea::lua_boolfn
