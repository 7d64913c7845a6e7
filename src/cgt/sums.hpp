#pragma once
// Disjunctive sums of Robin Hood / Little John heaps: their value, their stops, every first move
// with the stop it reaches and whether it wins, and the hot strategy (always move in a hottest
// component) played against an opponent who plays optimally.
//
// "Stop reached" after a first move is the stop of the position left to the opponent: the
// Right stop after Left's move, the Left stop after Right's. A move wins when the mover then
// wins moving second: S^L >= 0 for Left, S^R <= 0 for Right.
#include <cstddef>
#include <vector>

#include "cgt/game.hpp"
#include "cgt/robin_hood.hpp"

namespace alea::cgt {

using HeapSum = std::vector<Heap>;

struct HeapMove {
  std::size_t heap = 0;  // index in the sum (0-based)
  long long take = 0;    // tokens removed
  Heap after;            // the heap after the move
  bool operator==(const HeapMove&) const = default;
};

struct FirstMove {
  HeapMove move;
  Dyadic stop;           // the stop reached (see above)
  bool wins = false;
};

struct SumStops {
  Dyadic left, right;
};

// The canonical form of the sum (role "heaps" in errors).
Game sum_value(const HeapSum& heaps);
SumStops sum_stops(const HeapSum& heaps);
// Every move of `side` (all heaps, every number of tokens), in heap order then tokens.
std::vector<FirstMove> first_moves(const HeapSum& heaps, Side side);
// The moves of `side` that win (the mover wins playing second afterwards).
std::vector<HeapMove> winning_moves(const HeapSum& heaps, Side side);

// The hot strategy: at each of its turns `hot` moves in a component of highest temperature
// (the first such heap that offers it a move), to the option whose wall is best at that
// temperature (Left: largest right wall; Right: smallest left wall; ties: the better stop, then
// fewer tokens). The opponent plays to the best stop it can reach against that.
struct HotstratResult {
  Dyadic stop;               // the stop reached by hot strategy against optimal play
  Dyadic optimal_stop;       // the stop `hot` reaches playing optimally (same first player)
  std::vector<HeapMove> line;  // the moves of the play reached (both players), first to last
};
HotstratResult hotstrat(const HeapSum& heaps, Side hot, Side first);

}  // namespace alea::cgt
