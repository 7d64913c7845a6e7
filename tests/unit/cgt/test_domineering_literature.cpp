// Domineering on empty rectangles against the outcomes the literature proves for whole families
// of boards. m x n is m rows by n columns; Left (Vertical) places vertical dominoes.
//
// Uiterwijk, "Perfectly solving Domineering boards" (Computer Games workshop 2013, CCIS 408,
// 2014), abstract: with Vertical to move first, (1) every m x 3 board (m > 1) is a win for
// Vertical; (2) every 2k x n board with n = 3, 5, 7, 9, 11 is a win for Vertical; (3) every
// 3 x n board (n > 3) is a win for Horizontal; (4) every m x 2k board with m = 5, 9 and every
// m x 4k board with m = 3, 7, 11 is a win for Horizontal. Lachmann, Moore and Rapaport (More
// Games of No Chance, 2002), introduction: 2 x 2 is a first player's win.
//
// "Vertical wins moving first" is the outcome class L or N of the value; "Horizontal wins when
// Vertical moves first" is R or P. The boards here are the ones that value in well under a second
// (the library's frame is 8 x 8); the larger ones of the research table are compared in docs/cgt.md.
#include <catch2/catch.hpp>

#include <string>

#include "cgt/games.hpp"

using namespace alea;
using namespace alea::cgt;

namespace {

std::string empty_rectangle(int rows, int cols) {
  std::string s;
  for (int r = 0; r < rows; ++r) {
    if (r) s += '|';
    s += std::string(static_cast<std::size_t>(cols), '.');
  }
  return s;
}

Outcome rectangle_outcome(int rows, int cols) { return domineering(empty_rectangle(rows, cols))->value().outcome(); }

bool vertical_wins_moving_first(int rows, int cols) {
  const Outcome o = rectangle_outcome(rows, cols);
  return o == Outcome::L || o == Outcome::N;
}

bool horizontal_wins_when_vertical_starts(int rows, int cols) {
  const Outcome o = rectangle_outcome(rows, cols);
  return o == Outcome::R || o == Outcome::P;
}

}  // namespace

TEST_CASE("games: Domineering rectangles follow Uiterwijk's four theorems", "[cgt][games]") {
  SECTION("(1) m x 3, m > 1: Vertical wins moving first") {
    for (int m = 2; m <= 8; ++m) {
      INFO(m << " x 3");
      CHECK(vertical_wins_moving_first(m, 3));
    }
  }
  SECTION("(2) 2k x n, n = 3, 5, 7: Vertical wins moving first") {
    const std::pair<int, int> boards[] = {{2, 3}, {2, 5}, {2, 7}, {4, 3}, {4, 5}, {6, 3}, {8, 3}};
    for (const auto& [m, n] : boards) {
      INFO(m << " x " << n);
      CHECK(vertical_wins_moving_first(m, n));
    }
  }
  SECTION("(3) 3 x n, n > 3: Horizontal wins when Vertical starts") {
    for (int n = 4; n <= 8; ++n) {
      INFO("3 x " << n);
      CHECK(horizontal_wins_when_vertical_starts(3, n));
    }
  }
  SECTION("(4) 5 x 2k and 3 x 4k: Horizontal wins when Vertical starts") {
    const std::pair<int, int> boards[] = {{5, 2}, {5, 4}, {3, 4}, {3, 8}};
    for (const auto& [m, n] : boards) {
      INFO(m << " x " << n);
      CHECK(horizontal_wins_when_vertical_starts(m, n));
    }
  }
}

TEST_CASE("games: Domineering 2 x 2 is a first player's win (Lachmann, Moore and Rapaport)", "[cgt][games]") {
  CHECK(rectangle_outcome(2, 2) == Outcome::N);
}
