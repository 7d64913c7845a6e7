// The read-once engine against the 3^n tables, then past them (level-3 recursive majority).
#include <catch2/catch.hpp>

#include "boolfn/builtins.hpp"
#include "boolfn/decision_tree.hpp"
#include "boolfn/read_once.hpp"
#include "boolfn/selection_game.hpp"

using namespace alea;
using namespace alea::boolfn;

TEST_CASE("read-once engine agrees with the tables", "[boolfn][read_once]") {
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

TEST_CASE("play and optimal_decision_tree switch to symmetry past 16 variables", "[boolfn][read_once]") {
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

TEST_CASE("fewest leaves by symmetry match the tables", "[boolfn][read_once]") {
  for (const auto& f : {recursive_majority(2), tribes({2, 3, 1}), and_or_tree(1)}) {
    auto t = optimal_decision_tree(f, TreeOptions::at(Coin(), false));
    CHECK(optimal_tree_read_once(f).fewest_leaves == t.fewest_leaves);
    CHECK(play_read_once(f, {}, Tie::min).fewest_leaves == play_all_ties(f).min.leaves);
  }
}
