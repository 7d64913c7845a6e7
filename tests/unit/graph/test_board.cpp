// The base-3 board analysis against the explicit game graphs on boards small enough for both.
#include <catch2/catch.hpp>

#include "core/errors.hpp"
#include "delayed_interrupt.hpp"
#include "graph/bidding.hpp"
#include "graph/board.hpp"
#include "graph/builtin.hpp"
#include "graph/play.hpp"
#include "graph/random_turn.hpp"

using namespace alea;
using namespace alea::graph;

namespace {

// The vertex of `g` reached from the start when `mark` claims cell i.
Vertex after_first(const Game& g, int i, char mark, int k) {
  for (Vertex u : (mark == 'x' ? g.blue() : g.red()).of(0)) {
    std::string s = g.label(u);
    s.erase(std::remove(s.begin(), s.end(), '/'), s.end());
    if (s[i] == mark && static_cast<int>(s.size()) == k * k) return u;
  }
  return no_vertex;
}

void compare(Board board, int k, const Rational& p) {
  const Game g = board == Board::hex ? hex(k) : tic_tac_toe(k);
  auto r = analyse_board(board, k, p, true);
  auto v = random_turn(g, p);
  CHECK(r.positions == g.size());
  CHECK(r.terminals == g.terminal_count());
  CHECK(r.value == v.low[0]);
  for (int i = 0; i < k * k; ++i) {
    CHECK(r.blue_first[i] == v.low[after_first(g, i, 'x', k)]);
    CHECK(r.red_first[i] == v.low[after_first(g, i, 'o', k)]);
  }
  auto st = theorem35_strategies(g, v.low);
  auto len = expected_lengths(g, p, st.blue, st.red);
  CHECK(r.shortest <= to_double(*len[0]) + 1e-12);
  CHECK(r.longest >= to_double(*len[0]) - 1e-12);
  BiddingOptions o;
  CHECK(r.richman_win == bidding_thresholds(g, o).low[0]);
  o.tau = 0;
  const double poor = to_double(bidding_thresholds(g, o).low[0]);
  CHECK(r.poorman_win[0] <= poor);
  CHECK(r.poorman_win[1] >= poor);
  CHECK(r.poorman_win[1] - r.poorman_win[0] < 1e-13);
  o.tau = 1;
  o.level = board == Board::hex ? Rational(1) : Rational(0);
  CHECK(r.richman_not_lose == bidding_thresholds(g, o).low[0]);
}

}  // namespace

TEST_CASE("board analysis: 3x3 tic-tac-toe and small Hex agree with the explicit graphs", "[graph][board]") {
  compare(Board::tic_tac_toe, 3, Rational(1, 2));
  compare(Board::tic_tac_toe, 3, Rational(2, 3));
  compare(Board::hex, 2, Rational(1, 2));
  compare(Board::hex, 3, Rational(1, 2));
  compare(Board::hex, 3, Rational(1, 3));
  // Random-turn Hex with a fair coin: the value is E[f] = 0 (Theorem 21, and the board's symmetry).
  CHECK(analyse_board(Board::hex, 3, Rational(1, 2)).value == 0);
  CHECK_THROWS_AS(analyse_board(Board::hex, 5, Rational(1, 2)), InvalidArgument);
  CHECK_THROWS_AS(analyse_board(Board::hex, 3, Rational(2)), InvalidArgument);
  alea::test::DelayedInterrupt ctrl_c;
  CHECK_THROWS_AS(analyse_board(Board::tic_tac_toe, 4, Rational(1, 2)), Interrupted);
}
