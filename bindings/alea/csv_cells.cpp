#include "alea/csv_cells.hpp"

#include <cctype>
#include <cmath>
#include <cstring>

#include "kit/kit.hpp"

namespace alea::out {
namespace {

bool all_digits(const std::string& s, std::size_t from, std::size_t to) {
  if (from >= to) return false;
  for (std::size_t i = from; i < to; ++i)
    if (s[i] < '0' || s[i] > '9') return false;
  return true;
}

// -?digits, or -?digits/digits with a nonzero denominator.
bool is_rat_text(const std::string& s) {
  std::size_t start = !s.empty() && s[0] == '-' ? 1 : 0;
  std::size_t slash = s.find('/');
  if (slash == std::string::npos) return all_digits(s, start, s.size());
  if (!all_digits(s, start, slash) || !all_digits(s, slash + 1, s.size())) return false;
  return s.find_first_not_of('0', slash + 1) != std::string::npos;
}

// A hex integer numeral at or past 2^63: Lua reads it modulo 2^64 (0x7fffffffffffffffff is -1),
// which a data file must not do silently, so it stays text.
bool wrapping_hex(const std::string& s) {
  std::size_t i = !s.empty() && s[0] == '-' ? 1 : 0;
  if (s.size() < i + 3 || s[i] != '0' || (s[i + 1] != 'x' && s[i + 1] != 'X')) return false;
  i += 2;
  for (std::size_t k = i; k < s.size(); ++k)
    if (!std::isxdigit(static_cast<unsigned char>(s[k]))) return false;  // floats, 0x1p4: Lua's own rules
  while (i + 1 < s.size() && s[i] == '0') ++i;
  const std::size_t digits = s.size() - i;
  return digits > 16 || (digits == 16 && std::strchr("89abcdefABCDEF", s[i]) != nullptr);
}

// Pushes the number and returns true when the whole text is a Lua numeral.
bool push_numeral(lua_State* L, const std::string& s) {
  if (wrapping_hex(s)) return false;
  if (s == "nan" || s == "inf" || s == "-inf") {
    lua_pushnumber(L, s == "nan" ? NAN : s == "inf" ? HUGE_VAL : -HUGE_VAL);
    return true;
  }
  // A text with a NUL inside is never a numeral: lua_stringtonumber would read (and push) the
  // part before it.
  if (s.find('\0') != std::string::npos) return false;
  const std::size_t read = lua_stringtonumber(L, s.c_str());
  if (read == s.size() + 1) return true;
  if (read != 0) lua_pop(L, 1);  // pushed, but not the whole text
  return false;
}

}  // namespace

CellKind classify_cell(lua_State* L, const std::string& text) {
  if (text.empty()) return CellKind::Empty;
  if (text == "true" || text == "false") return CellKind::Boolean;
  if (push_numeral(L, text)) {
    bool integer = lua_isinteger(L, -1);
    lua_pop(L, 1);
    // Digits beyond a Lua integer would become a rounded float: keep them exact as a rat.
    return !integer && is_rat_text(text) ? CellKind::Rat : CellKind::Number;
  }
  return is_rat_text(text) ? CellKind::Rat : CellKind::Text;
}

void push_cell(lua_State* L, const std::string& text) {
  switch (classify_cell(L, text)) {
    case CellKind::Empty: lua_pushnil(L); break;
    case CellKind::Boolean: lua_pushboolean(L, text == "true"); break;
    case CellKind::Number: push_numeral(L, text); break;
    case CellKind::Rat: kit::push(L, parse_rational(text)); break;
    case CellKind::Text: lua_pushlstring(L, text.data(), text.size()); break;
  }
}

}  // namespace alea::out
