#pragma once
// The simplest form of stoppers (Siegel, CGT VI.3, "Simplification of stoppers"): in a stopper
// graph, remove dominated options, bypass reversible ones (G^{L1} reverses through G^{L1R1} <= G:
// replace it by the Left options of G^{L1R1}) and fuse positions of equal value, until nothing
// changes. Each step keeps every position's value, so one order (compare.hpp) of the graph
// decides a whole pass; the simplest form is unique up to isomorphism.
//
// Sidling (Siegel, CGT VI.4; Winning Ways ch. 11): the onside G+ of any game is the limit of
// G_0 = on, G_{n+1} = {G_n^L | G_n^R} taken at every position at once; the offside G- the
// same from off. That limit is often reached only at infinity (the onside of over + under is
// over, approached by 1, 1/2, 1/4, ...), so a candidate is tried first: the graph without the
// other player's edges on alternating cycles, a stopper, accepted when one step of sidling
// leaves it unchanged at every position (canonical.cpp says why that makes it the side).
// Otherwise the approximations, each a stopper simplified as above, are iterated until one
// equals the one before at every position.
#include <vector>

#include "cgt/loopy/graph.hpp"

namespace alea::cgt::loopy {

// Simplifies the stopper graph g (a stopper at every root); the result is restricted to what
// the roots reach, with roots[i] renumbered (equal roots become the same vertex).
Graph simplify_stopper(const Graph& g, std::vector<Vertex>& roots);

// The onside (onside=true) or offside of the game (g, v) as a simplified stopper graph with
// its start at vertex 0. Throws InvalidArgument (role "G") when the approximations have not
// settled after max_rounds rounds (the game is then not stopper-sided, like Bach's Carousel).
// candidate=false skips the candidate (for tests: sidling alone, to check the candidate by).
Graph sidle(const Graph& g, Vertex v, bool onside, std::size_t max_rounds, bool candidate = true);

}  // namespace alea::cgt::loopy
