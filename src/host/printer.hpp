#pragma once
// How the REPL shows values: top-level values as tostring would show them (tab-separated),
// tables in a readable, bounded form ({1, 2, 3}, {a = 1, b = "x"}, "... (+95 more)", "{...}",
// "<cycle>"). Tables are walked with raw access only, and __tostring runs protected, so no
// value, however odd, can crash or hang the printer.
#include <string>

#include "kit/lua.hpp"

namespace alea::host {

// The text for the `count` values at stack indices first .. first+count-1, without a trailing
// newline; the stack is left as it was. Never raises: if rendering itself fails (out of
// memory), the text says so.
std::string render_values(lua_State* L, int first, int count);

}  // namespace alea::host
