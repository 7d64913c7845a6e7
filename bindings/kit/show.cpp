#include "kit/show.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "core/quantity.hpp"
#include "kit/args.hpp"
#include "kit/push.hpp"
#include "kit/record.hpp"

namespace alea::kit {
namespace {

constexpr std::size_t kCellWidth = 30;       // characters of one cell at most
constexpr std::size_t kColumnRows = 10000;   // rows read to find the columns
constexpr std::size_t kLongDenominator = 6;  // digits past which a rat shows its decimal
constexpr std::size_t kLatexDigits = 120;    // digits of a rat past which LaTeX shows only its decimal

std::size_t digits(const BigInt& n) { return to_string(n < 0 ? BigInt(-n) : n).size(); }

// The first `width` characters of s, with "…" in place of the last when cut.
std::string cut(const std::string& s, std::size_t width) {
  if (display_width(s) <= width) return s;
  std::string out;
  std::size_t shown = 0;
  for (std::size_t i = 0; i < s.size(); ++i) {
    const bool starts = (static_cast<unsigned char>(s[i]) & 0xC0) != 0x80;
    if (starts && ++shown > width - 1) break;
    out += s[i];
  }
  return out + "…";
}

int tostring_helper(lua_State* L) {
  luaL_tolstring(L, 1, nullptr);
  return 1;
}

// tostring(v) of the value at idx, run protected: a failing __tostring shows as "<error>".
std::string protected_tostring(lua_State* L, int idx) {
  idx = lua_absindex(L, idx);
  lua_pushcfunction(L, tostring_helper);
  lua_pushvalue(L, idx);
  std::string out = "<error>";
  if (lua_pcall(L, 1, 1, 0) == LUA_OK) {
    std::size_t len;
    const char* s = lua_tolstring(L, -1, &len);
    out.assign(s, len);
  }
  lua_pop(L, 1);
  return out;
}

// Control characters (line breaks, tabs) as spaces, so a cell stays on its line.
std::string one_line(std::string s) {
  for (auto& c : s)
    if (static_cast<unsigned char>(c) < 32 || c == 127) c = ' ';
  return s;
}

bool is_numeric(lua_State* L, int idx) {
  return lua_type(L, idx) == LUA_TNUMBER || test_object<Rational>(L, idx) || test_object<Estimate>(L, idx);
}

// A nested table in a cell: a short array of plain values in full ({1, 2, 3}), else {…}.
std::string table_cell(lua_State* L, int idx) {
  if (luaL_getmetafield(L, idx, "__tostring") != LUA_TNIL) {
    lua_pop(L, 1);
    return protected_tostring(L, idx);
  }
  std::string out = "{";
  for (lua_Integer i = 1; out.size() <= kCellWidth; ++i) {
    const int t = lua_rawgeti(L, idx, i);
    const bool plain = t == LUA_TNUMBER || t == LUA_TBOOLEAN || test_object<Rational>(L, -1);
    if (plain) out += (i > 1 ? ", " : "") + protected_tostring(L, -1);
    lua_pop(L, 1);
    if (t == LUA_TNIL) break;
    if (!plain) return "{…}";
  }
  lua_pushnil(L);
  const bool empty = lua_next(L, idx) == 0;
  if (!empty) lua_pop(L, 2);
  if (out.size() == 1 && !empty) return "{…}";  // only named fields
  return out + "}";
}

// The text of the value on top of the stack, as a cell.
std::string cell_text(lua_State* L) {
  switch (lua_type(L, -1)) {
    case LUA_TNIL: return "";
    case LUA_TSTRING: return one_line(lua_tostring(L, -1));
    case LUA_TTABLE: return table_cell(L, lua_gettop(L));
    default: break;
  }
  if (auto* r = test_object<Rational>(L, -1)) {
    std::string s = to_string(*r);
    return s.size() <= kCellWidth ? s : "≈ " + rat_decimal(*r);
  }
  return one_line(protected_tostring(L, -1));
}

// The keys of the record at idx: its field order first, then its other string keys sorted.
std::vector<std::string> keys_of(lua_State* L, int idx) {
  std::vector<std::string> keys = record_fields(L, idx);
  std::vector<std::string> rest;
  lua_pushnil(L);
  while (lua_next(L, idx) != 0) {
    lua_pop(L, 1);
    if (lua_type(L, -1) != LUA_TSTRING) continue;
    std::string k = lua_tostring(L, -1);
    if (std::find(keys.begin(), keys.end(), k) == keys.end()) rest.push_back(std::move(k));
  }
  std::sort(rest.begin(), rest.end());
  keys.insert(keys.end(), rest.begin(), rest.end());
  return keys;
}

std::string pad(const std::string& s, std::size_t width, bool right) {
  std::string fill(width - std::min(width, display_width(s)), ' ');
  return right ? fill + s : s + fill;
}

std::string trim_right(std::string s) {
  s.erase(s.find_last_not_of(' ') + 1);
  return s;
}

struct Column {
  std::string name;
  std::vector<std::string> cells;
  std::size_t width;
  bool numeric = true;
};

}  // namespace

std::size_t display_width(const std::string& s) {
  std::size_t n = 0;
  for (unsigned char c : s) n += (c & 0xC0) != 0x80;
  return n;
}

std::string rat_decimal(const Rational& r) {
  if (r == 0) return "0";
  const double d = to_double(r);
  char buf[64];
  if (std::isfinite(d) && std::abs(d) >= 1e-300) {
    std::snprintf(buf, sizeof buf, "%.6g", d);
    return buf;
  }
  // Past the range of a double: six digits of |n|/d scaled by a power of ten, exactly.
  BigInt n = boost::multiprecision::abs(r.numerator()), den = r.denominator();
  long long e = static_cast<long long>(digits(n)) - static_cast<long long>(digits(den));
  // |r| is in [10^(e-1), 10^(e+1)): m = floor(|r| 10^(6-e)) is in [10^5, 10^7), and its first six
  // digits are those of |r|, whose exponent is e when m has seven digits, else e - 1.
  const long long shift = 6 - e;
  if (shift >= 0) n *= boost::multiprecision::pow(BigInt(10), static_cast<unsigned>(shift));
  else den *= boost::multiprecision::pow(BigInt(10), static_cast<unsigned>(-shift));
  const BigInt m = n / den;
  if (m < 1000000) e -= 1;
  const std::string ds = to_string(m).substr(0, 6);
  std::string mantissa = ds.substr(0, 1) + "." + ds.substr(1);
  mantissa.erase(mantissa.find_last_not_of('0') + 1);
  if (mantissa.back() == '.') mantissa.pop_back();
  std::snprintf(buf, sizeof buf, "%se%+lld", r < 0 ? "-" : "", e);
  return (r < 0 ? "-" : "") + mantissa + std::string(buf + (r < 0 ? 1 : 0));
}

std::string show_rat(const Rational& r, std::size_t width) {
  std::string s = to_string(r);
  if (s.size() <= width && digits(r.denominator()) <= kLongDenominator) return s;
  return s + " ≈ " + rat_decimal(r);
}

bool is_record_list(lua_State* L, int idx) {
  idx = lua_absindex(L, idx);
  if (lua_type(L, idx) != LUA_TTABLE || luaL_getmetafield(L, idx, "__tostring") != LUA_TNIL) {
    if (lua_type(L, idx) == LUA_TTABLE) lua_pop(L, 1);
    return false;
  }
  const lua_Integer n = static_cast<lua_Integer>(lua_rawlen(L, idx));
  if (n == 0) return false;
  lua_pushnil(L);  // the array 1..n and nothing else
  while (lua_next(L, idx) != 0) {
    lua_pop(L, 1);
    if (!lua_isinteger(L, -1) || lua_tointeger(L, -1) < 1 || lua_tointeger(L, -1) > n) {
      lua_pop(L, 1);
      return false;
    }
  }
  for (lua_Integer i = 1; i <= n; ++i) {
    bool ok = lua_rawgeti(L, idx, i) == LUA_TTABLE;
    if (ok && luaL_getmetafield(L, -1, "__tostring") != LUA_TNIL) lua_pop(L, 1), ok = false;
    if (ok) {
      lua_pushnil(L);
      bool any = false;
      while (ok && lua_next(L, -2) != 0) {
        ok = lua_type(L, -2) == LUA_TSTRING;
        any = true;
        lua_pop(L, ok ? 1 : 2);
      }
      ok = ok && any;
    }
    lua_pop(L, 1);
    if (!ok) return false;
  }
  return true;
}

namespace {

// The cells of an array of records, read once for both the text and the HTML table: the
// columns (the index column first when asked), the rows read (at most the height allows) and
// the rows in all.
struct Grid {
  std::vector<Column> cols;
  std::size_t rows = 0, total = 0;
};

Grid read_grid(lua_State* L, int idx, const TableView& view) {
  idx = lua_absindex(L, idx);
  Grid g;
  g.total = lua_rawlen(L, idx);
  luaL_checkstack(L, 8, "showing a table");
  if (!view.columns.empty()) {
    for (auto& c : view.columns) g.cols.push_back({c, {}, 0});
  } else {
    for (std::size_t i = 1; i <= std::min(g.total, kColumnRows); ++i) {
      lua_rawgeti(L, idx, static_cast<lua_Integer>(i));
      if (lua_type(L, -1) == LUA_TTABLE)
        for (auto& k : keys_of(L, lua_gettop(L)))
          if (std::none_of(g.cols.begin(), g.cols.end(), [&](const Column& c) { return c.name == k; }))
            g.cols.push_back({k, {}, 0});
      lua_pop(L, 1);
    }
  }
  // Rows past the height are not read: header, rule and the note take three lines.
  g.rows = g.total;
  if (view.height > 0 && g.total + 2 > view.height) g.rows = view.height > 4 ? view.height - 3 : 1;
  g.rows = std::min(g.rows, g.total);
  Column index{"", {}, 0};
  for (std::size_t i = 1; i <= g.rows; ++i) {
    index.cells.push_back(std::to_string(i));
    lua_rawgeti(L, idx, static_cast<lua_Integer>(i));
    for (auto& c : g.cols) {
      if (lua_type(L, -1) == LUA_TTABLE) {
        lua_pushlstring(L, c.name.data(), c.name.size());
        lua_rawget(L, -2);
      } else {
        lua_pushnil(L);
      }
      c.cells.push_back(cut(cell_text(L), kCellWidth));
      c.numeric = c.numeric && (lua_isnil(L, -1) || is_numeric(L, -1));
      lua_pop(L, 1);
    }
    lua_pop(L, 1);
  }
  if (view.index) g.cols.insert(g.cols.begin(), std::move(index));
  for (auto& c : g.cols) c.name = cut(one_line(c.name), kCellWidth);
  return g;
}

std::string html_escape(const std::string& s) {
  std::string out;
  for (char c : s) {
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      default: out += c;
    }
  }
  return out;
}

// "1.5e-09" as LaTeX: 1.5 \times 10^{-9}.
std::string latex_number(const std::string& s) {
  const std::size_t e = s.find_first_of("eE");
  if (e == std::string::npos) return s;
  const int exponent = std::stoi(s.substr(e + 1));
  const std::string mantissa = s.substr(0, e);
  const std::string power = "10^{" + std::to_string(exponent) + "}";
  return mantissa == "1" ? power : mantissa == "-1" ? "-" + power : mantissa + " \\times " + power;
}

}  // namespace

std::string record_table(lua_State* L, int idx, const TableView& view) {
  Grid g = read_grid(L, idx, view);
  auto& cols = g.cols;
  std::size_t total = 0, shown = 0;
  for (auto& c : cols) {
    c.width = display_width(c.name);
    for (auto& s : c.cells) c.width = std::max(c.width, display_width(s));
    const std::size_t need = total + (shown ? 2 : 0) + c.width;
    if (view.width > 0 && need > view.width && shown > (view.index ? 1u : 0u)) break;
    total = need, ++shown;
  }

  std::string header, rule, body;
  for (std::size_t k = 0; k < shown; ++k) {
    const std::string gap = k ? "  " : "";
    header += gap + pad(cols[k].name, cols[k].width, cols[k].numeric);
    rule += gap + std::string(cols[k].width, '-');
  }
  for (std::size_t i = 0; i < g.rows; ++i) {
    std::string line;
    for (std::size_t k = 0; k < shown; ++k)
      line += (k ? "  " : "") + pad(cols[k].cells[i], cols[k].width, cols[k].numeric);
    body += trim_right(line) + "\n";
  }
  std::string text = trim_right(header) + "\n" + rule + "\n" + body;

  std::string counts, names;
  if (g.rows < g.total) counts = "+" + std::to_string(g.total - g.rows) + " more rows";
  if (shown < cols.size()) {
    counts += (counts.empty() ? "" : ", ") + std::string("+") + std::to_string(cols.size() - shown) + " more columns";
    for (std::size_t k = shown; k < cols.size(); ++k) names += (k > shown ? ", " : ": ") + cols[k].name;
  }
  if (!counts.empty()) {  // the hidden columns' names when they fit the width, the counts always
    const std::string full = "... (" + counts + names + ")";
    text += view.width == 0 || display_width(full) <= view.width ? full : "... (" + counts + ")";
  }
  if (!text.empty() && text.back() == '\n') text.pop_back();
  return text;
}

std::string record_table_html(lua_State* L, int idx, const TableView& view) {
  const Grid g = read_grid(L, idx, view);
  auto cell = [](const char* tag, const Column& c, const std::string& text) {
    return std::string("<") + tag + (c.numeric ? " style=\"text-align:right\">" : " style=\"text-align:left\">") +
           html_escape(text) + "</" + tag + ">";
  };
  std::string html = "<table>\n<thead><tr>";
  for (auto& c : g.cols) html += cell("th", c, c.name);
  html += "</tr></thead>\n<tbody>\n";
  for (std::size_t i = 0; i < g.rows; ++i) {
    html += "<tr>";
    for (auto& c : g.cols) html += cell("td", c, c.cells[i]);
    html += "</tr>\n";
  }
  html += "</tbody>\n</table>";
  if (g.rows < g.total) html += "\n<p>... (+" + std::to_string(g.total - g.rows) + " more rows)</p>";
  return html;
}

std::string rat_latex(const Rational& r) {
  const std::string n = to_string(BigInt(boost::multiprecision::abs(r.numerator()))), d = to_string(r.denominator());
  const std::string sign = r < 0 ? "-" : "";
  if (n.size() + d.size() > kLatexDigits) return "\\approx " + latex_number(rat_decimal(r));
  const std::string exact = sign + (d == "1" ? n : "\\frac{" + n + "}{" + d + "}");
  if (d == "1" && n.size() <= kLongDenominator) return exact;
  return exact + " \\approx " + latex_number(rat_decimal(r));
}

std::string estimate_latex(const Estimate& e) {
  char v[32], b[32];
  std::snprintf(v, sizeof v, "%.14g", e.value);
  std::snprintf(b, sizeof b, "%.2g", e.bound);
  return latex_number(v) + " \\pm " + latex_number(b);
}

}  // namespace alea::kit
