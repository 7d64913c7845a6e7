#pragma once
// Lua values as text for the output helpers (alea.write_csv, alea.read_csv, alea.to_json):
// numbers so that they read back to the same value, bound objects through :to_table().
#include <string>
#include <string_view>

#include "kit/lua.hpp"

namespace alea::out {

// An integer exactly; a float with 17 significant digits (it reads back to the same double)
// and ".0" when it would otherwise read as an integer; "nan", "inf", "-inf".
std::string number_text(lua_State* L, int idx);

// When the value at idx is a bound object whose type has a to_table method, replaces it with
// the result of calling that method and returns true. An error inside to_table is rethrown as
// a C++ exception carrying its message.
bool convert_object(lua_State* L, int idx);

// The text form of a bound object (its __tostring, called protected): what a CSV cell holds.
// Throws InvalidArgument with the __tostring's message when it fails.
std::string text_form(lua_State* L, int idx);

// When the value at idx is a rat, sets text to "5/9" and returns true.
bool rat_text(lua_State* L, int idx, std::string& text);

// Reads a whole file; throws InvalidArgument "cannot open 'path': <reason>".
std::string read_file(const std::string& path);
// Replaces the file's contents; throws InvalidArgument on any I/O error.
void write_file(const std::string& path, std::string_view text);

}  // namespace alea::out
