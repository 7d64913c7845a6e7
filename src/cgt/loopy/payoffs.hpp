#pragma once
// Game graphs whose plays end at terminals with payoffs (the graph module's games, seed 004
// Definition 2: Blue moves along blue edges, Red along red ones, a play that reaches terminal t
// pays nu(t) to Blue) read as loopy partizan games: Blue is Left, Red is Right, and the players
// alternate instead of tossing a coin or bidding for the move. Every vertex that is not a
// terminal has a move for each player (Definition 2), so play can only stop at a terminal, and
// a terminal becomes a game by one of two readings:
//  - outcome: the greatest payoff is a win for Blue whoever is to move, on = {pass|}; the least
//    a win for Red, off; any payoff between them a draw, dud = {pass|pass}. Then the outcome
//    class of a vertex's value is who wins alternating play from it with infinite play drawn
//    (Left first and Right first), which is the win/draw/loss game the graph describes.
//  - number: the payoff x is the number x, as a scored game's final count becomes the number
//    of moves the winner has to spare (Winning Ways ch. 1-2; Siegel, CGT I.1, scoring games).
//    x must be a dyadic rational. Stops are then scores of alternating play with the option of
//    passing into a sum; a single graph's minimax score can differ where moving is a
//    disadvantage (a zugzwang: {0|1} = 1/2).
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "cgt/loopy/value.hpp"
#include "core/rational.hpp"
#include "digraph/compressed.hpp"

namespace alea::cgt::loopy {

enum class PayoffReading { outcome, number };

// The game graph as the graph module keeps it; names (empty, or one per vertex) label vertices
// in messages, else they are numbered from 1 as the user numbers them.
struct PayoffGraph {
  const CompressedDigraph& left;   // Blue's (Left's) moves
  const CompressedDigraph& right;  // Red's (Right's) moves, on the same vertices
  std::span<const std::pair<Vertex, Rational>> terminals;  // vertices without moves, and payoffs
  std::span<const std::string> names = {};
};

// The loopy graph: vertex v of the game graph is vertex v here, each terminal with the edges of
// its payoff's game (a number's further vertices are appended). Errors (role "payoffs"): a payoff
// that is no dyadic rational in the number reading; every terminal paying the same in the outcome
// reading (no one can win). Checked against the memory guard before it grows.
Graph payoff_graph(const PayoffGraph& g, PayoffReading reading);
// The value of vertex start of that graph (role "from" when start is not a vertex). In the number
// reading, when no cycle is reachable from start, the short game built by the short engine from the
// leaves up (linear in the graph), not through the stopper machinery (quadratic).
Value payoff_value(const PayoffGraph& g, Vertex start, PayoffReading reading);

}  // namespace alea::cgt::loopy
