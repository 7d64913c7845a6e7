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

int tug_of_war(lua_State* L) {
  return push_object<graph::Game>(L, graph::tug_of_war(check_integer(L, 1))), 1;
}

int tug_of_war_grid(lua_State* L) {
  const auto w = check_integer(L, 1), h = check_integer(L, 2);
  Options opts(L, 3);
  bool exact = true;
  graph::GridSides s{side(L, opts, "left", exact), side(L, opts, "right", exact), side(L, opts, "top", exact),
                     side(L, opts, "bottom", exact)};
  return push_object<graph::Game>(L, marked(graph::tug_of_war_grid(w, h, s), exact)), 1;
}

int tic_tac_toe(lua_State* L) {
  const auto k = check_integer(L, 1, -1000, 1000);
  Options opts(L, 2);
  return push_object<graph::Game>(L, graph::tic_tac_toe(static_cast<int>(k), {opts.boolean("names")})), 1;
}

int hex(lua_State* L) {
  const auto n = check_integer(L, 1, -1000, 1000);
  Options opts(L, 2);
  return push_object<graph::Game>(L, graph::hex(static_cast<int>(n), {opts.boolean("names")})), 1;
}

int selection_game(lua_State* L) {
  const auto n = check_integer(L, 1, 1, 12);
  bool exact = true;
  const auto f = check_selection(L, 2, static_cast<int>(n), exact);
  Options opts(L, 3);
  return push_object<graph::Game>(
             L, marked(graph::selection_game(static_cast<int>(n), f, opts.boolean("stop_when_determined")), exact)),
         1;
}

int board(lua_State* L) {
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

}  // namespace

void add_builtin(Module& m) {
  m.function({"tug_of_war", tug_of_war, "graph.tug_of_war(n) -> graph.game",
              "Example 37 / Figure 3.2.1: the path v_0 .. v_{n+1} (vertex i + 1 is v_i), terminals v_0 paying -1 and "
              "v_{n+1} paying +1, both players moving to either neighbour. R(v_i) = 2i/(n+1) - 1.",
              "graph.tug_of_war(3):richman().low   --> {-1, -1/2, 0, 1/2, 1}"});
  m.function({"tug_of_war_grid", tug_of_war_grid,
              "graph.tug_of_war_grid(width, height [, {left=-1, right=1, top=0, bottom=0}]) -> graph.game",
              "Tug of war on a width x height grid of cells (vertex y*width + x + 1), each moving to its four "
              "neighbours; the neighbours outside the grid are terminals paying their side's payoff, numbered after "
              "the cells (left, right, top, bottom).",
              "graph.tug_of_war_grid(3, 3):richman().low[5]   --> 0"});
  m.function({"tic_tac_toe", tic_tac_toe, "graph.tic_tac_toe(k [, {names=true}]) -> graph.game",
              "Example 5: k x k tic-tac-toe (k <= 5; lines of k) as a game graph from the empty board (vertex 1): "
              "Blue claims cells for x, Red for o; a line pays +1 (Blue) or -1 (Red), a full board 0. Vertices are "
              "named by their boards (\"x../.o./...\"). 3x3 has 18,753 positions; 4x4 asks the memory guard for "
              "about 25 GiB (over the default 4 GiB): graph.board(\"tic_tac_toe\", 4) solves it without the graph.",
              "#graph.tic_tac_toe(3)   --> 18753"});
  m.function({"hex", hex, "graph.hex(n [, {names=true}]) -> graph.game",
              "Hex on an n x n rhombus (n <= 5): Blue joins the top and bottom rows (+1), Red the left and right "
              "columns (-1). Vertex 1 is the empty board. 4x4 has 10^7 positions and asks the memory guard for about "
              "25 GiB (over the default 4 GiB; 5x5 is beyond an explicit graph): graph.board(\"hex\", k) solves both "
              "without the graph.",
              "graph.hex(2):richman().low[1]   --> 0"});
  m.function({"selection_game", selection_game,
              "graph.selection_game(n, f [, {stop_when_determined=true}]) -> graph.game",
              "The selection game of f : {-1,1}^n -> R (section 2.1.1): Blue sets a variable to 1, Red to -1. f is "
              "an array of 2^n values (entry k + 1 has x_i = 1 for the bits i of k: f[1] is all -1), a function of "
              "the array x, or a boolfn of n variables. With stop_when_determined, a partial assignment on which f is constant is a terminal "
              "(section 3.2.3's graph). Vertex 1 is the empty assignment; names read \"10-\" (x_1 = 1, x_2 free, "
              "x_3 = -1). R(x_J) = E[f | x_J] (Theorem 21).",
              "graph.selection_game(3, function(x) return (x[1] + x[2] + x[3] > 0) and 1 or -1 end):richman().low[1]"});
  m.function({"board", board,
              "graph.board(kind, k [, {p=1/2, bidding=false, with_error=false}]) -> {board=, k=, cells=, codes=, "
              "positions=, terminals=, p=, value=, blue_first=, red_first=, shortest=, longest=, richman_win=, "
              "richman_not_lose=, poorman_win=, poorman_not_lose=, seconds=}",
              "k x k tic-tac-toe (kind \"tic_tac_toe\") or Hex (\"hex\") up to 16 cells without an explicit graph: "
              "positions coded in base 3 and solved backwards, exactly. value: the random-turn value of the empty "
              "board at coin p; blue_first[i] / red_first[i]: the value after Blue / Red claims cell i first; "
              "shortest / longest: the expected number of moves under optimal play, ties between optimal moves "
              "broken to end soonest / latest (exact when p = 1/2). bidding=true adds Red's critical shares for "
              "\"Blue wins\" and \"Blue does not lose\" under Richman (rats) and poorman bidding (certified "
              "intervals as numbers, or estimates with with_error=true). 4x4 takes seconds and 1-2 GiB.",
              "graph.board(\"tic_tac_toe\", 3, {bidding=true}).richman_win   --> 123/256"});
}

}  // namespace alea::lua_graph
