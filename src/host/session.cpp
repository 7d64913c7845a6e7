#include "host/session.hpp"

#include <cstdio>

#include "host/help.hpp"
#include "host/signals.hpp"
#include "kit/interrupt.hpp"
#include "modules.hpp"

namespace alea::host {
namespace {

// Message handler: the error message plus a traceback (non-string errors via __tostring).
int traceback(lua_State* L) {
  const char* msg = lua_tostring(L, 1);
  if (msg == nullptr) {
    if (luaL_callmeta(L, 1, "__tostring") && lua_type(L, -1) == LUA_TSTRING) return 1;
    msg = lua_pushfstring(L, "(error object is a %s value)", luaL_typename(L, 1));
  }
  luaL_traceback(L, L, msg, 1);
  return 1;
}

// Pushes arg[1..#arg] so a script also receives its arguments as `...`, as in lua.c.
int push_script_args(lua_State* L) {
  if (lua_getglobal(L, "arg") != LUA_TTABLE) {
    lua_pop(L, 1);
    return 0;
  }
  auto n = static_cast<int>(luaL_len(L, -1));
  luaL_checkstack(L, n + 3, "too many arguments to script");
  for (int i = 1; i <= n; ++i) lua_rawgeti(L, -i, i);
  lua_remove(L, -n - 1);
  return n;
}

}  // namespace

lua_State* new_session() {
  lua_State* L = luaL_newstate();
  if (L == nullptr) return nullptr;
  luaL_openlibs(L);
  kit::guard_interrupts(L);
  open_modules(L);
  open_help(L);
  return L;
}

int protected_call(lua_State* L, int nargs, int nresults) {
  int base = lua_gettop(L) - nargs;
  lua_pushcfunction(L, traceback);
  lua_insert(L, base);
  int status;
  {
    InterruptScope scope(L);
    status = lua_pcall(L, nargs, nresults, base);
  }
  lua_remove(L, base);
  return status;
}

void report_error(lua_State* L, int status) {
  if (status == LUA_OK) return;
  const char* msg = lua_tostring(L, -1);
  std::fprintf(stderr, "%s\n", msg ? msg : "(error object is not a string)");
  std::fflush(stderr);
  lua_pop(L, 1);
}

int run_file(lua_State* L, const std::string& path) {
  bool stdin_script = path.empty() || path == "-";
  int status = luaL_loadfile(L, stdin_script ? nullptr : path.c_str());
  if (status == LUA_OK) status = protected_call(L, push_script_args(L), 0);
  return status;
}

int run_string(lua_State* L, const std::string& code, const std::string& chunk_name) {
  int status = luaL_loadbuffer(L, code.data(), code.size(), chunk_name.c_str());
  if (status == LUA_OK) status = protected_call(L, 0, 0);
  return status;
}

void set_script_args(lua_State* L, int argc, char** argv, int script_index) {
  lua_createtable(L, argc - script_index - 1, script_index + 1);
  for (int i = 0; i < argc; ++i) {
    lua_pushstring(L, argv[i]);
    lua_rawseti(L, -2, i - script_index);
  }
  lua_setglobal(L, "arg");
}

}  // namespace alea::host
