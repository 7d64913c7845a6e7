#pragma once
// Randomized query complexity of a +-1 function, exact, by the games of measure/tree_game.hpp
// (Yao's principle; linear programs over decision trees, generated as needed, solved by GLPK and
// verified in Rational): R_0(f), the least worst-case expected number of queries of a
// randomized algorithm that never errs, and R_eps(f) (R_2 at eps = 1/3), the least number of
// queries of a randomized algorithm that errs with probability at most eps on every input. Each
// comes with a hard input distribution (Yao's lower bound made tight) and an optimal randomized
// algorithm (trees with their probabilities). n <= 8 (LimitExceeded past it: 3^n subcubes per
// best-tree step, 2^n + 1 LP columns); non-Boolean f: role "f".
#include <utility>
#include <vector>

#include "boolfn/decision_tree.hpp"
#include "boolfn/function.hpp"
#include "core/rational.hpp"

namespace alea::boolfn {

constexpr int max_randomized_variables = 8;

struct RandomizedComplexity {
  Rational value;                                           // R_0, or e_k for the depth k
  std::vector<Rational> distribution;                       // the hard input distribution (table order)
  std::vector<std::pair<Rational, DecisionTree>> algorithm;  // an optimal randomized algorithm
  int trees = 0;                                            // trees the LPs generated
};
RandomizedComplexity zero_error_complexity(const BooleanFunction& f);

// R_eps(f) = min { k : e_k <= eps }, e_k the least worst-case error with k queries; `errors` the
// e_k the search evaluated (increasing k), `game` the game at k = R_eps. eps in [0, 1/2) (role
// "epsilon").
struct BoundedErrorComplexity {
  int R = 0;
  std::vector<std::pair<int, Rational>> errors;
  RandomizedComplexity game;
};
BoundedErrorComplexity bounded_error_complexity(const BooleanFunction& f, const Rational& epsilon);

}  // namespace alea::boolfn
