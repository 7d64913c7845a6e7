#pragma once
// alea.to_json: Lua values as JSON text (RFC 8259).
#include "kit/lua.hpp"

namespace alea::out {

// alea.to_json(value) -> string (the kit implementation; registered in lua_alea.cpp).
int to_json(lua_State* L);

}  // namespace alea::out
