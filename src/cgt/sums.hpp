#pragma once
// Play in a disjunctive sum: every first move with the stop it reaches and whether it wins, and
// the hot strategy (always move in a hottest component) played against an opponent who plays
// optimally. The sum is a position's components (position.hpp): Robin Hood heaps, the regions of
// a board, or the parts of cgt.sum{...}.
//
// "Stop reached" after a first move is the stop of the position left to the opponent: the
// Right stop after Left's move, the Left stop after Right's. A move wins when the mover then
// wins moving second: S^L >= 0 for Left, S^R <= 0 for Right.
#include <cstddef>
#include <string>
#include <vector>

#include "cgt/position.hpp"

namespace alea::cgt {

struct Move {
  std::size_t component = 0;  // index among the components (0-based)
  PositionPtr after;          // that component after the move
  std::string text;           // the ruleset's words for the move ("take 2"), may be empty
};

struct FirstMove {
  Move move;
  Dyadic stop;  // the stop reached (see above)
  bool wins = false;
};

// Every move of `side` (every component, each in its ruleset's order of options).
std::vector<FirstMove> first_moves(const PositionPtr& p, Side side);
// The moves of `side` that win (the mover wins playing second afterwards).
std::vector<Move> winning_moves(const PositionPtr& p, Side side);

// The hot strategy: at each of its turns `hot` moves in a component of highest temperature
// (the first such component that offers it a move), to the option whose wall is best at that
// temperature (Left: largest right wall; Right: smallest left wall; ties: the better stop, then
// the earlier option). The opponent plays to the best stop it can reach against that.
struct HotstratResult {
  Dyadic stop;             // the stop reached by hot strategy against optimal play
  Dyadic optimal_stop;     // the stop `hot` reaches playing optimally (same first player)
  std::vector<Move> line;  // the moves of the play reached (both players), first to last
};
HotstratResult hotstrat(const PositionPtr& p, Side hot, Side first);

}  // namespace alea::cgt
