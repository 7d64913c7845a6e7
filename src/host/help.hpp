#pragma once
// help() and apropos() in Lua, and the API reference written from the same registry.
#include <string>

#include "kit/lua.hpp"

namespace alea::host {

// Registers the globals help and apropos.
void open_help(lua_State* L);

// The help text of one registry entry, as help(x) prints it.
std::string help_text(const std::string& name);

// Markdown for every registered module, type and function (docs/api.md).
std::string api_markdown();
bool dump_api(const std::string& path);

}  // namespace alea::host
