// Expectations, derivatives, influences and pivotality under the p-biased product distribution.
#include "boolfn/influence.hpp"
#include "boolfn/lua_boolfn.hpp"

namespace alea::lua_boolfn {
using namespace kit;

namespace {

// f:name([{p=, exact=}]) for a whole-function quantity.
template <class Result>
int of_function(lua_State* L, Result (*compute)(const boolfn::BooleanFunction&, const boolfn::Coin&)) {
  check_arg_count(L, 1, 2);
  Options opts(L, 2);
  const auto& f = check_function(L, 1);
  return push(L, compute(f, check_coin(L, opts, &f))), 1;
}

// f:name(i [, {p=, exact=}]) for one variable.
int of_variable(lua_State* L, Quantity (*compute)(const boolfn::BooleanFunction&, int, const boolfn::Coin&)) {
  check_arg_count(L, 2, 3);
  Options opts(L, 3);
  const int i = static_cast<int>(check_integer(L, 2, INT32_MIN, INT32_MAX));
  const auto& f = check_function(L, 1);
  return push(L, compute(f, i, check_coin(L, opts, &f))), 1;
}

}  // namespace

int expectation(lua_State* L) { return of_function(L, boolfn::expectation); }

int variance(lua_State* L) {
  check_arg_count(L, 1, 2);
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

}  // namespace alea::lua_boolfn
