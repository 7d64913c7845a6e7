// rat: exact rational numbers (boost::rational over cpp_int) with Lua arithmetic.
#include <cmath>

#include "core/errors.hpp"
#include "kit/kit.hpp"

namespace alea {
namespace {
using namespace kit;

bool is_float(lua_State* L, int idx) { return lua_type(L, idx) == LUA_TNUMBER && !lua_isinteger(L, idx); }

double as_double(lua_State* L, int idx) {
  if (lua_type(L, idx) == LUA_TNUMBER) return lua_tonumber(L, idx);
  if (auto* r = test_object<Rational>(L, idx)) return to_double(*r);
  type_error(L, idx, "number or rat");
}

int rat_new(lua_State* L) {
  if (!is_none_or_nil(L, 2)) {
    Rational d = check_rational(L, 2);
    if (d == 0) throw ArgError(2, "zero denominator");
    push(L, check_rational(L, 1) / d);
    return 1;
  }
  if (lua_type(L, 1) == LUA_TSTRING)
    push(L, parse_rational(lua_tostring(L, 1)));
  else if (is_float(L, 1))
    push(L, rational_from_double(check_number(L, 1)));
  else
    push(L, check_rational(L, 1));
  return 1;
}

// Arithmetic: exact when both sides are integers or rats, a float when either is a float.
template <class ExactOp, class FloatOp>
int arith(lua_State* L, ExactOp exact, FloatOp flt) {
  if (is_float(L, 1) || is_float(L, 2)) {
    lua_pushnumber(L, flt(as_double(L, 1), as_double(L, 2)));
    return 1;
  }
  const Rational a = check_rational(L, 1), b = check_rational(L, 2);
  check_operand_size(a), check_operand_size(b);  // each operation stays within a second
  push(L, exact(a, b));
  return 1;
}

int rat_add(lua_State* L) {
  return arith(L, [](const Rational& a, const Rational& b) { return a + b; },
               [](double a, double b) { return a + b; });
}
int rat_sub(lua_State* L) {
  return arith(L, [](const Rational& a, const Rational& b) { return a - b; },
               [](double a, double b) { return a - b; });
}
int rat_mul(lua_State* L) {
  return arith(L, [](const Rational& a, const Rational& b) { return a * b; },
               [](double a, double b) { return a * b; });
}
int rat_div(lua_State* L) {
  return arith(
      L,
      [](const Rational& a, const Rational& b) {
        if (b == 0) throw InvalidArgument("division by zero");
        return a / b;
      },
      [](double a, double b) { return a / b; });
}
int rat_idiv(lua_State* L) {
  return arith(
      L,
      [](const Rational& a, const Rational& b) {
        if (b == 0) throw InvalidArgument("division by zero");
        return Rational(floor(a / b));
      },
      [](double a, double b) { return std::floor(a / b); });
}
int rat_mod(lua_State* L) {
  return arith(
      L,
      [](const Rational& a, const Rational& b) {
        if (b == 0) throw InvalidArgument("modulo by zero");
        return a - b * Rational(floor(a / b));
      },
      [](double a, double b) { return a - b * std::floor(a / b); });
}

int rat_unm(lua_State* L) {
  push(L, -check_rational(L, 1));
  return 1;
}

// r ^ k for an integer k (a Lua integer or an integral rat); a float exponent gives a float.
int rat_pow(lua_State* L) {
  if (is_float(L, 1) || is_float(L, 2)) {
    lua_pushnumber(L, std::pow(as_double(L, 1), as_double(L, 2)));
    return 1;
  }
  Rational base = check_rational(L, 1), e = check_rational(L, 2);
  if (e.denominator() != 1) throw ArgError(2, "exponent must be an integer, got " + to_string(e));
  if (!fits_int64(e.numerator())) throw ArgError(2, "exponent " + to_string(e) + " is too large");
  push(L, pow(base, e.numerator().convert_to<long long>()));
  return 1;
}

template <class Cmp>
int compare(lua_State* L, Cmp cmp) {
  if (is_float(L, 1) || is_float(L, 2)) {
    double a = as_double(L, 1), b = as_double(L, 2);
    lua_pushboolean(L, cmp(a, b));
  } else {
    lua_pushboolean(L, cmp(check_rational(L, 1), check_rational(L, 2)));
  }
  return 1;
}
// Lua calls __eq for any two full userdata, a rat and a prob included: == answers false for
// them instead of raising (a rat and a plain number never reach here; Lua says false itself).
int rat_eq(lua_State* L) {
  auto* a = test_object<Rational>(L, 1);
  auto* b = test_object<Rational>(L, 2);
  lua_pushboolean(L, a != nullptr && b != nullptr && *a == *b);
  return 1;
}
int rat_lt(lua_State* L) {
  return compare(L, [](const auto& a, const auto& b) { return a < b; });
}
int rat_le(lua_State* L) {
  return compare(L, [](const auto& a, const auto& b) { return a <= b; });
}

int rat_tostring(lua_State* L) {
  std::string s = to_string(check_object<Rational>(L, 1));
  lua_pushlstring(L, s.data(), s.size());
  return 1;
}

int rat_concat(lua_State* L) {
  luaL_tolstring(L, 1, nullptr);
  luaL_tolstring(L, 2, nullptr);
  lua_concat(L, 2);
  return 1;
}

int rat_float(lua_State* L) {
  lua_pushnumber(L, to_double(check_object<Rational>(L, 1)));
  return 1;
}
int rat_is_integer(lua_State* L) {
  lua_pushboolean(L, check_object<Rational>(L, 1).denominator() == 1);
  return 1;
}

int rat_floor(lua_State* L) {
  push(L, floor(check_rational(L, 1)));
  return 1;
}
int rat_ceil(lua_State* L) {
  push(L, ceil(check_rational(L, 1)));
  return 1;
}
int rat_abs(lua_State* L) {
  push(L, abs(check_rational(L, 1)));
  return 1;
}
int rat_is_rat(lua_State* L) {
  lua_pushboolean(L, test_object<Rational>(L, 1) != nullptr);
  return 1;
}

}  // namespace

void open_rat(lua_State* L) {
  Module m(L, "rat",
           "Exact rational numbers of any size. Arithmetic (+ - * / // % ^, unary -) and comparisons "
           "(< <=) mix with Lua integers and stay exact; mixed with a float the result is a float. "
           "Note: Lua's == never calls a metamethod between a rat and a plain number, so write "
           "r == rat(3), not r == 3.",
           "rat(1,36) + rat(1,18)   --> 1/12");
  m.call({"rat", rat_new, "rat(n [, d]) | rat(\"5/9\") | rat(x)",
          "Builds an exact rational: from an integer n, the quotient n/d of integers or rats, a "
          "string such as \"5/9\", \"-12\" or \"0.25\", or a float (its exact binary value).",
          "rat(1, 36)   --> 1/36"});
  m.function({"floor", rat_floor, "rat.floor(r) -> integer",
              "The largest integer not above r (a rat when it does not fit a Lua integer).",
              "rat.floor(rat(-7, 2))   --> -4"});
  m.function({"ceil", rat_ceil, "rat.ceil(r) -> integer",
              "The smallest integer not below r (a rat when it does not fit a Lua integer).",
              "rat.ceil(rat(7, 2))   --> 4"});
  m.function({"abs", rat_abs, "rat.abs(r) -> rat", "The absolute value of r.",
              "rat.abs(rat(-1, 2))   --> 1/2"});
  m.function({"is_rat", rat_is_rat, "rat.is_rat(x) -> boolean", "True when x is a rat.",
              "rat.is_rat(rat(1,2))   --> true"});
  Type t = m.type<Rational>("rat", "An exact rational number.",
                            "local r = rat(5, 9); print(r:num(), r:den())");
  t.method({"num", method<&Rational::numerator>, "r:num() -> integer",
            "The numerator in lowest terms (a rat when it does not fit a Lua integer).",
            "rat(10, 4):num()   --> 5"});
  t.method({"den", method<&Rational::denominator>, "r:den() -> integer",
            "The positive denominator in lowest terms (a rat when it does not fit a Lua integer).",
            "rat(10, 4):den()   --> 2"});
  t.method({"float", rat_float, "r:float() -> number", "The nearest double.",
            "rat(1, 3):float()   --> 0.33333333333333"});
  t.method({"is_integer", rat_is_integer, "r:is_integer() -> boolean",
            "True when the denominator is 1.", "rat(6, 3):is_integer()   --> true"});
  t.op({"__add", rat_add, "a + b", "Exact sum (a float if either side is a float).", "rat(1,2) + 1"});
  t.op({"__sub", rat_sub, "a - b", "Exact difference.", "rat(1,2) - rat(1,3)"});
  t.op({"__mul", rat_mul, "a * b", "Exact product.", "rat(2,3) * 3"});
  t.op({"__div", rat_div, "a / b", "Exact quotient; division by zero is an error.", "rat(1) / 3"});
  t.op({"__idiv", rat_idiv, "a // b", "The floor of the quotient, as a rat.", "rat(7,2) // 1"});
  t.op({"__mod", rat_mod, "a % b", "a - b * floor(a / b).", "rat(7,2) % 1"});
  t.op({"__unm", rat_unm, "-a", "Negation.", "-rat(1,2)"});
  t.op({"__pow", rat_pow, "a ^ k", "Power with an integer exponent (negative allowed).",
        "rat(2,3) ^ -2   --> 9/4"});
  t.op({"__eq", rat_eq, "a == b", "Exact equality of two rats.", "rat(1,2) == rat(2,4)"});
  t.op({"__lt", rat_lt, "a < b", "Exact order, mixed with integers.", "rat(1,3) < rat(1,2)"});
  t.op({"__le", rat_le, "a <= b", "Exact order, mixed with integers.", "rat(1,2) <= 1"});
  t.op({"__tostring", rat_tostring, "tostring(r)", "\"5/9\", \"3\", \"-1/2\".", "tostring(rat(5,9))"});
  t.op({"__concat", rat_concat, "a .. b", "Concatenates the text forms.", "\"p = \" .. rat(1,2)"});
  m.finish();
}

}  // namespace alea
