#include "seed_csv.hpp"

#include <cctype>
#include <fstream>
#include <sstream>
#include <stdexcept>

namespace alea::test {
namespace {

// One record of RFC 4180 text from `in` at `pos`; false at the end.
bool next_record(const std::string& in, std::size_t& pos, std::vector<std::string>& out) {
  out.clear();
  if (pos >= in.size()) return false;
  std::string cell;
  bool quoted = false;
  while (pos < in.size()) {
    char c = in[pos++];
    if (quoted) {
      if (c == '"' && pos < in.size() && in[pos] == '"') cell += '"', ++pos;
      else if (c == '"') quoted = false;
      else cell += c;
    } else if (c == '"') {
      quoted = true;
    } else if (c == ',') {
      out.push_back(cell), cell.clear();
    } else if (c == '\n') {
      break;
    } else if (c != '\r') {
      cell += c;
    }
  }
  out.push_back(cell);
  return true;
}

}  // namespace

const std::string& SeedTable::at(std::size_t r, const std::string& name) const {
  for (std::size_t c = 0; c < header.size(); ++c)
    if (header[c] == name) return rows.at(r).at(c);
  throw std::runtime_error("no column '" + name + "'");
}

SeedTable seed_table(const std::string& module, const std::string& name) {
  const std::string path = std::string(ALEA_SOURCE_DIR) + "/scripts/" + module + "/seed/" + name + ".csv";
  std::ifstream f(path);
  if (!f) throw std::runtime_error("cannot open " + path);
  std::stringstream ss;
  ss << f.rdbuf();
  const std::string text = ss.str();
  SeedTable t;
  std::size_t pos = 0;
  std::vector<std::string> record;
  if (!next_record(text, pos, t.header)) throw std::runtime_error(path + " is empty");
  while (next_record(text, pos, record))
    if (!(record.size() == 1 && record[0].empty())) t.rows.push_back(record);
  return t;
}

std::vector<std::vector<std::string>> seed_grid(const std::string& module, const std::string& name) {
  std::vector<std::vector<std::string>> grid;
  for (auto& r : seed_table(module, name).rows) grid.emplace_back(r.begin() + 1, r.end());
  return grid;
}

std::vector<std::int64_t> parse_counts(const std::string& text) {
  std::vector<std::int64_t> x;
  std::int64_t v = 0;
  bool in = false;
  for (char c : text) {
    if (std::isdigit(static_cast<unsigned char>(c))) v = v * 10 + (c - '0'), in = true;
    else if (in) x.push_back(v), v = 0, in = false;
  }
  if (in) x.push_back(v);
  return x;
}

}  // namespace alea::test
