#pragma once
// G:to_dot(): the game in Graphviz's DOT language. Terminals are double circles (as in Figure
// 3.2.1), blue and red edges in their colours (an edge of both colours drawn once, purple),
// values under the labels, optimal edges bold and Theorem 35's choices bolder.
#include <string>
#include <vector>

#include "core/rational.hpp"
#include "graph/game.hpp"

namespace alea::graph {

struct DotOptions {
  bool values = true;   // solve at p and show low (and high when different)
  Rational p{1, 2};
  std::string name = "G";
};
std::string to_dot(const Game& g, const DotOptions& options = {});

}  // namespace alea::graph
