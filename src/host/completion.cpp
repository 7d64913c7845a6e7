#include "host/completion.hpp"

#include <algorithm>
#include <cctype>
#include <cstring>

#include "kit/lua_keywords.hpp"

namespace alea::host {
namespace {

// What the text before the cursor asks for: names in `path` (from _G) after `sep` that start
// with `partial`. An empty path and sep mean globals.
struct Target {
  bool valid = true;
  std::size_t start = 0;
  char sep = '\0';
  std::vector<std::string> path;
  std::string partial;
};

bool ident_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }
bool starts_with_digit(std::string_view s) {
  return !s.empty() && std::isdigit(static_cast<unsigned char>(s[0]));
}

Target parse(std::string_view s) {
  Target t;
  std::size_t i = s.size();
  while (i > 0 && ident_char(s[i - 1])) --i;
  t.start = i;
  t.partial = std::string(s.substr(i));
  if (starts_with_digit(t.partial)) t.valid = false;
  bool member = i > 0 && (s[i - 1] == '.' || s[i - 1] == ':');
  bool concat = i > 1 && s[i - 1] == '.' && s[i - 2] == '.';  // `x..na` completes a global
  if (!t.valid || !member || concat) return t;
  t.sep = s[i - 1];
  std::size_t j = i - 1;
  for (;;) {
    std::size_t end = j;
    while (j > 0 && ident_char(s[j - 1])) --j;
    std::string_view segment = s.substr(j, end - j);
    if (segment.empty() || starts_with_digit(segment)) return t.valid = false, t;
    t.path.insert(t.path.begin(), std::string(segment));
    bool dotted = j > 0 && s[j - 1] == '.' && !(j > 1 && s[j - 2] == '.');
    if (!dotted) break;
    --j;
  }
  // `f().x`, `t[1].x`, `a:b.c`, `"s".x`: the object is not a plain name path.
  if (j > 0 && std::strchr(")]}:'\"", s[j - 1]) != nullptr) t.valid = false;
  return t;
}

// Replaces the value at the top by the table where its fields are looked up besides itself:
// the metatable's __methods (bound types), else a table __index. Pops it and returns false if
// there is none. Raw access only.
bool to_index_table(lua_State* L) {
  if (!lua_getmetatable(L, -1)) return lua_pop(L, 1), false;
  lua_pushliteral(L, "__methods");
  if (lua_rawget(L, -2) != LUA_TTABLE) {
    lua_pop(L, 1);
    lua_pushliteral(L, "__index");
    if (lua_rawget(L, -2) != LUA_TTABLE) return lua_pop(L, 3), false;
  }
  lua_replace(L, -3);
  lua_pop(L, 1);
  return true;
}

constexpr int max_chain = 8;  // __index tables followed; a loop of them ends here

// Replaces the value at the top by its field `name`, found raw in it or its index tables.
void to_field(lua_State* L, const std::string& name) {
  for (int hop = 0; hop < max_chain; ++hop) {
    if (lua_type(L, -1) == LUA_TTABLE) {
      lua_pushlstring(L, name.data(), name.size());
      if (lua_rawget(L, -2) != LUA_TNIL) return lua_replace(L, -2);
      lua_pop(L, 1);
    }
    if (!to_index_table(L)) return lua_pushnil(L);
  }
  lua_pop(L, 1);
  lua_pushnil(L);
}

// Appends to the array `out` the identifier keys of table t that start with partial.
void add_keys(lua_State* L, int t, int out, const std::string& partial, bool functions_only) {
  lua_pushnil(L);
  while (lua_next(L, t) != 0) {
    std::size_t len;
    bool callable = lua_type(L, -1) == LUA_TFUNCTION || lua_type(L, -1) == LUA_TTABLE;
    lua_pop(L, 1);
    if (lua_type(L, -1) != LUA_TSTRING || (functions_only && !callable)) continue;
    const char* key = lua_tolstring(L, -1, &len);
    bool named = len > 0 && !starts_with_digit(std::string_view(key, len)) &&
                 std::all_of(key, key + len, ident_char);
    if (!named || len < partial.size() || std::memcmp(key, partial.data(), partial.size()) != 0) continue;
    lua_pushvalue(L, -1);
    lua_rawseti(L, out, static_cast<lua_Integer>(lua_rawlen(L, out)) + 1);
  }
}

// Protected: the argument is a light userdata pointing at the Target; returns an array of
// names. Only plain C locals live here, so an error (out of memory) unwinds nothing of ours.
int collect(lua_State* L) {
  const Target& t = *static_cast<const Target*>(lua_touserdata(L, 1));
  lua_newtable(L);
  int out = lua_gettop(L);
  lua_pushglobaltable(L);
  for (const std::string& name : t.path) to_field(L, name);
  if (t.sep == '\0') {
    for (const char* k : kit::kLuaKeywords)
      if (std::strncmp(k, t.partial.c_str(), t.partial.size()) == 0) {
        lua_pushstring(L, k);
        lua_rawseti(L, out, static_cast<lua_Integer>(lua_rawlen(L, out)) + 1);
      }
  }
  for (int hop = 0; hop < max_chain; ++hop) {
    if (lua_type(L, -1) == LUA_TTABLE) add_keys(L, lua_gettop(L), out, t.partial, t.sep == ':');
    if (!to_index_table(L)) break;
  }
  lua_settop(L, out);
  return 1;
}

}  // namespace

Completion complete(lua_State* L, std::string_view before_cursor) {
  Completion result;
  Target target = parse(before_cursor);
  result.start = target.start;
  if (!target.valid || !lua_checkstack(L, 8)) return result;
  int top = lua_gettop(L);
  lua_pushcfunction(L, collect);
  lua_pushlightuserdata(L, &target);
  if (lua_pcall(L, 1, 1, 0) == LUA_OK) {
    lua_Integer n = static_cast<lua_Integer>(lua_rawlen(L, -1));
    for (lua_Integer i = 1; i <= n; ++i) {
      std::size_t len;
      lua_rawgeti(L, -1, i);
      const char* s = lua_tolstring(L, -1, &len);  // always a string key here
      result.names.emplace_back(s, len);
      lua_pop(L, 1);
    }
  }
  lua_settop(L, top);
  std::sort(result.names.begin(), result.names.end());
  result.names.erase(std::unique(result.names.begin(), result.names.end()), result.names.end());
  return result;
}

std::string common_prefix(const std::vector<std::string>& names) {
  if (names.empty()) return {};
  std::string prefix = names.front();
  for (const std::string& n : names) {
    std::size_t k = 0;
    while (k < prefix.size() && k < n.size() && prefix[k] == n[k]) ++k;
    prefix.resize(k);
  }
  return prefix;
}

}  // namespace alea::host
