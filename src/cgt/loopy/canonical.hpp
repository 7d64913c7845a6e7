#pragma once
// The simplest form of stoppers (Siegel, CGT VI.3, "Simplification of stoppers"): in a stopper
// graph, remove dominated options, bypass reversible ones (G^{L1} reverses through G^{L1R1} <= G:
// replace it by the Left options of G^{L1R1}) until nothing changes, then fuse positions of
// equal value (and start again if that changed anything). Each step keeps every position's
// value, so one order (compare.hpp) of the graph decides a whole pass; fusion waits for a graph
// with nothing to bypass or remove, since before it a position may equal a follower reached by
// alternating play, and identifying the two would close an alternating cycle (another game).
// The simplest form is unique up to isomorphism.
//
// Sides (Siegel, CGT VI.4; Winning Ways ch. 11): the onside G+ of any game is G played with
// infinite play won by Left, the offside G- with infinite play won by Right; compare.hpp compares
// sides of any two graphs exactly (a Buchi game). G+ is the limit of sidling, G_0 = on,
// G_{n+1} = {G_n^L | G_n^R} at every position at once (G- the same from off), but that limit is
// often reached only at infinity (the onside of over + under is over, approached by 1, 1/2,
// 1/4, ...) and never when G+ equals no stopper (Bach's Carousel). So sidle() tries, each
// checked by the order of sides against the game as given:
//   1. the candidate: g without the other player's edges on alternating cycles (a stopper);
//   2. g pruned: options that do not change the side removed one at a time (the edges on
//      alternating cycles, as CGSuite's irrelevant cyclic edges, and options dominated in the
//      order of sides), a stopper when the cycles left are gone;
// and otherwise returns the pruned graph, a side that is no stopper. Sidling itself is kept as
// an independent check (candidate=false): on random games, wherever it settles, steps 1 and 2
// found the same stopper (tests/unit/cgt/test_loopy.cpp).
#include <vector>

#include "cgt/loopy/graph.hpp"

namespace alea::cgt::loopy {

// Simplifies the stopper graph g (a stopper at every root); the result is restricted to what
// the roots reach, with roots[i] renumbered (equal roots become the same vertex).
Graph simplify_stopper(const Graph& g, std::vector<Vertex>& roots);

// The onside (onside=true) or offside of the game (g, v) as a graph with its start at vertex 0:
// a simplified stopper graph when the steps above find one, else the pruned graph (alternating
// cycles left).
Graph sidle(const Graph& g, Vertex v, bool onside);

// Sidling from on (off) alone, the independent method the tests check sidle() by: the stopper
// it settles on, or InvalidArgument (role "G") when it has not settled after max_rounds rounds.
Graph sidle_by_rounds(const Graph& g, Vertex v, bool onside, std::size_t max_rounds);

}  // namespace alea::cgt::loopy
