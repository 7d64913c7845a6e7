#pragma once
// Seed tables are kept once, as CSV files in scripts/<module>/seed/ (header row, the seed's
// numbers as printed); the scripts print from them and these tests read the same digits.
#include <cstdint>
#include <string>
#include <vector>

namespace alea::test {

struct SeedTable {
  std::vector<std::string> header;
  std::vector<std::vector<std::string>> rows;  // cells as text, quotes removed
  // The column named `name` of row r.
  const std::string& at(std::size_t r, const std::string& name) const;
};

// Reads ALEA_SOURCE_DIR/scripts/<module>/seed/<name>.csv (RFC 4180 quoting).
SeedTable seed_table(const std::string& module, const std::string& name);

// The cells of every row after the first column: a grid such as the doubling tables.
std::vector<std::vector<std::string>> seed_grid(const std::string& module, const std::string& name);

// "[0,1,2]" -> {0, 1, 2}.
std::vector<std::int64_t> parse_counts(const std::string& text);

}  // namespace alea::test
