// Random-turn values: the exact solver (backward induction, strategy iteration) against the
// floating modes and the iterates of Proposition 31, the certificates, least and greatest fixed
// points, biased coins, and bad input.
#include <catch2/catch.hpp>

#include <cmath>

#include "core/errors.hpp"
#include "delayed_interrupt.hpp"
#include "graph/builtin.hpp"
#include "graph/random_turn.hpp"
#include "graph/richman.hpp"
#include "graph/solve/certify.hpp"
#include "graph/solve/fixed_point.hpp"
#include "support.hpp"

using namespace alea;
using namespace alea::graph;
using fixtures::random_game;
using fixtures::RandomGameSpec;

namespace {

const std::vector<Rational> coins{Rational(1, 2), Rational(1, 3), Rational(3, 4), Rational(0), Rational(1)};

RandomGameSpec spec_for(std::mt19937_64& rng, bool same) {
  RandomGameSpec s;
  s.nonterminals = 2 + static_cast<int>(rng() % 12);
  s.terminals = 1 + static_cast<int>(rng() % 3);
  s.payoffs = {Rational(-1), Rational(1), Rational(0), Rational(1, 3)};
  s.density = 0.15 + 0.1 * static_cast<double>(rng() % 4);
  s.same_colours = same;
  return s;
}

}  // namespace

TEST_CASE("exact values carry their certificate; low <= high; both are fixed points", "[graph][random_turn]") {
  std::mt19937_64 rng(12);
  int nonunique = 0;
  for (int trial = 0; trial < 300; ++trial) {
    const bool same = trial % 3 == 0;
    auto g = random_game(rng, spec_for(rng, same));
    const Rational& p = coins[trial % coins.size()];
    auto v = random_turn(g, p);
    auto low = certify(g, p, v.low, v.blue, v.red);
    auto high = certify(g, p, v.high, v.blue, v.red);
    REQUIRE(low.fixed_point);
    REQUIRE(low.least);
    REQUIRE(high.fixed_point);
    REQUIRE(high.greatest);
    for (Vertex x = 0; x < g.size(); ++x) REQUIRE(v.low[x] <= v.high[x]);
    CHECK(v.unique == (v.low == v.high));
    // E_B = E_R with a real coin: the fixed point is unique (Proposition 34, any bias).
    if (same && p != 0 && p != 1) CHECK(v.unique);
    nonunique += !v.unique;
  }
  CHECK(nonunique > 0);  // colours that differ do make several fixed points
}

TEST_CASE("exact values are the limits of Proposition 31's iterates from both sides", "[graph][random_turn]") {
  std::mt19937_64 rng(7);
  for (int trial = 0; trial < 100; ++trial) {
    auto g = random_game(rng, spec_for(rng, trial % 2 == 0));
    const Rational& p = coins[trial % 3];
    auto v = random_turn(g, p);
    const double pd = to_double(p);
    auto up = richman_iterates<double>(g, 3000, false, pd).back();
    auto down = richman_iterates<double>(g, 3000, true, pd).back();
    for (Vertex x = 0; x < g.size(); ++x) {
      CHECK(up[x] <= to_double(v.low[x]) + 1e-12);
      CHECK(up[x] == Approx(to_double(v.low[x])).margin(1e-6));
      CHECK(down[x] >= to_double(v.high[x]) - 1e-12);
      CHECK(down[x] == Approx(to_double(v.high[x])).margin(1e-6));
    }
  }
}

TEST_CASE("the floating bracket holds every fixed point and closes when the value is unique", "[graph][random_turn][float]") {
  std::mt19937_64 rng(99);
  for (int trial = 0; trial < 150; ++trial) {
    auto g = random_game(rng, spec_for(rng, trial % 2 == 0));
    const Rational& p = coins[trial % 3];
    auto v = random_turn(g, p);
    auto b = random_turn_bracket(g, to_double(p));
    for (Vertex x = 0; x < g.size(); ++x) {
      REQUIRE(b.lower[x] <= to_double(v.low[x]));
      REQUIRE(b.upper[x] >= to_double(v.high[x]));
    }
    if (v.unique) CHECK(b.closed);
    CHECK(b.width >= to_double(*std::max_element(v.high.begin(), v.high.end())) * 0 - 1);
    // The double strategy iteration finds the same values.
    auto d = least_fixed_point(g, to_double(p));
    for (Vertex x = 0; x < g.size(); ++x) CHECK(d.x[x] == Approx(to_double(v.low[x])).margin(1e-9));
  }
}

TEST_CASE("a bigger cyclic game: exact, bracket and plain value iteration agree", "[graph][random_turn][float]") {
  auto g = tug_of_war_grid(12, 9);
  auto v = random_turn(g, Rational(1, 2));
  CHECK(v.unique);
  CHECK(v.method == "strategy iteration");
  auto b = random_turn_bracket(g, 0.5);
  CHECK(b.closed);
  auto plain = plain_value_iteration(g, 0.5, {true, 1e-12, false, 1000000});
  CHECK(plain.converged);
  for (Vertex x = 0; x < g.size(); ++x) {
    CHECK(b.lower[x] <= to_double(v.low[x]));
    CHECK(b.upper[x] >= to_double(v.low[x]));
    CHECK(plain.x[x] == Approx(to_double(v.low[x])).margin(1e-9));
  }
  // Symmetry of the grid: the middle column is worth what top and bottom pay, 0.
  CHECK(v.low[4 * 12 + 5] == -v.low[4 * 12 + 6]);
}

TEST_CASE("greatest fixed point = minus the least one of the mirrored game at 1 - p", "[graph][random_turn]") {
  std::mt19937_64 rng(5);
  for (int trial = 0; trial < 60; ++trial) {
    auto g = random_game(rng, spec_for(rng, false));
    const Rational p(2, 5);
    auto v = random_turn(g, p);
    auto m = random_turn(g.mirrored(), 1 - p);
    for (Vertex x = 0; x < g.size(); ++x) {
      CHECK(m.low[x] == -v.high[x]);
      CHECK(m.high[x] == -v.low[x]);
    }
  }
}

TEST_CASE("acyclic games: machine-integer backward induction equals the exact iterates", "[graph][random_turn]") {
  // Tic-tac-toe at p = 1/3: values are integers over 3^9; R_9 from below is the value.
  auto g = tic_tac_toe(3, {false});
  for (const Rational& p : {Rational(1, 3), Rational(1, 2)}) {
    auto v = random_turn(g, p);
    CHECK(v.method == "backward induction");
    auto r = richman_iterates<Rational>(g, 9, false, p);
    CHECK(r.back() == v.low);
  }
  // Payoffs whose common denominator is too large for 62 bits take the Rational road.
  GameSpec s;
  s.n = 4;
  s.edges = {{0, 1}, {0, 2}, {1, 2}, {1, 3}};
  const Rational huge(1, BigInt(1) << 80);
  s.terminals = {{2, huge}, {3, Rational(1, 3)}};
  auto h = make_game(s);
  auto v = random_turn(h, Rational(1, 2));
  CHECK(v.low[1] == (huge + Rational(1, 3)) / 2);
  CHECK(v.low[0] == (v.low[1] + huge) / 2);
}

TEST_CASE("one player only: p = 0 and p = 1", "[graph][random_turn]") {
  // Blue alone (p = 1) at x: stay, or take 1/2. Red alone: stay or take 1.
  auto g = fixtures::game_of(3, {{0, {0, 1}}}, {{0, {0, 2}}}, {{1, Rational(1, 2)}, {2, Rational(1)}});
  auto blue = random_turn(g, Rational(1));
  CHECK(blue.low[0] == Rational(1, 2));   // infinite play would pay r_min = 1/2: take it
  CHECK(blue.high[0] == 1);               // paying r_max, Blue would stay forever
  auto red = random_turn(g, Rational(0));
  CHECK(red.low[0] == Rational(1, 2));    // Red stays forever
  CHECK(red.high[0] == 1);                // Red must end it, at 1
}

TEST_CASE("bad coins and Ctrl-C", "[graph][random_turn][errors]") {
  auto g = tug_of_war(5);
  try {
    random_turn(g, Rational(3, 2));
    FAIL("no error");
  } catch (const InvalidArgument& e) {
    CHECK(e.role == "p");
  }
  CHECK_THROWS_AS(random_turn(g, Rational(-1, 10)), InvalidArgument);
  CHECK_THROWS_AS(random_turn_bracket(g, std::nan("")), InvalidArgument);
  CHECK_THROWS_AS(random_turn_bracket(g, 1.5), InvalidArgument);
  CHECK_THROWS_AS(plain_value_iteration(g, -0.1), InvalidArgument);
  auto big = tug_of_war(2000000);
  {
    alea::test::DelayedInterrupt ctrl_c;
    CHECK_THROWS_AS(random_turn_bracket(big, 0.5), Interrupted);
  }
  auto grid = tug_of_war_grid(150, 150);
  {
    alea::test::DelayedInterrupt ctrl_c;
    CHECK_THROWS_AS(random_turn(grid, Rational(1, 2)), Interrupted);
  }
}
