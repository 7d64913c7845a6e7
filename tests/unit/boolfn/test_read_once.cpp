// The read-once engine against the 3^n tables, then past them (level-3 recursive majority).
#include <catch2/catch.hpp>

#include "boolfn/builtins.hpp"
#include "boolfn/decision_tree.hpp"
#include "boolfn/fourier.hpp"
#include "boolfn/read_once.hpp"
#include "boolfn/selection_game.hpp"
#include <cmath>
#include "boolfn/influence.hpp"

using namespace alea;
using namespace alea::boolfn;

TEST_CASE("read_once: read-once engine agrees with the tables", "[boolfn][read_once]") {
  std::vector<BooleanFunction> fs = {recursive_majority(2), and_or_tree(1), tribes({2, 3, 1}), majority(5),
                                     compose(majority(3), {and_function(2), or_function(2), majority(3)})};
  for (const auto& f : fs) {
    for (Rational p : {Rational(1, 2), Rational(1, 3)}) {
      Coin coin = Coin::of(p);
      INFO(f.to_string() << " p " << p);
      auto all = play_all_ties(f, coin);
      CHECK(play_read_once(f, coin, Tie::first).length == *all.first.length.exact);
      CHECK(play_read_once(f, coin, Tie::min).length == *all.min.length.exact);
      CHECK(play_read_once(f, coin, Tie::max).length == *all.max.length.exact);
      CHECK(play_read_once(f, coin, Tie::first).leaves == all.first.leaves);
      CHECK(play_read_once(f, coin).value == *all.first.value.exact);
      auto t = optimal_decision_tree(f, TreeOptions::at(coin));
      auto r = optimal_tree_read_once(f, coin);
      CHECK(r.cost == *t.cost.exact);
      CHECK(r.leaves == t.leaves);
    }
  }
  auto f = recursive_majority(2);
  CHECK(play_read_once(f, {}, Tie::min, {{1, -1}}).length == Rational(329, 64));
  CHECK(optimal_tree_read_once(f, {}, {{1, -1}}).cost == Rational(329, 64));
}

TEST_CASE("read_once: play and optimal_decision_tree switch to symmetry past 16 variables", "[boolfn][read_once]") {
  auto f = recursive_majority(3);
  CHECK(*play(f, GameOptions::at(Coin(), Tie::min)).length.exact == Rational(31593317, 2097152));
  auto t = optimal_decision_tree(f);
  CHECK(*t.cost.exact == Rational(15796051, 1048576));
  CHECK_FALSE(t.has_tree);
  // And-Or of depth 2 at p = 1/3, exact: the tables (16 variables) and symmetry agree
  auto g = and_or_tree(2);
  Coin third = Coin::of(Rational(1, 3));
  CHECK(play_read_once(g, third, Tie::max).length == play_read_once(g, third, Tie::min).length);
}

TEST_CASE("read_once: fewest leaves by symmetry match the tables", "[boolfn][read_once]") {
  for (const auto& f : {recursive_majority(2), tribes({2, 3, 1}), and_or_tree(1)}) {
    auto t = optimal_decision_tree(f, TreeOptions::at(Coin(), false));
    CHECK(optimal_tree_read_once(f).fewest_leaves == t.fewest_leaves);
    CHECK(play_read_once(f, {}, Tie::min).fewest_leaves == play_all_ties(f).min.leaves);
  }
}

TEST_CASE("read_once: expectations and optimal moves of big read-once functions through their formula", "[boolfn][read_once]") {
  // level 2 by both routes
  auto small = recursive_majority(2);
  std::vector<int> free;
  auto scores = scores_read_once(small, Coin::of(Rational(1, 3)), {{1, 1}, {4, -1}}, free);
  auto m = optimal_moves(small, {{1, 1}, {4, -1}}, Coin::of(Rational(1, 3)));
  REQUIRE(free == m.free);
  for (std::size_t j = 0; j < free.size(); ++j) CHECK(*scores[j].exact == *m.scores[j].exact);
  // recursive majority of level 4 (81 variables) and And-Or of depth 4 (256 leaves)
  auto big = recursive_majority(4);
  CHECK(*expectation(big).exact == 0);
  // fixing one input of a 3-majority changes no other pivotality: every move stays optimal
  CHECK(optimal_moves(big, {{1, 1}}).moves.size() == 80);
  // Figure 5.2.4 inside level 4: the higher levels scale every score of the first quarter alike
  auto moves = optimal_moves(big, {{1, 1}, {2, 1}, {4, -1}});
  CHECK(moves.moves == std::vector<int>{7, 8, 9});
  CHECK(*moves.scores[moves.moves[0] - 4].exact == Rational(3, 16));  // 2 * 3/8 * 1/2 * 1/2
  auto ao = and_or_tree(4);
  CHECK(expectation(ao, Coin::of(Number::of((3 - std::sqrt(5.0)) / 2))).value ==
        Approx(2 * (3 - std::sqrt(5.0)) / 2 - 1).epsilon(1e-12));
}

TEST_CASE("read_once: derivatives, influences, variance and low coefficients of big read-once functions without a table", "[boolfn][read_once]") {
  // T_3^9 (27 variables): x_1 is pivotal iff the rest of its tribe is +1 and no other tribe is
  // all +1, so E_p[D_1 f] = Pr_p[pivotal] = p^2 (1 - p^3)^8 and Inf_1 = 4p(1-p) Pr_p[pivotal].
  for (Rational p : {Rational(1, 2), Rational(1, 3)}) {
    auto f = tribes(3, 9);
    Coin coin = Coin::of(p);
    Rational q = 1 - p * p * p, q8 = 1;
    for (int j = 0; j < 8; ++j) q8 *= q;
    Rational pivotal = p * p * q8;
    INFO("p = " << p);
    CHECK(*expected_derivative(f, 1, coin).exact == pivotal);
    CHECK(*pivotal_probability(f, 5, coin).exact == pivotal);
    CHECK(*influence(f, 27, coin).exact == 4 * p * (1 - p) * pivotal);
    Rational mean = 1 - 2 * q8 * q;
    CHECK(*expectation(f, coin).exact == mean);
    CHECK(*variance(f, coin).exact == 1 - mean * mean);
    CHECK_FALSE(f.has_table());  // none of it tabulated 2^27 points
  }
  auto g = recursive_majority(3);
  CHECK(fourier_coefficient(g, {1}) == Rational(1, 8));
  CHECK(fourier_coefficient(g, {}) == 0);
  auto b = length_bounds(g);
  CHECK(*b.prop23.exact == Rational(729, 64));  // Example 44: (9/4)^3
  CHECK(*b.prop24.exact == 8);                  // and 2^3
  CHECK_FALSE(g.has_table());
}
