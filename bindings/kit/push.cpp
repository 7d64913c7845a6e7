#include "kit/push.hpp"

#include "core/errors.hpp"
#include "core/memory_guard.hpp"

namespace alea::kit {

void require_lua_array(std::size_t n) {
  if (n < 4096) return;
  require_memory(bytes_for(n, 64), "a Lua array of " + std::to_string(n) + " results");
}

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
