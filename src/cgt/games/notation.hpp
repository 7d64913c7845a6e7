#pragma once
// The notations of the games library: a grid is its rows joined by '|' (".#|.." is a 2 x 2 board
// with its top right cell blocked), a strip is one row. Errors point at the character (1-based)
// and name the role "position".
#include <string>
#include <vector>

#include "geometry/grid.hpp"

namespace alea::cgt::games {

// The rows of a grid; every character must be one of `alphabet` (the first is the empty cell).
// Refuses ragged rows, an empty row, and boards of more than 64 cells.
std::vector<std::string> parse_grid(const std::string& text, const std::string& alphabet, const std::string& game);

// The board's frame: 8 x 8 (stride 8) when the board fits, so every board up to 8 x 8 and its
// transpose share coordinates; otherwise the board itself.
geometry::Grid frame_for(int rows, int cols, geometry::Tiling tiling = geometry::Tiling::square);

// The cells of `rows` holding character ch, in the frame's coordinates.
geometry::Mask cells_of(const std::vector<std::string>& rows, char ch, const geometry::Grid& frame);

// The rows of a board of the frame: ch_of(cell) gives each cell's character.
template <class F>
std::string grid_text(int rows, int cols, const geometry::Grid& frame, F&& ch_of) {
  std::string s;
  for (int r = 0; r < rows; ++r) {
    if (r) s += '|';
    for (int c = 0; c < cols; ++c) s += ch_of(frame.cell(r, c));
  }
  return s;
}

}  // namespace alea::cgt::games
