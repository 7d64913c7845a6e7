#pragma once
// Comparison of loopy games (Siegel, CGT VI.3-4; Winning Ways ch. 11).
//
// Stoppers, by the survival game: for stoppers G and H, G <= H exactly when Left, moving second
// in H - G, survives (wins or plays forever). Whether Right can force a win is a least fixed
// point, found by retrograde analysis on the positions (g, h, player to move) of H - G: Right
// wins at a position where Right moves if one move reaches a Right win; where Left moves, if
// every move does (or there is none).
//
// Sides of any games: G+ <= H+ (the onsides, infinite play won by Left) exactly when Left, moving
// second in H - G, can make sure that she wins or that play is infinite with infinitely many
// moves in H (the component whose infinite play is hers: H+ is on-sided, -(G+) off-sided); for
// the offsides, infinitely many moves in G. That is a Buchi game, solved by the classical
// iteration: Right's forced wins (the attractor above); then the positions from which Left can
// force a move in her component; the others, where Right keeps play out of it for ever, are
// Right's too; repeat until nothing changes. For two stoppers every convention gives the
// survival order, since an infinite play of a sum of stoppers moves in both components forever.
#include <vector>

#include "cgt/loopy/graph.hpp"

namespace alea::cgt::loopy {

// Which comparison: stoppers' survival order, or the order of onsides or of offsides.
enum class Convention { stopper, onside, offside };

// leq(g, h): whether vertex g of a is <= vertex h of b, for every pair. With Convention::stopper both
// graphs must be stoppers at the vertices whose answers are used. Refused past the memory guard
// (a few bytes per pair); polls Ctrl-C.
class Order {
 public:
  Order(const Graph& a, const Graph& b, Convention side = Convention::stopper);
  bool leq(Vertex g, Vertex h) const { return leq_[std::size_t(g) * nb_ + h]; }

 private:
  std::size_t nb_;
  std::vector<bool> leq_;
};

// Whether the sides (onside or offside) of (a, 0) and (b, 0) are equal.
bool side_equal(const Graph& a, const Graph& b, bool onside);

}  // namespace alea::cgt::loopy
