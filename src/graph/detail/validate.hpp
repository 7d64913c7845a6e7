#pragma once
// Definition 2's conditions on a built game, checked once when the game is made.
#include <vector>

#include "graph/game.hpp"

namespace alea::graph::detail {

// Throws InvalidArgument ("terminals", "blue" or "red") naming the first vertex that fails:
// a terminal with moves, or a vertex that reaches no terminal along edges of one colour.
void validate_definition2(const Game& g);

// The vertices that reach a terminal along edges of `a` (backward search from T).
std::vector<bool> reaches_terminal(const Game& g, const Adjacency& a);

}  // namespace alea::graph::detail
