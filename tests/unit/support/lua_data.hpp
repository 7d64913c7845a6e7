#pragma once
// Seed tables kept once, in the Lua data files the scripts print from (scripts/<module>/*.lua),
// read here so the C++ tests check the very same digits.
#include <string>
#include <vector>

namespace alea::test {

using Rows = std::vector<std::vector<std::string>>;

// Runs the Lua file at ALEA_SOURCE_DIR/relative_path, which returns a table, and gives its field
// `name`: an array of rows, each an array of cells (strings; numbers in Lua's own %.14g form).
Rows lua_rows(const std::string& relative_path, const std::string& name);

}  // namespace alea::test
