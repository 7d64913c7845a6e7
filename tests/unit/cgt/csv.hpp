#pragma once
// A small reader for the seed tables in scripts/cgt/seed/*.csv: a header row, then rows of
// cells; double quotes around a cell allow commas in it. Cells are kept as text.
#include <fstream>
#include <map>
#include <stdexcept>
#include <string>
#include <vector>

namespace alea::cgt::test {

struct CsvTable {
  std::vector<std::string> header;
  std::vector<std::vector<std::string>> rows;
  // The cell of `row` under the column named `column`.
  const std::string& at(std::size_t row, const std::string& column) const {
    for (std::size_t c = 0; c < header.size(); ++c)
      if (header[c] == column) return rows.at(row).at(c);
    throw std::runtime_error("no column " + column);
  }
};

inline std::vector<std::string> split_csv_line(const std::string& line) {
  std::vector<std::string> cells(1);
  bool quoted = false;
  for (char c : line) {
    if (c == '"') quoted = !quoted;
    else if (c == ',' && !quoted) cells.emplace_back();
    else if (c != '\r') cells.back() += c;
  }
  return cells;
}

// Reads ALEA_SOURCE_DIR/scripts/cgt/seed/<name>.
inline CsvTable seed_table(const std::string& name) {
  std::string path = std::string(ALEA_SOURCE_DIR) + "/scripts/cgt/seed/" + name;
  std::ifstream in(path);
  if (!in) throw std::runtime_error("cannot read " + path);
  CsvTable t;
  std::string line;
  if (std::getline(in, line)) t.header = split_csv_line(line);
  while (std::getline(in, line))
    if (!line.empty()) t.rows.push_back(split_csv_line(line));
  return t;
}

}  // namespace alea::cgt::test
