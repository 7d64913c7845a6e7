#pragma once
#include "kit/lua.hpp"

namespace alea::host {

// The interactive loop on the terminal: line editing, history in ~/.alea_history, tab
// completion, expression printing, continuation lines, Ctrl-C and Ctrl-D. Returns on Ctrl-D.
void repl(lua_State* L);

}  // namespace alea::host
