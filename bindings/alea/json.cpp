// JSON from Lua values. Sequences (keys exactly 1..n) become arrays, other tables objects with
// sorted keys so the output is reproducible; rats become strings ("5/9") because JSON numbers
// are doubles to most readers. Errors name the path of the offending value: value.a[2].
#include "alea/json.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <vector>

#include "alea/lua_alea.hpp"
#include "alea/values.hpp"
#include "core/errors.hpp"
#include "kit/kit.hpp"
#include "kit/saved.hpp"

namespace alea::out {
using namespace kit;
namespace {

struct Key {
  bool is_integer;
  lua_Integer integer;
  std::string text;
  bool operator<(const Key& o) const {  // integers in numeric order, then strings
    if (is_integer != o.is_integer) return is_integer;
    return is_integer ? integer < o.integer : text < o.text;
  }
};

bool is_identifier(const std::string& s) {
  if (s.empty() || std::isdigit(static_cast<unsigned char>(s[0]))) return false;
  return std::all_of(s.begin(), s.end(),
                     [](unsigned char c) { return std::isalnum(c) || c == '_'; });
}

// Length of the UTF-8 sequence starting at s[i], or 0 when it is malformed.
std::size_t utf8_length(const std::string_view s, std::size_t i) {
  auto c = static_cast<unsigned char>(s[i]);
  if (c < 0x80) return 1;
  std::size_t n = c >= 0xF0 && c <= 0xF4 ? 4 : c >= 0xE0 ? 3 : c >= 0xC2 && c < 0xE0 ? 2 : 0;
  if (n == 0 || i + n > s.size()) return 0;
  for (std::size_t k = 1; k < n; ++k)
    if ((static_cast<unsigned char>(s[i + k]) & 0xC0) != 0x80) return 0;
  auto c1 = static_cast<unsigned char>(s[i + 1]);
  if ((c == 0xE0 && c1 < 0xA0) || (c == 0xED && c1 >= 0xA0) ||  // overlong, surrogates
      (c == 0xF0 && c1 < 0x90) || (c == 0xF4 && c1 >= 0x90))    // overlong, > U+10FFFF
    return 0;
  return n;
}

class JsonWriter {
 public:
  // With tags (alea.save): rats, estimates, NaN and infinities, and tables JSON has no form for
  // are written as tagged objects that alea.load reads back exactly (json_read.hpp).
  JsonWriter(lua_State* L, bool tags, int arg) : L_(L), tags_(tags), arg_(arg) {}
  enum class NonFinite { error, null, string };
  NonFinite nonfinite = NonFinite::error;  // to_json without tags
  void value(int idx, int depth);
  std::string out;

 private:
  void number(double d);
  void pairs(int idx, int depth);
  void table(int idx, int depth);
  void array(int idx, lua_Integer n, int depth);
  void object(int idx, std::vector<Key>& keys, int depth);
  void string(std::string_view s);
  void enter(const Key& key);
  [[noreturn]] void fail(const std::string& message) const {
    throw kit::ArgError(arg_, path_ + ": " + message);
  }
  lua_State* L_;
  bool tags_;
  int arg_;  // the argument errors name
  std::string path_ = "value";
  std::vector<const void*> open_;  // the tables enclosing the current value: a repeat is a cycle
};

void JsonWriter::enter(const Key& key) {
  // Appended piece by piece: GCC 12 warns (-Wrestrict) about "." + text concatenations.
  if (key.is_integer) {
    path_ += '[';
    path_ += std::to_string(key.integer);
    path_ += ']';
  } else if (is_identifier(key.text)) {
    path_ += '.';
    path_ += key.text;
  } else {
    path_ += "[\"";
    path_ += key.text;
    path_ += "\"]";
  }
}

void JsonWriter::value(int idx, int depth) {
  idx = lua_absindex(L_, idx);
  if (depth > kJsonMaxDepth) fail("nested more than " + std::to_string(kJsonMaxDepth) + " levels deep");
  if (!lua_checkstack(L_, 8)) fail("nested too deeply for the Lua stack");
  std::string rat;
  switch (lua_type(L_, idx)) {
    case LUA_TNIL: out += "null"; return;
    case LUA_TBOOLEAN: out += lua_toboolean(L_, idx) ? "true" : "false"; return;
    case LUA_TNUMBER:
      if (lua_isinteger(L_, idx)) out += number_text(L_, idx);
      else number(lua_tonumber(L_, idx));
      return;
    case LUA_TSTRING: {
      std::size_t len = 0;
      const char* s = lua_tolstring(L_, idx, &len);
      string({s, len});
      return;
    }
    case LUA_TTABLE: table(idx, depth); return;
    case LUA_TUSERDATA:
      if (rat_text(L_, idx, rat)) {
        if (!tags_) return string(rat);
        out += "{\"$rat\":";
        string(rat);
        out += '}';
        return;
      }
      if (tags_ && kit::call_save(L_, idx)) {  // {"$new": [constructor, [args...]]}
        const std::string name = lua_tostring(L_, -2);
        out += "{\"$new\":[";
        string(name);
        out += ',';
        std::size_t mark = path_.size();
        path_ += "<" + name + " arguments>";
        value(-1, depth + 1);
        path_.resize(mark);
        out += "]}";
        lua_pop(L_, 2);
        return;
      }
      if (auto* e = tags_ ? kit::test_object<Estimate>(L_, idx) : nullptr) {
        out += "{\"$estimate\":[";
        number(e->value);
        out += ',';
        number(e->bound);
        out += "]}";
        return;
      }
      lua_pushvalue(L_, idx);
      if (convert_object(L_, -1)) {
        value(-1, depth + 1);
        lua_pop(L_, 1);
        return;
      }
      lua_pop(L_, 1);
      fail("cannot convert " + kit::type_name(L_, idx) + " to JSON (it has no :to_table())");
    default: fail("cannot convert a " + kit::type_name(L_, idx) + " to JSON");
  }
}

void JsonWriter::table(int idx, int depth) {
  const void* self = lua_topointer(L_, idx);
  if (std::find(open_.begin(), open_.end(), self) != open_.end())
    fail("cycle: the table contains itself");
  std::vector<Key> keys;
  bool sequence = true;
  bool plain = true;  // with tags: an object of string keys none of which starts with '$'
  lua_pushnil(L_);
  while (lua_next(L_, idx)) {
    lua_pop(L_, 1);
    if (lua_isinteger(L_, -1)) {
      keys.push_back({true, lua_tointeger(L_, -1), {}});
    } else if (lua_type(L_, -1) == LUA_TSTRING) {
      keys.push_back({false, 0, lua_tostring(L_, -1)});
      sequence = false;
      plain = plain && keys.back().text.compare(0, 1, "$") != 0;
    } else if (tags_) {
      keys.push_back({false, 0, {}});
      sequence = plain = false;
    } else {
      std::string what = kit::type_name(L_, -1);
      lua_pop(L_, 1);
      fail("a JSON object needs string keys, not a " + what + " key");
    }
  }
  auto n = static_cast<lua_Integer>(keys.size());
  for (auto& k : keys) sequence = sequence && k.is_integer && k.integer >= 1 && k.integer <= n;
  for (auto& k : keys) plain = plain && !k.is_integer;
  open_.push_back(self);
  if (sequence)
    array(idx, n, depth);
  else if (tags_ && !plain)
    pairs(idx, depth);
  else
    object(idx, keys, depth);
  open_.pop_back();
}

void JsonWriter::array(int idx, lua_Integer n, int depth) {
  out += '[';
  std::size_t mark = path_.size();
  for (lua_Integer i = 1; i <= n; ++i) {
    if (i > 1) out += ',';
    enter({true, i, {}});
    lua_rawgeti(L_, idx, i);
    value(-1, depth + 1);
    lua_pop(L_, 1);
    path_.resize(mark);
  }
  out += ']';
}

// {"$table": [[k, v], ...]}: a table whose keys JSON objects cannot hold, in lua_next's order.
void JsonWriter::pairs(int idx, int depth) {
  out += "{\"$table\":[";
  std::size_t mark = path_.size();
  bool first = true;
  lua_pushnil(L_);
  while (lua_next(L_, idx)) {
    if (!first) out += ',';
    first = false;
    path_ += "[<" + kit::type_name(L_, -2) + " key>]";
    out += '[';
    value(-2, depth + 1);
    out += ',';
    path_.resize(mark);
    if (lua_isinteger(L_, -2)) enter({true, lua_tointeger(L_, -2), {}});
    else if (lua_type(L_, -2) == LUA_TSTRING) enter({false, 0, lua_tostring(L_, -2)});
    else path_ += "[<" + kit::type_name(L_, -2) + " key>]";
    value(-1, depth + 1);
    path_.resize(mark);
    out += ']';
    lua_pop(L_, 1);
  }
  out += "]}";
}

void JsonWriter::number(double d) {
  lua_pushnumber(L_, d);
  std::string text = number_text(L_, -1);
  lua_pop(L_, 1);
  if (std::isfinite(d)) out += text;
  else if (tags_) out += "{\"$float\":\"" + text + "\"}";
  else if (nonfinite == NonFinite::null) out += "null";
  else if (nonfinite == NonFinite::string) out += "\"" + text + "\"";
  else fail(text + " is not a JSON number (nonfinite=\"null\" or \"string\" writes it; alea.save keeps it)");
}

void JsonWriter::object(int idx, std::vector<Key>& keys, int depth) {
  std::sort(keys.begin(), keys.end());
  if (tags_) {  // a record's fields in their order, then the other keys sorted
    std::vector<std::string> fields = kit::record_fields(L_, idx);
    std::stable_sort(keys.begin(), keys.end(), [&](const Key& a, const Key& b) {
      auto rank = [&](const Key& k) {
        auto at = std::find(fields.begin(), fields.end(), k.text);
        return static_cast<std::size_t>(at - fields.begin());
      };
      return rank(a) < rank(b);
    });
  }
  out += '{';
  std::size_t mark = path_.size();
  for (std::size_t i = 0; i < keys.size(); ++i) {
    if (i > 0) out += ',';
    const Key& k = keys[i];
    enter(k);
    string(k.is_integer ? std::to_string(k.integer) : k.text);
    out += ':';
    if (k.is_integer)
      lua_rawgeti(L_, idx, k.integer);
    else {
      lua_pushlstring(L_, k.text.data(), k.text.size());
      lua_rawget(L_, idx);
    }
    value(-1, depth + 1);
    lua_pop(L_, 1);
    path_.resize(mark);
  }
  out += '}';
}

void JsonWriter::string(std::string_view s) {
  static const char hex[] = "0123456789abcdef";
  out += '"';
  for (std::size_t i = 0; i < s.size();) {
    std::size_t n = utf8_length(s, i);
    if (n == 0) fail("string is not valid UTF-8 (byte " + std::to_string(i + 1) + ")");
    auto c = static_cast<unsigned char>(s[i]);
    const auto* escape = std::find_if(std::begin(kJsonEscapes), std::end(kJsonEscapes),
                                      [c](const auto& e) { return static_cast<unsigned char>(e.second) == c; });
    if (escape != std::end(kJsonEscapes)) {
      out += '\\';
      out += escape->first;
    } else if (c < 0x20) {
      out += std::string("\\u00") + hex[c >> 4] + hex[c & 15];
    } else {
      out.append(s.substr(i, n));
    }
    i += n;
  }
  out += '"';
}

int to_json(lua_State* L) {
  Options opts(L, 2);
  JsonWriter w(L, false, 1);
  const std::string nonfinite = opts.choice("nonfinite");
  w.nonfinite = nonfinite == "null" ? JsonWriter::NonFinite::null
                : nonfinite == "string" ? JsonWriter::NonFinite::string : JsonWriter::NonFinite::error;
  w.value(1, 0);
  lua_pushlstring(L, w.out.data(), w.out.size());
  return 1;
}

}  // namespace

std::string save_text(lua_State* L, int idx) {
  JsonWriter w(L, true, idx);
  w.value(idx, 0);
  return w.out + "\n";
}

void add_json(Module& m) {
  m.function({"to_json", to_json, "alea.to_json(value [, {nonfinite=\"error\"|\"null\"|\"string\"}]) -> string",
              "The value as JSON text: tables with keys exactly 1..n become arrays, other tables "
              "objects with sorted keys; integers exact, floats with 17 digits, rats as strings "
              "(\"5/9\"), strings escaped per RFC 8259. Bound objects are converted through "
              ":to_table(). JSON has no NaN or infinity: nonfinite=\"null\" writes them as null, \"string\" as "
              "\"nan\", \"inf\", \"-inf\", and the default is an error naming where they are (alea.save keeps "
              "them exactly). Cycles, functions, invalid UTF-8 and objects without :to_table() are errors "
              "naming where in the value they occur.",
              "alea.to_json{p = rat(5, 9), n = 3, xs = {1.5, 2}}   --> {\"n\":3,\"p\":\"5/9\",\"xs\":[1.5,2]}"});
}

}  // namespace alea::out
