#include "host/kernel/rich.hpp"

#include "kit/printer.hpp"
#include "host/session.hpp"
#include "kit/kit.hpp"
#include "kit/show.hpp"

namespace alea::host::kernel {
namespace {

// A notebook's output area: about 100 columns; tables cut at 60 lines (text) and rows (HTML).
constexpr kit::Screen kNotebook{100, 60};

// LaTeX between $ signs (built with append: GCC 12 warns falsely on "$" + std::string).
std::string inline_math(const std::string& latex) { return std::string("$").append(latex).append("$"); }

// The string at idx, whole (a Lua string may hold zero bytes).
std::string string_at(lua_State* L, int idx) {
  std::size_t len = 0;
  const char* s = lua_tolstring(L, idx, &len);
  return std::string(s, len);
}

struct Job {
  nl::json* data;
  Output* out;
  int count;
};

// The SVG of a picture object (kit/picture.hpp) drawn in the notebook, or "".
std::string picture_svg(lua_State* L, int idx) {
  if (lua_type(L, idx) != LUA_TTABLE || !lua_getmetatable(L, idx)) return "";
  luaL_getmetatable(L, "picture");
  const bool picture = lua_rawequal(L, -1, -2);
  lua_pop(L, 2);
  if (!picture) return "";
  lua_pushliteral(L, "svg");
  std::string svg;
  if (lua_rawget(L, idx) == LUA_TSTRING) svg = string_at(L, -1);
  lua_pop(L, 1);
  return svg;
}

// The SVG of a bound object whose type has :to_svg(), found raw in its methods; "" when it has
// none or drawing fails.
std::string object_svg(lua_State* L, int idx, Output& out) {
  if (lua_type(L, idx) != LUA_TUSERDATA) return "";
  const int methods = luaL_getmetafield(L, idx, "__methods");  // pushes nothing when absent
  if (methods == LUA_TNIL) return "";
  if (methods != LUA_TTABLE) {
    lua_pop(L, 1);
    return "";
  }
  lua_pushliteral(L, "to_svg");
  const bool callable = lua_rawget(L, -2) == LUA_TFUNCTION;
  std::string svg;
  if (callable) {
    lua_pushvalue(L, idx);
    out.quiet_pictures(true);
    const int status = lua_pcall(L, 1, 1, 0);
    out.quiet_pictures(false);
    if (status == LUA_OK && lua_type(L, -1) == LUA_TSTRING) svg = string_at(L, -1);
  }
  lua_pop(L, 2);
  return svg;
}

// Protected: argument 1 is the Job, the values follow.
int build(lua_State* L) {
  Job& job = *static_cast<Job*>(lua_touserdata(L, 1));
  nl::json& data = *job.data;
  const int v = 2;
  if (job.count == 1) {  // a picture shown already is not shown twice
    const std::string svg = picture_svg(L, v);
    if ((!svg.empty() && job.out->shown(svg)) || (lua_type(L, v) == LUA_TSTRING && job.out->shown(string_at(L, v))))
      return 0;
  }
  data["text/plain"] = kit::render_values(L, v, job.count, kNotebook);
  if (job.count != 1) return 0;
  if (auto* r = kit::test_object<Rational>(L, v)) {
    data["text/latex"] = inline_math(kit::rat_latex(*r));
  } else if (auto* e = kit::test_object<Estimate>(L, v)) {
    data["text/latex"] = inline_math(kit::estimate_latex(*e));
  } else if (kit::is_record_list(L, v)) {
    kit::TableView view;
    view.height = kNotebook.height;
    data["text/html"] = kit::record_table_html(L, v, view);
  } else if (std::string svg = picture_svg(L, v); !svg.empty()) {
    data["image/svg+xml"] = svg_element(svg);
  } else if (std::string drawn = object_svg(L, v, *job.out); !drawn.empty()) {
    data["image/svg+xml"] = svg_element(drawn);
  }
  return 0;
}

}  // namespace

std::string svg_element(const std::string& svg) {
  const std::size_t start = svg.find("<svg");
  return start == std::string::npos ? svg : svg.substr(start);
}

nl::json result_bundle(lua_State* L, int first, int count, Output& out) {
  first = lua_absindex(L, first);
  const int top = lua_gettop(L);
  nl::json data = nl::json::object();
  Job job{&data, &out, count};
  if (!lua_checkstack(L, count + 8)) return nl::json{{"text/plain", "<cannot show: too many values>"}};
  lua_pushcfunction(L, build);
  lua_pushlightuserdata(L, &job);
  for (int i = 0; i < count; ++i) lua_pushvalue(L, first + i);
  if (protected_call(L, count + 1, 0) != LUA_OK) {
    // Interrupted or out of memory while drawing: the printer's text, which never raises.
    lua_settop(L, top);
    data = nl::json::object();
    data["text/plain"] = kit::render_values(L, first, count, kNotebook);
  }
  lua_settop(L, top);
  return data.empty() ? nl::json() : data;
}

}  // namespace alea::host::kernel
