// The board geometry (src/geometry/grid.hpp) against a second, plain definition on coordinates:
// every mask operation (neighbours, adjacency, floods and parts, shifts, corners, the symmetries)
// recomputed cell by cell from (row, column) pairs, on random masks of boards of every shape the
// modules use (square and hex, the games' 8 x 8 frame, rows of 64 cells).
#include <catch2/catch.hpp>

#include <random>
#include <utility>
#include <vector>

#include "geometry/grid.hpp"

using namespace alea::geometry;

namespace {

// The plain definition: a board as (row, column) pairs, adjacency by coordinate offsets.
struct Plain {
  int rows, cols, stride;
  Tiling tiling;

  bool inside(int r, int c) const { return r >= 0 && r < rows && c >= 0 && c < cols; }
  bool touch(int r, int c, int r2, int c2) const {
    const int dr = r2 - r, dc = c2 - c;
    if ((dr == 0 && (dc == 1 || dc == -1)) || (dc == 0 && (dr == 1 || dr == -1))) return true;
    return tiling == Tiling::hex && ((dr == 1 && dc == -1) || (dr == -1 && dc == 1));
  }
  bool has(Mask x, int r, int c) const { return inside(r, c) && (x >> (r * stride + c) & 1); }
  Mask at(int r, int c) const { return Mask(1) << (r * stride + c); }

  Mask adjacent(Mask x) const {
    Mask out = 0;
    for (int r = 0; r < rows; ++r)
      for (int c = 0; c < cols; ++c)
        for (int r2 = 0; r2 < rows; ++r2)
          for (int c2 = 0; c2 < cols; ++c2)
            if (has(x, r2, c2) && touch(r, c, r2, c2)) out |= at(r, c);
    return out;
  }
  // Breadth-first search from the seed's cells through the cells of `within`.
  Mask flood(Mask seed, Mask within) const {
    Mask reached = seed & within;
    std::vector<std::pair<int, int>> queue;
    for (int r = 0; r < rows; ++r)
      for (int c = 0; c < cols; ++c)
        if (has(reached, r, c)) queue.emplace_back(r, c);
    for (std::size_t i = 0; i < queue.size(); ++i)
      for (int r2 = 0; r2 < rows; ++r2)
        for (int c2 = 0; c2 < cols; ++c2)
          if (has(within, r2, c2) && !has(reached, r2, c2) && touch(queue[i].first, queue[i].second, r2, c2)) {
            reached |= at(r2, c2);
            queue.emplace_back(r2, c2);
          }
    return reached;
  }
  template <class Map>
  Mask image(Mask x, Map map) const {
    Mask out = 0;
    for (int r = 0; r < rows; ++r)
      for (int c = 0; c < cols; ++c)
        if (has(x, r, c)) {
          const auto [r2, c2] = map(r, c);
          if (inside(r2, c2)) out |= at(r2, c2);
        }
    return out;
  }
};

Mask random_mask(std::mt19937_64& rng, Mask all, int density_percent) {
  Mask x = 0;
  std::uniform_int_distribution<int> pct(0, 99);
  for (int i = 0; i < 64; ++i)
    if ((all >> i & 1) && pct(rng) < density_percent) x |= Mask(1) << i;
  return x;
}

struct Shape {
  int rows, cols, stride;
  Tiling tiling;
};

const std::vector<Shape> kShapes = {
    {1, 1, 0, Tiling::square},  {2, 3, 0, Tiling::square}, {5, 6, 0, Tiling::square}, {8, 8, 0, Tiling::square},
    {4, 5, 8, Tiling::square},  {3, 7, 8, Tiling::square}, {1, 64, 0, Tiling::square}, {64, 1, 0, Tiling::square},
    {2, 32, 0, Tiling::square}, {5, 5, 0, Tiling::hex},    {8, 8, 0, Tiling::hex},    {6, 7, 0, Tiling::hex},
    {7, 9, 0, Tiling::hex},     {4, 4, 8, Tiling::hex},
};

}  // namespace

TEST_CASE("geometry: neighbours, adjacency and floods agree with the coordinates", "[geometry]") {
  std::mt19937_64 rng(20261127);
  for (const Shape& s : kShapes) {
    const Grid g(s.rows, s.cols, s.tiling, s.stride);
    const Plain p{s.rows, s.cols, g.stride(), s.tiling};
    CAPTURE(s.rows, s.cols, g.stride(), s.tiling == Tiling::hex);
    for (int r = 0; r < s.rows; ++r)
      for (int c = 0; c < s.cols; ++c) REQUIRE(g.neighbours(g.cell(r, c)) == p.adjacent(p.at(r, c)));
    for (int trial = 0; trial < 40; ++trial) {
      const Mask x = random_mask(rng, g.all(), 1 + trial * 2);
      const Mask within = random_mask(rng, g.all(), 40 + trial);
      REQUIRE(g.adjacent(x) == p.adjacent(x));
      REQUIRE(g.grow(x) == (x | p.adjacent(x)));
      REQUIRE(g.flood(x, within) == p.flood(x, within));
      // The parts partition `within`, each connected and closed, in order of their lowest cells.
      Mask seen = 0;
      int last_lowest = -1;
      g.for_each_part(within, [&](Mask part) {
        REQUIRE(part != 0);
        REQUIRE((part & seen) == 0);
        REQUIRE(lowest(part) > last_lowest);
        REQUIRE(p.flood(part & -part, within) == part);
        last_lowest = lowest(part);
        seen |= part;
      });
      REQUIRE(seen == within);
    }
  }
}

TEST_CASE("geometry: shifts, corners and symmetries agree with the coordinates", "[geometry]") {
  std::mt19937_64 rng(7);
  for (const Shape& s : kShapes) {
    const Grid g(s.rows, s.cols, s.tiling, s.stride);
    const Plain p{s.rows, s.cols, g.stride(), s.tiling};
    CAPTURE(s.rows, s.cols, g.stride(), s.tiling == Tiling::hex);
    for (int trial = 0; trial < 40; ++trial) {
      const Mask x = random_mask(rng, g.all(), 5 + trial * 2);
      for (int dr = -2; dr <= 2; ++dr)
        for (int dc = -2; dc <= 2; ++dc)
          REQUIRE(g.shift(x, dr, dc) == p.image(x, [&](int r, int c) { return std::pair{r + dr, c + dc}; }));
      REQUIRE(g.shift(x, 0, s.cols) == 0);
      REQUIRE(g.shift(x, s.rows, 0) == 0);
      if (x) {
        int top = s.rows, left = s.cols;
        for (int r = 0; r < s.rows; ++r)
          for (int c = 0; c < s.cols; ++c)
            if (p.has(x, r, c)) top = std::min(top, r), left = std::min(left, c);
        REQUIRE(g.to_corner(x) == g.shift(x, -top, -left));
        REQUIRE((g.to_corner(x) << g.corner_shift(x)) == x);  // no cell lies below the shift
      }
      const int R = s.rows - 1, C = s.cols - 1;
      REQUIRE(g.flip_rows(x) == p.image(x, [&](int r, int c) { return std::pair{R - r, c}; }));
      REQUIRE(g.flip_cols(x) == p.image(x, [&](int r, int c) { return std::pair{r, C - c}; }));
      REQUIRE(g.half_turn(x) == g.flip_rows(g.flip_cols(x)));
      // The half turn keeps both tilings' adjacency; the flips keep the square's.
      REQUIRE(g.adjacent(g.half_turn(x)) == g.half_turn(g.adjacent(x)));
      if (s.tiling == Tiling::square) {
        REQUIRE(g.adjacent(g.flip_rows(x)) == g.flip_rows(g.adjacent(x)));
        REQUIRE(g.adjacent(g.flip_cols(x)) == g.flip_cols(g.adjacent(x)));
      }
      if (s.rows == s.cols) {  // transposing keeps both tilings' adjacency and undoes itself
        REQUIRE(g.transpose(x) == p.image(x, [](int r, int c) { return std::pair{c, r}; }));
        REQUIRE(g.transpose(g.transpose(x)) == x);
        REQUIRE(g.adjacent(g.transpose(x)) == g.transpose(g.adjacent(x)));
      }
    }
  }
}

TEST_CASE("geometry: boards of more than 64 cells are refused", "[geometry]") {
  REQUIRE_THROWS_AS(Grid(9, 8), std::logic_error);
  REQUIRE_THROWS_AS(Grid(5, 5, Tiling::square, 13), std::logic_error);
  REQUIRE_THROWS_AS(Grid(0, 3), std::logic_error);
  REQUIRE_THROWS_AS(Grid(3, 5, Tiling::square, 4), std::logic_error);
  REQUIRE(shifted(~Mask(0), 64) == 0);
  REQUIRE(shifted(~Mask(0), -64) == 0);
}
