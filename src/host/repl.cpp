#include "host/repl.hpp"

#include <cstdio>
#include <string>

#include "host/session.hpp"

namespace alea::host {

// Minimal loop, replaced by the libedit REPL.
void repl(lua_State* L) {
  char buf[4096];
  while (std::fputs("> ", stdout), std::fflush(stdout), std::fgets(buf, sizeof buf, stdin)) {
    std::string line = buf;
    if (luaL_loadstring(L, ("return " + line).c_str()) != LUA_OK) {
      lua_pop(L, 1);
      if (luaL_loadstring(L, line.c_str()) != LUA_OK) {
        report_error(L, LUA_ERRSYNTAX);
        continue;
      }
    }
    int base = lua_gettop(L) - 1;
    int status = protected_call(L, 0, LUA_MULTRET);
    if (status != LUA_OK) {
      report_error(L, status);
      continue;
    }
    int n = lua_gettop(L) - base;
    if (n > 0) {
      lua_getglobal(L, "print");
      lua_insert(L, base + 1);
      lua_pcall(L, n, 0, 0);
    }
  }
}

}  // namespace alea::host
