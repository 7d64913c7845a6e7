#pragma once
// Numbers from Lua: integers and rats are exact, floats are not.
#include "core/number.hpp"
#include "core/rational.hpp"
#include "kit/push.hpp"

namespace alea::kit {

// An integer or a rat (floats are refused: they are not exact).
Rational check_rational(lua_State* L, int idx);
bool is_rational(lua_State* L, int idx);  // an integer or a rat
// An integer, a rat or a finite float.
Number check_numeric(lua_State* L, int idx);

}  // namespace alea::kit
