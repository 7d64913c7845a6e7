#pragma once
// How results are shown to a reader, shared by the REPL's printer (src/host/printer.cpp),
// alea.table and the Jupyter kernel (src/host/kernel/rich.cpp): a long rat with a decimal beside
// it, and an array of records as an aligned table with headers, cut to a width and a height with
// a count of what is hidden; in a notebook the same table as HTML, rats and estimates as LaTeX.
#include <cstddef>
#include <string>
#include <vector>

#include "core/quantity.hpp"
#include "core/rational.hpp"
#include "kit/lua.hpp"

namespace alea::kit {

// About six significant digits of r ("0.79187", "1.5e+400"), exact in its digits whatever r's
// size (no overflow to inf).
std::string rat_decimal(const Rational& r);

// r as the REPL shows it: its digits, with " ≈ <decimal>" beside when the digits are longer
// than `width` or the denominator has more than 6 digits.
std::string show_rat(const Rational& r, std::size_t width);

// The characters a terminal shows for s (UTF-8 code points).
std::size_t display_width(const std::string& s);

struct TableView {
  std::vector<std::string> columns;  // empty: every field, in the first record's field order
  std::size_t width = 0;             // 0: no limit
  std::size_t height = 0;            // lines in all, header and notes included; 0: no limit
  bool index = true;                 // a first column with each row's index
};

// Whether the value at idx is a non-empty array 1..n of records: tables (without __tostring)
// whose keys are all strings. Raw access only.
bool is_record_list(lua_State* L, int idx);

// The text of the rows at idx (an array of tables) as an aligned table: a header line, a rule,
// one line per row; numbers, rats and estimates right-aligned; cells cut at 30 characters; a
// rat too long for its cell shows as its decimal; columns past the width and rows past the
// height are hidden, and a last line counts them. Rows may miss fields (an empty cell). Never
// raises a Lua error of its own: each cell's __tostring runs protected.
std::string record_table(lua_State* L, int idx, const TableView& view);

// The same table as HTML (a notebook's result): the same columns in the same order, the same
// cells, numeric columns right-aligned; every column (a notebook scrolls), rows cut at the height
// with a last paragraph counting the rest. Cell text is escaped.
std::string record_table_html(lua_State* L, int idx, const TableView& view);

// r in LaTeX (without $): "\frac{5}{9} \approx 0.555556", an integer alone when short, only
// "\approx <decimal>" when its digits would fill a cell.
std::string rat_latex(const Rational& r);

// An estimate in LaTeX (without $): "0.79187 \pm 1.2 \times 10^{-12}".
std::string estimate_latex(const Estimate& e);

}  // namespace alea::kit
