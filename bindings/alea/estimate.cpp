// The estimate type: value ± bound, what fast methods return with with_error=true (the one rule
// for error bounds, docs/guide.md). Usable as a number: arithmetic with numbers, rats and other
// estimates carries the bound by interval arithmetic; comparisons compare the values.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>

#include "alea/lua_alea.hpp"

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

int new_estimate(lua_State* L) {
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

int estimate_to_table(lua_State* L) {
  const Estimate& e = check_object<Estimate>(L, 1);
  Record(L, 2).field("value", e.value).field("bound", e.bound);
  return 1;
}

}  // namespace

void add_estimate(Module& m, Type& t) {
  m.function({"estimate", new_estimate, "alea.estimate(value, bound) -> estimate",
              "value ± bound: a number known to within bound, as fast methods return them with with_error=true.",
              "alea.estimate(1.5, 1e-12) * 2   --> 3 ± 2e-12"});
  t.method({"float", method<&Estimate::value>, "e:float() -> number", "The value, as a plain number.", "e:float()"});
  t.method({"to_table", estimate_to_table, "e:to_table() -> {value=, bound=}",
            "The parts, for alea.write_csv and alea.to_json.", "e:to_table()"});
  t.op({"__index", estimate_index, "e.value, e.bound", "The value and its error bound.", "e.bound"});
  t.op({"__tostring", estimate_tostring, "tostring(e)", "\"31.921907547284 ± 5.8e-12\".", "tostring(e)"});
  t.op({"__add", estimate_add, "e + x", "The sum, with the bounds added.", "e + 1"});
  t.op({"__sub", estimate_sub, "e - x", "The difference, with the bounds added.", "e - 1"});
  t.op({"__mul", estimate_mul, "e * x", "The product, bound by interval arithmetic.", "100 * e"});
  t.op({"__div", estimate_div, "e / x", "The quotient, bound by interval arithmetic (inf when x may be 0).",
        "e / 2"});
  t.op({"__unm", estimate_unm, "-e", "The negation.", "-e"});
  t.op({"__eq", estimate_eq, "e == f", "Same value and bound.", "e == e"});
  t.op({"__lt", estimate_lt, "e < x", "Compares the values.", "e < 1"});
  t.op({"__le", estimate_le, "e <= x", "Compares the values.", "e <= 1"});
}

}  // namespace alea::lua_alea
