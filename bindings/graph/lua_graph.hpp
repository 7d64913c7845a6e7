#pragma once
// graph's binding: the game type, the conversions its files share, and its areas. Each area file
// holds its bound functions (each reads its arguments, makes one call to the core surface in
// src/graph and pushes the result) and, at its end, their rows. module.cpp holds the rows
// without a function (the module's and the type's) and calls the areas in help's order.
//
// Vertices are 1..n in Lua and 0..n-1 in C++: the conversions here are the only place that
// adds or subtracts the one. A vertex argument is its number or its name.
#include <optional>
#include <vector>

#include "core/number.hpp"
#include "core/quantity.hpp"
#include "graph/game.hpp"
#include "kit/kit.hpp"

namespace alea::kit {
template <>
struct TypeName<graph::Game> {
  static constexpr const char* value = "graph.game";
};
}  // namespace alea::kit

namespace alea::lua_graph {

// --- conversions (convert.cpp) ---
const graph::Game& check_game(lua_State* L);  // self, argument 1
// A vertex: an integer 1..n or a vertex name; `role` names the input in messages.
graph::Vertex check_vertex(lua_State* L, int idx, const graph::Game& g, const char* role);
graph::Vertex option_vertex(lua_State* L, const kit::Options& opts, const char* key, const graph::Game& g);
// A strategy: an array of n vertices, the move at each vertex (ignored on terminals).
std::vector<graph::Vertex> check_strategy(lua_State* L, int idx, const graph::Game& g);
// An array of n numbers or rats by vertex.
std::vector<Number> check_vertex_values(lua_State* L, int idx, const graph::Game& g);
// The coin p from the options (signature default 1/2).
Number option_coin(lua_State* L, const kit::Options& opts);
// p as an exact number, for the exact-only calls.
Rational option_exact_coin(lua_State* L, const kit::Options& opts);

void push_vertex(lua_State* L, graph::Vertex v);
// A per-vertex choice (a strategy): terminals, which have none, choose themselves (Claim 40's
// convention S(v) = v on T).
void push_strategy(lua_State* L, const std::vector<graph::Vertex>& s);
void push_vertex_lists(lua_State* L, const std::vector<std::vector<graph::Vertex>>& lists);
void push_quantities(lua_State* L, const std::vector<Quantity>& q, bool with_error);

// --- the areas: each file's bound functions and their rows ---
void add_values(kit::Type& t);               // values.cpp: random-turn values, Richman, fixed points
void add_play(kit::Type& t);                 // play.cpp: optimal play
void add_bidding(kit::Type& t);              // bidding.cpp: bidding games, the staircase
void add_game(kit::Module& m, kit::Type& t); // game.cpp: graph.game{...} and the graph's own methods
void add_rules(kit::Module& m);              // rules.cpp: graph.from_rules
void add_builtin(kit::Module& m);            // builtin.cpp: tug of war, tic-tac-toe, Hex, boards

}  // namespace alea::lua_graph
