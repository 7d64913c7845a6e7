// Built-in games (src/graph/builtin.hpp) and the board analysis of the research runs (board.hpp).
#include <cmath>

#include "core/errors.hpp"
#include "core/interrupt.hpp"
#include "graph/board.hpp"
#include "graph/builtin.hpp"
#include "graph/lua_graph.hpp"
#include "kit/callback.hpp"

namespace alea::lua_graph {
using namespace kit;

namespace {

// A payoff option (integer, rat or float); floats make the game's payoffs inexact.
Rational side(lua_State* L, const Options& opts, const char* key, bool& exact) {
  const Number x = option_numeric(L, opts, key);
  if (x.is_exact()) return *x.exact;
  exact = false;
  return rational_from_double(x.value);
}

// f as 2^n values (f[1] at all x_i = -1; entry k + 1 has x_i = 1 for the bits i of k), as a
// function of the array x of +-1, or as an object with a :values() method in that order (a boolfn).
std::vector<Rational> check_selection(lua_State* L, int idx, int n, bool& exact) {
  std::vector<Rational> f(std::size_t(1) << n);
  if (lua_type(L, idx) == LUA_TUSERDATA) {
    const int top = lua_gettop(L);
    if (luaL_getmetafield(L, idx, "__methods") == LUA_TTABLE && lua_getfield(L, -1, "values") == LUA_TFUNCTION) {
      lua_pushvalue(L, idx);
      call_function(L, 1, 1, "f", [] { return std::string("f:values() raised an error"); });
      lua_replace(L, idx);  // the values stand in for the object
    }
    lua_settop(L, top);
  }
  const bool function = lua_isfunction(L, idx);
  if (!function && !lua_istable(L, idx)) type_error(L, idx, "array of 2^n values or function");
  if (!function && lua_rawlen(L, idx) != f.size())
    throw ArgError(idx, "f needs 2^" + std::to_string(n) + " = " + std::to_string(f.size()) + " values, got " +
                            std::to_string(lua_rawlen(L, idx)));
  for (std::size_t k = 0; k < f.size(); ++k) {
    if (function) {
      lua_pushvalue(L, idx);
      lua_createtable(L, n, 0);
      for (int i = 0; i < n; ++i) {
        lua_pushinteger(L, (k >> i) & 1 ? 1 : -1);
        lua_rawseti(L, -2, i + 1);
      }
      call_function(L, 1, 1, "f", [&] { return "raised an error at entry " + std::to_string(k + 1); });
    } else {
      lua_rawgeti(L, idx, static_cast<lua_Integer>(k + 1));
    }
    if (is_rational(L, -1)) {
      f[k] = check_rational(L, -1);
    } else if (lua_type(L, -1) == LUA_TNUMBER && std::isfinite(lua_tonumber(L, -1))) {
      f[k] = rational_from_double(lua_tonumber(L, -1));
      exact = false;
    } else {
      const std::string got = lua_type(L, -1) == LUA_TNUMBER ? "NaN or infinity" : type_name(L, -1);
      lua_pop(L, 1);
      throw ArgError(idx, "f(x) for x = entry " + std::to_string(k + 1) + ": expected a finite number or rat, got " + got);
    }
    lua_pop(L, 1);
  }
  return f;
}

graph::Game marked(graph::Game g, bool exact) {
  if (!exact) g.mark_float_payoffs();
  return g;
}

// A certified interval as a Quantity: its midpoint within half its width.
Quantity interval(const double (&x)[2]) { return Quantity::estimate((x[0] + x[1]) / 2, (x[1] - x[0]) / 2); }

}  // namespace

int tug_of_war(lua_State* L) {
  check_arg_count(L, 1, 1);
  return push_object<graph::Game>(L, graph::tug_of_war(check_integer(L, 1))), 1;
}

int tug_of_war_grid(lua_State* L) {
  check_arg_count(L, 2, 3);
  const auto w = check_integer(L, 1), h = check_integer(L, 2);
  Options opts(L, 3);
  bool exact = true;
  graph::GridSides s{side(L, opts, "left", exact), side(L, opts, "right", exact), side(L, opts, "top", exact),
                     side(L, opts, "bottom", exact)};
  return push_object<graph::Game>(L, marked(graph::tug_of_war_grid(w, h, s), exact)), 1;
}

int tic_tac_toe(lua_State* L) {
  check_arg_count(L, 1, 2);
  const auto k = check_integer(L, 1, -1000, 1000);
  Options opts(L, 2);
  return push_object<graph::Game>(L, graph::tic_tac_toe(static_cast<int>(k), {opts.boolean("names")})), 1;
}

int hex(lua_State* L) {
  check_arg_count(L, 1, 2);
  const auto n = check_integer(L, 1, -1000, 1000);
  Options opts(L, 2);
  return push_object<graph::Game>(L, graph::hex(static_cast<int>(n), {opts.boolean("names")})), 1;
}

int selection_game(lua_State* L) {
  check_arg_count(L, 2, 3);
  const auto n = check_integer(L, 1, 1, 12);
  bool exact = true;
  const auto f = check_selection(L, 2, static_cast<int>(n), exact);
  Options opts(L, 3);
  return push_object<graph::Game>(
             L, marked(graph::selection_game(static_cast<int>(n), f, opts.boolean("stop_when_determined")), exact)),
         1;
}

int board(lua_State* L) {
  check_arg_count(L, 2, 3);
  const std::string kind = check_string(L, 1);
  if (kind != "tic_tac_toe" && kind != "hex") throw ArgError(1, "expected \"tic_tac_toe\" or \"hex\", got \"" + kind + "\"");
  const auto k = check_integer(L, 2, -1000, 1000);
  Options opts(L, 3);
  const bool with_error = opts.boolean("with_error");
  const auto r = graph::analyse_board(kind == "hex" ? graph::Board::hex : graph::Board::tic_tac_toe, static_cast<int>(k),
                                      option_exact_coin(L, opts), opts.boolean("bidding"));
  Record rec(L, 18);
  rec.field("board", kind)
      .field("k", r.k)
      .field("cells", r.cells)
      .field("codes", r.codes)
      .field("positions", r.positions)
      .field("terminals", r.terminals)
      .field("p", r.p)
      .field("value", r.value)
      .field("blue_first", r.blue_first)
      .field("red_first", r.red_first)
      .field("shortest", r.shortest)
      .field("longest", r.longest);
  if (r.bidding) {
    rec.field("richman_win", r.richman_win)
        .field("richman_not_lose", r.richman_not_lose)
        .field("poorman_win", interval(r.poorman_win), with_error)
        .field("poorman_not_lose", interval(r.poorman_not_lose), with_error);
  }
  rec.field("seconds", r.seconds);
  return 1;
}

}  // namespace alea::lua_graph
