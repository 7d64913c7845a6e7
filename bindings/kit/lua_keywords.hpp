#pragma once
// Lua 5.4's reserved words (manual §3.1), shared by the printer (a key that is a keyword is
// printed ["end"]) and completion (keywords complete like globals).
#include <cstddef>
#include <cstring>

namespace alea::kit {

inline constexpr const char* kLuaKeywords[] = {"and",   "break", "do",     "else", "elseif", "end",
                                               "false", "for",   "function", "goto", "if",   "in",
                                               "local", "nil",   "not",    "or",   "repeat", "return",
                                               "then",  "true",  "until",  "while"};

inline bool is_lua_keyword(const char* s, std::size_t len) {
  for (const char* k : kLuaKeywords)
    if (std::strlen(k) == len && std::memcmp(k, s, len) == 0) return true;
  return false;
}

}  // namespace alea::kit
