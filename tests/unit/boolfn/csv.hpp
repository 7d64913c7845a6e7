#pragma once
// A small reader for the seed's tables in scripts/boolfn/seed/*.csv: a header row, then rows of
// cells as printed (no quoting: the tables hold numbers and short names).
#include <fstream>
#include <map>
#include <stdexcept>
#include <string>
#include <vector>

namespace alea::boolfn::test {

struct CsvRow {
  std::map<std::string, std::string> cells;
  const std::string& operator[](const std::string& column) const {
    auto it = cells.find(column);
    if (it == cells.end()) throw std::runtime_error("no column " + column);
    return it->second;
  }
};

inline std::vector<CsvRow> read_csv(const std::string& name) {
  std::string path = std::string(ALEA_SOURCE_DIR) + "/scripts/boolfn/seed/" + name;
  std::ifstream in(path);
  if (!in) throw std::runtime_error("cannot read " + path);
  auto split = [](const std::string& line) {
    std::vector<std::string> out(1);
    for (char c : line) {
      if (c == ',') out.emplace_back();
      else if (c != '\r') out.back() += c;
    }
    return out;
  };
  std::string line;
  std::getline(in, line);
  std::vector<std::string> header = split(line);
  std::vector<CsvRow> rows;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    auto cells = split(line);
    CsvRow row;
    for (std::size_t j = 0; j < header.size() && j < cells.size(); ++j) row.cells[header[j]] = cells[j];
    rows.push_back(row);
  }
  return rows;
}

}  // namespace alea::boolfn::test
