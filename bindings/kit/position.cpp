#include "kit/position.hpp"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <utility>
#include <vector>

namespace alea::kit {
namespace {

// Past these a table has no canonical text: nested deeper (or cyclic), or written longer (a
// table sharing its subtables is written once per path to them, which can grow exponentially).
constexpr int kKeyDeepest = 20;
constexpr std::size_t kKeyLongest = std::size_t{1} << 20;

void key_number_text(lua_State* L, int idx, std::string& out) {
  if (lua_isinteger(L, idx)) {
    out += std::to_string(lua_tointeger(L, idx));
    return;
  }
  char buf[40];
  std::snprintf(buf, sizeof buf, "%.17g", lua_tonumber(L, idx));
  out += buf;
}

// A Lua name: a letter or underscore, then letters, digits and underscores.
bool key_is_name(std::string_view s) {
  if (s.empty() || std::isdigit(static_cast<unsigned char>(s[0]))) return false;
  return std::all_of(s.begin(), s.end(), [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; });
}

bool key_canonical(lua_State* L, int idx, std::string& out, int depth);

// A value inside a table: strings quoted, with their quotes and backslashes escaped, so {"1"}
// and {1} differ and {'a","b'} is not {"a","b"}; anything else by its canonical text.
bool key_element(lua_State* L, int at, std::string& to, int depth) {
  if (lua_type(L, at) != LUA_TSTRING) return key_canonical(L, at, to, depth);
  std::size_t len = 0;
  const char* s = lua_tolstring(L, at, &len);
  to += '"';
  for (std::size_t i = 0; i < len; ++i) {
    if (s[i] == '"' || s[i] == '\\') to += '\\';
    to += s[i];
  }
  to += '"';
  return true;
}

// A key as Lua's table constructor writes it: a name bare (a=1), anything else in brackets
// ([2.5]=1, ["2.5"]=1), so a string key and a number key never read alike.
bool key_field(lua_State* L, int at, std::string& to, int depth) {
  if (lua_type(L, at) == LUA_TSTRING) {
    std::size_t len = 0;
    const char* s = lua_tolstring(L, at, &len);  // a string: lua_next's key is left as it is
    if (key_is_name(std::string_view(s, len))) {
      to.append(s, len);
      return true;
    }
  }
  to += '[';
  const bool ok = key_element(L, at, to, depth);
  to += ']';
  return ok;
}

// The table at idx (absolute): its array part 1..n in order, then its other fields sorted.
bool key_table_text(lua_State* L, int idx, std::string& out, int depth) {
  const auto n = static_cast<lua_Integer>(lua_rawlen(L, idx));
  out += '{';
  for (lua_Integer i = 1; i <= n; ++i) {
    if (i > 1) out += ',';
    lua_rawgeti(L, idx, i);
    const bool ok = key_element(L, -1, out, depth + 1);
    lua_pop(L, 1);
    if (!ok || out.size() > kKeyLongest) return false;
  }
  std::vector<std::pair<std::string, std::string>> fields;
  std::size_t written = out.size();
  lua_pushnil(L);
  while (lua_next(L, idx)) {
    const bool in_array = lua_isinteger(L, -2) && lua_tointeger(L, -2) >= 1 && lua_tointeger(L, -2) <= n;
    if (!in_array) {
      std::string k, v;
      if (!key_field(L, -2, k, depth + 1) || !key_element(L, -1, v, depth + 1) ||
          (written += k.size() + v.size() + 2) > kKeyLongest) {
        lua_pop(L, 2);
        return false;
      }
      fields.emplace_back(std::move(k), std::move(v));
    }
    lua_pop(L, 1);
  }
  std::sort(fields.begin(), fields.end());
  for (auto& [k, v] : fields) out.append(out.back() == '{' ? "" : ",").append(k).append("=").append(v);
  out += '}';
  return out.size() <= kKeyLongest;
}

// Appends the canonical text of the value at idx; false when it has none.
bool key_canonical(lua_State* L, int idx, std::string& out, int depth) {
  idx = lua_absindex(L, idx);
  switch (lua_type(L, idx)) {
    case LUA_TSTRING: {
      std::size_t len = 0;
      const char* s = lua_tolstring(L, idx, &len);
      out.append(s, len);
      return true;
    }
    case LUA_TBOOLEAN: out += lua_toboolean(L, idx) ? "true" : "false"; return true;
    case LUA_TNUMBER: key_number_text(L, idx, out); return true;
    case LUA_TTABLE:
      return depth <= kKeyDeepest && out.size() <= kKeyLongest && lua_checkstack(L, 4) && key_table_text(L, idx, out, depth);
    default: return false;
  }
}

char key_tag_of(int type) {
  switch (type) {
    case LUA_TSTRING: return 's';
    case LUA_TNUMBER: return 'n';
    case LUA_TBOOLEAN: return 'b';
    default: return 't';
  }
}

}  // namespace

std::optional<std::string> position_key(lua_State* L, int idx) {
  std::string key(1, key_tag_of(lua_type(L, idx)));
  if (!key_canonical(L, idx, key, 0)) return std::nullopt;
  return key;
}

std::optional<std::string> returned_key(lua_State* L, int idx) {
  const int t = lua_type(L, idx);
  if (t != LUA_TSTRING && t != LUA_TNUMBER) return std::nullopt;
  lua_pushvalue(L, idx);  // lua_tolstring turns a number into a string in place: convert a copy
  std::size_t len = 0;
  const char* s = lua_tolstring(L, -1, &len);
  std::string key = "k";
  key.append(s, len);
  lua_pop(L, 1);
  return key;
}

std::string_view key_text(std::string_view key) { return key.empty() ? key : key.substr(1); }

}  // namespace alea::kit
