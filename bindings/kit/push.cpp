#include "kit/push.hpp"

#include "core/errors.hpp"

namespace alea::kit {

void push(lua_State* L, const Rational& r) { push_object<Rational>(L, r); }

void push(lua_State* L, const Estimate& e) { push_object<Estimate>(L, e); }

void push(lua_State* L, const BigInt& n) {
  if (fits_int64(n)) lua_pushinteger(L, n.convert_to<lua_Integer>());
  else push(L, Rational(n));
}

void push(lua_State* L, const Quantity& q, bool with_error) {
  if (q.exact) return push(L, *q.exact);
  if (!with_error) return lua_pushnumber(L, q.value);
  if (!q.bound) throw InvalidArgument("with_error", "this method proves no error bound (use the default method)");
  push(L, Estimate{q.value, *q.bound});
}

}  // namespace alea::kit
