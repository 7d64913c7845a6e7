#include "kit/numbers.hpp"

#include <cmath>

namespace alea::kit {

bool is_rational(lua_State* L, int idx) {
  return lua_isinteger(L, idx) || test_object<Rational>(L, idx) != nullptr;
}

Rational check_rational(lua_State* L, int idx) {
  if (lua_isinteger(L, idx)) return Rational(lua_tointeger(L, idx));
  if (auto* r = test_object<Rational>(L, idx)) return *r;
  type_error(L, idx, "integer or rat");
}

Number check_numeric(lua_State* L, int idx) {
  if (is_rational(L, idx)) return Number::of(check_rational(L, idx));
  return Number::of(check_number(L, idx));
}

void push_rational(lua_State* L, const Rational& r) { push_object<Rational>(L, r); }

void push_number(lua_State* L, const Number& n) {
  if (n.exact)
    push_rational(L, *n.exact);
  else
    lua_pushnumber(L, n.value);
}

void push_integer(lua_State* L, const BigInt& n) {
  if (fits_int64(n))
    lua_pushinteger(L, n.convert_to<lua_Integer>());
  else
    push_rational(L, Rational(n));
}

}  // namespace alea::kit
