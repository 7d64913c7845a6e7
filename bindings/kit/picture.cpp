#include "kit/picture.hpp"

#include <sys/ioctl.h>
#include <unistd.h>

#include <algorithm>

#include "core/memory_guard.hpp"
#include "kit/args.hpp"
#include "kit/display.hpp"
#include "kit/push.hpp"

namespace alea::kit {
namespace {

int picture_tostring(lua_State* L) {
  lua_getfield(L, 1, "text");
  return 1;
}

}  // namespace

void push_picture(lua_State* L, const std::string& text, const std::string& svg) {
  lua_createtable(L, 0, 2);
  lua_pushlstring(L, text.data(), text.size());
  lua_setfield(L, -2, "text");
  if (!svg.empty()) {
    lua_pushlstring(L, svg.data(), svg.size());
    lua_setfield(L, -2, "svg");
  }
  if (luaL_newmetatable(L, "picture")) {
    lua_pushcfunction(L, picture_tostring);
    lua_setfield(L, -2, "__tostring");
  }
  lua_setmetatable(L, -2);
}

void push_plot(lua_State* L, picture::Plot plot, const Options& opts) {
  plot.width = static_cast<int>(opts.integer("width", 0, 10000));
  plot.height = static_cast<int>(opts.integer("height", 0, 10000));
  if (auto file = opts.optional_string("file")) {
    if (file->empty()) opts.fail("file", "expected a file name ending in .svg or .png, got an empty string");
    picture::plot_to_file(plot, *file);
    push(L, *file);
    return;
  }
  if (has_picture_display()) {  // a notebook: SVG in pixels (0: 640x400), shown as it is made
    const std::string svg = picture::plot_to_svg(plot);
    display_picture(svg);
    push_picture(L, plot.title.empty() ? "(a picture)" : "(a picture: " + plot.title + ")", svg);
    return;
  }
  struct winsize ws {};
  if (ioctl(STDOUT_FILENO, TIOCGWINSZ, &ws) == 0 && ws.ws_col >= 20 && ws.ws_row >= 8) {
    if (plot.width == 0) plot.width = std::min<int>(ws.ws_col, 160);
    if (plot.height == 0) plot.height = std::clamp<int>(ws.ws_row - 2, 8, 40);
  }
  const auto w = static_cast<std::uint64_t>(plot.width > 0 ? plot.width : 80),
             h = static_cast<std::uint64_t>(plot.height > 0 ? plot.height : 24);
  require_memory(bytes_plus(bytes_for(bytes_for(w, h), 3), 4096), "the text rendering of a " + std::to_string(w) + " x " + std::to_string(h) + " plot");
  push_picture(L, picture::plot_to_text(plot));
}

void push_plot_svg(lua_State* L, const picture::Plot& plot, int file_arg) {
  if (is_none_or_nil(L, file_arg)) {
    const std::string svg = picture::plot_to_svg(plot);
    display_picture(svg);
    push(L, svg);
    return;
  }
  std::string file = check_string(L, file_arg);
  picture::plot_to_file(plot, file);
  push(L, file);
}

void push_dot(lua_State* L, const std::string& dot, int file_arg) {
  if (is_none_or_nil(L, file_arg)) {
    const std::string svg = picture::render_dot(dot, "");
    display_picture(svg);
    push(L, svg);
    return;
  }
  std::string file = check_string(L, file_arg);
  picture::render_dot(dot, file);
  push(L, file);
}

}  // namespace alea::kit
