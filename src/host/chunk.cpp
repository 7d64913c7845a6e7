#include "host/chunk.hpp"

#include <cstring>
#include <vector>

namespace alea::host {
namespace {

// lua.c's test: a syntax error at the end of the input means the input is unfinished.
bool unfinished(lua_State* L, int status) {
  if (status != LUA_ERRSYNTAX) return false;
  std::size_t len;
  const char* msg = lua_tolstring(L, -1, &len);
  const std::size_t mark = sizeof("<eof>") - 1;
  return msg != nullptr && len >= mark && std::strcmp(msg + len - mark, "<eof>") == 0;
}

bool ends_with_semicolon(const std::string& code) {
  std::size_t last = code.find_last_not_of(" \t\r\n");
  return last != std::string::npos && code[last] == ';';
}

// Whether the text compiles as a chunk; nothing is left on the stack.
bool compiles(lua_State* L, const std::string& code, const char* chunk_name) {
  const bool ok = luaL_loadbuffer(L, code.data(), code.size(), chunk_name) == LUA_OK;
  lua_pop(L, 1);
  return ok;
}

// The offsets where the lines of code begin, the first line's (0) included.
std::vector<std::size_t> line_starts(const std::string& code) {
  std::vector<std::size_t> starts{0};
  for (std::size_t i = 0; i < code.size(); ++i)
    if (code[i] == '\n' && i + 1 < code.size()) starts.push_back(i + 1);
  return starts;
}

}  // namespace

Chunk compile(lua_State* L, const std::string& code, const char* chunk_name, bool& show_results) {
  std::string expression = "return " + code;
  if (luaL_loadbuffer(L, expression.data(), expression.size(), chunk_name) == LUA_OK) {
    show_results = !ends_with_semicolon(code);
    return Chunk::ready;
  }
  lua_pop(L, 1);
  show_results = false;
  int status = luaL_loadbuffer(L, code.data(), code.size(), chunk_name);
  if (status == LUA_OK) return Chunk::ready;
  if (unfinished(L, status)) {
    lua_pop(L, 1);
    return Chunk::incomplete;
  }
  return Chunk::error;
}

Chunk compile_cell(lua_State* L, const std::string& code, const char* chunk_name, bool& show_results) {
  const Chunk whole = compile(L, code, chunk_name, show_results);
  if (show_results || ends_with_semicolon(code)) return whole;
  // Statements then an expression may read as unfinished (`x = 1` then `x` waits for `= ...`).
  const bool statements = whole == Chunk::ready;
  const auto starts = line_starts(code);
  // The last lines, shortest first: `return <them>` after the lines before them. The line
  // numbers stay those of the cell (the lines before end in their own newline).
  for (std::size_t k = starts.size(); k-- > 1;) {
    const std::string before = code.substr(0, starts[k]), last = code.substr(starts[k]);
    // `, nil` after them: the last lines are values, not only a comment.
    if (!compiles(L, before, chunk_name) || !compiles(L, "return " + last + "\n, nil", chunk_name)) continue;
    if (statements && !compiles(L, last, chunk_name)) continue;  // `-1` continues `x = 1`
    const std::string split = before + "return " + last;
    if (luaL_loadbuffer(L, split.data(), split.size(), chunk_name) != LUA_OK) {
      lua_pop(L, 1);
      continue;
    }
    if (whole != Chunk::incomplete) lua_remove(L, -2);  // the whole cell's function, or its error message
    show_results = true;
    return Chunk::ready;
  }
  return whole;
}

}  // namespace alea::host
