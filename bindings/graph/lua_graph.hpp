#pragma once
// graph's binding: the game type, the conversions its files share, and every bound function,
// one per Lua name. The registration rows are in module.cpp; each function checks its
// arguments, makes one call to the core surface (src/graph) and pushes the result.
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

// --- games (game.cpp) ---
int new_game(lua_State* L);
int len(lua_State* L);
int tostring(lua_State* L);
int save(lua_State* L);
int eq(lua_State* L);
int name(lua_State* L);
int vertex(lua_State* L);
int successors(lua_State* L);
int terminals(lua_State* L);
int stats(lua_State* L);
int to_table(lua_State* L);
int to_dot(lua_State* L);
int to_svg(lua_State* L);

// --- games from Lua rules (rules.cpp) ---
int from_rules(lua_State* L);

// --- built-in games (builtin.cpp) ---
int tug_of_war(lua_State* L);
int tug_of_war_grid(lua_State* L);
int tic_tac_toe(lua_State* L);
int hex(lua_State* L);
int selection_game(lua_State* L);
int board(lua_State* L);

// --- values (values.cpp) ---
int random_turn(lua_State* L);
int richman(lua_State* L);
int plus_minus(lua_State* L);
int iterates(lua_State* L);
int certify(lua_State* L);
int choice_system(lua_State* L);
int value_iteration(lua_State* L);

// --- optimal play (play.cpp) ---
int optimal_play(lua_State* L);
int play(lua_State* L);

// --- bidding (bidding.cpp) ---
int bidding(lua_State* L);
int staircase(lua_State* L);
int staircase_outcome(lua_State* L);
int discrete_bidding(lua_State* L);

}  // namespace alea::lua_graph
