#pragma once
// States of the games played with pieces on a board: up to three cell sets (Left's pieces,
// Right's pieces, and a third the game defines: the board's open cells, its jumpers, ...), and
// their normalisation: the least image under the symmetries a game allows, each symmetry of the
// board optionally with the colours exchanged (which negates the value).
#include <array>
#include <cstdint>
#include <vector>

#include "cgt/games/table.hpp"
#include "geometry/grid.hpp"

namespace alea::cgt::games {

using geometry::Mask;

struct Stones {
  Mask a = 0, b = 0, c = 0;  // Left's, Right's, the game's third set
  Mask all() const { return a | b | c; }
  bool operator==(const Stones&) const = default;
  bool operator<(const Stones& o) const { return a != o.a ? a < o.a : b != o.b ? b < o.b : c < o.c; }
  struct Hash {
    std::uint64_t operator()(const Stones& s) const { return mix64(s.a ^ mix64(s.b ^ mix64(s.c))); }
  };
};

enum class Symmetry { identity, flip_rows, flip_cols, half_turn, transpose, transpose_flip_rows, transpose_flip_cols, anti_transpose };

// The board's image of x (the transposing four require a square frame).
Mask image(const geometry::Grid& g, Symmetry s, Mask x);

// A symmetry of a game: the board's map, whether Left's and Right's pieces trade places, and
// whether the value changes sign.
struct Image {
  Symmetry symmetry;
  bool swap;
  bool negates;
};

// The 4 symmetries of any board, and the 4 more of a square frame, none negating.
std::vector<Image> board_images(const geometry::Grid& g);

// The least of the images of s (each moved to the corner), and whether it negates.
Stones least_image(const geometry::Grid& g, const Stones& s, const std::vector<Image>& images, bool& negated);

}  // namespace alea::cgt::games
