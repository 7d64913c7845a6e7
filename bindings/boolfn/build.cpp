// Making functions: from a Lua callback or a truth table, the built-ins, composition.
#include <algorithm>

#include "boolfn/builtins.hpp"
#include "boolfn/lua_boolfn.hpp"
#include "kit/callback.hpp"
#include "core/errors.hpp"
#include "core/interrupt.hpp"

namespace alea::lua_boolfn {
using namespace kit;
using boolfn::BooleanFunction;

namespace {

std::string point_text(const boolfn::Point& x) {
  std::string s = "{";
  for (std::size_t i = 0; i < x.size(); ++i) s += (i ? "," : "") + std::to_string(x[i]);
  return s + "}";
}

// The user's payoff as the core calls it: f(x) run under lua_pcall, so a Lua error (or Ctrl-C
// stopping the Lua code through the host's hook) comes back here as a status, and leaves as a
// C++ exception that names the argument. Each call gets a fresh array: f may keep it.
boolfn::Callback lua_payoff(lua_State* L, int fn) {
  return [L, fn](const boolfn::Point& x) -> Number {
    lua_pushvalue(L, fn);
    lua_createtable(L, static_cast<int>(x.size()), 0);
    for (std::size_t i = 0; i < x.size(); ++i) {
      lua_pushinteger(L, x[i]);
      lua_rawseti(L, -2, static_cast<lua_Integer>(i + 1));
    }
    // kit::call_function: an interrupt leaves as Interrupted (Ctrl-C alone, not the user's bug).
    call_function(L, 1, 1, "f", [&] { return "raised an error at x = " + point_text(x); });
    Number v;
    if (is_rational(L, -1)) {
      v = Number::of(check_rational(L, -1));
    } else if (lua_type(L, -1) == LUA_TNUMBER) {
      v = Number::of(lua_tonumber(L, -1));  // NaN and infinities are the core's to refuse
    } else {
      const std::string got = type_name(L, -1);
      lua_pop(L, 1);
      throw InvalidArgument("f", "returned " + got + " at x = " + point_text(x) + " (expected a number or rat)");
    }
    lua_pop(L, 1);
    return v;
  };
}

// f is called with one argument, the array x; a function of several parameters was meant for
// separate coordinates and would see nil for all but the first.
void check_arity(lua_State* L, int idx) {
  lua_Debug ar;
  lua_pushvalue(L, idx);
  lua_getinfo(L, ">u", &ar);
  if (ar.nparams > 1 && !ar.isvararg)
    throw ArgError(idx, "f takes " + std::to_string(ar.nparams) +
                            " parameters but is called with one, the array x of 1 and -1 "
                            "(write function(x) ... x[1] ... end)");
}

// A truth table as an array of numbers or rats, in table order.
std::vector<Number> check_values(lua_State* L, int idx) {
  const std::size_t n = check_array(L, idx);
  std::vector<Number> v;
  v.reserve(n);
  for (std::size_t k = 1; k <= n; ++k) {
    lua_rawgeti(L, idx, static_cast<lua_Integer>(k));
    if (is_rational(L, -1)) {
      v.push_back(Number::of(check_rational(L, -1)));
    } else if (lua_type(L, -1) == LUA_TNUMBER) {
      v.push_back(Number::of(lua_tonumber(L, -1)));
    } else {
      const std::string got = type_name(L, -1);
      lua_pop(L, 1);
      throw ArgError(idx, "entry " + std::to_string(k) + ": expected a number or rat, got " + got);
    }
    lua_pop(L, 1);
  }
  return v;
}

int push_function(lua_State* L, BooleanFunction f) {
  push_object<BooleanFunction>(L, std::move(f));
  return 1;
}

int check_int(lua_State* L, int idx) { return static_cast<int>(check_integer(L, idx, INT32_MIN, INT32_MAX)); }

int new_function(lua_State* L) {
  if (lua_type(L, 1) == LUA_TSTRING) {
    check_arg_count(L, 1, 1);
    const std::string text = check_string(L, 1);
    const bool hex = text.size() >= 2 && text[0] == '0' && (text[1] == 'x' || text[1] == 'X');
    return push_function(L, hex ? boolfn::from_hex(text) : boolfn::from_bits(text));
  }
  if (lua_type(L, 1) == LUA_TTABLE) {
    check_arg_count(L, 1, 1);
    return push_function(L, boolfn::from_values(check_values(L, 1)));
  }
  if (lua_type(L, 1) != LUA_TNUMBER) type_error(L, 1, "integer n, array of values, bit string or hex string");
  check_arg_count(L, 2, 2);
  const int n = check_int(L, 1);
  if (lua_type(L, 2) != LUA_TFUNCTION) type_error(L, 2, "function");
  check_arity(L, 2);
  return push_function(L, boolfn::from_callback(n, lua_payoff(L, 2)));
}

int majority(lua_State* L) {
  return push_function(L, boolfn::majority(check_int(L, 1)));
}

int threshold(lua_State* L) {
  return push_function(L, boolfn::threshold(check_int(L, 1), check_int(L, 2)));
}

int and_function(lua_State* L) {
  return push_function(L, boolfn::and_function(check_int(L, 1)));
}

int or_function(lua_State* L) {
  return push_function(L, boolfn::or_function(check_int(L, 1)));
}

int parity(lua_State* L) {
  return push_function(L, boolfn::parity(check_int(L, 1)));
}

int dictator(lua_State* L) {
  return push_function(L, boolfn::dictator(check_int(L, 1), check_int(L, 2)));
}

int recursive_majority(lua_State* L) {
  return push_function(L, boolfn::recursive_majority(check_int(L, 1)));
}

int tribes(lua_State* L) {
  if (lua_type(L, 1) == LUA_TTABLE) {
    check_arg_count(L, 1, 1);
    const std::size_t n = check_array(L, 1);
    std::vector<int> sizes;
    for (std::size_t k = 1; k <= n; ++k) {
      lua_rawgeti(L, 1, static_cast<lua_Integer>(k));
      if (!lua_isinteger(L, -1))
        throw ArgError(1, "entry " + std::to_string(k) + ": expected an integer, got " + type_name(L, -1));
      sizes.push_back(static_cast<int>(std::clamp<lua_Integer>(lua_tointeger(L, -1), INT32_MIN, INT32_MAX)));
      lua_pop(L, 1);
    }
    return push_function(L, boolfn::tribes(sizes));
  }
  check_arg_count(L, 2, 2);
  return push_function(L, boolfn::tribes(check_int(L, 1), check_int(L, 2)));
}

int and_or(lua_State* L) {
  return push_function(L, boolfn::and_or_tree(check_int(L, 1)));
}

int hex(lua_State* L) {
  return push_function(L, boolfn::hex(check_int(L, 1)));
}

int compose(lua_State* L) {
  const BooleanFunction& f = check_function(L, 1);
  const std::size_t n = check_array(L, 2);
  std::vector<BooleanFunction> g;
  for (std::size_t k = 1; k <= n; ++k) {
    lua_rawgeti(L, 2, static_cast<lua_Integer>(k));
    auto* h = test_object<BooleanFunction>(L, -1);
    if (!h) throw ArgError(2, "entry " + std::to_string(k) + ": expected boolfn, got " + type_name(L, -1));
    g.push_back(*h);
    lua_pop(L, 1);
  }
  return push_function(L, boolfn::compose(f, g));
}

}  // namespace

void add_build(Module& m) {
  m.call({"boolfn", new_function, "boolfn(n, f) | boolfn(table) -> boolfn",
          "A payoff f : {-1,1}^n -> R. boolfn(n, f) calls the Lua function f(x) once per point, x an array of n "
          "values 1 or -1 (x[i] = 1: Blue owns variable i), and takes the number or rat it returns (floats "
          "enter exactly, by their binary value). boolfn(table): the 2^n values in table order, as an array of "
          "numbers or rats, a bit string (\"0110\": 1 is +1, 0 is -1) or hex (\"0xe8\", the table as one number "
          "whose bit k is entry k; 2^n/4 digits, so one digit is n = 2). Table order: entry k (from 0) is f(x) "
          "with x_i = +1 exactly when bit i-1 of k is set; entry 0 is all -1. So \"0001\" is AND of two "
          "variables and \"0110\" is x1 != x2.",
          "f = boolfn(3, function(x) return (x[1] + x[2] + x[3] > 0) and 1 or -1 end)   --> boolfn(3: 0xe8)"});
  m.function({"majority", majority, "boolfn.majority(n) -> boolfn", "Maj_n for odd n: +1 iff more +1 than -1.",
              "boolfn.majority(3):decision_tree().cost   --> 5/2"});
  m.function({"threshold", threshold, "boolfn.threshold(n, t) -> boolfn",
              "+1 iff at least t of the n inputs are +1 (0 <= t <= n + 1).", "boolfn.threshold(4, 3)"});
  m.function({"and_", and_function, "boolfn.and_(n) -> boolfn", "AND: +1 iff every input is +1 (+1 is true).",
              "boolfn.and_(2):values()   --> {-1, -1, -1, 1}"});
  m.function({"or_", or_function, "boolfn.or_(n) -> boolfn", "OR: +1 iff some input is +1.",
              "boolfn.or_(3):expectation()   --> 3/4"});
  m.function({"parity", parity, "boolfn.parity(n) -> boolfn",
              "The product x_1 ... x_n (chi_[n], Definition 12): its only Fourier coefficient is fhat([n]) = 1.",
              "boolfn.parity(3):degree()   --> 3"});
  m.function({"dictator", dictator, "boolfn.dictator(n, i) -> boolfn", "x_i, among n variables.",
              "boolfn.dictator(3, 2):influences()   --> {0, 1, 0}"});
  m.function({"recursive_majority", recursive_majority, "boolfn.recursive_majority(level) -> boolfn",
              "Example 44: level 0 is x_1, level l+1 the majority of three level-l functions on disjoint blocks "
              "(3^level variables, x_1..x_3 the first triple). A read-once formula: games and trees of level 3 (27 "
              "variables) are solved exactly by symmetry.",
              "boolfn.recursive_majority(2):tie_breaks().first.length   --> 99/16 (396/64)"});
  m.function({"tribes", tribes, "boolfn.tribes(k, m) | boolfn.tribes(sizes) -> boolfn",
              "Example 27: T_k^m, m tribes of k members (x_1..x_k the first tribe), +1 iff some tribe is all +1; "
              "or tribes of the given sizes in order (the generalized T_{n_1,...,n_k} of Claim 28).",
              "boolfn.tribes{3, 2, 4}:optimal_moves().moves   --> {4, 5} (the smallest tribe)"});
  m.function({"and_or", and_or, "boolfn.and_or(h) -> boolfn",
              "Example 25: f_0 = x, f_{h+1} = (f_h or f_h) and (f_h or f_h): 4^h variables, a read-once formula.",
              "boolfn.and_or(1):game{p = rat(1, 3)}.length   --> 70/27"});
  m.function({"hex", hex, "boolfn.hex(k) -> boolfn",
              "Hex on a k x k rhombus (Example 7): x_(r k + c + 1) is the cell of row r, column c (from 0); cells touch "
              "their row and column neighbours and (r-1, c+1), (r+1, c-1). +1 iff Blue's cells (x = +1) join row 0 "
              "to row k-1. Up to k = 19; tabulated only when a computation needs the table.",
              "boolfn.hex(3):optimal_moves().moves   --> {5} (the centre)"});
  m.function({"compose", compose, "boolfn.compose(f, g) -> boolfn",
              "f(g_1(x^(1)), ..., g_k(x^(k))) on disjoint blocks of variables, in order (g an array of k = #f "
              "functions, each +-1-valued; f may be real-valued). Read-once formulas (recursive majorities, "
              "And-Or trees, tribes) compose into read-once formulas that games and trees solve by symmetry.",
              "m = boolfn.majority(3); boolfn.compose(m, {m, m, m}):decision_tree().cost   --> 393/64"});
}

}  // namespace alea::lua_boolfn
