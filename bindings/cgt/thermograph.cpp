// Thermographs: walls as breakpoint lists, the mast, CGSuite's text, and the picture (gnuplot).
#include "cgt/lua_cgt.hpp"

namespace alea::lua_cgt {
using namespace kit;

namespace {
const cgt::Thermograph& thermograph_self(lua_State* L) { return check_object<cgt::Thermograph>(L, 1); }

// A temperature at which to read a wall: the walls start at t = -1.
cgt::Dyadic check_t(lua_State* L, int idx) {
  cgt::Dyadic t = check_dyadic(L, idx);
  if (t < cgt::Dyadic(-1)) throw ArgError(idx, "the walls start at t = -1, got " + t.to_string());
  return t;
}
}  // namespace

int th_left_wall(lua_State* L) {
  check_arg_count(L, 1, 1);
  return push_wall(L, thermograph_self(L).left_wall()), 1;
}

int th_right_wall(lua_State* L) {
  check_arg_count(L, 1, 1);
  return push_wall(L, thermograph_self(L).right_wall()), 1;
}

int th_mast(lua_State* L) {
  check_arg_count(L, 1, 1);
  return push_dyadic(L, thermograph_self(L).mast), 1;
}

int th_temperature(lua_State* L) {
  check_arg_count(L, 1, 1);
  return push_dyadic(L, thermograph_self(L).temperature), 1;
}

int th_left_stop(lua_State* L) {
  check_arg_count(L, 1, 1);
  return push_dyadic(L, thermograph_self(L).left_stop()), 1;
}

int th_right_stop(lua_State* L) {
  check_arg_count(L, 1, 1);
  return push_dyadic(L, thermograph_self(L).right_stop()), 1;
}

int th_left_at(lua_State* L) {
  check_arg_count(L, 2, 2);
  return push_dyadic(L, thermograph_self(L).left.value_at(check_t(L, 2))), 1;
}

int th_right_at(lua_State* L) {
  check_arg_count(L, 2, 2);
  return push_dyadic(L, thermograph_self(L).right.value_at(check_t(L, 2))), 1;
}

int th_plot(lua_State* L) {
  check_arg_count(L, 1, 2);
  Options opts(L, 2);
  push_plot(L, cgt::thermograph_plot(thermograph_self(L), opts.string("title")), opts);
  return 1;
}

int th_to_svg(lua_State* L) {
  check_arg_count(L, 1, 3);
  Options opts(L, 3);
  auto plot = cgt::thermograph_plot(thermograph_self(L), opts.string("title"));
  plot.width = static_cast<int>(opts.integer("width", 0, 10000));
  plot.height = static_cast<int>(opts.integer("height", 0, 10000));
  push_plot_svg(L, plot, 2);
  return 1;
}

int th_to_table(lua_State* L) {
  check_arg_count(L, 1, 1);
  const cgt::Thermograph& t = thermograph_self(L);
  Record(L, 5)
      .field("mast", [&] { push_dyadic(L, t.mast); })
      .field("temperature", [&] { push_dyadic(L, t.temperature); })
      .field("left", [&] { push_wall(L, t.left_wall()); })
      .field("right", [&] { push_wall(L, t.right_wall()); })
      .field("text", t.to_string());
  return 1;
}

int th_tostring(lua_State* L) {
  check_arg_count(L, 1, 1);
  return push(L, thermograph_self(L).to_string()), 1;
}

int th_eq(lua_State* L) {
  auto* a = test_object<cgt::Thermograph>(L, 1);
  auto* b = test_object<cgt::Thermograph>(L, 2);
  return push(L, a && b && *a == *b), 1;
}

}  // namespace alea::lua_cgt
