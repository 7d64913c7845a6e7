#pragma once
// Thermographs of stoppers (issue 27; "beyond CGSuite", whose issue #3 asks for loopy
// thermography). A short game's thermograph is the recursion T(G) = F(T(G^L) | T(G^R)) of
// thermo/thermograph.cpp (scaffolds from the options' walls, taxed by t, masted where they
// meet, CGSuite's conventions from t = -1), which works on any form. On the graph of a stopper
// the same equations hold at every position at once, with cycles: alea takes as the thermograph
// of a stopper the solution of that system found by iterating it from vertical masts at the
// middle of each position's strong stops until nothing changes (Jacobi rounds, as sidling
// iterates the options). Where the system settles, the answer is a fixed point: every position's
// walls are exactly what its options' walls give. It is refused when a stop of a position is on
// or off (walls at infinity) or when the rounds do not settle (docs/cgt.md: what is known).
//
// Checks (tests/unit/cgt/test_loopy_thermograph.cpp): a loopfree graph, canonical or not, gives
// the short game's thermograph; iterations from masts below and above every stop approach the
// same walls; the stops of n G lie within n mean +- temperature.
//
// Roles in errors: "G" the game.
#include <vector>

#include "cgt/loopy/value.hpp"
#include "cgt/thermograph.hpp"

namespace alea::cgt::loopy {

// The thermograph of every position of the stopper graph g (a stopper from every vertex),
// indexed by vertex. InvalidArgument "G" when a stop is on or off or the system does not settle
// within max_rounds rounds (0: 4 |g| + 64).
std::vector<Thermograph> stopper_thermographs(const Graph& g, std::size_t max_rounds = 0);

// The thermograph of a value that is a stopper (InvalidArgument "G" otherwise, or as above).
Thermograph thermograph(const Value& g);

// `rounds` Jacobi rounds of the system on g from the thermographs `start` (one per vertex), for
// the tests' iterations from other starts.
std::vector<Thermograph> thermograph_rounds(const Graph& g, std::vector<Thermograph> start, std::size_t rounds);

// The largest distance between the walls of two thermographs (over every t >= -1).
Dyadic wall_distance(const Thermograph& a, const Thermograph& b);

}  // namespace alea::cgt::loopy
