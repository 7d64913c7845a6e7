#include "alea/values.hpp"

#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <memory>

#include "core/cluster.hpp"
#include "core/errors.hpp"
#include "core/interrupt.hpp"
#include "core/memory_guard.hpp"
#include "kit/kit.hpp"

namespace alea::out {
namespace {

std::string io_error(const char* verb, const std::string& path) {
  return std::string("cannot ") + verb + " '" + path + "': " + std::strerror(errno);
}

// Memory a byte of a CSV or JSON file takes once read into Lua tables, strings and numbers.
constexpr std::uint64_t kBytesPerFileByte = 8;

struct FileCloser {
  void operator()(std::FILE* f) const { std::fclose(f); }
};
using File = std::unique_ptr<std::FILE, FileCloser>;

}  // namespace

std::string number_text(lua_State* L, int idx) {
  if (lua_isinteger(L, idx)) return std::to_string(lua_tointeger(L, idx));
  double d = lua_tonumber(L, idx);
  if (std::isnan(d)) return "nan";  // printf may say "-nan"; the sign of a NaN means nothing
  if (std::isinf(d)) return d > 0 ? "inf" : "-inf";
  char buf[40];
  std::snprintf(buf, sizeof buf, "%.17g", d);
  std::string s = buf;
  // 2.0 must not come back as the integer 2: Lua tells the two apart (math.type).
  if (s.find_first_of(".en") == std::string::npos) s += ".0";
  return s;
}

bool convert_object(lua_State* L, int idx) {
  idx = lua_absindex(L, idx);
  if (lua_type(L, idx) != LUA_TUSERDATA) return false;
  // Raw access to the kit's method table: no user __index code runs just to look.
  int t = luaL_getmetafield(L, idx, "__methods");
  if (t == LUA_TNIL) return false;
  if (t != LUA_TTABLE || lua_getfield(L, -1, "to_table") != LUA_TFUNCTION) {
    lua_pop(L, t == LUA_TTABLE ? 2 : 1);
    return false;
  }
  lua_remove(L, -2);
  lua_pushvalue(L, idx);
  if (lua_pcall(L, 1, 1, 0) != LUA_OK) {
    const char* msg = lua_tostring(L, -1);
    std::string text = msg ? msg : "(error object is not a string)";
    lua_pop(L, 1);
    throw InvalidArgument(kit::type_name(L, idx) + ":to_table() failed: " + text);
  }
  lua_replace(L, idx);
  return true;
}

namespace {
int tostring_of(lua_State* L) {
  luaL_tolstring(L, 1, nullptr);
  return 1;
}
}  // namespace

std::string text_form(lua_State* L, int idx) {
  idx = lua_absindex(L, idx);
  lua_pushcfunction(L, tostring_of);
  lua_pushvalue(L, idx);
  const int status = lua_pcall(L, 1, 1, 0);
  std::size_t len = 0;
  const char* s = lua_type(L, -1) == LUA_TSTRING ? lua_tolstring(L, -1, &len) : nullptr;
  std::string text = s ? std::string(s, len) : "(error object is not a string)";
  lua_pop(L, 1);
  if (status != LUA_OK) {
    if (interrupt_requested()) throw Interrupted();
    throw InvalidArgument("tostring of a " + kit::type_name(L, idx) + " failed: " + text);
  }
  return text;
}

bool rat_text(lua_State* L, int idx, std::string& text) {
  auto* r = kit::test_object<Rational>(L, idx);
  if (r) text = to_string(*r);
  return r != nullptr;
}

std::string read_file(const std::string& path) {
  File f(std::fopen(path.c_str(), "rb"));
  if (!f) throw InvalidArgument(io_error("open", path));
  std::string text;
  char buf[1 << 16];
  std::size_t n;
  while ((n = std::fread(buf, 1, sizeof buf, f.get())) > 0) {
    text.append(buf, n);
    // A file read into Lua values takes several times its bytes: refuse one past the guard as
    // soon as it is, reading on (/dev/zero never ends) only while Ctrl-C is not pressed.
    require_memory(bytes_for(text.size(), kBytesPerFileByte), "reading '" + path + "' into Lua values");
    check_interrupt();
  }
  if (std::ferror(f.get())) throw InvalidArgument(io_error("read", path));  // e.g. a directory
  return text;
}

void write_file(const std::string& path, std::string_view text) {
  if (!cluster::writes_files()) return;  // under mpirun only rank 0 writes (docs/cluster.md)
  File f(std::fopen(path.c_str(), "wb"));
  if (!f) throw InvalidArgument(io_error("open", path));
  bool ok = std::fwrite(text.data(), 1, text.size(), f.get()) == text.size();
  ok = std::fclose(f.release()) == 0 && ok;  // a full disk may only show at close
  if (!ok) throw InvalidArgument(io_error("write", path));
}

}  // namespace alea::out
