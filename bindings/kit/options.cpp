#include "kit/options.hpp"

#include <cmath>

namespace alea::kit {

Options::Options(lua_State* L, int idx, std::initializer_list<const char*> known)
    : L_(L), idx_(lua_absindex(L, idx)), present_(!lua_isnoneornil(L, idx)) {
  if (!present_) return;
  if (lua_type(L, idx_) != LUA_TTABLE) type_error(L, idx_, "options table");
  lua_pushnil(L);
  while (lua_next(L, idx_)) {
    lua_pop(L, 1);
    bool is_string = lua_type(L, -1) == LUA_TSTRING;
    std::string key = is_string ? lua_tostring(L, -1) : "";
    bool found = false;
    for (const char* k : known) found = found || (is_string && key == k);
    if (!found) {
      std::string names;
      for (const char* k : known) names += std::string(names.empty() ? "" : ", ") + k;
      std::string shown = is_string ? "'" + key + "'" : type_name(L, -1) + " key";
      lua_pop(L, 1);
      throw ArgError(idx_, "unknown option " + shown +
                               (names.empty() ? " (this function takes no options)"
                                              : " (known: " + names + ")"));
    }
  }
}

int Options::push_field(const char* key) const {
  if (!present_) {
    lua_pushnil(L_);
    return LUA_TNIL;
  }
  return lua_getfield(L_, idx_, key);
}

void Options::fail(const char* key, const std::string& message) const {
  throw ArgError(idx_, std::string("option '") + key + "': " + message);
}

bool Options::has(const char* key) const {
  bool present = push_field(key) != LUA_TNIL;
  lua_pop(L_, 1);
  return present;
}

bool Options::boolean(const char* key, bool fallback) const {
  int t = push_field(key);
  bool v = lua_toboolean(L_, -1);
  std::string got = type_name(L_, -1);
  lua_pop(L_, 1);
  if (t == LUA_TNIL) return fallback;
  if (t != LUA_TBOOLEAN) fail(key, "expected boolean, got " + got);
  return v;
}

std::optional<long long> Options::integer(const char* key, long long min, long long max) const {
  int t = push_field(key);
  int ok = 0;
  lua_Integer v = lua_tointegerx(L_, -1, &ok);
  std::string got = type_name(L_, -1);
  lua_pop(L_, 1);
  if (t == LUA_TNIL) return std::nullopt;
  if (t != LUA_TNUMBER || !ok) fail(key, "expected integer, got " + got);
  if (v < min || v > max)
    fail(key, "expected an integer in [" + std::to_string(min) + ", " + std::to_string(max) +
                  "], got " + std::to_string(v));
  return v;
}

long long Options::integer(const char* key, long long fallback, long long min, long long max) const {
  return integer(key, min, max).value_or(fallback);
}

std::optional<double> Options::number(const char* key) const {
  int t = push_field(key);
  double v = lua_tonumber(L_, -1);
  std::string got = type_name(L_, -1);
  lua_pop(L_, 1);
  if (t == LUA_TNIL) return std::nullopt;
  if (t != LUA_TNUMBER) fail(key, "expected number, got " + got);
  if (!std::isfinite(v)) fail(key, "expected a finite number, got " + std::to_string(v));
  return v;
}

double Options::number(const char* key, double fallback) const {
  return number(key).value_or(fallback);
}

std::string Options::string(const char* key, const std::string& fallback) const {
  int t = push_field(key);
  std::string v = t == LUA_TSTRING ? lua_tostring(L_, -1) : "";
  std::string got = type_name(L_, -1);
  lua_pop(L_, 1);
  if (t == LUA_TNIL) return fallback;
  if (t != LUA_TSTRING) fail(key, "expected string, got " + got);
  return v;
}

std::string Options::choice(const char* key, const std::string& fallback,
                            std::initializer_list<const char*> choices) const {
  std::string v = string(key, fallback);
  std::string names;
  for (const char* c : choices) {
    if (v == c) return v;
    names += std::string(names.empty() ? "" : ", ") + "\"" + c + "\"";
  }
  fail(key, "expected one of " + names + ", got \"" + v + "\"");
}

void Options::push(const char* key) const { push_field(key); }

}  // namespace alea::kit
