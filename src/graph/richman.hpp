#pragma once
// The Richman function (seed 004, Definition 30 to Proposition 34): R = the random-turn value at
// p = 1/2, R+ and R- (its largest blue and smallest red successor values), and the iterates R_n
// of Proposition 31's constructive proof (R_0 = nu on T and r_min elsewhere, R_{n+1} = F(R_n)),
// which increase to the least fixed point. Iterating from r_max instead gives the decreasing
// sequence U_n that converges to the greatest one; U_n, not the seed's 2R - R_n, is Red's
// n-move threshold in Theorem 38 (docs/graph.md, Errata).
#include <cstdint>
#include <vector>

#include "core/rational.hpp"
#include "graph/game.hpp"
#include "graph/random_turn.hpp"

namespace alea::graph {

// G:richman(): random_turn at p = 1/2.
RandomTurnValue richman(const Game& g);

// x+(v) and x-(v) at every non-terminal; x itself on terminals (the seed's extension in Claim 40).
template <class S>
struct PlusMinus {
  std::vector<S> plus, minus;
};
template <class S>
PlusMinus<S> plus_minus(const Game& g, const std::vector<S>& x);

// R_0 .. R_n of Proposition 31 at coin p (the seed: p = 1/2), from below (r_min) or from above
// (r_max). Exact: R_n has denominators up to 2^n, so this is for small n; the double version
// is for large n.
template <class S>
std::vector<std::vector<S>> richman_iterates(const Game& g, std::uint64_t n, bool from_above = false,
                                             const S& p = S(1) / S(2));

}  // namespace alea::graph
