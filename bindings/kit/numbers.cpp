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

std::optional<Number> option_numeric(lua_State* L, const Options& opts, const char* key) {
  opts.push(key);  // checks that the key is in the signature
  const int top = lua_gettop(L);
  std::optional<Number> n;
  if (is_rational(L, top)) {
    n = Number::of(check_rational(L, top));
  } else if (lua_type(L, top) == LUA_TNUMBER) {
    const double x = lua_tonumber(L, top);
    lua_pop(L, 1);
    if (std::isnan(x)) opts.fail(key, "expected a number, got NaN");
    if (!std::isfinite(x)) opts.fail(key, std::string("expected a finite number, got ") + (x > 0 ? "inf" : "-inf"));
    return Number::of(x);
  } else if (!lua_isnil(L, top)) {
    const std::string got = type_name(L, top);
    lua_pop(L, 1);
    opts.fail(key, "expected a number or rat, got " + got);
  }
  lua_pop(L, 1);
  if (n) return n;
  const Call* call = current_call();
  const OptionSpec* spec = call && call->doc ? call->doc->sig.option(key) : nullptr;
  if (!spec || spec->fallback.empty()) return std::nullopt;
  return Number::of(parse_rational(spec->fallback));
}

}  // namespace alea::kit
