#pragma once
// Randomized decision trees by Yao's principle, as zero-sum games between the algorithm (a
// decision tree, mixed) and the input (a point, mixed), each solved by linear programming with
// trees generated as needed (src/lp):
//   zero error (R_0): the algorithm pays the number of queries; the trees are those computing f;
//     the value max_mu min_T E_mu[queries of T] is R_0(f), the least worst-case expected number
//     of queries of a randomized algorithm that never errs.
//   bounded error at depth k: the algorithm pays [T(x) != f(x)]; the trees have depth <= k and
//     any leaf labels; the value e_k is the least worst-case error of a randomized algorithm
//     that reads at most k variables, so R_eps(f) = min { k : e_k <= eps }.
// The master LP (maximize v: v <= sum_x mu_x cost_T(x) for the trees so far, sum mu = 1) gives
// a distribution mu; the best tree against mu (a dynamic program over the 3^n subcubes) either
// pays at least v, which proves v the value, or joins the master. Doubles first, then the same
// in Rational (the master solved exactly, the best tree against the exact mu found exactly) until
// the two agree: the value is exact, mu the hard distribution, the master's multipliers the
// optimal randomized algorithm.
#include <cstdint>
#include <utility>
#include <vector>

#include "boolfn/decision_tree.hpp"
#include "boolfn/table/bit_table.hpp"
#include "core/rational.hpp"

namespace alea::boolfn::measure {

struct TreeGame {
  Rational value;
  std::vector<Rational> distribution;                       // mu, in table order
  std::vector<std::pair<Rational, DecisionTree>> algorithm;  // trees with positive probability
  int trees = 0;                                             // trees generated in all
};

// depth < 0: zero error; else bounded error at that depth. n <= 10 (3^n subcubes).
TreeGame solve_tree_game(const Words& bits, int n, int depth);

}  // namespace alea::boolfn::measure
