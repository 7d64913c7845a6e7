#pragma once
// Tab completion of the name before the cursor: globals (and keywords), fields of a module or
// table after `.`, methods of an object after `:`. The walk uses raw access only, so no
// __index function (or any other Lua code) runs while the user presses TAB.
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "kit/lua.hpp"

namespace alea::host {

struct Completion {
  std::size_t start = 0;            // where the partial name begins in the text
  std::vector<std::string> names;   // full names that extend it, sorted, without duplicates
};

// The completions for the text before the cursor. Never raises.
Completion complete(lua_State* L, std::string_view before_cursor);

// The longest common prefix of the names (empty for none).
std::string common_prefix(const std::vector<std::string>& names);

}  // namespace alea::host
