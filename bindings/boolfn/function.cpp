// The function object: evaluation, its table as Lua values, monotonicity, restriction.
#include "boolfn/influence.hpp"
#include "boolfn/lua_boolfn.hpp"
#include "core/memory_guard.hpp"

namespace alea::lua_boolfn {
using namespace kit;
using boolfn::BooleanFunction;

namespace {

// Lua values cost memory the core's guard does not see: refuse arrays of 2^n entries past it,
// before building them (a TValue is 16 bytes; a rat or a record is a few hundred).
void require_lua_memory(const BooleanFunction& f, std::uint64_t bytes_per_entry, const char* what) {
  boolfn::check_table_n(f.n());
  require_memory(bytes_for(std::uint64_t(1) << f.n(), bytes_per_entry), what);
}

}  // namespace

int call(lua_State* L) {
  const BooleanFunction& f = check_function(L, 1);
  check_arg_count(L, 2, 2);
  return push_payoff(L, f.value(check_point(L, 2))), 1;
}

int len(lua_State* L) { return push(L, check_function(L, 1).n()), 1; }

int tostring(lua_State* L) { return push(L, check_function(L, 1).to_string()), 1; }

namespace {

// The 2^n values in table order; a rounded table's as floats when `rounded_as_floats` (so that
// boolfn(values) rounds them again and is the same function).
void push_values(lua_State* L, const BooleanFunction& f, bool rounded_as_floats) {
  require_lua_memory(f, f.is_boolean() ? 16 : 160, "the Lua array of f's values");
  const boolfn::TruthTable& t = f.table();
  lua_createtable(L, static_cast<int>(std::min<std::uint64_t>(t.size(), INT32_MAX)), 0);
  for (std::uint64_t x = 0; x < t.size(); ++x) {
    if (rounded_as_floats && t.rounded()) lua_pushnumber(L, t.value_double(x));
    else push_payoff(L, t.value(x));
    lua_rawseti(L, -2, static_cast<lua_Integer>(x + 1));
  }
}

}  // namespace

int values(lua_State* L) {
  check_arg_count(L, 1, 1);
  return push_values(L, check_function(L, 1), false), 1;
}

// alea.save's form: boolfn(values), the 2^n values.
int save(lua_State* L) {
  check_arg_count(L, 1, 1);
  push_values(L, check_function(L, 1), true);
  return push_saved(L, "boolfn", 1);
}

// Functions compare by their values (their names aside): boolfn.majority(3) == boolfn(f:values()).
int eq(lua_State* L) {
  auto* a = test_object<BooleanFunction>(L, 1);
  auto* b = test_object<BooleanFunction>(L, 2);
  return push(L, a && b && a->n() == b->n() && a->table() == b->table()), 1;
}

int to_table(lua_State* L) {
  check_arg_count(L, 1, 1);
  const BooleanFunction& f = check_function(L, 1);
  const int n = f.n();
  require_lua_memory(f, 200 + 40 * std::uint64_t(n), "the Lua rows of f's truth table");
  const boolfn::TruthTable& t = f.table();
  std::vector<std::string> names;
  for (int i = 1; i <= n; ++i) names.push_back(std::string("x").append(std::to_string(i)));
  lua_createtable(L, static_cast<int>(std::min<std::uint64_t>(t.size(), INT32_MAX)), 0);
  for (std::uint64_t x = 0; x < t.size(); ++x) {
    {
      Record r(L, n + 1);
      for (int i = 0; i < n; ++i) r.field(names[i].c_str(), ((x >> i) & 1) ? 1 : -1);
      r.field("f", [&] { push_payoff(L, t.value(x)); });
    }
    lua_rawseti(L, -2, static_cast<lua_Integer>(x + 1));
  }
  return 1;
}

int is_boolean(lua_State* L) {
  check_arg_count(L, 1, 1);
  return push(L, check_function(L, 1).is_boolean()), 1;
}

int is_monotone(lua_State* L) {
  check_arg_count(L, 1, 1);
  return push(L, boolfn::is_monotone(check_function(L, 1))), 1;
}

int restrict(lua_State* L) {
  check_arg_count(L, 2, 2);
  const BooleanFunction& f = check_function(L, 1);
  push_object<BooleanFunction>(L, boolfn::restrict(f, check_partial(L, 2)));
  return 1;
}

}  // namespace alea::lua_boolfn
