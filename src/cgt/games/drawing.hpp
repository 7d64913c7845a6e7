#pragma once
// The picture of a position's board (position.hpp's BoardPicture) as Graphviz text: one table
// whose cells are the board's, coloured by what they hold, drawn by dot (core/picture.hpp) so
// the library never writes SVG itself.
#include <string>

#include "cgt/position.hpp"

namespace alea::cgt::games {

// The DOT text of the board; `title` (may be empty) goes above it. InvalidArgument (role "P")
// for a position with no board.
std::string board_dot(const BoardPicture& board, const std::string& title);

}  // namespace alea::cgt::games
