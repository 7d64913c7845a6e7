#pragma once
// How the REPL and alea.show show values: top-level values as tostring would show them (tab-separated),
// tables in a readable, bounded form ({1, 2, 3}, {a = 1, b = "x"}, "... (+95 more)", "{...}",
// "<cycle>"), record fields in their order; a long rat with its decimal beside it, an array of
// records as a table (kit/show.hpp). Tables are walked with raw access only, and __tostring runs protected, so no
// value, however odd, can crash or hang the printer.
#include <string>

#include "kit/lua.hpp"

namespace alea::kit {

// The terminal the values are shown on: a rat longer than the width shows its decimal, an
// array of records prints as a table cut to the width and height (0: no limit); the whole text
// is cut after max_chars characters (0: no limit) with a last line saying how much is hidden.
struct Screen {
  std::size_t width = 80;
  std::size_t height = 0;
  std::size_t max_chars = 0;
};
// What the REPL cuts a printed value at (alea.show(x, {max_chars=}) and print(x) show more).
constexpr std::size_t kReplMaxChars = 4000;

// The text for the `count` values at stack indices first .. first+count-1, without a trailing
// newline; the stack is left as it was. Never raises: if rendering itself fails (out of
// memory), the text says so.
std::string render_values(lua_State* L, int first, int count, const Screen& screen);

}  // namespace alea::kit
