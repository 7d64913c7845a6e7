#include "kit/options.hpp"

#include <cmath>
#include <cstdlib>
#include <stdexcept>

#include "core/number.hpp"
#include "kit/function.hpp"

namespace alea::kit {
namespace {

std::string known_keys(const Signature& sig) {
  std::string names;
  for (auto& o : sig.options) names += std::string(names.empty() ? "" : ", ") + o.key;
  return names;
}

}  // namespace

Options::Options(lua_State* L, int idx)
    : L_(L), idx_(lua_absindex(L, idx)), present_(!lua_isnoneornil(L, idx)) {
  Call* call = current_call();
  if (call && call->doc) {
    sig_ = &call->doc->sig;
    call->options_arg = idx_;
  }
  if (!present_) return;
  if (lua_type(L, idx_) != LUA_TTABLE) type_error(L, idx_, "options table");
  lua_pushnil(L);
  while (lua_next(L, idx_)) {
    lua_pop(L, 1);
    bool is_string = lua_type(L, -1) == LUA_TSTRING;
    std::string key = is_string ? lua_tostring(L, -1) : "";
    if (sig_ && is_string && sig_->option(key)) continue;
    std::string shown = is_string ? "'" + key + "'" : type_name(L, -1) + " key";
    std::string names = sig_ ? known_keys(*sig_) : "";
    lua_pop(L, 1);
    throw ArgError(idx_, "unknown option " + shown +
                             (names.empty() ? " (this function takes no options)" : " (known: " + names + ")"));
  }
}

const OptionSpec& Options::spec(const char* key) const {
  const OptionSpec* o = sig_ ? sig_->option(key) : nullptr;
  if (!o) throw std::logic_error(std::string("option '") + key + "' is read but not in the signature");
  return *o;
}

int Options::push_field(const char* key) const {
  spec(key);
  if (!present_) {
    lua_pushnil(L_);
    return LUA_TNIL;
  }
  return lua_getfield(L_, idx_, key);
}

void Options::fail(const char* key, const std::string& message) const {
  throw ArgError(idx_, std::string("option '") + key + "': " + message);
}

bool Options::has(const char* key) const {
  bool present = push_field(key) != LUA_TNIL;
  lua_pop(L_, 1);
  return present;
}

bool Options::boolean(const char* key, bool fallback) const {
  int t = push_field(key);
  bool v = lua_toboolean(L_, -1);
  std::string got = type_name(L_, -1);
  lua_pop(L_, 1);
  if (t == LUA_TNIL) return fallback;
  if (t != LUA_TBOOLEAN) fail(key, "expected boolean, got " + got);
  return v;
}

bool Options::boolean(const char* key) const {
  const std::string& d = spec(key).fallback;
  if (d != "true" && d != "false") throw std::logic_error(std::string("option '") + key + "' has no boolean default");
  return boolean(key, d == "true");
}

std::optional<long long> Options::optional_integer(const char* key, long long min, long long max) const {
  int t = push_field(key);
  int ok = 0;
  lua_Integer v = lua_tointegerx(L_, -1, &ok);
  std::string got = type_name(L_, -1);
  if (t == LUA_TNUMBER && !ok) got = lua_tostring(L_, -1);
  lua_pop(L_, 1);
  if (t == LUA_TNIL) return std::nullopt;
  if (t != LUA_TNUMBER || !ok) fail(key, "expected integer, got " + got);
  if (v < min || v > max)
    fail(key, "expected an integer in [" + std::to_string(min) + ", " + std::to_string(max) + "], got " +
                  std::to_string(v));
  return v;
}

long long Options::integer(const char* key, long long fallback, long long min, long long max) const {
  return optional_integer(key, min, max).value_or(fallback);
}

long long Options::integer(const char* key, long long min, long long max) const {
  const std::string& d = spec(key).fallback;
  char* end = nullptr;
  long long fallback = std::strtoll(d.c_str(), &end, 10);
  if (d.empty() || *end) throw std::logic_error(std::string("option '") + key + "' has no integer default");
  return integer(key, fallback, min, max);
}

std::optional<double> Options::optional_number(const char* key) const {
  int t = push_field(key);
  double v = lua_tonumber(L_, -1);
  std::string got = type_name(L_, -1);
  lua_pop(L_, 1);
  if (t == LUA_TNIL) return std::nullopt;
  if (t != LUA_TNUMBER) fail(key, "expected number, got " + got);
  if (std::isnan(v)) fail(key, "expected a number, got NaN");
  if (!std::isfinite(v)) fail(key, "expected a finite number, got " + std::string(v > 0 ? "inf" : "-inf"));
  return v;
}

double Options::number(const char* key) const {
  if (auto v = optional_number(key)) return *v;
  const std::string& d = spec(key).fallback;
  char* end = nullptr;
  double fallback = std::strtod(d.c_str(), &end);
  if (d.empty() || *end) throw std::logic_error(std::string("option '") + key + "' has no numeric default");
  return fallback;
}

double Options::number(const char* key, double min, double max) const {
  const double v = number(key);
  if (v >= min && v <= max) return v;
  std::string range = max == HUGE_VAL ? ">= " + show(min) : min == -HUGE_VAL ? "<= " + show(max)
                                                                              : "in [" + show(min) + ", " + show(max) + "]";
  fail(key, "expected a number " + range + ", got " + show(v));
}

std::optional<std::string> Options::optional_string(const char* key) const {
  int t = push_field(key);
  std::string v = t == LUA_TSTRING ? lua_tostring(L_, -1) : "";
  std::string got = type_name(L_, -1);
  lua_pop(L_, 1);
  if (t == LUA_TNIL) return std::nullopt;
  if (t != LUA_TSTRING) fail(key, "expected string, got " + got);
  return v;
}

std::string Options::string(const char* key) const { return optional_string(key).value_or(spec(key).fallback); }

std::string Options::choice(const char* key) const {
  const OptionSpec& o = spec(key);
  std::string v = string(key);
  std::string names;
  for (auto& c : o.choices) {
    if (v == c) return v;
    names += std::string(names.empty() ? "" : ", ") + "\"" + c + "\"";
  }
  if (o.choices.empty()) throw std::logic_error(std::string("option '") + key + "' lists no choices");
  fail(key, "expected one of " + names + ", got \"" + v + "\"");
}

std::optional<bool> Options::exact() const {
  const std::string& d = spec("exact").fallback;
  if (d != "auto" && d != "true" && d != "false")
    throw std::logic_error("option 'exact' must default to auto, true or false in the signature");
  int t = push_field("exact");
  bool v = lua_toboolean(L_, -1);
  std::string got = type_name(L_, -1);
  lua_pop(L_, 1);
  if (t == LUA_TBOOLEAN) return v;
  if (t != LUA_TNIL) fail("exact", "expected boolean, got " + got);
  if (d == "auto") return std::nullopt;
  return d == "true";
}

void Options::push(const char* key) const { push_field(key); }

std::optional<std::vector<std::string>> Options::strings(const char* key) const {
  const int t = push_field(key);
  const int idx = lua_gettop(L_);
  std::optional<std::vector<std::string>> out;
  if (t != LUA_TNIL) {
    if (t != LUA_TTABLE) fail(key, "expected an array of strings, got " + type_name(L_, idx));
    auto& names = out.emplace();
    const auto n = static_cast<lua_Integer>(lua_rawlen(L_, idx));
    for (lua_Integer i = 1; i <= n; ++i) {
      if (lua_rawgeti(L_, idx, i) != LUA_TSTRING)
        fail(key, "entry " + std::to_string(i) + " must be a string, got " + type_name(L_, -1));
      names.emplace_back(lua_tostring(L_, -1));
      lua_pop(L_, 1);
    }
    if (names.empty()) fail(key, "expected at least one string");
  }
  lua_pop(L_, 1);
  return out;
}

}  // namespace alea::kit
