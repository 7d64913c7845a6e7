#pragma once
// Numbers from Lua: integers and rats are exact, floats are not.
#include "core/number.hpp"
#include "core/rational.hpp"
#include <optional>

#include "kit/options.hpp"
#include "kit/push.hpp"

namespace alea::kit {

// An integer or a rat (floats are refused: they are not exact).
Rational check_rational(lua_State* L, int idx);
bool is_rational(lua_State* L, int idx);  // an integer or a rat
// An integer, a rat or a finite float.
Number check_numeric(lua_State* L, int idx);
// An option holding an integer, a rat or a finite float. Absent: the default the signature
// writes, read as an exact number ("1/2", "-1"), or nullopt when it writes none.
std::optional<Number> option_numeric(lua_State* L, const Options& opts, const char* key);

}  // namespace alea::kit
