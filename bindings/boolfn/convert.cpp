// The conversions boolfn's bound functions share: coins, partial assignments, sets, points.
#include <algorithm>
#include <functional>

#include "boolfn/lua_boolfn.hpp"

namespace alea::lua_boolfn {
using namespace kit;

namespace {

// "string 'a'", "integer 3", "boolean": a key or value as an error shows it.
std::string shown(lua_State* L, int idx) {
  if (lua_type(L, idx) == LUA_TSTRING) return "string '" + check_string(L, idx) + "'";
  if (lua_type(L, idx) == LUA_TNUMBER) {
    std::string type = type_name(L, idx);  // before lua_tostring turns the number into a string
    lua_pushvalue(L, idx);
    std::string text = lua_tostring(L, -1);
    lua_pop(L, 1);
    return type + " " + text;
  }
  return type_name(L, idx);
}

// An integer-valued Lua number at idx (3 or 3.0), else nullopt.
std::optional<long long> integer_at(lua_State* L, int idx) {
  int ok = 0;
  lua_Integer v = lua_tointegerx(L, idx, &ok);
  if (lua_type(L, idx) != LUA_TNUMBER || !ok) return std::nullopt;
  return v;
}

// The pairs of the table at idx; `fail` reports a malformed key or value and does not return.
boolfn::Assignments read_partial(lua_State* L, int idx, const std::function<void(const std::string&)>& fail) {
  boolfn::Assignments out;
  lua_pushnil(L);
  while (lua_next(L, idx)) {
    auto i = integer_at(L, -2);
    auto v = integer_at(L, -1);
    std::string problem;
    if (!i || *i < INT32_MIN || *i > INT32_MAX)
      problem = "keys are variables (integers), got " + shown(L, -2);
    else if (!v || (*v != 1 && *v != -1))
      problem = std::string("x").append(std::to_string(*i)) + " must be set to 1 or -1, got " + shown(L, -1);
    if (!problem.empty()) {
      lua_pop(L, 2);
      fail(problem);
    }
    out.emplace_back(static_cast<int>(*i), static_cast<int>(*v));
    lua_pop(L, 1);
  }
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace

const boolfn::BooleanFunction& check_function(lua_State* L, int idx) {
  return check_object<boolfn::BooleanFunction>(L, idx);
}

boolfn::Coin check_coin(lua_State* L, const Options& opts, const boolfn::BooleanFunction* f) {
  return boolfn::Coin::resolve(option_numeric(L, opts, "p"), opts.exact(), f == nullptr || f->exact_values());
}

boolfn::Assignments check_partial(lua_State* L, int idx) {
  if (is_none_or_nil(L, idx)) return {};
  if (lua_type(L, idx) != LUA_TTABLE) type_error(L, idx, "table {[i] = 1 or -1, ...}");
  return read_partial(L, lua_absindex(L, idx), [&](const std::string& m) -> void { throw ArgError(idx, m); });
}

boolfn::Assignments option_partial(lua_State* L, const Options& opts) {
  opts.push("partial");
  const int top = lua_gettop(L);
  if (lua_isnil(L, top)) {
    lua_pop(L, 1);
    return {};
  }
  if (lua_type(L, top) != LUA_TTABLE) {
    const std::string got = type_name(L, top);
    lua_pop(L, 1);
    opts.fail("partial", "expected a table {[i] = 1 or -1, ...}, got " + got);
  }
  auto out = read_partial(L, top, [&](const std::string& m) -> void {
    lua_pop(L, 1);
    opts.fail("partial", m);
  });
  lua_pop(L, 1);
  return out;
}

std::vector<int> check_set(lua_State* L, int idx) {
  if (auto i = integer_at(L, idx)) {
    if (*i < INT32_MIN || *i > INT32_MAX) throw ArgError(idx, "variable " + std::to_string(*i) + " is out of range");
    return {static_cast<int>(*i)};
  }
  if (lua_type(L, idx) != LUA_TTABLE) type_error(L, idx, "array of variables or integer");
  const std::size_t n = check_array(L, idx);
  std::vector<int> S;
  for (std::size_t k = 1; k <= n; ++k) {
    lua_rawgeti(L, idx, static_cast<lua_Integer>(k));
    auto i = integer_at(L, -1);
    if (!i || *i < INT32_MIN || *i > INT32_MAX) {
      const std::string got = shown(L, -1);
      lua_pop(L, 1);
      throw ArgError(idx, "entry " + std::to_string(k) + ": expected a variable (integer), got " + got);
    }
    S.push_back(static_cast<int>(*i));
    lua_pop(L, 1);
  }
  return S;
}

boolfn::Point check_point(lua_State* L, int idx) {
  if (lua_type(L, idx) != LUA_TTABLE) type_error(L, idx, "array of 1 and -1");
  const std::size_t n = check_array(L, idx);
  boolfn::Point x(n);
  for (std::size_t k = 1; k <= n; ++k) {
    lua_rawgeti(L, idx, static_cast<lua_Integer>(k));
    auto v = integer_at(L, -1);
    if (!v || (*v != 1 && *v != -1)) {
      const std::string got = shown(L, -1);
      lua_pop(L, 1);
      throw ArgError(idx, "x[" + std::to_string(k) + "] must be 1 or -1, got " + got);
    }
    x[k - 1] = static_cast<int>(*v);
    lua_pop(L, 1);
  }
  return x;
}

boolfn::Tie check_tie(const Options& opts) {
  const std::string t = opts.choice("tie");
  return t == "min" ? boolfn::Tie::min : t == "max" ? boolfn::Tie::max : boolfn::Tie::first;
}

void push_payoff(lua_State* L, const Rational& v) {
  if (v.denominator() == 1 && fits_int64(v.numerator())) lua_pushinteger(L, static_cast<lua_Integer>(v.numerator()));
  else push(L, v);
}

}  // namespace alea::lua_boolfn
