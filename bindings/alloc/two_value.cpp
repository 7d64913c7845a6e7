// Fluet 5: the two-valued game P = (p, 1 - p).
#include "alloc/lua_alloc.hpp"
#include "alloc/two_value.hpp"

namespace alea::lua_alloc {
using namespace kit;

int two_value_minimal(lua_State* L) {
  check_arg_count(L, 2, 2);
  return push(L, alloc::two_value::minimal(check_numeric(L, 1), check_integer(L, 2))), 1;
}

int two_value_emperor(lua_State* L) {
  check_arg_count(L, 2, 2);
  return push(L, alloc::two_value::emperor(check_numeric(L, 1), check_integer(L, 2))), 1;
}

int two_value_expected_time(lua_State* L) {
  check_arg_count(L, 3, 4);
  Options opts(L, 4);
  const auto formula = static_cast<int>(opts.integer("formula", 1, 2));
  return push(L, alloc::two_value::expected_time(check_numeric(L, 1), check_integer(L, 2), check_integer(L, 3), formula)), 1;
}

}  // namespace alea::lua_alloc
