// Reading CSV: a small RFC 4180 parser (quoted fields may hold commas, doubled quotes and line
// breaks; lines end in LF, CRLF or CR), then typed cells keyed by the header line.
#include <string_view>
#include <vector>

#include "alea/csv_read.hpp"
#include "alea/csv_cells.hpp"
#include "alea/values.hpp"
#include "core/errors.hpp"
#include "kit/kit.hpp"

namespace alea::out {
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

std::vector<std::string> header_names(const Record& header, const std::string& path) {
  std::vector<std::string> names;
  for (std::size_t c = 0; c < header.fields.size(); ++c) {
    const std::string& name = header.fields[c].text;
    std::string where = "'" + path + "' line " + std::to_string(header.line) + ", column " +
                        std::to_string(c + 1) + ": ";
    if (name.empty()) throw InvalidArgument(where + "empty column name in the header");
    for (auto& seen : names)
      if (seen == name) throw InvalidArgument(where + "column name '" + name + "' repeats");
    names.push_back(name);
  }
  return names;
}

}  // namespace

int read_csv(lua_State* L) {
  kit::check_arg_count(L, 1, 1);
  std::string path = kit::check_string(L, 1);
  std::vector<Record> records = Parser(read_file(path), path).records();
  lua_createtable(L, records.empty() ? 0 : static_cast<int>(records.size() - 1), 0);
  if (records.empty()) return 1;
  std::vector<std::string> names = header_names(records[0], path);
  for (std::size_t r = 1; r < records.size(); ++r) {
    const Record& rec = records[r];
    if (rec.fields.size() > names.size())
      throw InvalidArgument("'" + path + "' line " + std::to_string(rec.line) + ": " +
                            std::to_string(rec.fields.size()) + " fields, but the header has " +
                            std::to_string(names.size()));
    lua_createtable(L, 0, static_cast<int>(names.size()));
    for (std::size_t c = 0; c < rec.fields.size(); ++c) {
      const Field& f = rec.fields[c];
      lua_pushlstring(L, names[c].data(), names[c].size());  // names may hold any byte
      if (f.quoted)
        lua_pushlstring(L, f.text.data(), f.text.size());
      else
        push_cell(L, f.text);
      lua_rawset(L, -3);
    }
    lua_rawseti(L, -2, static_cast<lua_Integer>(r));
  }
  return 1;
}

}  // namespace alea::out
