#pragma once
// Wythoff's game (Winning Ways ch. 3; CGSuite's game.heap.Wythoff): two heaps; a move takes any
// number of tokens from one heap, or the same number from both. Its P-positions are the pairs
// (floor(k phi), floor(k phi^2)) and their mirrors (Wythoff 1907); its nim values have no known
// formula and are tabulated.
#include <cstdint>
#include <utility>
#include <vector>

namespace alea::cgt::impartial {

class Wythoff {
 public:
  // G(a, b) from the table (grown to cover (a, b); memory checked first; Ctrl-C).
  std::uint64_t nim_value(std::uint64_t a, std::uint64_t b);
  // G(x, y) for x <= rows, y <= cols.
  std::vector<std::vector<std::uint64_t>> table(std::uint64_t rows, std::uint64_t cols);
  // The options of (a, b): (a - i, b), (a, b - i), (a - i, b - i), in that order.
  static std::vector<std::pair<std::uint64_t, std::uint64_t>> options(std::uint64_t a, std::uint64_t b);
  // Whether (a, b) is a P-position, by Wythoff's formula (any size, exact integer arithmetic).
  static bool is_p_position(std::uint64_t a, std::uint64_t b);

 private:
  void grow(std::uint64_t side);
  std::uint64_t side_ = 0;                // the table covers 0 <= a, b < side_
  std::vector<std::uint32_t> values_;     // row-major, side_ x side_
};

}  // namespace alea::cgt::impartial
