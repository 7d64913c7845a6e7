// Robin Hood and Little John heaps (seed 002), built in: their canonical values, and their
// thermographs computed directly on the positions, which reach heaps far beyond canonical forms.
#include "cgt/lua_cgt.hpp"

namespace alea::lua_cgt {
using namespace kit;

namespace {
const cgt::Heap& heap_self(lua_State* L) { return check_heap(L, 1); }

}  // namespace

int robin_hood(lua_State* L) {
  check_arg_count(L, 3, 3);
  return push_heap(L, cgt::robin_hood(check_integer(L, 1), check_integer(L, 2), check_integer(L, 3))), 1;
}

int little_john(lua_State* L) {
  check_arg_count(L, 3, 3);
  return push_heap(L, cgt::little_john(check_integer(L, 1), check_integer(L, 2), check_integer(L, 3))), 1;
}

int h_value(lua_State* L) {
  check_arg_count(L, 1, 1);
  return push_game(L, cgt::heap_value(heap_self(L))), 1;
}

int h_thermograph(lua_State* L) {
  check_arg_count(L, 1, 1);
  return push_thermograph(L, cgt::heap_thermograph(heap_self(L))), 1;
}

int h_mean(lua_State* L) {
  check_arg_count(L, 1, 1);
  return push_dyadic(L, cgt::heap_thermograph(heap_self(L)).mast), 1;
}

int h_temperature(lua_State* L) {
  check_arg_count(L, 1, 1);
  return push_dyadic(L, cgt::heap_thermograph(heap_self(L)).temperature), 1;
}

int h_left_stop(lua_State* L) {
  check_arg_count(L, 1, 1);
  return push_dyadic(L, cgt::heap_thermograph(heap_self(L)).left_stop()), 1;
}

int h_right_stop(lua_State* L) {
  check_arg_count(L, 1, 1);
  return push_dyadic(L, cgt::heap_thermograph(heap_self(L)).right_stop()), 1;
}

int h_left_options(lua_State* L) {
  check_arg_count(L, 1, 1);
  return push_array(L, cgt::heap_options(heap_self(L), cgt::Side::left), push_heap), 1;
}

int h_right_options(lua_State* L) {
  check_arg_count(L, 1, 1);
  return push_array(L, cgt::heap_options(heap_self(L), cgt::Side::right), push_heap), 1;
}

int h_to_table(lua_State* L) {
  check_arg_count(L, 1, 1);
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

}  // namespace alea::lua_cgt
