// The conversions doubling's areas share.
#include "doubling/lua_doubling.hpp"

namespace alea::lua_doubling {
using namespace kit;

// A number option (integer, rat or float), or the fallback when absent.
Number option_number(lua_State* L, const Options& opts, const char* key, const Number& fallback) {
  opts.push(key);
  const int top = lua_gettop(L);
  Number n = fallback;
  if (is_rational(L, top)) n = Number::of(check_rational(L, top));
  else if (lua_type(L, top) == LUA_TNUMBER && std::isfinite(lua_tonumber(L, top))) n = Number::of(lua_tonumber(L, top));
  else if (!lua_isnil(L, top))
    opts.fail(key, std::string("expected a finite number or rat, got ") +
                       (lua_type(L, top) == LUA_TNUMBER ? "NaN or infinity" : type_name(L, top)));
  lua_pop(L, 1);
  return n;
}

}  // namespace alea::lua_doubling
