#pragma once
// Numbers from Lua: integers and rats are exact, floats are not.
#include <optional>

#include "core/number.hpp"
#include "core/rational.hpp"
#include "kit/options.hpp"
#include "kit/push.hpp"

namespace alea::kit {

// An integer or a rat (floats are refused: they are not exact).
Rational check_rational(lua_State* L, int idx);
bool is_rational(lua_State* L, int idx);  // an integer or a rat
// An integer, a rat or a finite float.
Number check_numeric(lua_State* L, int idx);

// An option holding an integer, a rat or a finite float (p=1/2): the value given, else the
// default the signature writes, exact unless written as a float ("1/2" and "3" are exact,
// "0.5" is not). optional_numeric gives nullopt when the option is absent and has no default.
std::optional<Number> optional_numeric(lua_State* L, const Options& opts, const char* key);
Number option_numeric(lua_State* L, const Options& opts, const char* key);

}  // namespace alea::kit
