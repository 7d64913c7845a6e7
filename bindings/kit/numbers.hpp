#pragma once
// Numbers across the boundary: Lua integers and rats are exact, Lua floats are not.
#include "core/number.hpp"
#include "core/rational.hpp"
#include "kit/args.hpp"

namespace alea::kit {

template <>
struct TypeName<Rational> {
  static constexpr const char* value = "rat";
};

// An integer or a rat (floats are refused: they are not exact).
Rational check_rational(lua_State* L, int idx);
bool is_rational(lua_State* L, int idx);  // an integer or a rat
// An integer, a rat or a finite float.
Number check_numeric(lua_State* L, int idx);

void push_rational(lua_State* L, const Rational& r);
// A rat, or a float when the number is not exact.
void push_number(lua_State* L, const Number& n);
// Pushes an integer when n fits a Lua integer, else a rat.
void push_integer(lua_State* L, const BigInt& n);

}  // namespace alea::kit
