// value ± bound in Lua (estimate.hpp).
#include "alea/estimate.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>

namespace alea::lua_alea {
using namespace kit;

namespace {

// A number, a rat or an estimate as value ± bound (a rat rounds to the nearest double: half an
// ulp of bound; an integer beyond 2^53 the same).
Estimate operand(lua_State* L, int idx) {
  if (auto* e = test_object<Estimate>(L, idx)) return *e;
  const double v = is_rational(L, idx) ? check_numeric(L, idx).value : check_number(L, idx);
  const bool exact_double = lua_type(L, idx) == LUA_TNUMBER && (!lua_isinteger(L, idx) || std::abs(v) <= 0x1p53);
  return {v, exact_double ? 0.0 : std::abs(v) * std::numeric_limits<double>::epsilon() / 2};
}

// The result of op on the intervals [a ± a.bound] and [b ± b.bound]: its value at the centres,
// and a bound covering every endpoint combination plus the rounding of the centre.
template <class Op>
int interval(lua_State* L, Op op) {
  const Estimate a = operand(L, 1), b = operand(L, 2);
  const double v = op(a.value, b.value);
  double bound = 0;
  for (double x : {a.value - a.bound, a.value + a.bound})
    for (double y : {b.value - b.bound, b.value + b.bound}) bound = std::max(bound, std::abs(op(x, y) - v));
  bound += std::abs(v) * std::numeric_limits<double>::epsilon();
  push(L, Estimate{v, std::isfinite(bound) ? bound : std::numeric_limits<double>::infinity()});
  return 1;
}

}  // namespace

int new_estimate(lua_State* L) {
  check_arg_count(L, 2, 2);
  const double v = check_number(L, 1), b = check_number(L, 2);
  if (b < 0) throw ArgError(2, "expected a bound >= 0, got " + std::to_string(b));
  return push(L, Estimate{v, b}), 1;
}

int estimate_index(lua_State* L) {
  const Estimate& e = check_object<Estimate>(L, 1);
  const char* key = lua_tostring(L, 2);
  if (key && std::string(key) == "value") return push(L, e.value), 1;
  if (key && std::string(key) == "bound") return push(L, e.bound), 1;
  return 0;
}

int estimate_tostring(lua_State* L) {
  const Estimate& e = check_object<Estimate>(L, 1);
  char buf[96];
  std::snprintf(buf, sizeof buf, "%.14g ± %.2g", e.value, e.bound);
  return push(L, std::string(buf)), 1;
}

int estimate_add(lua_State* L) { return interval(L, [](double x, double y) { return x + y; }); }
int estimate_sub(lua_State* L) { return interval(L, [](double x, double y) { return x - y; }); }
int estimate_mul(lua_State* L) { return interval(L, [](double x, double y) { return x * y; }); }

int estimate_div(lua_State* L) {
  const Estimate b = operand(L, 2);
  if (std::abs(b.value) <= b.bound) {  // the divisor's interval holds 0: no finite bound
    const Estimate a = operand(L, 1);
    return push(L, Estimate{a.value / b.value, std::numeric_limits<double>::infinity()}), 1;
  }
  return interval(L, [](double x, double y) { return x / y; });
}

int estimate_unm(lua_State* L) {
  const Estimate& e = check_object<Estimate>(L, 1);
  return push(L, Estimate{-e.value, e.bound}), 1;
}

int estimate_eq(lua_State* L) {
  auto* a = test_object<Estimate>(L, 1);
  auto* b = test_object<Estimate>(L, 2);
  return push(L, a && b && a->value == b->value && a->bound == b->bound), 1;
}

int estimate_lt(lua_State* L) { return push(L, operand(L, 1).value < operand(L, 2).value), 1; }
int estimate_le(lua_State* L) { return push(L, operand(L, 1).value <= operand(L, 2).value), 1; }

int estimate_float(lua_State* L) {
  check_arg_count(L, 1, 1);
  return push(L, check_object<Estimate>(L, 1).value), 1;
}

int estimate_to_table(lua_State* L) {
  check_arg_count(L, 1, 1);
  const Estimate& e = check_object<Estimate>(L, 1);
  Record(L, 2).field("value", e.value).field("bound", e.bound);
  return 1;
}

}  // namespace alea::lua_alea
