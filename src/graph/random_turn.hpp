#pragma once
// Values of random-turn games (seed 004, sections 3.2 and 5.1.2): before every move a coin gives
// the move to Blue with probability p (the seed's fair coin is p = 1/2), and the mover moves
// along an edge of his colour. A play that never ends pays r_min, as in the seed's truncated
// games (Proposition 31, Theorem 35's proof).
//
// The value is the least fixed point of F(x)(v) = p x+(v) + (1-p) x-(v) (operator.hpp). F may
// have other fixed points - the "Richman functions" of Definition 30 are not unique when
// E_B != E_R (docs/graph.md, Errata) - and all of them lie between the least (low: infinite
// play pays r_min) and the greatest (high: infinite play pays r_max). Both are returned with
// whether they coincide; each is certified exactly (solve/certify.hpp).
#include <cstdint>
#include <string>
#include <vector>

#include "core/rational.hpp"
#include "graph/game.hpp"

namespace alea::graph {

struct RandomTurnValue {
  std::vector<Rational> low, high;  // least and greatest fixed points, by vertex
  bool unique = false;              // low == high
  std::string method;               // "backward induction" or "strategy iteration"
  std::vector<Vertex> blue, red;    // strategies proving low (Blue) and high (Red) optimal
  std::uint64_t cyclic_components = 0, largest_component = 0;
  std::uint64_t exact_solves = 0, float_solves = 0, switches = 0;
};

// G:random_turn{p=} with an exact p. Throws InvalidArgument("p") outside [0, 1].
RandomTurnValue random_turn(const Game& g, const Rational& p);

// The floating-point mode: value iteration from both sides. lower starts at r_min and upper at
// r_max off the terminals; each Gauss-Seidel update rounds outward by a bound on its rounding
// error, so lower <= every fixed point <= upper holds at every sweep in exact arithmetic. When
// the fixed point is unique the gap closes geometrically, and a gap below the tolerance is a
// certificate; when it is not, lower tends to low and upper to high.
struct BracketOptions {
  double tolerance = 1e-12;        // stop when upper - lower <= tolerance * max |payoff| everywhere
  std::uint64_t max_sweeps = 1000000;
  double max_seconds = 0;          // 0: no time limit
};
struct Bracket {
  std::vector<double> lower, upper;
  double width = 0;          // max over vertices of upper - lower
  bool closed = false;       // width <= tolerance * max |payoff|
  std::uint64_t sweeps = 0;  // the largest number of sweeps over one component
  std::uint64_t updates = 0; // vertex updates in all
  std::uint64_t components = 0;
  double seconds = 0;
};
Bracket random_turn_bracket(const Game& g, double p, const BracketOptions& options = {});

// Value iteration as PRISM-games and Storm do it: from r_min, Jacobi or Gauss-Seidel sweeps
// until the largest change (relative to the new value, or absolute) falls below epsilon. No
// bound on the error: the comparison in bench/graph shows how far it can be.
struct PlainOptions {
  bool gauss_seidel = false;
  double epsilon = 1e-6;
  bool relative = true;
  std::uint64_t max_sweeps = 1000000;
};
struct PlainResult {
  std::vector<double> x;
  std::uint64_t sweeps = 0;
  bool converged = false;
  double seconds = 0;
};
PlainResult plain_value_iteration(const Game& g, double p, const PlainOptions& options = {});

// p checked and converted: InvalidArgument("p") when outside [0, 1] or not finite.
void check_coin(const Rational& p);
void check_coin(double p);

}  // namespace alea::graph
