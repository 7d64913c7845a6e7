#include "kit/args.hpp"

#include <cmath>

#include "core/number.hpp"

namespace alea::kit {

std::string type_name(lua_State* L, int idx) {
  if (lua_type(L, idx) == LUA_TUSERDATA) {
    int t = luaL_getmetafield(L, idx, "__name");
    std::string name = t == LUA_TSTRING ? lua_tostring(L, -1) : "userdata";
    if (t != LUA_TNIL) lua_pop(L, 1);
    return name;
  }
  if (lua_isinteger(L, idx)) return "integer";
  if (lua_type(L, idx) == LUA_TNONE) return "no value";
  return luaL_typename(L, idx);
}

void type_error(lua_State* L, int idx, const std::string& expected) {
  std::string got = type_name(L, idx);
  // A userdata named as expected but refused by its tag wears another type's metatable.
  if (lua_type(L, idx) == LUA_TUSERDATA && expected.find(got) != std::string::npos)
    got += " in name only (another object given its metatable by debug.setmetatable)";
  throw ArgError(idx, "expected " + expected + ", got " + got);
}

bool is_none_or_nil(lua_State* L, int idx) { return lua_isnoneornil(L, idx); }

std::optional<long long> to_count(lua_State* L, int idx) {
  if (lua_type(L, idx) != LUA_TNUMBER) return std::nullopt;  // "3" is not a count
  int ok = 0;
  lua_Integer v = lua_tointegerx(L, idx, &ok);
  if (!ok) return std::nullopt;
  return v;
}

long long check_integer(lua_State* L, int idx) {
  if (auto v = to_count(L, idx)) return *v;
  if (lua_type(L, idx) == LUA_TNUMBER) {
    double d = lua_tonumber(L, idx);
    throw ArgError(idx, "expected integer, got " + show(d));
  }
  type_error(L, idx, "integer");
}

long long check_integer(lua_State* L, int idx, long long min, long long max) {
  long long v = check_integer(L, idx);
  if (v < min || v > max)
    throw ArgError(idx, "expected an integer in [" + std::to_string(min) + ", " +
                            std::to_string(max) + "], got " + std::to_string(v));
  return v;
}

std::optional<long long> opt_integer(lua_State* L, int idx, long long min, long long max) {
  if (is_none_or_nil(L, idx)) return std::nullopt;
  return check_integer(L, idx, min, max);
}

double check_number(lua_State* L, int idx) {
  if (lua_type(L, idx) != LUA_TNUMBER) type_error(L, idx, "number");
  double d = lua_tonumber(L, idx);
  if (std::isnan(d)) throw ArgError(idx, "expected a number, got NaN");
  if (std::isinf(d)) throw ArgError(idx, "expected a finite number, got " + std::string(d > 0 ? "inf" : "-inf"));
  return d;
}

std::string check_string(lua_State* L, int idx) {
  if (lua_type(L, idx) != LUA_TSTRING) type_error(L, idx, "string");
  std::size_t len = 0;
  const char* s = lua_tolstring(L, idx, &len);
  return std::string(s, len);
}

bool check_boolean(lua_State* L, int idx) {
  if (lua_type(L, idx) != LUA_TBOOLEAN) type_error(L, idx, "boolean");
  return lua_toboolean(L, idx);
}

void check_table(lua_State* L, int idx) {
  if (lua_type(L, idx) != LUA_TTABLE) type_error(L, idx, "table");
}

std::size_t check_array(lua_State* L, int idx) {
  idx = lua_absindex(L, idx);
  check_table(L, idx);
  auto n = static_cast<std::size_t>(lua_rawlen(L, idx));
  for (std::size_t i = 1; i <= n; ++i) {
    bool hole = lua_rawgeti(L, idx, static_cast<lua_Integer>(i)) == LUA_TNIL;
    lua_pop(L, 1);
    if (hole) throw ArgError(idx, "array has a hole at index " + std::to_string(i));
  }
  // Every key must be one of 1..n: {[1]=1, [3]=1} is not an array (its length is 1 or 3 at
  // Lua's whim), and a named field would be silently ignored.
  lua_pushnil(L);
  while (lua_next(L, idx)) {
    lua_pop(L, 1);
    int ok = 0;
    lua_Integer k = lua_tointegerx(L, -1, &ok);
    if (lua_type(L, -1) == LUA_TNUMBER && ok && k >= 1 && static_cast<std::size_t>(k) <= n) continue;
    std::string key = lua_type(L, -1) == LUA_TSTRING ? std::string("'").append(lua_tostring(L, -1)) + "'"
                                                    : std::string(luaL_tolstring(L, -1, nullptr));
    throw ArgError(idx, "expected an array 1.." + std::to_string(n) + ", but it also has the key " + key);
  }
  return n;
}

void check_arg_count(lua_State* L, int min, int max) {
  int n = lua_gettop(L);
  while (n > min && lua_isnil(L, n)) --n;  // trailing nils count as absent
  if (n < min) type_error(L, n + 1, "a value");
  if (n > max)
    throw ArgError(max + 1, "too many arguments (expected at most " + std::to_string(max) + ")");
}

}  // namespace alea::kit
