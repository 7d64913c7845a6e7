// Fluet 5: the two-valued game P = (p, 1 - p).
#include "alloc/lua_alloc.hpp"
#include "alloc/two_value.hpp"

namespace alea::lua_alloc {
using namespace kit;

namespace {

int two_value_minimal(lua_State* L) {
  return push(L, alloc::two_value::minimal(check_numeric(L, 1), check_integer(L, 2))), 1;
}

int two_value_emperor(lua_State* L) {
  return push(L, alloc::two_value::emperor(check_numeric(L, 1), check_integer(L, 2))), 1;
}

int two_value_expected_time(lua_State* L) {
  Options opts(L, 4);
  const auto formula = static_cast<int>(opts.integer("formula", 1, 2));
  return push(L, alloc::two_value::expected_time(check_numeric(L, 1), check_integer(L, 2), check_integer(L, 3), formula)), 1;
}

}  // namespace

void add_two_value(Module& m) {
  m.function({"two_value.minimal", two_value_minimal, "alloc.two_value.minimal(p, t) -> integer",
              "Fluet 5.2: x* such that [x*, t - x*] is a minimal allocation for P = (p, 1-p): the p-th "
              "percentile of Binomial(t, p).",
              "alloc.two_value.minimal(rat(2,3), 9)   --> 7"});
  m.function({"two_value.emperor", two_value_emperor, "alloc.two_value.emperor(p, t) -> integer",
              "Fluet 5.3: the median of Binomial(t, p); [x, t - x] is an emperor.",
              "alloc.two_value.emperor(rat(2,3), 9)   --> 6"});
  m.function({"two_value.expected_time", two_value_expected_time,
              "alloc.two_value.expected_time(p, x1, x2 [, {formula=2}]) -> rat|number",
              "Fluet 5.1's finite formulas for E(T_X) of [x1, x2] with P = (p, 1-p): formula=1 the first, "
              "formula=2 the second (exponents corrected, docs/alloc.md). Exact when p is a rat.",
              "alloc.two_value.expected_time(rat(2,3), 1, 1)   --> 7/2"});
}

}  // namespace alea::lua_alloc
