#include "doubling/game.hpp"

#include "core/errors.hpp"
#include "core/mode.hpp"
#include "doubling/alternating.hpp"
#include "doubling/raising.hpp"
#include "doubling/scalar.hpp"

namespace alea::doubling {
namespace {

// The game checked, and the exact flag resolved by the one rule.
bool checked_exact(const Game& g) {
  check_count(g.m, "m", "A's number of raises m");
  check_count(g.n, "n", "B's number of raises n");
  for (auto [role, x, what] : {std::tuple{"a", &g.a, "A's raise factor a"}, {"b", &g.b, "B's raise factor b"}}) {
    if (x->is_exact()) check_factor(*x->exact, role, what);
    else check_factor(x->value, role, what);
  }
  if (g.p.is_exact()) check_state(*g.p.exact, "p", "the state p");
  else check_state(g.p.value, "p", "the state p");
  return resolve_exact(g.exact, g.a.is_exact() && g.b.is_exact() && g.p.is_exact());
}

template <class T>
RaisingPoints<T> raising_points(const Game& g, const T& a, const T& b, PointsMethod method) {
  if (method == PointsMethod::theorem2) return theorem2(g.m, g.n, a, b);
  RaisingTable<T> table(g.m, g.n, a, b);
  return {table.alpha(g.m, g.n), table.beta(g.m, g.n)};
}

}  // namespace

Points points(const Game& g, PointsMethod method) {
  if (checked_exact(g)) {
    auto r = raising_points(g, g.a.rational(), g.b.rational(), method);
    return {Quantity::of(r.alpha), Quantity::of(r.beta)};
  }
  auto r = raising_points(g, g.a.value, g.b.value, method);
  return {Quantity::approximate(r.alpha), Quantity::approximate(r.beta)};
}

Quantity value(const Game& g) {
  if (checked_exact(g)) return Quantity::of(raising_value(g.m, g.n, g.a.rational(), g.b.rational(), g.p.rational()));
  return Quantity::approximate(raising_value(g.m, g.n, g.a.value, g.b.value, g.p.value));
}

Tree tree(const Game& g) {
  if (checked_exact(g)) return raising_tree(g.m, g.n, g.a.rational(), g.b.rational());
  return raising_tree(g.m, g.n, g.a.value, g.b.value);
}

Rational first_point(std::optional<long long> n, bool recursion) {
  if (!n) return alternating_limit();
  return recursion ? alternating_point_recursive(*n) : alternating_point(*n);
}

Quantity continuous_alpha(double a, double b, std::optional<long long> raises) {
  if (raises) return Quantity::approximate(extrapolated_alpha(a, b, *raises));
  const Estimate e = doubling::continuous_alpha(a, b);
  return Quantity::estimate(e.value, e.bound);
}

MoneyPoints<Quantity> money_points(const Number& W, const Number& L, const Number& x, std::optional<bool> exact) {
  if (resolve_exact(exact, W.is_exact() && L.is_exact() && x.is_exact())) {
    auto m = doubling::money_points(W.rational(), L.rational(), x.rational());
    return {Quantity::of(m.take), Quantity::of(m.cash), Quantity::of(m.initial_double), Quantity::of(m.redouble)};
  }
  auto m = doubling::money_points(W.value, L.value, x.value);
  return {Quantity::approximate(m.take), Quantity::approximate(m.cash), Quantity::approximate(m.initial_double),
          Quantity::approximate(m.redouble)};
}

std::string paper_format(const Number& x, int digits) {
  return x.is_exact() ? paper_format(*x.exact, digits) : paper_format(x.value, digits);
}

}  // namespace alea::doubling
