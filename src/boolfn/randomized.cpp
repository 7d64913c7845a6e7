#include "boolfn/randomized.hpp"

#include <algorithm>

#include "boolfn/measure/tree_game.hpp"
#include "boolfn/query.hpp"
#include "core/errors.hpp"

namespace alea::boolfn {
namespace {

RandomizedComplexity from_game(measure::TreeGame g) {
  return {std::move(g.value), std::move(g.distribution), std::move(g.algorithm), g.trees};
}

}  // namespace

RandomizedComplexity zero_error_complexity(const BooleanFunction& f) {
  const TruthTable& t = boolean_table(f, max_randomized_variables, "the zero-error randomized complexity");
  return from_game(measure::solve_tree_game(t.bits(), t.n(), -1));
}

BoundedErrorComplexity bounded_error_complexity(const BooleanFunction& f, const Rational& epsilon) {
  if (epsilon < 0 || epsilon >= Rational(1, 2))
    throw InvalidArgument("epsilon", "epsilon must be in [0, 1/2), got " + to_string(epsilon));
  const TruthTable& t = boolean_table(f, max_randomized_variables, "the bounded-error randomized complexity");
  // e_k falls with k and e_D = 0: bisection over [0, D]
  BoundedErrorComplexity out;
  std::vector<std::pair<int, measure::TreeGame>> games;
  auto game = [&](int k) -> const measure::TreeGame& {
    games.emplace_back(k, measure::solve_tree_game(t.bits(), t.n(), k));
    out.errors.emplace_back(k, games.back().second.value);
    return games.back().second;
  };
  int lo = 0, hi = decision_depth(f, false).D;
  while (lo < hi) {
    const int mid = (lo + hi) / 2;
    if (game(mid).value <= epsilon) hi = mid;
    else lo = mid + 1;
  }
  out.R = lo;
  auto it = std::find_if(games.begin(), games.end(), [&](const auto& g) { return g.first == lo; });
  out.game = from_game(it != games.end() ? std::move(it->second) : measure::TreeGame(game(lo)));
  std::sort(out.errors.begin(), out.errors.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
  return out;
}

}  // namespace alea::boolfn
