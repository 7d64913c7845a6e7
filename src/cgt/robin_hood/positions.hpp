#pragma once
// Robin Hood and Little John heaps as positions (position.hpp), the shape every game of the
// library has: options by tokens taken, the canonical value, the thermograph computed directly
// on the positions, and the move's words ("take 2").
#include "cgt/position.hpp"
#include "cgt/robin_hood/heap.hpp"

namespace alea::cgt {

PositionPtr heap_position(const Heap& h);
// The heap of a position of ruleset "robin_hood" or "little_john" (nullptr for any other).
const Heap* heap_of(const Position& p);

}  // namespace alea::cgt
