#pragma once
// Comparison of stoppers by the survival game (Siegel, CGT VI.3; Winning Ways ch. 11): for
// stoppers G and H, G <= H exactly when Left, moving second in H - G, survives (wins or plays
// forever). Whether Right can force a win is a least fixed point, found by retrograde analysis
// on the positions (g, h, player to move) of H - G: Right wins at a position where Right moves
// if one move reaches a Right win; where Left moves, if every move does (or there is none).
#include <vector>

#include "cgt/loopy/graph.hpp"

namespace alea::cgt::loopy {

// leq[g * b.size() + h]: whether vertex g of a is <= vertex h of b, for every pair. Both
// graphs must be stoppers at the vertices whose answers are used. Refused past the memory
// guard (a few bytes per pair); polls Ctrl-C.
class Order {
 public:
  Order(const Graph& a, const Graph& b);
  bool leq(Vertex g, Vertex h) const { return leq_[std::size_t(g) * nb_ + h]; }

 private:
  std::size_t nb_;
  std::vector<bool> leq_;
};

}  // namespace alea::cgt::loopy
