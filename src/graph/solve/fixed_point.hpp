#pragma once
// Least fixed points of F on a whole game: components solved sinks first (a DAG is backward
// induction, one vertex at a time), each cyclic component by strategy iteration (component.hpp)
// - in doubles first to find the strategies, then in Rational from those strategies, which
// usually only confirms them with one exact linear solve.
#include <cstdint>
#include <vector>

#include "core/rational.hpp"
#include "graph/game.hpp"

namespace alea::graph {

template <class S>
struct FixedPoint {
  std::vector<S> x;
  std::vector<Vertex> sigma, tau;  // optimal choices found (no_vertex on terminals)
  std::uint64_t cyclic_components = 0, largest_component = 0;
  std::uint64_t evaluations = 0, switches = 0;  // exact linear solves and strategy changes
  std::uint64_t float_evaluations = 0;
  bool dag = false;
};

// The least fixed point of F at coin p = P(Blue moves): the value of the random-turn game when
// a play that never ends pays r_min (the seed's convention).
FixedPoint<Rational> least_fixed_point(const Game& g, const Rational& p);
// The same in doubles (candidate values; no certificate).
FixedPoint<double> least_fixed_point(const Game& g, double p);

}  // namespace alea::graph

namespace alea::graph {
// True when no play can revisit a vertex (every component a single vertex without a loop).
bool acyclic(const Game& g);
}  // namespace alea::graph
