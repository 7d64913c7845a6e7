// The seed's large-heap theory (Pingala sequences, Theorem 1.1, Lemma 7.4, as reconstructed in
// docs/cgt.md) and the tables the research runs walk: every heap's thermograph, the onsets n0.
#include "cgt/lua_cgt.hpp"
#include "cgt/robin_hood/large_heaps.hpp"
#include "cgt/robin_hood/pingala.hpp"
#include "cgt/robin_hood/thermo_table.hpp"
#include "kit/callback.hpp"

namespace alea::lua_cgt {
using namespace kit;

namespace {
struct StopVisit {};  // the visitor returned false
}  // namespace

int mp_sequence(lua_State* L) {
  check_arg_count(L, 2, 2);
  const auto s = cgt::mp_sequence(check_integer(L, 1), check_integer(L, 2));
  Record(L, 2).field("terms", s.terms).field("k", s.k);
  return 1;
}

int large_heap_law(lua_State* L) {
  check_arg_count(L, 2, 2);
  const auto law = cgt::large_heap_law(check_integer(L, 1), check_integer(L, 2));
  Record(L, 6)
      .field("temperature_grows", law.temperature_grows)
      .field("g", law.g)
      .field("temperature_slope", [&] { push_dyadic(L, law.temperature_slope); })
      .field("temperature_offset", [&] { push_dyadic(L, law.temperature_offset); })
      .field("mean_slope", [&] { push_dyadic(L, law.mean_slope); })
      .field("mean_offset", [&] { push_dyadic(L, law.mean_offset); });
  return 1;
}

int large_heap_stops(lua_State* L) {
  check_arg_count(L, 3, 3);
  const auto st = cgt::large_heap_stops(check_integer(L, 1), check_integer(L, 2), check_integer(L, 3));
  push_dyadic(L, st.left), push_dyadic(L, st.right);
  return 2;
}

int large_heap_onsets(lua_State* L) {
  check_arg_count(L, 3, 3);
  const auto v = cgt::large_heap_onsets(check_integer(L, 1), check_integer(L, 2), check_integer(L, 3));
  push_array(L, v, [](lua_State* L, const cgt::LargeHeapOnset& o) {
    Record(L, 8)
        .field("a", o.a)
        .field("b", o.b)
        .field("temperature_grows", o.temperature_grows)
        .field("law_from", o.law_from)
        .field("shape_from", o.shape_from)
        .field("same_as_little_john_from", o.same_as_little_john_from)
        .field("little_john_law_from", o.little_john_law_from)
        .field("stops_differ", o.stops_differ);
  });
  return 1;
}

int heap_thermographs(lua_State* L) {
  check_arg_count(L, 4, 5);
  Options opts(L, 5);
  const auto rules = opts.choice("rules") == "robin_hood" ? cgt::HeapRules::robin_hood : cgt::HeapRules::little_john;
  const long long n = check_integer(L, 1), a = check_integer(L, 2), b = check_integer(L, 3);
  if (lua_type(L, 4) != LUA_TFUNCTION) type_error(L, 4, "function");
  long long visited = 0;
  try {
    cgt::for_each_heap_thermograph(rules, n, a, b, [&](long long m, long long x, long long y, const cgt::Thermograph& t) {
      lua_pushvalue(L, 4);
      push(L, m), push(L, x), push(L, y);
      push_thermograph(L, t);
      call_function(L, 4, 1, "f", [&] { return "raised an error at (" + std::to_string(m) + ";" + std::to_string(x) + "," + std::to_string(y) + ")"; });
      const bool stop = lua_type(L, -1) == LUA_TBOOLEAN && !lua_toboolean(L, -1);
      lua_pop(L, 1);
      ++visited;
      if (stop) throw StopVisit{};
    });
  } catch (const StopVisit&) {
  }
  return push(L, visited), 1;
}

}  // namespace alea::lua_cgt
