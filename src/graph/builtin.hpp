#pragma once
// Built-in games (fast C++ versions of what graph.from_rules builds from Lua).
#include <cstdint>
#include <string>
#include <vector>

#include "core/rational.hpp"
#include "graph/game.hpp"

namespace alea::graph {

// Example 37 / Figure 3.2.1: v_0, v_1, ..., v_{n+1} on a path (vertex i is v_i), terminals v_0
// (payoff -1) and v_{n+1} (payoff +1), both players move to either neighbour.
Game tug_of_war(std::int64_t n);

// Tug of war on a width x height grid of inner cells (vertex y*width + x), each moving to its
// four neighbours; the neighbours outside the grid are terminals paying the side's payoff
// (left, right, top, bottom), numbered after the inner cells.
struct GridSides {
  Rational left = -1, right = 1, top = 0, bottom = 0;
};
Game tug_of_war_grid(std::int64_t width, std::int64_t height, const GridSides& sides = {});

// Boards: positions (A, B) of Blue's and Red's cells, coded A | B << 32 with cell r*k + c.
struct BoardOptions {
  bool names = true;  // name vertices by their board, rows joined by '/', x Blue, o Red, . empty
};

// Example 5: k x k tic-tac-toe (k <= 5) as a game graph. From (A, B) Blue's edges claim a free
// cell for A and Red's for B; a position where A (B) holds a full row, column or diagonal pays
// +1 (-1), a full board without one pays 0. Vertex 0 is the empty board.
Game tic_tac_toe(int k, const BoardOptions& options = {});

// Hex on an n x n rhombus (n <= 5): Blue joins the top row to the bottom row, Red the left
// column to the right one; cells (r, c) and (r', c') touch when (r'-r, c'-c) is one of
// (0, +-1), (+-1, 0), (1, -1), (-1, 1). Play stops when a chain is made (payoff +1 or -1).
Game hex(int n, const BoardOptions& options = {});

// The selection game of f : {-1,1}^n -> R (section 2.1.1, 3.2.3), f given by its 2^n values,
// bit i of the index set iff x_i = 1. Vertices are partial assignments (Blue sets a variable to
// 1, Red to -1); with stop_when_determined a partial assignment on which f is constant is a
// terminal with that payoff (section 3.2.3's graph), otherwise only full assignments are.
// Vertex 0 is the empty assignment; names like "10-" (x_1 = 1, x_2 free, x_3 = -1) read
// variable 1 first.
Game selection_game(int n, const std::vector<Rational>& f, bool stop_when_determined = true);

// The board or assignment a built-in vertex name stands for, as cells: 1 Blue, -1 Red, 0 free.
std::vector<int> cells_of(const std::string& name);

}  // namespace alea::graph
