// Making functions: from a Lua callback or a truth table, the built-ins, composition.
#include <algorithm>

#include "boolfn/builtins.hpp"
#include "boolfn/lua_boolfn.hpp"
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
    const int status = lua_pcall(L, 1, 1, 0);
    if (status != LUA_OK) {
      if (interrupt_requested()) throw Interrupted();
      if (status == LUA_ERRMEM) throw std::bad_alloc();
      std::string message = lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : "(error object is not a string)";
      lua_pop(L, 1);
      throw InvalidArgument("f", "raised an error at x = " + point_text(x) + ": " + message);
    }
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

}  // namespace

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
  check_arg_count(L, 1, 1);
  return push_function(L, boolfn::majority(check_int(L, 1)));
}

int threshold(lua_State* L) {
  check_arg_count(L, 2, 2);
  return push_function(L, boolfn::threshold(check_int(L, 1), check_int(L, 2)));
}

int and_function(lua_State* L) {
  check_arg_count(L, 1, 1);
  return push_function(L, boolfn::and_function(check_int(L, 1)));
}

int or_function(lua_State* L) {
  check_arg_count(L, 1, 1);
  return push_function(L, boolfn::or_function(check_int(L, 1)));
}

int parity(lua_State* L) {
  check_arg_count(L, 1, 1);
  return push_function(L, boolfn::parity(check_int(L, 1)));
}

int dictator(lua_State* L) {
  check_arg_count(L, 2, 2);
  return push_function(L, boolfn::dictator(check_int(L, 1), check_int(L, 2)));
}

int recursive_majority(lua_State* L) {
  check_arg_count(L, 1, 1);
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
  check_arg_count(L, 1, 1);
  return push_function(L, boolfn::and_or_tree(check_int(L, 1)));
}

int hex(lua_State* L) {
  check_arg_count(L, 1, 1);
  return push_function(L, boolfn::hex(check_int(L, 1)));
}

int compose(lua_State* L) {
  check_arg_count(L, 2, 2);
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

}  // namespace alea::lua_boolfn
