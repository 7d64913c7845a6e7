#include "boolfn/read_once.hpp"

#include "boolfn/formula/engine.hpp"
#include "core/errors.hpp"

namespace alea::boolfn {
namespace {

const Formula& formula_of(const BooleanFunction& f) {
  if (!f.formula()) throw InvalidArgument("f", f.to_string() + " has no read-once formula");
  return *f.formula();
}

const Rational& exact_p(const Coin& coin) {
  if (!coin.exact()) throw InvalidArgument("p", "the read-once engine is exact: give p as a rational");
  return coin.p();
}

// E_p[f] with the variables of `value` fixed, exact.
Rational formula_mean(const Formula& formula, const Rational& p, const std::vector<signed char>& value) {
  formula::Store store(true, p);
  return 2 * store.probability(store.from_formula(formula, value)) - 1;
}

Rational coin_rational(const Coin& coin) { return coin.exact() ? coin.p() : rational_from_double(coin.p_double()); }

Number as_number(const Rational& r, const Coin& coin) {
  return coin.exact() ? Number::of(r) : Number::of(to_double(r));
}

}  // namespace

Number expectation_read_once(const BooleanFunction& f, const Coin& coin, const Assignments& partial) {
  Partial start = make_partial(f.n(), partial);
  return as_number(formula_mean(formula_of(f), coin_rational(coin), start.value), coin);
}

std::vector<Number> scores_read_once(const BooleanFunction& f, const Coin& coin, const Assignments& partial,
                                     std::vector<int>& free) {
  const Formula& formula = formula_of(f);
  Partial start = make_partial(f.n(), partial);
  Rational p = coin_rational(coin);
  free = start.free_variables();
  std::vector<Number> out;
  for (int i : free) {
    auto plus = start.value, minus = start.value;
    plus[i - 1] = 1;
    minus[i - 1] = -1;
    out.push_back(as_number(formula_mean(formula, p, plus) - formula_mean(formula, p, minus), coin));
  }
  return out;
}

ReadOnceGame play_read_once(const BooleanFunction& f, const Coin& coin, game::Tie tie, const Assignments& partial) {
  const Formula& formula = formula_of(f);
  if (!formula.monotone()) throw InvalidArgument("f", "game lengths by symmetry need a monotone formula");
  Partial start = make_partial(f.n(), partial);
  formula::Solver solver(formula, exact_p(coin), tie == game::Tie::first, start.value);
  ReadOnceGame out;
  out.value = solver.value(solver.root());
  auto [length, leaves] = solver.length(solver.root(), tie);
  out.length = length;
  out.leaves = leaves;
  out.fewest_leaves = solver.fewest_play_leaves(solver.root());
  out.states = solver.states();
  return out;
}

ReadOnceTree optimal_tree_read_once(const BooleanFunction& f, const Coin& coin, const Assignments& partial) {
  const Formula& formula = formula_of(f);
  Partial start = make_partial(f.n(), partial);
  formula::Solver solver(formula, exact_p(coin), false, start.value);
  ReadOnceTree out;
  auto [cost, leaves] = solver.cost(solver.root());
  out.cost = cost;
  out.leaves = leaves;
  out.fewest_leaves = solver.fewest_leaves(solver.root());
  out.states = solver.states();
  return out;
}

}  // namespace alea::boolfn
