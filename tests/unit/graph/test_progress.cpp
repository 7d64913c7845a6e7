// The graph module's long loops report to the progress service (core/progress.hpp), seen
// through a ProgressLog: the values (with their linear solves and certificate), the
// iterates R_n, bidding thresholds (exact and by sweeps), discrete bidding, and the special
// algorithms' loops.
#include <catch2/catch.hpp>

#include "core/progress.hpp"
#include "graph/bidding.hpp"
#include "graph/builtin.hpp"
#include "graph/random_turn.hpp"
#include "graph/richman.hpp"
#include "graph/solve/chain.hpp"
#include "graph/special.hpp"
#include "support.hpp"

using namespace alea;
using namespace alea::graph;

TEST_CASE("progress: values, their certificate and linear solves, iterates", "[graph][progress]") {
  ProgressLog log;
  const Game g = tug_of_war(6);  // cyclic: strategy iteration with exact linear solves
  random_turn(g, Rational(1, 3));
  CHECK(log.most_done("random-turn values (exact)") > 0);
  CHECK(log.most_done("linear solve") > 0);
  REQUIRE(!log.started("certifying values").empty());
  for (const auto& r : log.started("certifying values")) CHECK(r.done == g.size());
  richman_iterates<Rational>(g, 5, false, Rational(1, 2));
  REQUIRE(log.started("iterates").size() == 1);
  CHECK(log.started("iterates")[0].total == 5 * g.size());
  CHECK(log.started("iterates")[0].done == 5 * g.size());
  // x0 = (x1 + 1) / 2, x1 = (x0 + x2) / 2, x2 = x1 / 2: three unknowns, each eliminated once.
  LinearChain<Rational> chain;
  chain.rows = {{{1, Rational(1, 2)}}, {{0, Rational(1, 2)}, {2, Rational(1, 2)}}, {{1, Rational(1, 2)}}};
  chain.c = {Rational(1, 2), Rational(0), Rational(0)};
  const auto before = log.started("linear solve").size();
  REQUIRE(solve_chain(chain));
  REQUIRE(log.started("linear solve").size() == before + 1);
  CHECK(log.started("linear solve").back().done == 3);
}

TEST_CASE("progress: bidding thresholds, discrete bidding, the special algorithms", "[graph][progress]") {
  ProgressLog log;
  const Game g = tug_of_war(4);
  BiddingOptions poorman;
  poorman.tau = Rational(0);
  bidding_thresholds(g, poorman);  // cyclic: value iteration from both sides
  CHECK(log.most_done("bidding thresholds: sweeps") > 0);
  // An acyclic game: 0 -> 1 -> terminals 2 (payoff 1) and 3 (payoff 0), exact thresholds.
  const Game dag = fixtures::game_of(4, {{0, {1}}, {1, {2}}}, {{0, {1}}, {1, {3}}}, {{2, Rational(1)}, {3, Rational(0)}});
  bidding_thresholds(dag, poorman);
  REQUIRE(log.started("bidding thresholds (exact)").size() == 1);
  CHECK(log.started("bidding thresholds (exact)")[0].done == log.started("bidding thresholds (exact)")[0].total);
  discrete_bidding(g);
  CHECK(log.most_done("discrete bidding: vertex updates") > 0);
  undirected_values(g);
  CHECK(log.most_done("undirected values") > 0);
  REQUIRE(ordering_lp_values(g, Rational(1, 2), 200).values);
  CHECK(log.most_done("ordering LP rounds") > 0);
}
