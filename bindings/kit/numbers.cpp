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

}  // namespace alea::kit
