#pragma once
// Positions of games written in Lua (cgt.ruleset, graph.from_rules) are any Lua values; the C++
// solvers know them by a key, a string. This is the one policy for those keys, so a position is
// the same position whichever module explores it:
//   - a key function given by the user decides: "k" + the string or number it returns (a number
//     as Lua prints it);
//   - otherwise the value's canonical text, tagged by its type so that 1 and "1" are two
//     positions: "s" + a string, "n" + a number (integers exactly, floats to 17 digits, so 2.0 is
//     2 as it is as a table key), "b" + true or false, "t" + a table's contents: its array part
//     in order, then its other fields sorted (keys as Lua writes them: a=, [2.5]=, ["a b"]=),
//     each value written the same way, strings quoted with their quotes and backslashes
//     escaped, so equal boards are one position and unequal ones never read alike.
// Functions, userdata, threads and tables holding one, cyclic, nested deeper than 20 levels or
// written longer than 1 MiB have no canonical text: they need a key function.
#include <optional>
#include <string>
#include <string_view>

#include "kit/lua.hpp"

namespace alea::kit {

// The key of the value at idx by its canonical text, or nullopt when it has none.
std::optional<std::string> position_key(lua_State* L, int idx);

// The key of what a key function returned at idx (a string or a number), or nullopt for
// anything else.
std::optional<std::string> returned_key(lua_State* L, int idx);

// A key as the user reads it: without its tag ("{1,2}", "7", "x"). Default names and messages.
std::string_view key_text(std::string_view key);

}  // namespace alea::kit
