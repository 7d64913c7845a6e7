#pragma once
// alea.save and alea.load: a value kept in a file and read back exactly (JSON with tags for
// what JSON has no form for: rats, estimates, NaN and infinities, tables with other keys).
#include "kit/lua.hpp"

namespace alea::out {

int save(lua_State* L);
int load(lua_State* L);

}  // namespace alea::out
