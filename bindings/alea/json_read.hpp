#pragma once
// alea.read_json and alea.load: JSON text (RFC 8259) as Lua values. Objects become records
// keeping the file's key order, arrays arrays (null leaves a hole), numbers integers when they
// are written as integers (past 64 bits: rats), floats otherwise.
#include <string>
#include <string_view>

#include "kit/lua.hpp"

namespace alea::out {

// Pushes the value of the JSON text; `name` is the file named in messages. With tags, the
// objects alea.save writes for rats, estimates, NaN and infinities, and tables with keys JSON
// has no form for read back as those values. Throws InvalidArgument (role "path") naming the
// line and column of the first error.
void push_json(lua_State* L, std::string_view text, const std::string& name, bool tags);

}  // namespace alea::out
