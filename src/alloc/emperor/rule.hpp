#pragma once
// The quadrature rule of the emperor kernel (kernel.hpp): nodes and weights on [0, S] adapted to
// one allocation X, good for the integrands of every opponent at once. docs/alloc_emperor.md,
// "Numerics and the accuracy argument", says why one rule serves them all and how this one is
// chosen and checked.
#include <vector>

#include "alloc/counts.hpp"

namespace alea::alloc::emperor {

struct Rule {
  std::vector<double> nodes, weights;
  // The rule's estimated error on any opponent's I or D: the accepted panels' differences on
  // the probe integrands, plus the mass of f_X past the horizon and at the nodes left out.
  double error = 0;
  double horizon = 0;
};

// p: probabilities; x: X, with no token on a value of probability 0; t = sum x > 0.
Rule adapted_rule(const std::vector<double>& p, const Counts& x);

}  // namespace alea::alloc::emperor
