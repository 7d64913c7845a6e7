// Reading JSON (RFC 8259) into Lua values; alea.load reads the same text with alea.save's tags.
#include "alea/json_read.hpp"

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <string_view>
#include <vector>

#include "alea/json.hpp"
#include "alea/lua_alea.hpp"
#include "alea/values.hpp"
#include "core/errors.hpp"
#include "core/interrupt.hpp"
#include "kit/kit.hpp"
#include "kit/saved.hpp"

namespace alea::out {
using namespace kit;
namespace {

class JsonReader {
 public:
  JsonReader(lua_State* L, std::string_view text, std::string name, bool tags)
      : L_(L), s_(text), name_(std::move(name)), tags_(tags) {
    if (s_.substr(0, 3) == "\xEF\xBB\xBF") s_.remove_prefix(3);  // a UTF-8 byte order mark
  }

  // Pushes the one value the text holds.
  void document() {
    space();
    value(0);
    space();
    if (i_ < s_.size()) fail("text after the value");
  }

 private:
  [[noreturn]] void fail(const std::string& message) const {
    int line = 1;
    std::size_t start = 0;
    for (std::size_t k = 0; k < i_ && k < s_.size(); ++k)
      if (s_[k] == '\n') ++line, start = k + 1;
    throw InvalidArgument("path", "'" + name_ + "' line " + std::to_string(line) + ", column " +
                          std::to_string(i_ - start + 1) + ": " + message);
  }

  void space() {
    while (i_ < s_.size() && (s_[i_] == ' ' || s_[i_] == '\t' || s_[i_] == '\n' || s_[i_] == '\r')) ++i_;
  }

  bool take(char c) {
    space();
    if (i_ < s_.size() && s_[i_] == c) return ++i_, true;
    return false;
  }

  void expect(char c, const char* what) {
    if (!take(c)) fail(std::string("expected ") + what);
  }

  void word(std::string_view w) {
    if (s_.substr(i_, w.size()) != w) fail("expected a JSON value");
    i_ += w.size();
  }

  void value(int depth) {
    if (depth > kJsonMaxDepth) fail("nested more than " + std::to_string(kJsonMaxDepth) + " levels deep");
    if (!lua_checkstack(L_, 8)) fail("nested too deeply for the Lua stack");
    if ((++steps_ & 0xFFF) == 0) check_interrupt();
    space();
    if (i_ >= s_.size()) fail("unexpected end of the text");
    switch (s_[i_]) {
      case '{': return object(depth);
      case '[': return array(depth);
      case '"': {
        const std::string s = string();
        lua_pushlstring(L_, s.data(), s.size());
        return;
      }
      case 't': word("true"), lua_pushboolean(L_, 1); return;
      case 'f': word("false"), lua_pushboolean(L_, 0); return;
      case 'n': word("null"), lua_pushnil(L_); return;
      default: return number();
    }
  }

  void number() {
    const std::size_t start = i_;
    if (i_ < s_.size() && s_[i_] == '-') ++i_;
    auto digits = [&] {
      const std::size_t from = i_;
      while (i_ < s_.size() && s_[i_] >= '0' && s_[i_] <= '9') ++i_;
      return i_ - from;
    };
    const std::size_t int_start = i_;
    const std::size_t int_digits = digits();
    if (int_digits == 0) fail("expected a JSON value");
    if (int_digits > 1 && s_[int_start] == '0') fail("a number may not start with 0");
    bool is_float = false;
    if (i_ < s_.size() && s_[i_] == '.') {
      ++i_, is_float = true;
      if (digits() == 0) fail("expected digits after '.'");
    }
    if (i_ < s_.size() && (s_[i_] == 'e' || s_[i_] == 'E')) {
      ++i_, is_float = true;
      if (i_ < s_.size() && (s_[i_] == '+' || s_[i_] == '-')) ++i_;
      if (digits() == 0) fail("expected digits in the exponent");
    }
    const std::string text(s_.substr(start, i_ - start));
    if (is_float) {
      lua_pushnumber(L_, std::strtod(text.c_str(), nullptr));  // overflow gives inf, as Lua's reader
      return;
    }
    errno = 0;
    const long long v = std::strtoll(text.c_str(), nullptr, 10);
    if (errno != ERANGE) return lua_pushinteger(L_, v);
    kit::push(L_, parse_rational(text));  // an integer past 64 bits: a rat, as read_csv reads it
  }

  unsigned hex4() {
    if (i_ + 4 > s_.size()) fail("expected four hex digits after \\u");
    unsigned v = 0;
    for (int k = 0; k < 4; ++k) {
      const char c = s_[i_++];
      v <<= 4;
      if (c >= '0' && c <= '9') v |= static_cast<unsigned>(c - '0');
      else if (c >= 'a' && c <= 'f') v |= static_cast<unsigned>(c - 'a' + 10);
      else if (c >= 'A' && c <= 'F') v |= static_cast<unsigned>(c - 'A' + 10);
      else fail("expected four hex digits after \\u");
    }
    return v;
  }

  static void utf8(std::string& out, unsigned cp) {
    if (cp < 0x80) {
      out += static_cast<char>(cp);
    } else if (cp < 0x800) {
      out += static_cast<char>(0xC0 | (cp >> 6));
      out += static_cast<char>(0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
      out += static_cast<char>(0xE0 | (cp >> 12));
      out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
      out += static_cast<char>(0x80 | (cp & 0x3F));
    } else {
      out += static_cast<char>(0xF0 | (cp >> 18));
      out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
      out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
      out += static_cast<char>(0x80 | (cp & 0x3F));
    }
  }

  std::string string() {
    ++i_;  // the opening quote
    std::string out;
    for (;;) {
      if (i_ >= s_.size()) fail("unterminated string");
      const char c = s_[i_++];
      if (c == '"') return out;
      if (static_cast<unsigned char>(c) < 0x20) fail("a control character in a string (escape it)");
      if (c != '\\') {
        out += c;
        continue;
      }
      if (i_ >= s_.size()) fail("unterminated string");
      const char e = s_[i_++];
      const auto* escape = std::find_if(std::begin(kJsonEscapes), std::end(kJsonEscapes),
                                        [e](const auto& x) { return x.first == e; });
      if (escape != std::end(kJsonEscapes) || e == '/') {
        out += e == '/' ? '/' : escape->second;
        continue;
      }
      switch (e) {
        case 'u': {
          unsigned cp = hex4();
          if (cp >= 0xD800 && cp < 0xDC00) {  // a surrogate pair
            if (s_.substr(i_, 2) != "\\u") fail("a lone surrogate in \\u escapes");
            i_ += 2;
            const unsigned low = hex4();
            if (low < 0xDC00 || low >= 0xE000) fail("a lone surrogate in \\u escapes");
            cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
          } else if (cp >= 0xDC00 && cp < 0xE000) {
            fail("a lone surrogate in \\u escapes");
          }
          utf8(out, cp);
          break;
        }
        default: fail(std::string("unknown escape \\") + e);
      }
    }
  }

  void array(int depth) {
    ++i_;
    lua_newtable(L_);
    if (take(']')) return;
    lua_Integer n = 0;
    do {
      value(depth + 1);
      lua_rawseti(L_, -2, ++n);  // null leaves a hole
    } while (take(','));
    expect(']', "',' or ']'");
  }

  void object(int depth) {
    ++i_;
    lua_newtable(L_);
    const int t = lua_gettop(L_);
    std::vector<std::string> keys;
    if (!take('}')) {
      do {
        space();
        if (i_ >= s_.size() || s_[i_] != '"') fail("expected a string key");
        std::string key = string();
        expect(':', "':'");
        lua_pushlstring(L_, key.data(), key.size());
        lua_pushvalue(L_, -1);
        if (lua_rawget(L_, t) != LUA_TNIL) fail("key '" + key + "' repeats");
        lua_pop(L_, 1);
        value(depth + 1);
        lua_rawset(L_, t);
        keys.push_back(std::move(key));
      } while (take(','));
      expect('}', "',' or '}'");
    }
    if (tags_ && keys.size() == 1 && !keys[0].empty() && keys[0][0] == '$') return tagged(t, keys[0]);
    kit::set_record_fields(L_, t, keys);  // the file's key order
  }

  // alea.save's tags: {"$rat": "5/9"}, {"$estimate": [v, b]}, {"$float": "nan"}, and
  // {"$table": [[k, v], ...]} for tables JSON has no form for.
  void tagged(int t, const std::string& tag) {
    lua_getfield(L_, t, tag.c_str());
    const int v = lua_gettop(L_);
    if (tag == "$rat" && lua_type(L_, v) == LUA_TSTRING) {
      kit::push(L_, parse_rational(lua_tostring(L_, v)));
    } else if (tag == "$float" && lua_type(L_, v) == LUA_TSTRING) {
      const std::string f = lua_tostring(L_, v);
      if (f == "nan") lua_pushnumber(L_, std::nan(""));
      else if (f == "inf" || f == "-inf") lua_pushnumber(L_, f == "inf" ? HUGE_VAL : -HUGE_VAL);
      else fail("unknown $float '" + f + "'");
    } else if (tag == "$estimate" && lua_type(L_, v) == LUA_TTABLE && lua_rawlen(L_, v) == 2) {
      lua_rawgeti(L_, v, 1);
      lua_rawgeti(L_, v, 2);
      if (lua_type(L_, -2) != LUA_TNUMBER || lua_type(L_, -1) != LUA_TNUMBER || lua_tonumber(L_, -1) < 0)
        fail("a $estimate holds [value, bound]");
      const Estimate e{lua_tonumber(L_, -2), lua_tonumber(L_, -1)};
      lua_pop(L_, 2);
      kit::push(L_, e);
    } else if (tag == "$new" && lua_type(L_, v) == LUA_TTABLE && lua_rawlen(L_, v) == 2) {
      rebuild(v);
    } else if (tag == "$table" && lua_type(L_, v) == LUA_TTABLE) {
      lua_newtable(L_);
      const auto n = static_cast<lua_Integer>(lua_rawlen(L_, v));
      for (lua_Integer k = 1; k <= n; ++k) {
        if (lua_rawgeti(L_, v, k) != LUA_TTABLE || lua_rawlen(L_, -1) < 1) fail("a $table holds [key, value] pairs");
        lua_rawgeti(L_, -1, 1);
        lua_rawgeti(L_, -2, 2);
        if (lua_isnil(L_, -2) || (lua_type(L_, -2) == LUA_TNUMBER && std::isnan(lua_tonumber(L_, -2))))
          fail("a $table key is nil or NaN");
        lua_rawset(L_, -4);
        lua_pop(L_, 1);
      }
    } else {
      fail("unknown or malformed tag '" + tag + "'");
    }
    lua_replace(L_, t);
    lua_settop(L_, t);
  }

  // {"$new": [name, [args...]]}: the object its constructor builds (kit/saved.hpp). A failure
  // is the file's: its place and the constructor's message.
  void rebuild(int v) {
    lua_rawgeti(L_, v, 1);
    lua_rawgeti(L_, v, 2);
    if (lua_type(L_, -2) != LUA_TSTRING || lua_type(L_, -1) != LUA_TTABLE) fail("a $new holds [constructor, arguments]");
    const std::string name = lua_tostring(L_, -2);
    const int args = lua_gettop(L_);
    const auto n = static_cast<int>(lua_rawlen(L_, args));
    if (!lua_checkstack(L_, n + 4)) fail("too many arguments in a $new");
    const int base = lua_gettop(L_);
    int lead = 0;
    try {
      lead = kit::push_constructor(L_, name);
    } catch (const Error& e) {
      fail(e.what());
    }
    for (int i = 1; i <= n; ++i) lua_rawgeti(L_, args, i);
    if (lua_pcall(L_, lead + n, 1, 0) != LUA_OK) {
      std::string why = lua_type(L_, -1) == LUA_TSTRING ? lua_tostring(L_, -1) : "an error";
      lua_settop(L_, base);
      if (interrupt_requested()) throw Interrupted();
      fail("cannot rebuild a " + name + ": " + why);
    }
    lua_replace(L_, base - 1);  // over the name
    lua_settop(L_, base - 1);
  }

  lua_State* L_;
  std::string_view s_;
  std::string name_;
  bool tags_;
  std::size_t i_ = 0;
  unsigned steps_ = 0;
};

int read_json(lua_State* L) {
  const std::string path = kit::check_string(L, 1);
  push_json(L, read_file(path), path, false);
  return 1;
}

}  // namespace

void push_json(lua_State* L, std::string_view text, const std::string& name, bool tags) {
  JsonReader(L, text, name, tags).document();
}

void add_json_read(Module& m) {
  m.function({"read_json", read_json, "alea.read_json(path) -> value",
              "Reads a JSON file (RFC 8259). Objects become records keeping the file's key order, arrays "
              "arrays (null leaves a hole), numbers written as integers integers (past 64 bits: rats), other "
              "numbers floats. Errors name the line and column.",
              "alea.save(\"r.json\", {n = 3, xs = {1.5, 2}}); alea.read_json(\"r.json\").xs[1]   --> 1.5"});
}

}  // namespace alea::out
