#include "cgt/games/notation.hpp"

#include "core/errors.hpp"

namespace alea::cgt::games {

std::vector<std::string> parse_grid(const std::string& text, const std::string& alphabet, const std::string& game) {
  std::vector<std::string> rows(1);
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char ch = text[i];
    const std::string at = " at character " + std::to_string(i + 1);
    if (ch == '|') {
      if (rows.back().empty()) throw InvalidArgument("position", "an empty row" + at + " of \"" + text + "\"");
      rows.emplace_back();
    } else if (alphabet.find(ch) == std::string::npos || ch == '\0') {
      std::string allowed;
      for (char a : alphabet) allowed += std::string(allowed.empty() ? "" : ", ") + "'" + a + "'";
      throw InvalidArgument("position", std::string("unexpected '") + ch + "'" + at + " of \"" + text + "\" (a " + game +
                                            " board has " + allowed + " and '|' between rows)");
    } else {
      rows.back() += ch;
    }
    if (rows.size() > 1 && rows.back().size() > rows.front().size())
      throw InvalidArgument("position", "row " + std::to_string(rows.size()) + " is longer than row 1" + at + " of \"" +
                                            text + "\" (rows must have the same length)");
  }
  if (rows.back().empty() && rows.size() > 1)
    throw InvalidArgument("position", "an empty row at the end of \"" + text + "\"");
  for (std::size_t r = 1; r < rows.size(); ++r)
    if (rows[r].size() != rows[0].size())
      throw InvalidArgument("position", "row " + std::to_string(r + 1) + " is shorter than row 1 in \"" + text +
                                            "\" (rows must have the same length)");
  if (rows.size() * rows[0].size() > 64)
    throw InvalidArgument("position", "a board of " + std::to_string(rows.size()) + " x " + std::to_string(rows[0].size()) +
                                          " has more than 64 cells (the games library plays on at most 64)");
  if (rows[0].empty()) rows.clear();  // "": the empty board
  return rows;
}

geometry::Grid frame_for(int rows, int cols, geometry::Tiling tiling) {
  if (rows <= 8 && cols <= 8) return geometry::Grid(8, 8, tiling);
  return geometry::Grid(rows, cols, tiling);
}

geometry::Mask cells_of(const std::vector<std::string>& rows, char ch, const geometry::Grid& frame) {
  geometry::Mask m = 0;
  for (std::size_t r = 0; r < rows.size(); ++r)
    for (std::size_t c = 0; c < rows[r].size(); ++c)
      if (rows[r][c] == ch) m |= geometry::bit(frame.cell(static_cast<int>(r), static_cast<int>(c)));
  return m;
}

}  // namespace alea::cgt::games
