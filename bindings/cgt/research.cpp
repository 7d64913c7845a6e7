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

int mp_sequence(lua_State* L) {
  const auto s = cgt::mp_sequence(check_integer(L, 1), check_integer(L, 2));
  Record(L, 2).field("terms", s.terms).field("k", s.k);
  return 1;
}

int large_heap_law(lua_State* L) {
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
  const auto st = cgt::large_heap_stops(check_integer(L, 1), check_integer(L, 2), check_integer(L, 3));
  push_dyadic(L, st.left), push_dyadic(L, st.right);
  return 2;
}

int large_heap_onsets(lua_State* L) {
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
      call_lua(L, 4, 1, {"f", [&] {
                           return "raised an error at (" + std::to_string(m) + ";" + std::to_string(x) + "," +
                                  std::to_string(y) + ")";
                         }});
      const bool stop = lua_type(L, -1) == LUA_TBOOLEAN && !lua_toboolean(L, -1);
      lua_pop(L, 1);
      ++visited;
      if (stop) throw StopVisit{};
    });
  } catch (const StopVisit&) {
  }
  return push(L, visited), 1;
}

}  // namespace

void add_research(Module& m) {
  m.function({"mp_sequence", mp_sequence, "cgt.mp_sequence(a, b) -> {terms=, k=}",
              "The MP-sequence of wealths a, b >= 1 (seed Definition 6.2): p_0 >= p_1 > 0, p_{i+2} = p_i + p_{i+1}, "
              "p_k = min(a, b), p_{k+1} = max(a, b); terms are p_0, ..., p_{k+1}.",
              "cgt.mp_sequence(5, 3).terms   --> {1, 1, 2, 3, 5}"});
  m.function({"large_heap_law", large_heap_law,
              "cgt.large_heap_law(a, b) -> {temperature_grows=, g=, temperature_slope=, temperature_offset=, "
              "mean_slope=, mean_offset=}",
              "Theorem 1.1 (reconstructed): for n large, t(n; a, b) = temperature_slope n + temperature_offset and "
              "m(n; a, b) = mean_slope n + mean_offset. The temperature grows exactly when max/min < phi; g is p_0.",
              "cgt.large_heap_law(5, 3).temperature_offset   --> 4"});
  m.function({"large_heap_stops", large_heap_stops, "cgt.large_heap_stops(n, a, b) -> left, right",
              "Lemma 7.4 (reconstructed): the stops of (n; a, b) for n >= a + b - 1 (smaller n is refused), by the "
              "Little John path.",
              "cgt.large_heap_stops(20, 5, 3)"});
  m.function({"large_heap_onsets", large_heap_onsets,
              "cgt.large_heap_onsets(n, a, b) -> {{a=, b=, temperature_grows=, law_from=, shape_from=, "
              "same_as_little_john_from=, little_john_law_from=, stops_differ=}, ...}",
              "For every wealth pair up to (a, b): the least heap size from which Theorem 1.1's formulas hold "
              "(law_from, open problem 2's n0), the temperature steps are regular (shape_from), Robin Hood's "
              "thermograph equals Little John's (0: at every size), Little John follows the formulas; and how many "
              "sizes have different Robin Hood and Little John stops. Exact within n (n + 1 when it fails at n).",
              "cgt.large_heap_onsets(80, 5, 5)[24].law_from   --> 9 (the pair (5, 4))"});
  m.function({"heap_thermographs", heap_thermographs,
              "cgt.heap_thermographs(n, a, b, f [, {rules=\"robin_hood\"|\"little_john\"}]) -> integer",
              "Calls f(m, x, y, T) with the thermograph T of every heap (m; x, y), m <= n, x <= a, y <= b, in order of "
              "m, then x, then y, computed directly on the positions (no canonical forms; each heap size in "
              "parallel). f returning false stops the walk. Returns the number of heaps visited.",
              "cgt.heap_thermographs(13, 5, 4, function(m, x, y, T) if x == 5 and y == 4 then print(m, T:mast()) end end)"});
}

}  // namespace alea::lua_cgt
