#pragma once
// Board games too large for an explicit graph (4x4 tic-tac-toe: 3^16 codes): positions coded in
// base 3 (digit i: 0 free, 1 Blue, 2 Red), values by backward induction over the codes in
// decreasing order (a move adds 3^i or 2 * 3^i, so every successor comes first), nothing stored
// but one number per code. Used for the research runs; the explicit builders (builtin.hpp) give
// the same numbers on boards small enough for both (tests).
//
// Exactness: with p = a/b every value times b^cells is an integer (as in solve/dag.hpp), kept in
// 32 or 64 bits; expected lengths at p = 1/2 are dyadic with at most 2^cells in the denominator
// and therefore exact in doubles. Poorman thresholds are rational but their denominators grow
// beyond any fixed width, so they are computed in doubles with every operation rounded outward:
// the result is a certified interval.
#include <cstdint>
#include <vector>

#include "core/rational.hpp"

namespace alea::graph {

enum class Board { tic_tac_toe, hex };

struct BoardReport {
  Board board;
  int k = 0, cells = 0;
  std::uint64_t codes = 0;      // 3^cells
  std::uint64_t positions = 0;  // reachable from the empty board (play stops at a terminal)
  std::uint64_t terminals = 0;  // reachable terminals
  Rational p;
  Rational value;                         // random-turn value of the empty board at p
  std::vector<Rational> blue_first, red_first;  // value after Blue (Red) claims cell i first
  // Expected number of moves from the empty board under optimal play, ties between optimal moves
  // broken to make the game as short / as long as possible (exact when p = 1/2).
  double shortest = 0, longest = 0;
  // Bidding from the empty board (when asked): Red's critical shares for "Blue wins" and for
  // "Blue does not lose" (Theorem 38; equal for Hex). Richman exactly, poorman as intervals.
  bool bidding = false;
  Rational richman_win, richman_not_lose;
  double poorman_win[2] = {0, 0}, poorman_not_lose[2] = {0, 0};
  double seconds = 0;
};

// k x k tic-tac-toe (lines of k) or Hex, k*k <= 16. Throws InvalidArgument("k") beyond, ("p") for
// a bad coin, LimitExceeded when b^cells does not fit 63 bits or past the memory guard.
BoardReport analyse_board(Board board, int k, const Rational& p, bool bidding = false);

}  // namespace alea::graph
