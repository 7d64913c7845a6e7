// Reading CSV: a small RFC 4180 parser (quoted fields may hold commas, doubled quotes and line
// breaks; lines end in LF, CRLF or CR), then typed cells keyed by the header line.
#include <string_view>
#include <vector>

#include "alea/lua_alea.hpp"
#include "alea/csv_cells.hpp"
#include "alea/values.hpp"
#include "core/errors.hpp"
#include "kit/kit.hpp"

namespace alea::out {
using namespace kit;
namespace {

struct Field {
  std::string text;
  bool quoted = false;
};
struct Record {
  std::vector<Field> fields;
  int line = 0;  // where it starts, for messages
};

class Parser {
 public:
  Parser(std::string_view text, std::string name) : s_(text), name_(std::move(name)) {
    if (s_.substr(0, 3) == "\xEF\xBB\xBF") s_.remove_prefix(3);  // a UTF-8 byte order mark
  }
  std::vector<Record> records() {
    std::vector<Record> out;
    while (i_ < s_.size()) {
      Record r = record();
      bool blank = r.fields.size() == 1 && !r.fields[0].quoted && r.fields[0].text.empty();
      if (!blank) out.push_back(std::move(r));
    }
    return out;
  }

 private:
  [[noreturn]] void fail(int line, const std::string& what) const {
    throw InvalidArgument("'" + name_ + "' line " + std::to_string(line) + ": " + what);
  }
  bool at_line_end() const { return i_ >= s_.size() || s_[i_] == '\n' || s_[i_] == '\r'; }
  void skip_line_end() {
    if (i_ < s_.size() && s_[i_] == '\r') ++i_;
    if (i_ < s_.size() && s_[i_] == '\n') ++i_;
    ++line_;
  }
  Record record() {
    Record r;
    r.line = line_;
    for (;;) {
      r.fields.push_back(field());
      if (at_line_end()) break;
      ++i_;  // the comma
    }
    skip_line_end();
    return r;
  }
  Field field() {
    Field f;
    if (i_ < s_.size() && s_[i_] == '"') return quoted();
    while (!at_line_end() && s_[i_] != ',') {
      if (s_[i_] == '"') fail(line_, "a quote inside an unquoted field (quote the whole field)");
      f.text += s_[i_++];
    }
    return f;
  }
  Field quoted() {
    Field f{"", true};
    int start = line_;
    for (++i_;; ++i_) {
      if (i_ >= s_.size()) fail(start, "unterminated quoted field");
      char c = s_[i_];
      if (c == '"' && i_ + 1 < s_.size() && s_[i_ + 1] == '"') {
        f.text += '"';
        ++i_;
      } else if (c == '"') {
        ++i_;
        break;
      } else {
        if (c == '\n' || (c == '\r' && (i_ + 1 >= s_.size() || s_[i_ + 1] != '\n'))) ++line_;
        f.text += c;
      }
    }
    if (!at_line_end() && s_[i_] != ',') fail(line_, "text after a closing quote");
    return f;
  }
  std::string_view s_;
  std::string name_;
  std::size_t i_ = 0;
  int line_ = 1;
};

// The names of the header line, or of the option header={...}: non-empty and distinct.
std::vector<std::string> column_names(const std::vector<std::string>& given, const std::string& where_prefix) {
  std::vector<std::string> names;
  for (std::size_t c = 0; c < given.size(); ++c) {
    const std::string where = where_prefix + "column " + std::to_string(c + 1) + ": ";
    if (given[c].empty()) throw InvalidArgument(where + "empty column name");
    for (auto& seen : names)
      if (seen == given[c]) throw InvalidArgument(where + "column name '" + given[c] + "' repeats");
    names.push_back(given[c]);
  }
  return names;
}

// The header option: true (the first line names the columns), false (rows are arrays) or the
// names, every line then being data.
struct Header {
  bool first_line = true;
  std::vector<std::string> names;
};

Header check_header(lua_State* L, const kit::Options& opts) {
  Header h;
  opts.push("header");
  const int t = lua_gettop(L);
  if (lua_type(L, t) == LUA_TBOOLEAN) {
    h.first_line = lua_toboolean(L, t);
  } else if (lua_type(L, t) == LUA_TTABLE) {
    h.first_line = false;
    try {
      h.names = column_names(*opts.strings("header"), "");
    } catch (const InvalidArgument& e) {
      opts.fail("header", e.what());
    }
  } else if (!lua_isnil(L, t)) {
    opts.fail("header", "expected true, false or an array of column names, got " + kit::type_name(L, t));
  }
  lua_pop(L, 1);
  return h;
}

int read_csv(lua_State* L) {
  std::string path = kit::check_string(L, 1);
  kit::Options opts(L, 2);
  Header header = check_header(L, opts);
  std::vector<Record> records = Parser(read_file(path), path).records();
  const std::size_t first = header.first_line ? 1 : 0;
  lua_createtable(L, records.size() > first ? static_cast<int>(records.size() - first) : 0, 0);
  if (records.size() <= first && header.first_line) return 1;
  std::vector<std::string>& names = header.names;
  if (header.first_line) {
    std::vector<std::string> given;
    for (auto& f : records[0].fields) given.push_back(f.text);
    names = column_names(given, "'" + path + "' line " + std::to_string(records[0].line) + ", ");
  }
  const bool arrays = names.empty();  // header=false
  for (std::size_t r = first; r < records.size(); ++r) {
    const Record& rec = records[r];
    if (!arrays && rec.fields.size() > names.size())
      throw InvalidArgument("'" + path + "' line " + std::to_string(rec.line) + ": " +
                            std::to_string(rec.fields.size()) + " fields, but the header has " +
                            std::to_string(names.size()));
    lua_createtable(L, arrays ? static_cast<int>(rec.fields.size()) : 0, arrays ? 0 : static_cast<int>(names.size()));
    for (std::size_t c = 0; c < rec.fields.size(); ++c) {
      const Field& f = rec.fields[c];
      if (!arrays) lua_pushlstring(L, names[c].data(), names[c].size());  // names may hold any byte
      if (f.quoted)
        lua_pushlstring(L, f.text.data(), f.text.size());
      else
        push_cell(L, f.text);
      if (arrays) lua_rawseti(L, -2, static_cast<lua_Integer>(c + 1));  // an empty cell leaves a hole
      else lua_rawset(L, -3);
    }
    if (!arrays) kit::set_record_fields(L, -1, names);  // the file's column order
    lua_rawseti(L, -2, static_cast<lua_Integer>(r + 1 - first));
  }
  return 1;
}

}  // namespace

void add_csv_read(Module& m) {
  m.function({"read_csv", read_csv, "alea.read_csv(path [, {header=true}]) -> {record, ...}",
              "Reads a CSV file and returns one record per line. header=true: the first line names the columns, "
              "and each record keys its cells by those names, in the file's column order; header={\"a\", \"b\", "
              "...}: those names, and every line is data; header=false: every line is data and comes back as an "
              "array of cells. Unquoted cells that read as numbers become Lua "
              "numbers, true/false booleans, n/d (and integers too large for a Lua integer) "
              "rats; empty cells are absent; quoted cells stay strings. Quoted fields may hold "
              "commas, line breaks and doubled quotes.",
              "for _, r in ipairs(alea.read_csv(\"dice.csv\")) do print(r.label, r.p) end"});
}

}  // namespace alea::out
