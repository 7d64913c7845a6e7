#include "kit/printer.hpp"

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <cstdio>
#include <cstring>

#include "kit/kit.hpp"
#include "kit/lua_keywords.hpp"
#include "kit/show.hpp"

// Everything that touches Lua runs inside one lua_pcall (render_all) and builds Lua strings on
// the stack, so a memory error or a failing __tostring unwinds no C++ object of ours: the only
// locals below are plain C values.
namespace alea::kit {
// The printer's helpers, named: a unity batch of the kit compiles show.cpp's beside them.
namespace printing {

constexpr int max_depth = 4;       // tables nested deeper print as {...}
constexpr int max_entries = 100;   // entries shown per table
constexpr int max_total = 1000;    // entries shown per printed value, over all nested tables
constexpr std::size_t width = 78;  // a table whose one-line form is wider is laid out on lines

struct Walk {
  int seen;    // stack index of a table whose keys are the tables on the current path
  int budget;  // entries still allowed
};

bool is_identifier(const char* s, std::size_t len) {
  if (len == 0 || std::isdigit(static_cast<unsigned char>(s[0]))) return false;
  for (std::size_t i = 0; i < len; ++i)
    if (!std::isalnum(static_cast<unsigned char>(s[i])) && s[i] != '_') return false;
  return !is_lua_keyword(s, len);
}

int tostring_helper(lua_State* L) {
  luaL_tolstring(L, 1, nullptr);
  return 1;
}

// tostring(v), with __tostring protected: a failing one shows its error instead.
void push_tostring(lua_State* L, int idx) {
  idx = lua_absindex(L, idx);
  lua_pushcfunction(L, tostring_helper);
  lua_pushvalue(L, idx);
  if (lua_pcall(L, 1, 1, 0) == LUA_OK) return;
  const char* why = lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : "error object is not a string";
  lua_pushfstring(L, "<%s: %p (__tostring failed: %s)>", luaL_typename(L, idx), lua_topointer(L, idx), why);
  lua_remove(L, -2);
}

// A string as Lua source: "a\"b\n".
void push_quoted(lua_State* L, int idx) {
  std::size_t len;
  const char* s = lua_tolstring(L, idx, &len);
  luaL_Buffer b;
  luaL_buffinit(L, &b);
  luaL_addchar(&b, '"');
  for (std::size_t i = 0; i < len; ++i) {
    unsigned char c = static_cast<unsigned char>(s[i]);
    if (c == '"' || c == '\\') {
      luaL_addchar(&b, '\\');
      luaL_addchar(&b, static_cast<char>(c));
    } else if (c == '\n') {
      luaL_addstring(&b, "\\n");
    } else if (c < 32 || c == 127) {
      char esc[8];
      std::snprintf(esc, sizeof esc, "\\%03d", c);
      luaL_addstring(&b, esc);
    } else {
      luaL_addchar(&b, static_cast<char>(c));
    }
  }
  luaL_addchar(&b, '"');
  luaL_pushresult(&b);
}

void push_value(lua_State* L, int idx, Walk& walk, int depth, std::size_t indent);

void push_key(lua_State* L, int idx) {
  std::size_t len;
  if (lua_type(L, idx) == LUA_TSTRING) {
    const char* s = lua_tolstring(L, idx, &len);
    if (is_identifier(s, len)) {
      lua_pushfstring(L, "%s = ", s);
      return;
    }
    push_quoted(L, idx);
  } else {
    push_tostring(L, idx);
  }
  lua_pushfstring(L, "[%s] = ", lua_tostring(L, -1));
  lua_remove(L, -2);
}

// Sort order of keys that are not part of the array: numbers, strings, booleans, the rest.
int key_rank(int type) {
  switch (type) {
    case LUA_TNUMBER: return 0;
    case LUA_TSTRING: return 1;
    case LUA_TBOOLEAN: return 2;
    default: return 3 + type;
  }
}

// Whether the key at a sorts before the key at b (two stack indices). Never raises: numbers
// compare without metamethods.
bool key_less(lua_State* L, int a, int b) {
  int ta = lua_type(L, a), tb = lua_type(L, b);
  if (ta != tb) return key_rank(ta) < key_rank(tb);
  switch (ta) {
    case LUA_TNUMBER: return lua_compare(L, a, b, LUA_OPLT);
    case LUA_TSTRING: {
      std::size_t la, lb;
      const char* sa = lua_tolstring(L, a, &la);
      const char* sb = lua_tolstring(L, b, &lb);
      int c = std::memcmp(sa, sb, std::min(la, lb));
      return c != 0 ? c < 0 : la < lb;
    }
    case LUA_TBOOLEAN: return !lua_toboolean(L, a) && lua_toboolean(L, b);
    default:
      return reinterpret_cast<std::uintptr_t>(lua_topointer(L, a)) <
             reinterpret_cast<std::uintptr_t>(lua_topointer(L, b));
  }
}

// The length of the run 1, 2, ... of non-nil entries: these print without keys.
lua_Integer array_length(lua_State* L, int t) {
  lua_Integer n = 0;
  while (lua_rawgeti(L, t, n + 1) != LUA_TNIL) {
    lua_pop(L, 1);
    ++n;
  }
  lua_pop(L, 1);
  return n;
}

// The rank of the key on top of the stack in the record field order at `rank` (a table name ->
// position, or nil): its position, or 0 when it has none.
lua_Integer field_rank(lua_State* L, int rank) {
  if (lua_isnil(L, rank) || lua_type(L, -1) != LUA_TSTRING) return 0;
  lua_pushvalue(L, -1);
  lua_rawget(L, rank);
  lua_Integer r = lua_isinteger(L, -1) ? lua_tointeger(L, -1) : 0;
  lua_pop(L, 1);
  return r;
}

// Pushes a table name -> position of the record field order of t (its metatable's __fields,
// read raw), or nil when t is not a record.
void push_field_ranks(lua_State* L, int t) {
  if (!lua_getmetatable(L, t)) return lua_pushnil(L);
  lua_pushliteral(L, "__fields");
  if (lua_rawget(L, -2) != LUA_TTABLE) {
    lua_pop(L, 2);
    return lua_pushnil(L);
  }
  lua_newtable(L);
  for (lua_Integer i = 1; lua_rawgeti(L, -2, i) == LUA_TSTRING; ++i) {
    lua_pushinteger(L, i);
    lua_rawset(L, -3);
  }
  lua_pop(L, 1);
  lua_replace(L, -3);
  lua_pop(L, 1);
}

// Pushes an array of the keys outside 1..n, and an index array (userdata of ints) ordering
// them: a record's fields in their order first, then the other keys sorted. Returns their
// number.
int push_sorted_keys(lua_State* L, int t, lua_Integer n) {
  lua_newtable(L);
  int keys = lua_gettop(L);
  int m = 0;
  lua_pushnil(L);
  while (lua_next(L, t) != 0) {
    lua_pop(L, 1);
    if (lua_isinteger(L, -1) && lua_tointeger(L, -1) >= 1 && lua_tointeger(L, -1) <= n) continue;
    lua_pushvalue(L, -1);
    lua_rawseti(L, keys, ++m);
  }
  auto* order = static_cast<int*>(lua_newuserdatauv(L, sizeof(int) * (m + 1), 0));
  for (int i = 0; i < m; ++i) order[i] = i + 1;
  push_field_ranks(L, t);
  const int rank = lua_gettop(L);
  std::sort(order, order + m, [L, keys, rank](int a, int b) {
    lua_rawgeti(L, keys, a);
    const lua_Integer ra = field_rank(L, rank);
    lua_rawgeti(L, keys, b);
    const lua_Integer rb = field_rank(L, rank);
    bool less = ra || rb ? (ra && rb ? ra < rb : ra != 0) : key_less(L, -2, -1);
    lua_pop(L, 2);
    return less;
  });
  lua_pop(L, 1);
  return m;
}

// Joins the strings at stack indices first..top into one table text and leaves only that.
// One line when it fits; otherwise entries fill lines of the width, indented.
void join_entries(lua_State* L, int first, std::size_t indent) {
  int top = lua_gettop(L);
  std::size_t total = indent + 2;
  bool multiline = false;
  for (int i = first; i <= top; ++i) {
    std::size_t len;
    const char* s = lua_tolstring(L, i, &len);
    total += len + 2;
    multiline = multiline || std::memchr(s, '\n', len) != nullptr;
  }
  multiline = multiline || total > width;
  luaL_Buffer b;
  luaL_buffinit(L, &b);
  luaL_addchar(&b, '{');
  std::size_t column = width;  // forces a line break before the first entry
  for (int i = first; i <= top; ++i) {
    std::size_t len;
    const char* s = lua_tolstring(L, i, &len);
    bool tall = std::memchr(s, '\n', len) != nullptr;
    if (i > first) luaL_addchar(&b, ',');
    if (multiline && (tall || column + len + 2 > width)) {
      luaL_addchar(&b, '\n');
      for (std::size_t k = 0; k < indent + 2; ++k) luaL_addchar(&b, ' ');
      column = indent + 2;
    } else if (i > first) {
      luaL_addchar(&b, ' ');
      ++column;
    }
    luaL_addlstring(&b, s, len);
    column = tall ? width : column + len + 1;  // nothing shares a line with a tall entry
  }
  if (multiline) {
    luaL_addchar(&b, '\n');
    for (std::size_t k = 0; k < indent; ++k) luaL_addchar(&b, ' ');
  }
  luaL_addchar(&b, '}');
  luaL_pushresult(&b);
  lua_replace(L, first);
  lua_settop(L, first);
}

void push_table(lua_State* L, int t, Walk& walk, int depth, std::size_t indent) {
  int top = lua_gettop(L);
  lua_pushvalue(L, t);
  bool cycle = lua_rawget(L, walk.seen) != LUA_TNIL;
  lua_pop(L, 1);
  if (cycle) return (void)lua_pushliteral(L, "<cycle>");
  lua_pushnil(L);
  if (lua_next(L, t) == 0) return (void)lua_pushliteral(L, "{}");
  lua_settop(L, top);
  if (depth >= max_depth) return (void)lua_pushliteral(L, "{...}");

  lua_Integer n = array_length(L, t);
  int m = push_sorted_keys(L, t, n);
  int keys = top + 1, order = top + 2;
  lua_Integer count = n + m;
  int shown = static_cast<int>(std::min<lua_Integer>(count, std::min(max_entries, walk.budget)));
  walk.budget -= shown;
  luaL_checkstack(L, shown + 8, "printing a table");
  lua_pushvalue(L, t);
  lua_pushboolean(L, 1);
  lua_rawset(L, walk.seen);
  int first = lua_gettop(L) + 1;
  for (int i = 0; i < shown; ++i) {
    if (i < n) {
      lua_rawgeti(L, t, i + 1);
      push_value(L, -1, walk, depth + 1, indent + 2);
      lua_remove(L, -2);
      continue;
    }
    lua_rawgeti(L, keys, static_cast<int*>(lua_touserdata(L, order))[i - n]);
    push_key(L, -1);
    lua_pushvalue(L, -2);
    lua_rawget(L, t);
    push_value(L, -1, walk, depth + 1, indent + 2);
    lua_remove(L, -2);
    lua_concat(L, 2);
    lua_remove(L, -2);
  }
  if (count > shown) lua_pushfstring(L, "... (+%I more)", static_cast<lua_Integer>(count - shown));
  join_entries(L, first, indent);
  lua_pushvalue(L, t);
  lua_pushnil(L);
  lua_rawset(L, walk.seen);
  lua_replace(L, top + 1);
  lua_settop(L, top + 1);
}

void push_value(lua_State* L, int idx, Walk& walk, int depth, std::size_t indent) {
  idx = lua_absindex(L, idx);
  switch (lua_type(L, idx)) {
    case LUA_TSTRING: return push_quoted(L, idx);
    case LUA_TTABLE:
      if (luaL_getmetafield(L, idx, "__tostring") == LUA_TNIL) return push_table(L, idx, walk, depth, indent);
      lua_pop(L, 1);
      [[fallthrough]];
    default: return push_tostring(L, idx);
  }
}

// One top-level value: a rat with its decimal when long, an array of records as a table, any
// other value as in a table.
void push_top_value(lua_State* L, int idx, Walk& walk, const Screen& screen) {
  if (lua_type(L, idx) == LUA_TSTRING) return lua_pushvalue(L, idx);  // plain, as print() shows them
  if (auto* r = test_object<Rational>(L, idx)) {
    const std::string text = show_rat(*r, screen.width);
    return (void)lua_pushlstring(L, text.data(), text.size());
  }
  if (is_record_list(L, idx)) {
    TableView view;
    view.width = screen.width;
    view.height = screen.height;
    const std::string text = record_table(L, idx, view);
    return (void)lua_pushlstring(L, text.data(), text.size());
  }
  push_value(L, idx, walk, 0, 0);
}

// Cuts the text on top of the stack after max_chars characters (0: never), at a UTF-8 boundary,
// with a line that says how many are hidden and how to see them.
void cut(lua_State* L, std::size_t max_chars) {
  std::size_t len = 0;
  const char* s = lua_tolstring(L, -1, &len);
  if (max_chars == 0 || len <= max_chars) return;
  std::size_t at = max_chars;
  while (at > 0 && (static_cast<unsigned char>(s[at]) & 0xC0) == 0x80) --at;  // not inside a code point
  lua_pushlstring(L, s, at);
  lua_pushfstring(L, "...\n(%I more characters: alea.show(x, {max_chars = %I}) or print(x) shows them)",
                  static_cast<lua_Integer>(len - at), static_cast<lua_Integer>(len));
  lua_concat(L, 2);
  lua_remove(L, -2);
}

// render_values, protected: the arguments are the screen (light userdata) and the values;
// returns the text.
int render_all(lua_State* L) {
  const Screen screen = *static_cast<const Screen*>(lua_touserdata(L, 1));
  lua_remove(L, 1);
  int count = lua_gettop(L);
  lua_newtable(L);
  Walk walk{lua_gettop(L), max_total};
  luaL_Buffer b;
  for (int i = 1; i <= count; ++i) push_top_value(L, i, walk, screen);
  luaL_buffinit(L, &b);
  for (int i = 1; i <= count; ++i) {
    if (i > 1) luaL_addchar(&b, '\t');
    std::size_t len;
    const char* s = lua_tolstring(L, walk.seen + i, &len);
    luaL_addlstring(&b, s, len);
  }
  luaL_pushresult(&b);
  cut(L, screen.max_chars);
  return 1;
}

}  // namespace printing

std::string render_values(lua_State* L, int first, int count, const Screen& screen) {
  first = lua_absindex(L, first);
  int top = lua_gettop(L);
  if (!lua_checkstack(L, count + 8)) return "<cannot print: too many values>";
  lua_pushcfunction(L, printing::render_all);
  lua_pushlightuserdata(L, const_cast<Screen*>(&screen));
  for (int i = 0; i < count; ++i) lua_pushvalue(L, first + i);
  int status = lua_pcall(L, count + 1, 1, 0);
  const char* s = nullptr;
  std::size_t len = 0;
  if (lua_type(L, -1) == LUA_TSTRING) s = lua_tolstring(L, -1, &len);
  std::string text;
  if (status == LUA_OK && s != nullptr)
    text.assign(s, len);
  else
    text = std::string("<cannot print: ") + (s ? s : "unknown error") + ">";
  lua_settop(L, top);
  return text;
}

}  // namespace alea::kit
