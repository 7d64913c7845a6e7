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

int th_left_at(lua_State* L) {
  return push_dyadic(L, thermograph_self(L).left.value_at(check_t(L, 2))), 1;
}

int th_right_at(lua_State* L) {
  return push_dyadic(L, thermograph_self(L).right.value_at(check_t(L, 2))), 1;
}

int th_plot(lua_State* L) {
  Options opts(L, 2);
  push_plot(L, cgt::thermograph_plot(thermograph_self(L), opts.string("title")), opts);
  return 1;
}

int th_to_svg(lua_State* L) {
  Options opts(L, 3);
  auto plot = cgt::thermograph_plot(thermograph_self(L), opts.string("title"));
  plot.width = static_cast<int>(opts.integer("width", 0, 10000));
  plot.height = static_cast<int>(opts.integer("height", 0, 10000));
  push_plot_svg(L, plot, 2);
  return 1;
}

int th_to_table(lua_State* L) {
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

}  // namespace

void add_thermograph(Type& t) {
  t.method({"left_wall", method<&cgt::Thermograph::left_wall, push_wall>, "T:left_wall() -> {{t, x}, ...}",
            "The left wall's breakpoints from t = -1 up to the temperature (the mast continues above the last).",
            "cgt(\"{2|-1}\"):thermograph():left_wall()   --> {{-1, 3}, {3/2, 1/2}}"});
  t.method({"right_wall", method<&cgt::Thermograph::right_wall, push_wall>, "T:right_wall() -> {{t, x}, ...}",
            "The right wall's breakpoints from t = -1 up to the temperature.",
            "cgt(\"{2|-1}\"):thermograph():right_wall()"});
  t.method({"mast", method<&cgt::Thermograph::mast, push_dyadic>,
            "T:mast() -> rat", "The mast's value: the mean.", "T:mast()"});
  t.method({"temperature", method<&cgt::Thermograph::temperature, push_dyadic>,
            "T:temperature() -> rat", "Where both walls have become the mast.",
            "T:temperature()"});
  t.method({"left_stop", method<&cgt::Thermograph::left_stop, push_dyadic>,
            "T:left_stop() -> rat", "The left wall at t = 0.", "T:left_stop()"});
  t.method({"right_stop", method<&cgt::Thermograph::right_stop, push_dyadic>,
            "T:right_stop() -> rat", "The right wall at t = 0.", "T:right_stop()"});
  t.method({"left_at", th_left_at, "T:left_at(t) -> rat", "The left wall at t >= -1 (the mast above the temperature).",
            "cgt(\"{2|-1}\"):thermograph():left_at(1)   --> 1"});
  t.method({"right_at", th_right_at, "T:right_at(t) -> rat", "The right wall at t >= -1.",
            "cgt(\"{2|-1}\"):thermograph():right_at(1)   --> 0"});
  t.method({"plot", th_plot, "T:plot([{title=\"\", file=, width=0, height=0}]) -> picture|path",
            "The thermograph drawn by gnuplot (as alea.plot): the left and right walls, the mast above the "
            "temperature, t on the vertical axis, t = 0 drawn across with the stops marked, values growing to the "
            "left as in Winning Ways and CGSuite. With file= (.svg or .png) writes the picture there; without, "
            "returns the text rendering the REPL prints.",
            "cgt(\"{2|-1}\"):thermograph():plot{width=70, height=20}"});
  t.method({"to_svg", th_to_svg, "T:to_svg([file] [, {title=\"\", width=0, height=0}]) -> svg|path",
            "T:plot() as SVG: into file (.svg or .png) when given, returning its path, else the SVG text "
            "(width x height pixels, 0: 640 x 400).",
            "cgt(\"{3||2*|1*}\"):thermograph():to_svg(\"thermograph.svg\", {title=\"{3||2*|1*}\"})"});
  t.method({"to_table", th_to_table, "T:to_table() -> {mast=, temperature=, left=, right=, text=}",
            "The thermograph as plain values: walls as {t, x} breakpoint lists, and the text.", "T:to_table().left"});
  t.op({"__tostring", th_tostring, "tostring(T)",
        "CGSuite's text: Thermograph(mast,[critical points, top down],[slopes, top down], the same for the right "
        "wall).",
        "tostring(cgt(\"{2|-1}\"):thermograph())   --> Thermograph(1/2,[3/2],[0,-1],1/2,[3/2],[0,1])"});
  t.op({"__eq", th_eq, "T == U", "The same walls, temperature and mast.",
        "cgt(\"{2|-1}\"):thermograph() == cgt(\"{2|-1}\"):thermograph()"});
}

}  // namespace alea::lua_cgt
