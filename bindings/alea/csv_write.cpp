// Writing CSV. Rows are arrays (cells by position) or records (cells by column name); the whole
// text is built and checked before the file is opened, so a bad cell never leaves a truncated
// file behind.
#include <optional>
#include <set>
#include <vector>

#include "alea/lua_alea.hpp"
#include "alea/csv_cells.hpp"
#include "alea/values.hpp"
#include "core/errors.hpp"
#include "kit/kit.hpp"

namespace alea::out {
using namespace kit;
namespace {
using kit::ArgError;

enum class RowKind { Empty, Array, Record };
const char* kind_word(RowKind k) { return k == RowKind::Record ? "a record" : "an array"; }

// Where a cell is, built only when a message needs it.
struct Where {
  std::size_t row;
  std::size_t column;            // 1-based position
  const std::string* name;       // the column name for records, else null
  std::string text() const {
    return "row " + std::to_string(row) + ", column " +
           (name ? "'" + *name + "'" : std::to_string(column));
  }
};

std::string quote(lua_State* L, const std::string& s) {
  bool plain = classify_cell(L, s) == CellKind::Text && s.find_first_of(",\"\r\n") == std::string::npos;
  if (plain) return s;
  std::string q = "\"";
  for (char c : s) q += c == '"' ? std::string("\"\"") : std::string(1, c);
  return q + "\"";
}

// The text of a plain cell before quoting, or nullopt for a value no cell holds: numbers as
// they read back, rats as "5/9", bound objects as their text form (tostring), an array of such
// cells (a game's options) as "{a, b}".
std::optional<std::string> plain_text(lua_State* L, int idx, bool nested) {
  std::string rat;
  switch (lua_type(L, idx)) {
    case LUA_TNIL: return std::string();
    case LUA_TBOOLEAN: return std::string(lua_toboolean(L, idx) ? "true" : "false");
    case LUA_TNUMBER: return number_text(L, idx);
    case LUA_TSTRING: {
      std::size_t len = 0;
      const char* s = lua_tolstring(L, idx, &len);
      return std::string(s, len);
    }
    case LUA_TUSERDATA:
      if (rat_text(L, idx, rat)) return rat;
      if (kit::doc_of_value(L, idx) != nullptr) return text_form(L, idx);  // alea's types only, not a FILE*
      return std::nullopt;
    case LUA_TTABLE: {
      const auto n = static_cast<lua_Integer>(lua_rawlen(L, idx));
      if (nested || n == 0) return std::nullopt;
      std::string text = "{";
      for (lua_Integer k = 1; k <= n; ++k) {
        lua_rawgeti(L, idx, k);
        auto cell = plain_text(L, lua_gettop(L), true);
        lua_pop(L, 1);
        if (!cell) return std::nullopt;
        text += (k > 1 ? ", " : "") + *cell;
      }
      return text + "}";
    }
  }
  return std::nullopt;
}

std::string cell_text(lua_State* L, int idx, const Where& where) {
  auto text = plain_text(L, idx, false);
  if (!text)
    throw ArgError(2, where.text() + ": expected a number, string, boolean, bound object or an array of them, got " +
                          kit::type_name(L, idx));
  const int t = lua_type(L, idx);
  const bool bare = t == LUA_TNIL || t == LUA_TBOOLEAN || t == LUA_TNUMBER || kit::test_object<Rational>(L, idx);
  return bare ? *text : quote(L, *text);
}

// An array row's width, or its field names for a record; errors for mixed or odd keys.
RowKind classify_row(lua_State* L, int idx, std::size_t row, std::size_t& width,
                     std::set<std::string>& names) {
  bool array = false, record = false;
  width = 0;
  lua_pushnil(L);
  while (lua_next(L, idx)) {
    lua_pop(L, 1);
    if (lua_isinteger(L, -1) && lua_tointeger(L, -1) >= 1) {
      array = true;
      width = std::max(width, static_cast<std::size_t>(lua_tointeger(L, -1)));
    } else if (lua_type(L, -1) == LUA_TSTRING) {
      record = true;
      names.insert(lua_tostring(L, -1));
    } else {
      std::string key = lua_type(L, -1) == LUA_TNUMBER ? number_text(L, -1) : kit::type_name(L, -1);
      lua_pop(L, 1);
      throw ArgError(2, "row " + std::to_string(row) + ": unexpected key " + key +
                            " (a row is an array or a record with string keys)");
    }
  }
  if (array && record)
    throw ArgError(2, "row " + std::to_string(row) + " mixes array entries and named fields");
  return array ? RowKind::Array : record ? RowKind::Record : RowKind::Empty;
}

std::vector<std::string> check_header(lua_State* L, int idx) {
  std::size_t n = kit::check_array(L, idx);
  std::vector<std::string> header;
  for (std::size_t i = 1; i <= n; ++i) {
    lua_rawgeti(L, idx, static_cast<lua_Integer>(i));
    if (lua_type(L, -1) != LUA_TSTRING)
      throw ArgError(3, "column " + std::to_string(i) + ": expected a string, got " + kit::type_name(L, -1));
    std::string name = kit::check_string(L, -1);
    lua_pop(L, 1);
    if (name.empty()) throw ArgError(3, "column " + std::to_string(i) + ": empty name");
    for (auto& seen : header)
      if (seen == name) throw ArgError(3, "column name '" + name + "' repeats");
    header.push_back(std::move(name));
  }
  return header;
}

// The rows with bound objects replaced by their :to_table(), in a new table at the top of
// the stack (the caller's table is left alone). Returns the common kind and fills the columns.
RowKind normalize_rows(lua_State* L, int rows, std::size_t n, std::size_t& width,
                       std::set<std::string>& names) {
  lua_createtable(L, static_cast<int>(n), 0);
  int out = lua_gettop(L);
  RowKind kind = RowKind::Empty;
  std::size_t first = 0;
  width = 0;
  for (std::size_t i = 1; i <= n; ++i) {
    lua_rawgeti(L, rows, static_cast<lua_Integer>(i));
    convert_object(L, -1);
    if (!lua_istable(L, -1))
      throw ArgError(2, "row " + std::to_string(i) + ": expected a table (array or record), got " +
                            kit::type_name(L, -1));
    std::size_t w = 0;
    RowKind k = classify_row(L, lua_gettop(L), i, w, names);
    width = std::max(width, w);
    if (k != RowKind::Empty && kind != RowKind::Empty && k != kind)
      throw ArgError(2, "row " + std::to_string(i) + " is " + kind_word(k) + " but row " +
                            std::to_string(first) + " is " + kind_word(kind));
    if (k != RowKind::Empty && kind == RowKind::Empty) kind = k, first = i;
    lua_rawseti(L, out, static_cast<lua_Integer>(i));
  }
  return kind;
}

// The columns of records without a header: the first record's field order when it has one (a
// record of the kit keeps it, kit/record.hpp), then the other names sorted.
std::vector<std::string> record_columns(lua_State* L, int rows, std::size_t n, const std::set<std::string>& names) {
  std::vector<std::string> header;
  for (std::size_t i = 1; i <= n && header.empty(); ++i) {
    lua_rawgeti(L, rows, static_cast<lua_Integer>(i));
    if (lua_type(L, -1) == LUA_TTABLE) header = kit::record_fields(L, -1);
    lua_pop(L, 1);
  }
  std::set<std::string> placed;
  std::vector<std::string> kept;
  for (auto& h : header)
    if (names.count(h) && placed.insert(h).second) kept.push_back(h);
  for (auto& name : names)
    if (!placed.count(name)) kept.push_back(name);
  return kept;
}

void append_line(std::string& text, const std::vector<std::string>& cells) {
  for (std::size_t c = 0; c < cells.size(); ++c) text += (c ? "," : "") + cells[c];
  text += '\n';
}

int write_csv(lua_State* L) {
  std::string path = kit::check_string(L, 1);
  const bool object = convert_object(L, 2);
  kit::check_table(L, 2);
  if (lua_rawlen(L, 2) == 0 && !kit::record_fields(L, 2).empty()) {
    if (!object) throw ArgError(2, "expected an array of rows, got a record (write {record} for one row)");
    lua_createtable(L, 1, 0);  // an object whose :to_table() is one record (a game): one row
    lua_pushvalue(L, 2);
    lua_rawseti(L, -2, 1);
    lua_replace(L, 2);
  }
  std::size_t n = kit::check_array(L, 2);
  bool has_header = !kit::is_none_or_nil(L, 3);
  std::vector<std::string> header = has_header ? check_header(L, 3) : std::vector<std::string>{};
  std::size_t width = 0;
  std::set<std::string> names;
  RowKind kind = normalize_rows(L, 2, n, width, names);
  int rows = lua_gettop(L);
  if (kind == RowKind::Record) {
    if (!has_header) header = record_columns(L, rows, n, names);
    std::set<std::string> known(header.begin(), header.end());
    for (auto& name : names)
      if (!known.count(name)) throw ArgError(2, "field '" + name + "' is not in the header");
  } else if (has_header) {
    if (width > header.size())
      throw ArgError(2, "a row has " + std::to_string(width) + " entries, but the header has " +
                            std::to_string(header.size()) + " columns");
    width = header.size();
  }
  std::string text;
  std::vector<std::string> cells;
  if (has_header || kind == RowKind::Record) {
    for (auto& h : header) cells.push_back(quote(L, h));
    append_line(text, cells);
  }
  std::size_t columns = kind == RowKind::Record ? header.size() : width;
  for (std::size_t i = 1; i <= n; ++i) {
    lua_rawgeti(L, rows, static_cast<lua_Integer>(i));
    cells.clear();
    for (std::size_t c = 0; c < columns; ++c) {
      const std::string* name = kind == RowKind::Record ? &header[c] : nullptr;
      if (name) {
        lua_pushlstring(L, name->data(), name->size());
        lua_rawget(L, -2);
      } else {
        lua_rawgeti(L, -1, static_cast<lua_Integer>(c + 1));
      }
      cells.push_back(cell_text(L, lua_gettop(L), {i, c + 1, name}));
      lua_pop(L, 1);
    }
    lua_pop(L, 1);
    append_line(text, cells);
  }
  write_file(path, text);
  lua_pushinteger(L, static_cast<lua_Integer>(n));
  return 1;
}

}  // namespace

void add_csv_write(Module& m) {
  m.function({"write_csv", write_csv, "alea.write_csv(path, rows [, header]) -> count",
              "Writes rows to a CSV file and returns how many. Rows are arrays of cells or records "
              "(tables with named fields); for records the header fixes the columns and their "
              "order; otherwise the columns follow the first record's own field order (records alea returns keep it), "
              "then any other field names sorted. Cells are "
              "numbers (integers exact, floats with 17 digits), strings (quoted per RFC 4180 "
              "when needed, and when they would read back as a number, boolean or rat), "
              "booleans, rats (\"5/9\") or nil (an empty cell). A bound object as a cell is its text form (tostring: a "
              "game reads back with cgt(cell)), an array of cells (a game's options) \"{a, b}\"; as the rows, it is "
              "converted through its :to_table() (one record, such as a game's, is one row). Nothing is written when a cell "
              "is invalid.",
              "alea.write_csv(\"dice.csv\", prob.dice(2):to_table())"});
}

}  // namespace alea::out
