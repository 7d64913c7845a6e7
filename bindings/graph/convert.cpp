// The conversions graph's bound functions share: vertices (numbers from 1, or names), strategies,
// values by vertex, the coin, and the pushes of per-vertex arrays.
#include <cmath>

#include "graph/lua_graph.hpp"

namespace alea::lua_graph {
using namespace kit;
using graph::Game;
using graph::Vertex;

namespace {

// The vertex at the top of the stack, or the reason it is none (a message without a place).
std::optional<Vertex> vertex_at_top(lua_State* L, const Game& g, std::string& why) {
  if (lua_isinteger(L, -1)) {
    const lua_Integer v = lua_tointeger(L, -1);
    if (v >= 1 && v <= static_cast<lua_Integer>(g.size())) return static_cast<Vertex>(v - 1);
    why = "vertex " + std::to_string(v) + " is not in 1.." + std::to_string(g.size());
    return std::nullopt;
  }
  if (lua_type(L, -1) == LUA_TSTRING) {
    const std::string name = check_string(L, -1);
    const auto& names = g.names();
    for (std::size_t i = 0; i < names.size(); ++i)
      if (names[i] == name) return static_cast<Vertex>(i);
    why = "no vertex is named \"" + name + "\"";
    return std::nullopt;
  }
  why = "expected a vertex (an integer or a name), got " + type_name(L, -1);
  return std::nullopt;
}

}  // namespace

const Game& check_game(lua_State* L) { return check_object<Game>(L, 1); }

Vertex check_vertex(lua_State* L, int idx, const Game& g, const char* role) {
  lua_pushvalue(L, idx);
  std::string why;
  const auto v = vertex_at_top(L, g, why);
  lua_pop(L, 1);
  if (!v) throw ArgError(idx, std::string(role) + ": " + why);
  return *v;
}

Vertex option_vertex(lua_State* L, const Options& opts, const char* key, const Game& g) {
  opts.push(key);
  if (lua_isnil(L, -1)) {
    lua_pop(L, 1);
    // Vertex 1, the start of built and explored games; when it is a terminal (a tug of war's
    // end), the first vertex that is not, so play has somewhere to go.
    for (Vertex v = 0; v < g.size(); ++v)
      if (!g.terminal(v)) return v;
    return 0;
  }
  std::string why;
  const auto v = vertex_at_top(L, g, why);
  lua_pop(L, 1);
  if (!v) opts.fail(key, why);
  return *v;
}

std::vector<Vertex> check_strategy(lua_State* L, int idx, const Game& g) {
  const std::size_t n = check_array(L, idx);
  if (n != g.size())
    throw ArgError(idx, "a strategy has one vertex per vertex of the game: expected " + std::to_string(g.size()) +
                            ", got " + std::to_string(n));
  std::vector<Vertex> s(n);
  for (std::size_t i = 0; i < n; ++i) {
    lua_rawgeti(L, idx, static_cast<lua_Integer>(i + 1));
    std::string why;
    const auto v = vertex_at_top(L, g, why);
    lua_pop(L, 1);
    if (!v) throw ArgError(idx, "entry " + std::to_string(i + 1) + ": " + why);
    s[i] = *v;
  }
  return s;
}

std::vector<Number> check_vertex_values(lua_State* L, int idx, const Game& g) {
  const std::size_t n = check_array(L, idx);
  if (n != g.size())
    throw ArgError(idx, "expected one value per vertex (" + std::to_string(g.size()) + "), got " + std::to_string(n));
  std::vector<Number> x;
  x.reserve(n);
  for (std::size_t i = 0; i < n; ++i) {
    lua_rawgeti(L, idx, static_cast<lua_Integer>(i + 1));
    const int top = lua_gettop(L);
    if (is_rational(L, top)) {
      x.push_back(Number::of(check_rational(L, top)));
    } else if (lua_type(L, top) == LUA_TNUMBER && std::isfinite(lua_tonumber(L, top))) {
      x.push_back(Number::of(lua_tonumber(L, top)));
    } else {
      const std::string got = lua_type(L, top) == LUA_TNUMBER ? "NaN or infinity" : type_name(L, top);
      lua_pop(L, 1);
      throw ArgError(idx, "entry " + std::to_string(i + 1) + ": expected a finite number or rat, got " + got);
    }
    lua_pop(L, 1);
  }
  return x;
}

Number option_coin(lua_State* L, const Options& opts) { return option_numeric(L, opts, "p"); }

// For computations that are only exact: a float p is its binary value (the float rule).
Rational option_exact_coin(lua_State* L, const Options& opts) { return option_coin(L, opts).rational(); }

void push_vertex(lua_State* L, Vertex v) { lua_pushinteger(L, static_cast<lua_Integer>(v) + 1); }

void push_strategy(lua_State* L, const std::vector<Vertex>& s) {
  lua_createtable(L, static_cast<int>(s.size()), 0);
  for (std::size_t i = 0; i < s.size(); ++i) {
    push_vertex(L, s[i] == graph::no_vertex ? static_cast<Vertex>(i) : s[i]);
    lua_rawseti(L, -2, static_cast<lua_Integer>(i + 1));
  }
}

void push_vertex_lists(lua_State* L, const std::vector<std::vector<Vertex>>& lists) {
  push_array(L, lists, [](lua_State* L, const std::vector<Vertex>& list) {
    push_array(L, list, [](lua_State* L, Vertex v) { push_vertex(L, v); });
  });
}

void push_quantities(lua_State* L, const std::vector<Quantity>& q, bool with_error) {
  push_array(L, q, [with_error](lua_State* L, const Quantity& x) { push(L, x, with_error); });
}

}  // namespace alea::lua_graph
