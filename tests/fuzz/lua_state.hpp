#pragma once
// A Lua state with the modules the CSV and JSON harnesses need (rat and alea), made once.
#include "kit/lua.hpp"

namespace alea {
void open_rat(lua_State* L);
void open_alea(lua_State* L);
}  // namespace alea

inline lua_State* fuzz_state() {
  static lua_State* L = [] {
    lua_State* s = luaL_newstate();
    luaL_openlibs(s);
    alea::open_rat(s);
    alea::open_alea(s);
    return s;
  }();
  return L;
}
