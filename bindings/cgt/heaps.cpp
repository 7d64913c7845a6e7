// Robin Hood and Little John heaps (seed 002), built in: their canonical values, and their
// thermographs computed directly on the positions, which reach heaps far beyond canonical forms.
#include "cgt/lua_cgt.hpp"

namespace alea::lua_cgt {
using namespace kit;

namespace {
const cgt::Heap& heap_self(lua_State* L) { return check_heap(L, 1); }

int robin_hood(lua_State* L) {
  return push_heap(L, cgt::robin_hood(check_integer(L, 1), check_integer(L, 2), check_integer(L, 3))), 1;
}

int little_john(lua_State* L) {
  return push_heap(L, cgt::little_john(check_integer(L, 1), check_integer(L, 2), check_integer(L, 3))), 1;
}

int h_mean(lua_State* L) {
  return push_dyadic(L, cgt::heap_thermograph(heap_self(L)).mast), 1;
}

int h_temperature(lua_State* L) {
  return push_dyadic(L, cgt::heap_thermograph(heap_self(L)).temperature), 1;
}

int h_left_stop(lua_State* L) {
  return push_dyadic(L, cgt::heap_thermograph(heap_self(L)).left_stop()), 1;
}

int h_right_stop(lua_State* L) {
  return push_dyadic(L, cgt::heap_thermograph(heap_self(L)).right_stop()), 1;
}

int h_left_options(lua_State* L) {
  return push_array(L, cgt::heap_options(heap_self(L), cgt::Side::left), push_heap), 1;
}

int h_right_options(lua_State* L) {
  return push_array(L, cgt::heap_options(heap_self(L), cgt::Side::right), push_heap), 1;
}

int h_to_table(lua_State* L) {
  return push_heap_record(L, heap_self(L)), 1;
}

int h_tostring(lua_State* L) {
  check_arg_count(L, 1, 1);
  return push(L, heap_self(L).to_string()), 1;
}

int h_eq(lua_State* L) {
  auto* a = test_object<cgt::Heap>(L, 1);
  auto* b = test_object<cgt::Heap>(L, 2);
  return push(L, a && b && *a == *b), 1;
}

}  // namespace

void add_heaps(Module& m, Type& t) {
  m.function({"robin_hood", robin_hood, "cgt.robin_hood(n, a, b) -> cgt.heap",
              "The Robin Hood heap (n; a, b) of seed 002: n tokens, Left's wealth a, Right's wealth b. Left removes i "
              "tokens, 1 <= i <= min(a, n), and Right's wealth drops by i (never below 0); Right symmetrically. "
              "Heaps add with + into a cgt.sum.",
              "cgt.robin_hood(9, 3, 2):value()"});
  m.function({"little_john", little_john, "cgt.little_john(n, a, b) -> cgt.heap",
              "The Little John heap of seed 002 (Definition 7.1 as reconstructed in docs/cgt.md): with both players "
              "rich the only move takes min(a, b, n) tokens; with the opponent broke, one token at a time.",
              "cgt.little_john(13, 5, 3):thermograph()"});
  t.method({"value", method<&cgt::heap_value>,
            "H:value() -> cgt.game", "The canonical form (memoized for the session).",
            "cgt.robin_hood(3, 1, 1):value()   --> +-2"});
  t.method({"thermograph", method<&cgt::heap_thermograph>, "H:thermograph() -> cgt.thermograph",
            "The thermograph computed directly on the positions, without canonical forms: heaps of thousands of "
            "tokens have one (every smaller heap with wealths up to (a, b) is computed on the way).",
            "cgt.robin_hood(1000, 13, 8):thermograph():temperature()"});
  t.method({"mean", h_mean, "H:mean() -> rat", "The mean, from the direct thermograph.",
            "cgt.robin_hood(13, 5, 3):mean()   --> 6"});
  t.method({"temperature", h_temperature, "H:temperature() -> rat", "The temperature, from the direct thermograph.",
            "cgt.robin_hood(13, 5, 4):temperature()   --> 8"});
  t.method({"left_stop", h_left_stop, "H:left_stop() -> rat", "The Left stop, from the direct thermograph.",
            "cgt.robin_hood(9, 3, 2):left_stop()"});
  t.method({"right_stop", h_right_stop, "H:right_stop() -> rat", "The Right stop, from the direct thermograph.",
            "cgt.robin_hood(9, 3, 2):right_stop()"});
  t.method({"left_options", h_left_options, "H:left_options() -> {cgt.heap, ...}",
            "Every Left move, by the tokens taken (1, 2, ...).", "cgt.robin_hood(4, 2, 1):left_options()"});
  t.method({"right_options", h_right_options, "H:right_options() -> {cgt.heap, ...}",
            "Every Right move, by the tokens taken.", "cgt.robin_hood(4, 2, 1):right_options()"});
  t.method({"to_table", h_to_table, "H:to_table() -> {rules=, n=, a=, b=}", "The heap as plain values.",
            "cgt.little_john(9, 3, 2):to_table().rules   --> little_john"});
  t.op({"__tostring", h_tostring, "tostring(H)", "\"(9;3,2)\", Little John \"LJ(9;3,2)\".",
        "tostring(cgt.robin_hood(9, 3, 2))"});
  t.op({"__eq", h_eq, "H == K", "The same rules, size and wealths.",
        "cgt.robin_hood(1, 1, 1) == cgt.robin_hood(1, 1, 1)"});
}

}  // namespace alea::lua_cgt
