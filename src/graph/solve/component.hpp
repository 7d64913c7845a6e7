#pragma once
// The least fixed point of F on one strongly connected component of the game, its exits
// solved: strategy iteration (Hoffman-Karp style) for Blue, each Blue strategy answered by
// Red's best reply.
//
// Why it is right with cycles and E_B != E_R. A play that never ends pays r_min (the seed's
// truncated games, Proposition 31's R_0), so the least fixed point is the game's value and
// Red likes infinite play. Red's best reply to a Blue strategy sigma: first the largest set Z
// of the component where Red can keep the token forever against sigma (value r_min, the least
// payoff there is); outside Z every play reaches an exit or Z whatever Red does, so Red's
// strategy iteration there is on a stopping chain and converges. Blue switches only to
// strictly better successors; the value of sigma then never decreases (on a closed class of
// the new pair the old values are constant and equal to r_min), and when no switch is left
// the values are a fixed point of F, so not below the least one, and the value of a strategy,
// so not above it. The exact check of the result (certify.hpp) does not rely on this argument.
#include <cstdint>
#include <vector>

#include "core/rational.hpp"
#include "digraph/compressed.hpp"
#include "graph/game.hpp"

namespace alea::graph {

template <class S>
struct FixedPointWork {
  FixedPointWork(const Game& game, S p_, S infinite_, S eps_, const ComponentLabels& c);
  const Game& g;
  S p, q;
  S infinite;  // what a play that never ends pays Blue
  S eps;       // a switch must gain more than this (0 in Rational; guards doubles against noise)
  const ComponentLabels& comps;
  std::vector<S> x;                 // terminals and solved components
  std::vector<Vertex> sigma, tau;   // Blue's and Red's choices at solved vertices
  std::vector<std::uint32_t> local; // scratch: a member's index in its component
  std::uint64_t evaluations = 0;    // linear systems solved
  std::uint64_t switches = 0;       // strategy changes made
};

// Solves component `cid` into w.x, w.sigma, w.tau. With warm, sigma and tau on the members
// are the starting strategies (from a floating-point pass); otherwise each player starts from
// the shortest way out of the component in his colour. Returns false when a double solve gave
// up (fill cap or iteration cap), leaving candidate strategies in place.
template <class S>
bool solve_component(FixedPointWork<S>& w, std::uint32_t cid, bool warm);

}  // namespace alea::graph
