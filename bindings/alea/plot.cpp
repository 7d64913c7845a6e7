// alea.plot and alea.render_dot: pictures drawn by gnuplot and Graphviz (core/picture.hpp).
#include <limits>

#include "alea/lua_alea.hpp"
#include "core/errors.hpp"
#include "core/interrupt.hpp"
#include "kit/push.hpp"

namespace alea::out {
namespace {
using namespace kit;

// A number of a series: a Lua number (NaN and infinities pass, for the core to name), a rat or
// an estimate (its value: estimates are usable as numbers).
double series_value(lua_State* L, int idx, const std::string& where) {
  int isnum = 0;
  double v = lua_tonumberx(L, idx, &isnum);
  if (isnum && lua_type(L, idx) == LUA_TNUMBER) return v;
  if (is_rational(L, idx)) return to_double(check_rational(L, idx));
  if (const Estimate* e = test_object<Estimate>(L, idx)) return e->value;
  throw InvalidArgument("series", where + ": expected a number, got " + type_name(L, idx));
}

std::vector<double> series_values(lua_State* L, int t, const char* key, const std::string& which) {
  std::vector<double> out;
  if (lua_getfield(L, t, key) == LUA_TNIL) {
    lua_pop(L, 1);
    return out;
  }
  const std::string where = which + key;
  if (lua_type(L, -1) != LUA_TTABLE)
    throw InvalidArgument("series", where + ": expected an array of numbers, got " + type_name(L, -1));
  const int arr = lua_gettop(L);
  const lua_Integer n = luaL_len(L, arr);
  require_lua_array(static_cast<std::size_t>(std::max<lua_Integer>(n, 0)));
  out.reserve(static_cast<std::size_t>(n));
  for (lua_Integer i = 1; i <= n; ++i) {
    if ((i & 4095) == 0) check_interrupt();
    lua_rawgeti(L, arr, i);
    out.push_back(series_value(L, -1, where + "[" + std::to_string(i) + "]"));
    lua_pop(L, 1);
  }
  lua_pop(L, 1);
  return out;
}

picture::Series check_series(lua_State* L, int t, const std::string& which) {
  picture::Series s;
  s.y = series_values(L, t, "y", which);
  s.x = series_values(L, t, "x", which);
  if (s.x.empty() && !s.y.empty())
    for (std::size_t i = 1; i <= s.y.size(); ++i) s.x.push_back(static_cast<double>(i));
  for (const char* key : {"title", "style"}) {
    int type = lua_getfield(L, t, key);
    if (type != LUA_TNIL) {
      if (type != LUA_TSTRING) throw InvalidArgument("series", which + key + ": expected a string, got " + type_name(L, -1));
      (std::string(key) == "title" ? s.title : s.style) = lua_tostring(L, -1);
    }
    lua_pop(L, 1);
  }
  return s;
}

std::optional<std::pair<double, double>> check_range(lua_State* L, const Options& opts, const char* key) {
  opts.push(key);
  std::optional<std::pair<double, double>> r;
  if (!lua_isnil(L, -1)) {
    if (lua_type(L, -1) != LUA_TTABLE || luaL_len(L, -1) != 2) opts.fail(key, "expected {low, high}");
    lua_rawgeti(L, -1, 1);
    lua_rawgeti(L, -2, 2);
    if (!lua_isnumber(L, -2) || !lua_isnumber(L, -1)) opts.fail(key, "expected {low, high}, two numbers");
    r = std::pair{lua_tonumber(L, -2), lua_tonumber(L, -1)};
    lua_pop(L, 2);
  }
  lua_pop(L, 1);
  return r;
}

int plot(lua_State* L) {
  check_table(L, 1);
  Options opts(L, 2);
  picture::Plot p;
  if (lua_getfield(L, 1, "y") != LUA_TNIL) {
    p.series.push_back(check_series(L, 1, ""));
  } else {
    const std::size_t n = check_array(L, 1);
    for (std::size_t i = 1; i <= n; ++i) {
      lua_rawgeti(L, 1, static_cast<lua_Integer>(i));
      const std::string which = "series " + std::to_string(i) + ": ";
      if (lua_type(L, -1) != LUA_TTABLE)
        throw InvalidArgument("series", which + "expected a table {x=, y=, title=}, got " + type_name(L, -1));
      p.series.push_back(check_series(L, lua_gettop(L), which));
      lua_pop(L, 1);
    }
  }
  lua_pop(L, 1);
  p.title = opts.string("title");
  p.xlabel = opts.string("xlabel");
  p.ylabel = opts.string("ylabel");
  p.logx = opts.boolean("logx");
  p.logy = opts.boolean("logy");
  p.key = opts.choice("key");
  p.xrange = check_range(L, opts, "xrange");
  p.yrange = check_range(L, opts, "yrange");
  push_plot(L, std::move(p), opts);
  return 1;
}

int render_dot(lua_State* L) {
  push_dot(L, check_string(L, 1), 2);
  return 1;
}

}  // namespace

void add_plot(Module& m) {
  m.function({"plot", plot,
              "alea.plot(series [, {title=, xlabel=, ylabel=, logx=false, logy=false, xrange=, yrange=, "
              "key=\"top right\"|\"top left\"|\"bottom right\"|\"bottom left\"|\"off\", file=, width=0, height=0}]) -> "
              "picture|path",
              "Plots with gnuplot. series is one series {x=, y=, title=, style=} or an array of them; y is an array of "
              "numbers (or rats), x the same length (default 1..#y), style \"lines\" (default), \"points\", "
              "\"linespoints\", \"steps\" or \"boxes\". logx and logy set log scales, xrange and yrange are "
              "{low, high}, key places the series' titles. With file= (.svg or .png) the picture is written there (width x height pixels, default "
              "640x400) and the path returned; without, the result is a picture, gnuplot's text rendering sized to "
              "the terminal (or width x height characters), which the REPL and print show as text (.text holds it). "
              "In a Jupyter notebook (docs/jupyter.md) every picture drawn without a file, by alea.plot or any "
              ":plot() or :to_svg(), is drawn as SVG and shown in the cell as it is made (width x height pixels; "
              ".svg holds it). Needs gnuplot (Debian's gnuplot-nox; ALEA_GNUPLOT may name its path).",
              "alea.plot({{x = {1, 2, 3, 4}, y = {1, 4, 9, 16}, title = \"n^2\"}, {y = {1, 2, 3, 4}, title = \"n\", "
              "style = \"points\"}}, {title = \"squares\", xlabel = \"n\", width = 60, height = 15})"});
  m.function({"render_dot", render_dot, "alea.render_dot(dot [, file]) -> svg|path",
              "Renders Graphviz text with dot, the one place Graphviz is called (every :to_svg() goes through it): "
              "into file (.svg, .png or .pdf) when given, returning its path, else returning the SVG text (in a "
              "Jupyter notebook also shown in the cell). Needs Graphviz (Debian's graphviz; ALEA_DOT may name dot's path).",
              "alea.render_dot(\"digraph { a -> b }\", \"ab.svg\")"});
}

}  // namespace alea::out
