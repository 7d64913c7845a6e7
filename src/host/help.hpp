#pragma once
// help() and apropos() in Lua, and the API reference written from the same registry.
#include <string>

#include "kit/lua.hpp"

namespace alea::host {

// Registers the globals help and apropos.
void open_help(lua_State* L);

// What help(x) shows for the value at idx (a name string, a function, module, object, ...),
// wrapped to width; "" when help has nothing for it. The kernel's inspect_request (Shift-Tab)
// reads it. Runs no Lua code of the user's (raw access only).
std::string help_page(lua_State* L, int idx, std::size_t width);

// The help text of one registry entry, as help(x) prints it.
std::string help_text(const std::string& name);

// Markdown for every registered module, type and function (docs/api.md).
std::string api_markdown();
bool dump_api(const std::string& path);

}  // namespace alea::host
