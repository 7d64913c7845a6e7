#pragma once
// Every module's open function. Adding a module adds one line here and one in modules.cpp.
struct lua_State;

namespace alea {

void open_rat(lua_State* L);
void open_prob(lua_State* L);
void open_doubling(lua_State* L);
void open_alloc(lua_State* L);
void open_alea(lua_State* L);

// Opens every module above into L's globals.
void open_modules(lua_State* L);

}  // namespace alea
