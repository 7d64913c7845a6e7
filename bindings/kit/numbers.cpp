#include "kit/numbers.hpp"

#include <cmath>
#include <stdexcept>

#include "kit/function.hpp"

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

namespace {

// The default of `key` in the running call's signature, parsed: "" is none.
std::optional<Number> numeric_default(const char* key) {
  const Call* call = current_call();
  const OptionSpec* o = call && call->doc ? call->doc->sig.option(key) : nullptr;
  if (!o || o->fallback.empty()) return std::nullopt;
  const std::string& d = o->fallback;
  if (d.find_first_of(".eE") != std::string::npos) return Number::of(std::stod(d));
  try {
    return Number::of(parse_rational(d));
  } catch (const std::exception&) {
    throw std::logic_error(std::string("option '") + key + "' has no numeric default");
  }
}

}  // namespace

std::optional<Number> optional_numeric(lua_State* L, const Options& opts, const char* key) {
  opts.push(key);
  const int top = lua_gettop(L);
  std::optional<Number> v;
  if (is_rational(L, top)) {
    v = Number::of(check_rational(L, top));
  } else if (lua_type(L, top) == LUA_TNUMBER) {
    const double d = lua_tonumber(L, top);
    lua_pop(L, 1);
    if (std::isnan(d)) opts.fail(key, "expected a number, got NaN");
    if (std::isinf(d)) opts.fail(key, std::string("expected a finite number, got ") + (d > 0 ? "inf" : "-inf"));
    return Number::of(d);
  } else if (!lua_isnil(L, top)) {
    const std::string got = type_name(L, top);
    lua_pop(L, 1);
    opts.fail(key, "expected a number or rat, got " + got);
  }
  lua_pop(L, 1);
  return v ? v : numeric_default(key);
}

Number option_numeric(lua_State* L, const Options& opts, const char* key) {
  if (auto v = optional_numeric(L, opts, key)) return *v;
  throw std::logic_error(std::string("option '") + key + "' has no default in the signature");
}

}  // namespace alea::kit
