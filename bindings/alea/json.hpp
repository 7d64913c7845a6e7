#pragma once
// Lua values as JSON text (RFC 8259): what alea.to_json and alea.save write.
#include <string>
#include <utility>

#include "kit/lua.hpp"

namespace alea::out {

// JSON's two-character escapes, as {letter after the backslash, character}: the writer and the
// reader share them (the reader also takes \/ for /).
inline constexpr std::pair<char, char> kJsonEscapes[] = {{'"', '"'},  {'\\', '\\'}, {'b', '\b'}, {'f', '\f'},
                                                         {'n', '\n'}, {'r', '\r'},   {'t', '\t'}};

// Deeper nesting is almost surely a mistake; the limit also bounds the C stack of the writer and
// the reader, which share it.
inline constexpr int kJsonMaxDepth = 200;

// The text alea.save writes for the value at idx: JSON whose tagged objects ({"$rat": "5/9"},
// {"$estimate": [v, b]}, {"$float": "nan"}, {"$table": [[k, v], ...]}) alea.load reads back
// exactly; records keep their field order. Throws kit::ArgError(1, ...) naming the path of a
// value it cannot write (a function, a cycle, invalid UTF-8).
std::string save_text(lua_State* L, int idx);

}  // namespace alea::out
