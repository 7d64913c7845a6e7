#pragma once
// How typed input becomes a Lua function, shared by the REPL and the Jupyter kernel: an
// expression is tried first, as lua.c does, so `1+1` shows 2; a syntax error at the end of the
// input means the input is unfinished (a continuation line, or is_complete's "incomplete").
#include <string>

#include "kit/lua.hpp"

namespace alea::host {

enum class Chunk { ready, incomplete, error };

// Compiles the input, leaving the function (ready) or the error message (error) on the stack,
// nothing when incomplete. show_results says whether the values the function returns are to be
// shown: an expression's are, unless the input ends with `;`.
Chunk compile(lua_State* L, const std::string& code, const char* chunk_name, bool& show_results);

// compile() for a notebook cell: statements whose last statement is an expression show that
// expression's value, as a notebook shows the value of a cell's last line ("local g = cgt(...)"
// then "g:thermograph()"). The last lines become `return <them>` only when the lines before them
// are a chunk of their own and, if the whole cell reads as statements, the last lines are a
// statement on their own too, so a line that continues the one before it (`x = 1` then `-1`)
// keeps Lua's reading. A cell that Lua reads as unfinished (`x = 1` then `x`, waiting for
// `= ...`) is split the same way.
Chunk compile_cell(lua_State* L, const std::string& code, const char* chunk_name, bool& show_results);

}  // namespace alea::host
