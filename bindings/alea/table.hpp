#pragma once
// alea.table: an array of records as the REPL shows it, an aligned table with headers.
#include "kit/kit.hpp"

namespace alea::out {

int table(lua_State* L);

}  // namespace alea::out
