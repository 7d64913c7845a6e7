#include "graph/random_turn.hpp"

#include <cmath>
#include <stdexcept>

#include "core/errors.hpp"
#include "core/number.hpp"
#include "graph/solve/certify.hpp"
#include "graph/solve/fixed_point.hpp"

namespace alea::graph {

void check_coin(const Rational& p) {
  if (p < 0 || p > 1) throw InvalidArgument("p", "p = " + to_string(p) + " is not a probability (in [0, 1])");
}

void check_coin(double p) {
  if (!(p >= 0 && p <= 1)) throw InvalidArgument("p", "p = " + show(p) + " is not a probability (in [0, 1])");
}

RandomTurnValue random_turn(const Game& g, const Rational& p) {
  check_coin(p);
  RandomTurnValue r;
  auto low = least_fixed_point(g, p);
  r.method = low.dag ? "backward induction" : "strategy iteration";
  r.cyclic_components = low.cyclic_components;
  r.largest_component = low.largest_component;
  r.exact_solves = low.evaluations;
  r.float_solves = low.float_evaluations;
  r.switches = low.switches;
  if (low.dag) {  // backward induction computed every value from its successors: nothing to check
    r.blue = std::move(low.sigma);
    r.red = std::move(low.tau);
    r.low = std::move(low.x);
    r.high = r.low;
    r.unique = true;
    return r;
  }
  auto c = certify(g, p, low.x, low.sigma, low.tau);
  if (!c.fixed_point || !c.least)
    throw std::logic_error("graph: the least fixed point failed its exact check at vertex " + g.label(c.failing));
  r.blue = c.blue;
  if (c.greatest) {  // the same x is also the greatest fixed point: unique
    r.red = c.red;
    r.low = std::move(low.x);
    r.high = r.low;
    r.unique = true;
    return r;
  }
  // The greatest fixed point of G is minus the least one of the mirrored game at 1 - p.
  auto high = least_fixed_point(g.mirrored(), 1 - p);
  for (auto& v : high.x) v = -v;
  r.exact_solves += high.evaluations;
  r.float_solves += high.float_evaluations;
  r.switches += high.switches;
  auto d = certify(g, p, high.x, high.tau, high.sigma);
  if (!d.fixed_point || !d.greatest)
    throw std::logic_error("graph: the greatest fixed point failed its exact check at vertex " + g.label(d.failing));
  r.red = d.red;
  r.low = std::move(low.x);
  r.high = std::move(high.x);
  r.unique = r.low == r.high;
  return r;
}

}  // namespace alea::graph
