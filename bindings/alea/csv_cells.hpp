#pragma once
// How an unquoted CSV cell reads back. The reader converts by these rules and the writer
// quotes every string they would misread, so the two agree by construction.
#include <string>

#include "kit/lua.hpp"

namespace alea::out {

enum class CellKind { Empty, Boolean, Number, Rat, Text };

// "" is empty (nil); true/false; Lua numerals and nan/inf/-inf; n/d and integers too large for
// a Lua integer are rats; anything else is text.
CellKind classify_cell(lua_State* L, const std::string& text);

// Pushes the value an unquoted cell stands for (nil for an empty cell).
void push_cell(lua_State* L, const std::string& text);

}  // namespace alea::out
