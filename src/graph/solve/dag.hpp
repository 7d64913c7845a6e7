#pragma once
// Backward induction on acyclic games in machine integers. With p = a/b in lowest terms and
// Q the common denominator of the payoffs, x(v) * b^h(v) * Q is an integer when h(v) is the
// longest path from v to a terminal, so with the one scale b^H * Q (H the largest height)
// every value is an integer and F's division by b is exact. When that scale times the
// payoffs fits in 62 bits the whole induction runs in int64 (128-bit products), which is what
// makes tic-tac-toe and Hex exact at the speed of doubles.
#include <optional>

#include "digraph/compressed.hpp"
#include "graph/solve/fixed_point.hpp"

namespace alea::graph {

// nullopt when the scale does not fit (the caller then works in Rational). comps must be the
// game's components, all single vertices without loops.
std::optional<FixedPoint<Rational>> dag_values_scaled(const Game& g, const Rational& p, const ComponentLabels& comps);

// Backward induction in doubles on an acyclic game (nullopt when it has a cycle): each value is
// p x(Blue's best) + (1-p) x(Red's best), a convex combination that cannot overflow whatever the
// payoffs (a difference of the two, as at +-1e308, would), with a proven bound on its error:
// the largest bound among the successors plus this update's rounding.
struct DagDoubles {
  std::vector<double> x, error;
};
std::optional<DagDoubles> dag_values_double(const Game& g, double p);

// Heights: 0 on terminals, 1 + the largest height of a successor elsewhere (acyclic games).
std::vector<std::uint32_t> heights(const Game& g, const ComponentLabels& comps);

}  // namespace alea::graph
