#pragma once
// Typed pushes: one overload per kind of value a core surface returns, so a bound function
// ends in push(L, result) whatever the result is. Exact numbers become rats, floats numbers,
// Quantities follow the one rule for error bounds (quantity.hpp), vectors become arrays.
#include <cstdint>
#include <string>
#include <type_traits>
#include <vector>

#include "core/interrupt.hpp"
#include "core/quantity.hpp"
#include "core/rational.hpp"
#include "kit/args.hpp"

namespace alea::kit {

template <>
struct TypeName<Rational> {
  static constexpr const char* value = "rat";
};
template <>
struct TypeName<Estimate> {
  static constexpr const char* value = "estimate";
};

inline void push(lua_State* L, bool v) { lua_pushboolean(L, v); }
inline void push(lua_State* L, double v) { lua_pushnumber(L, v); }
inline void push(lua_State* L, const std::string& v) { lua_pushlstring(L, v.data(), v.size()); }
inline void push(lua_State* L, const char* v) { lua_pushstring(L, v); }
void push(lua_State* L, const Rational& r);
void push(lua_State* L, const Estimate& e);
// An integer when it fits a Lua integer, else a rat (never a wrapped value).
void push(lua_State* L, const BigInt& n);
template <class I>
  requires(std::is_integral_v<I> && !std::is_same_v<I, bool>)
void push(lua_State* L, I v) {
  if constexpr (std::is_unsigned_v<I> && sizeof(I) >= sizeof(lua_Integer)) {
    if (v > static_cast<I>(LUA_MAXINTEGER)) return push(L, BigInt(v));
  }
  lua_pushinteger(L, static_cast<lua_Integer>(v));
}

// The one rule for error bounds: an exact quantity is a rat; a floating one a number, or with
// with_error = true an estimate "value ± bound" (an error when the method proves no bound).
void push(lua_State* L, const Quantity& q, bool with_error = false);

// An array 1..n of the pushed elements.
template <class T>
void push(lua_State* L, const std::vector<T>& v) {
  lua_createtable(L, static_cast<int>(v.size()), 0);
  for (std::size_t i = 0; i < v.size(); ++i) {
    push(L, v[i]);
    lua_rawseti(L, -2, static_cast<lua_Integer>(i + 1));
  }
}

// Lua memory for an array of n results, refused past the guard: at least a table slot and a
// small object each.
void require_lua_array(std::size_t n);

// An array of the elements pushed by f(L, element).
template <class T, class F>
void push_array(lua_State* L, const std::vector<T>& v, F&& f) {
  require_lua_array(v.size());
  lua_createtable(L, static_cast<int>(v.size()), 0);
  for (std::size_t i = 0; i < v.size(); ++i) {
    if ((i & 0xFFFF) == 0xFFFF) check_interrupt();
    f(L, v[i]);
    lua_rawseti(L, -2, static_cast<lua_Integer>(i + 1));
  }
}

}  // namespace alea::kit
