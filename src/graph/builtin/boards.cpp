// Tic-tac-toe and Hex as game graphs: a position is (A, B), Blue's and Red's cells as bit
// masks packed in one 64-bit key, explored from the empty board (detail/explore.hpp).
#include <bit>

#include "core/errors.hpp"
#include "geometry/grid.hpp"
#include "core/memory_guard.hpp"
#include "graph/builtin.hpp"
#include "graph/detail/explore.hpp"

namespace alea::graph {
namespace {

using Mask = std::uint32_t;
Mask blue_of(std::uint64_t key) { return static_cast<Mask>(key); }
Mask red_of(std::uint64_t key) { return static_cast<Mask>(key >> 32); }
std::uint64_t key_of(Mask a, Mask b) { return std::uint64_t(a) | std::uint64_t(b) << 32; }

std::string board_name(std::uint64_t key, int rows, int cols) {
  std::string s;
  for (int r = 0; r < rows; ++r) {
    if (r) s += '/';
    for (int c = 0; c < cols; ++c) {
      const Mask bit = Mask(1) << (r * cols + c);
      s += (blue_of(key) & bit) ? 'x' : (red_of(key) & bit) ? 'o' : '.';
    }
  }
  return s;
}

// Both players claim any free cell; `payoff` decides when the game is over.
Game board_game(int cells, int rows, int cols, const BoardOptions& o, const std::string& what,
                std::function<std::optional<Rational>(Mask, Mask)> payoff) {
  detail::Explorer<std::uint64_t> e;
  const Mask all = cells == 32 ? ~Mask(0) : (Mask(1) << cells) - 1;
  e.payoff = [payoff](std::uint64_t k) { return payoff(blue_of(k), red_of(k)); };
  e.blue = [all](std::uint64_t k, std::vector<std::uint64_t>& out) {
    for (Mask free = all & ~(blue_of(k) | red_of(k)); free; free &= free - 1)
      out.push_back(key_of(blue_of(k) | (free & -free), red_of(k)));
  };
  e.red = [all](std::uint64_t k, std::vector<std::uint64_t>& out) {
    for (Mask free = all & ~(blue_of(k) | red_of(k)); free; free &= free - 1)
      out.push_back(key_of(blue_of(k), red_of(k) | (free & -free)));
  };
  if (o.names) e.name = [rows, cols](std::uint64_t k) { return board_name(k, rows, cols); };
  e.bytes_per_position = 64 + (o.names ? 48 : 0) + 8 * cells;
  e.what = what;
  // Refused up front: at most 3^cells positions, each with up to 2 * cells edges (a pair while
  // exploring, a head after). The bound is close for full boards (4x4: 43 million codes, 42.7
  // million reachable) and keeps 5x5 (3^25) from starting at all.
  std::uint64_t codes = 1;
  for (int i = 0; i < cells && codes < (std::uint64_t(1) << 50); ++i) codes *= 3;
  require_memory(bytes_for(codes, e.bytes_per_position + 12 * 2 * std::uint64_t(cells)), "the game graph of " + what);
  return detail::explore<std::uint64_t>(0, e);
}

}  // namespace

Game tic_tac_toe(int k, const BoardOptions& o) {
  if (k < 1 || k > 5) throw InvalidArgument("k", "tic-tac-toe is built for 1 <= k <= 5, got k = " + std::to_string(k));
  std::vector<Mask> lines;
  Mask d1 = 0, d2 = 0;
  for (int i = 0; i < k; ++i) {
    Mask row = 0, col = 0;
    for (int j = 0; j < k; ++j) {
      row |= Mask(1) << (i * k + j);
      col |= Mask(1) << (j * k + i);
    }
    lines.push_back(row);
    lines.push_back(col);
    d1 |= Mask(1) << (i * k + i);
    d2 |= Mask(1) << (i * k + (k - 1 - i));
  }
  lines.push_back(d1);
  lines.push_back(d2);
  const Mask all = (Mask(1) << (k * k)) - 1;
  auto has_line = [lines](Mask m) {
    for (Mask l : lines)
      if ((m & l) == l) return true;
    return false;
  };
  return board_game(k * k, k, k, o, std::to_string(k) + "x" + std::to_string(k) + " tic-tac-toe",
                    [=](Mask a, Mask b) -> std::optional<Rational> {
                      if (has_line(a)) return Rational(1);
                      if (has_line(b)) return Rational(-1);
                      if ((a | b) == all) return Rational(0);
                      return std::nullopt;
                    });
}

Game hex(int n, const BoardOptions& o) {
  if (n < 1 || n > 5) throw InvalidArgument("n", "Hex is built for 1 <= n <= 5, got n = " + std::to_string(n));
  // Blue joins the top row to the bottom one, Red the left column to the right one.
  const geometry::Grid g(n, n, geometry::Tiling::hex);
  auto joins = [g](Mask m, geometry::Mask from, geometry::Mask to) { return (g.flood(from & m, m) & to) != 0; };
  return board_game(n * n, n, n, o, std::to_string(n) + "x" + std::to_string(n) + " Hex",
                    [=](Mask a, Mask b) -> std::optional<Rational> {
                      if (joins(a, g.top(), g.bottom())) return Rational(1);
                      if (joins(b, g.left(), g.right())) return Rational(-1);
                      return std::nullopt;
                    });
}

std::vector<int> cells_of(const std::string& name) {
  std::vector<int> cells;
  for (char ch : name) {
    if (ch == 'x' || ch == '1') cells.push_back(1);
    else if (ch == 'o' || ch == '-') cells.push_back(-1);
    else if (ch == '.' || ch == '0') cells.push_back(0);
  }
  return cells;
}

}  // namespace alea::graph
