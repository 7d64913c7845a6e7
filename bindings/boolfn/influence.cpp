// Expectations, derivatives, influences and pivotality under the p-biased product distribution.
#include "boolfn/influence.hpp"
#include "boolfn/lua_boolfn.hpp"

namespace alea::lua_boolfn {
using namespace kit;

namespace {

// f:name([{p=, exact=}]) for a whole-function quantity.
template <class Result>
int of_function(lua_State* L, Result (*compute)(const boolfn::BooleanFunction&, const boolfn::Coin&)) {
  Options opts(L, 2);
  const auto& f = check_function(L, 1);
  return push(L, compute(f, check_coin(L, opts, &f))), 1;
}

// f:name(i [, {p=, exact=}]) for one variable.
int of_variable(lua_State* L, Quantity (*compute)(const boolfn::BooleanFunction&, int, const boolfn::Coin&)) {
  Options opts(L, 3);
  const int i = static_cast<int>(check_integer(L, 2, INT32_MIN, INT32_MAX));
  const auto& f = check_function(L, 1);
  return push(L, compute(f, i, check_coin(L, opts, &f))), 1;
}

int expectation(lua_State* L) { return of_function(L, boolfn::expectation); }

int variance(lua_State* L) {
  Options opts(L, 2);
  // no exact option: p alone decides (exact when p is an integer or rat)
  return push(L, boolfn::variance(check_function(L, 1), boolfn::Coin::of(option_numeric(L, opts, "p")))), 1;
}

int derivative(lua_State* L) { return of_variable(L, boolfn::expected_derivative); }
int derivatives(lua_State* L) { return of_function(L, boolfn::expected_derivatives); }
int influence(lua_State* L) { return of_variable(L, boolfn::influence); }
int influences(lua_State* L) { return of_function(L, boolfn::influences); }
int total_influence(lua_State* L) { return of_function(L, boolfn::total_influence); }
int pivotal(lua_State* L) { return of_variable(L, boolfn::pivotal_probability); }
int pivotals(lua_State* L) { return of_function(L, boolfn::pivotal_probabilities); }

}  // namespace

void add_moments(Type& t) {
  t.method({"expectation", expectation, "f:expectation([{" P_OPTION ", exact=auto}]) -> rat|number",
            "E_p[f], the value of the random-turn game (Theorem 21).",
            "boolfn.or_(2):expectation{p = rat(1, 3)}   --> 1/9"});
  t.method({"variance", variance, "f:variance([{" P_OPTION "}]) -> rat|number",
            "Var_p[f] = E_p[f^2] - E_p[f]^2; exact when p is an integer or rat.",
            "boolfn.majority(3):variance()   --> 1"});
}

void add_influences(Type& t) {
  t.method({"derivative", derivative, "f:derivative(i [, {" P_OPTION ", exact=auto}]) -> rat|number",
            "E_p[D_i f] with D_i f(x) = (f(x^(i->1)) - f(x^(i->-1)))/2: fhat(i) at p = 1/2; Theorem 22's optimal "
            "move maximises it.",
            "boolfn.majority(3):derivative(1)   --> 1/2"});
  t.method({"derivatives", derivatives, "f:derivatives([{" P_OPTION ", exact=auto}]) -> {rat|number, ...}",
            "E_p[D_i f] for i = 1..n.", "boolfn.tribes{1, 2}:derivatives()"});
  t.method({"influence", influence, "f:influence(i [, {" P_OPTION ", exact=auto}]) -> rat|number",
            "Inf_i^(p)[f] = E_p[Var_{x_i} f] = 4p(1-p) E_p[(D_i f)^2]; at p = 1/2 Definition 15's E[(D_i f)^2], the "
            "pivotal probability for +-1 functions (Claim 17) and fhat(i) for monotone ones (Proposition 18).",
            "boolfn.tribes(2, 3):influence(1)   --> 9/32"});
  t.method({"influences", influences, "f:influences([{" P_OPTION ", exact=auto}]) -> {rat|number, ...}",
            "Inf_i^(p)[f] for i = 1..n.", "boolfn.majority(3):influences()   --> {1/2, 1/2, 1/2}"});
  t.method({"total_influence", total_influence, "f:total_influence([{" P_OPTION ", exact=auto}]) -> rat|number",
            "I[f] = sum of the influences.", "boolfn.majority(3):total_influence()   --> 3/2"});
  t.method({"pivotal", pivotal, "f:pivotal(i [, {" P_OPTION ", exact=auto}]) -> rat|number",
            "Pr_p[x_i is pivotal] = Pr_p[f(x^(i->1)) != f(x^(i->-1))] (Definition 16).",
            "boolfn.majority(3):pivotal(1)   --> 1/2"});
  t.method({"pivotals", pivotals, "f:pivotals([{" P_OPTION ", exact=auto}]) -> {rat|number, ...}",
            "The pivotal probabilities of x_1..x_n.", "boolfn.and_(2):pivotals()   --> {1/2, 1/2}"});
}

}  // namespace alea::lua_boolfn
