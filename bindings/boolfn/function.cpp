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

int call(lua_State* L) {
  const BooleanFunction& f = check_function(L, 1);
  check_arg_count(L, 2, 2);
  return push_payoff(L, f.value(check_point(L, 2))), 1;
}

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

int values(lua_State* L) { return push_values(L, check_function(L, 1), false), 1; }

// alea.save's form: boolfn(values), the 2^n values.
int save(lua_State* L) {
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

int restrict(lua_State* L) {
  const BooleanFunction& f = check_function(L, 1);
  push_object<BooleanFunction>(L, boolfn::restrict(f, check_partial(L, 2)));
  return 1;
}

}  // namespace

void add_function(Type& t) {
  t.method({"values", values, "f:values() -> {integer|rat, ...}",
            "The 2^n values in table order (entry k+1 is f at the point whose bit i-1 of k is set iff x_i = +1): "
            "boolfn(f:values()) is f again.",
            "boolfn.and_(2):values()   --> {-1, -1, -1, 1}"});
  t.method({"to_table", to_table, "f:to_table() -> {{x1=, ..., xn=, f=}, ...}",
            "The truth table as records in table order, for alea.write_csv (alea.write_csv(path, f) writes it).",
            "alea.write_csv(\"maj3.csv\", boolfn.majority(3))"});
  t.method({"is_boolean", method<&boolfn::BooleanFunction::is_boolean>,
            "f:is_boolean() -> boolean", "f takes only the values +1 and -1.",
            "boolfn{0, 1, 2, 3}:is_boolean()   --> false"});
  t.method({"is_monotone", method<&boolfn::is_monotone>, "f:is_monotone() -> boolean",
            "x <= y coordinatewise implies f(x) <= f(y) (Definition 14).", "boolfn.hex(3):is_monotone()   --> true"});
  t.method({"restrict", restrict, "f:restrict(partial) -> boolfn",
            "f with the variables of partial = {[i] = 1 or -1, ...} fixed: a function of the free variables, "
            "renumbered 1..k in increasing order (the seed's f|x_J).",
            "boolfn.majority(3):restrict{[1] = 1}   --> or of x2, x3"});
  t.op({"__call", call, "f(x)", "f at the point x, an array of n values 1 or -1: an integer or a rat.",
        "boolfn.majority(3){1, -1, 1}   --> 1"});
  t.op({"__len", method<&boolfn::BooleanFunction::n>, "#f", "The number of variables n.", "#boolfn.hex(3)   --> 9"});
  t.op({"__tostring", method<&boolfn::BooleanFunction::to_string>,
        "tostring(f)", "A short name: \"maj(3)\", \"boolfn(3: 0x96)\".",
        "tostring(boolfn(\"0x96\"))   --> boolfn(3: 0x96)"});
  t.op({"__eq", eq, "f == g", "The same values at every point (whatever their names).",
        "boolfn.majority(3) == boolfn(boolfn.majority(3):values())   --> true"});
  t.op({"__save", save, "alea.save(path, f)",
        "How alea.save writes f so that alea.load gives it back: boolfn(values) (f:values(), 2^n entries).",
        "getmetatable(boolfn.majority(3)).__save(boolfn.majority(3))"});
}

}  // namespace alea::lua_boolfn
