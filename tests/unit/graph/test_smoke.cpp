#include <catch2/catch.hpp>

#include "graph/builtin.hpp"
#include "graph/random_turn.hpp"

using namespace alea;
using namespace alea::graph;

TEST_CASE("smoke: tug of war values", "[graph]") {
  auto g = tug_of_war(3);
  auto v = random_turn(g, Rational(1, 2));
  for (int i = 0; i <= 4; ++i) CHECK(v.low[i] == Rational(2 * i, 4) - 1);
  CHECK(v.unique);
  auto t = tic_tac_toe(3);
  CHECK(t.size() == 18753);
}
