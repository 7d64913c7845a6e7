// The seed's special algorithms (section 5.1.2) against the general solver, and the claims of
// its running-time analysis (Claims 40 to 43) on random games.
#include <catch2/catch.hpp>

#include "core/errors.hpp"
#include "graph/play.hpp"
#include "graph/random_turn.hpp"
#include "graph/richman.hpp"
#include "graph/special.hpp"
#include "lp/linear.hpp"
#include "support.hpp"

using namespace alea;
using namespace alea::graph;

TEST_CASE("[seed004 §5.1.2.2] out-degree at most two: the linear system gives R", "[graph][special][seed004 §5.1.2.2]") {
  std::mt19937_64 rng(2);
  for (int trial = 0; trial < 150; ++trial) {
    fixtures::RandomGameSpec s;
    s.nonterminals = 2 + trial % 20;
    s.terminals = 2 + trial % 3;
    s.payoffs = {Rational(0), Rational(1), Rational(-3, 2)};
    s.same_colours = true;
    s.max_degree = 2;
    s.density = 0.2;
    auto g = fixtures::random_game(rng, s);
    CHECK(degree_two_values(g) == richman(g).low);
  }
  auto wide = fixtures::game_of(4, {{0, {1, 2, 3}}}, {{0, {1, 2, 3}}}, {{1, Rational(0)}, {2, Rational(1)}, {3, Rational(2)}});
  CHECK_THROWS_AS(degree_two_values(wide), InvalidArgument);
  auto coloured = fixtures::game_of(3, {{0, {1}}}, {{0, {2}}}, {{1, Rational(0)}, {2, Rational(1)}});
  CHECK_THROWS_AS(degree_two_values(coloured), InvalidArgument);
}

TEST_CASE("[seed004 §5.1.2.3] undirected graphs: the path algorithm gives R", "[graph][special][seed004 §5.1.2.3]") {
  std::mt19937_64 rng(3);
  std::uint64_t paths = 0;
  for (int trial = 0; trial < 150; ++trial) {
    fixtures::RandomGameSpec s;
    s.nonterminals = 2 + trial % 14;
    s.terminals = 2 + trial % 4;
    s.payoffs = {Rational(0), Rational(1), Rational(5, 2), Rational(-1)};
    s.undirected = true;
    s.loops = false;
    s.density = 0.25;
    auto g = fixtures::random_game(rng, s);
    auto u = undirected_values(g);
    CHECK(u.values == richman(g).low);
    paths += u.paths;
  }
  CHECK(paths > 100);
  auto directed = fixtures::game_of(4, {{0, {1, 3}}, {1, {2}}}, {{0, {1, 3}}, {1, {2}}}, {{2, Rational(0)}, {3, Rational(1)}});
  CHECK_THROWS_AS(undirected_values(directed), InvalidArgument);
}

TEST_CASE("[seed004 §5.1.2.4] the R_n ordering and linear programming find R", "[graph][special][seed004 §5.1.2.4]") {
  std::mt19937_64 rng(4);
  std::uint64_t most = 0;
  for (int trial = 0; trial < 60; ++trial) {
    fixtures::RandomGameSpec s;
    s.nonterminals = 2 + trial % 8;
    s.terminals = 2 + trial % 2;
    s.payoffs = {Rational(0), Rational(1), Rational(1, 3)};
    s.same_colours = true;
    auto g = fixtures::random_game(rng, s);
    const Rational p = trial % 3 ? Rational(1, 2) : Rational(1, 3);
    auto o = ordering_lp_values(g, p, 200);
    REQUIRE(o.values);
    CHECK(*o.values == random_turn(g, p).low);
    most = std::max(most, o.rounds);
  }
  CHECK(most < 200);
}

TEST_CASE("[seed004 §5.1.2.4] Claim 40: |R - R_n| <= (r_max - r_min)(1 - 2^-N)^floor(n/N)", "[graph][special][seed004 §5.1.2.4]") {
  std::mt19937_64 rng(40);
  for (int trial = 0; trial < 300; ++trial) {
    fixtures::RandomGameSpec s;
    s.nonterminals = 1 + trial % 6;
    s.terminals = 2 + trial % 2;
    s.payoffs = {Rational(0), Rational(3), Rational(1)};
    s.same_colours = trial % 2 == 0;
    s.density = 0.4;
    auto g = fixtures::random_game(rng, s);
    auto R = richman(g).low;
    const int N = static_cast<int>(g.size() - g.terminal_count());
    auto it = richman_iterates<Rational>(g, 14, false);
    const Rational range = g.max_payoff() - g.min_payoff();
    for (int n = 0; n <= 14; ++n) {
      const Rational bound = range * pow(1 - Rational(1, BigInt(1) << N), n / N);
      for (Vertex x = 0; x < g.size(); ++x) CHECK(R[x] - it[n][x] <= bound);
    }
  }
}

TEST_CASE("[seed004 §5.1.2.4] Claim 41: Theorem 35's choices give a nonsingular system; arbitrary ties may not (erratum)",
          "[graph][special][seed004 §5.1.2.4]") {
  std::mt19937_64 rng(41);
  for (int trial = 0; trial < 100; ++trial) {
    fixtures::RandomGameSpec s;
    s.nonterminals = 2 + trial % 10;
    s.same_colours = true;
    s.payoffs = {Rational(0), Rational(1)};
    auto g = fixtures::random_game(rng, s);
    auto R = richman(g).low;
    auto st = theorem35_strategies(g, R);
    auto x = choice_system(g, Rational(1, 2), st.blue, st.red);
    REQUIRE(x);
    CHECK(*x == R);
  }
  // The smallest counterexample: one vertex x with a loop and an edge to t. R(x) = nu(t), both
  // successors attain R+(x) and R-(x), and choosing the loop for both leaves R(x) = R(x).
  auto g = fixtures::game_of(2, {{0, {0, 1}}}, {{0, {0, 1}}}, {{1, Rational(1)}});
  REQUIRE(richman(g).low[0] == 1);
  auto moves = optimal_moves(g, richman(g).low);
  CHECK(moves.blue[0] == std::vector<Vertex>{0, 1});
  CHECK_FALSE(choice_system(g, Rational(1, 2), {0, no_vertex}, {0, no_vertex}));
  CHECK(choice_system(g, Rational(1, 2), {1, no_vertex}, {0, no_vertex}));
  // Second method: the dense system (2I - A) R = 2 nu by Bareiss elimination (src/lp) is singular.
  lp::Matrix<Rational> m{{Rational(0), Rational(0)}, {Rational(0), Rational(2)}};  // 2R(x) - R(x) - R(x) = 0
  CHECK_FALSE(lp::solve_linear(m, {Rational(0), Rational(2)}));
  // Without loops: x <-> y both worth nu(t), each choosing the other.
  auto h = fixtures::game_of(3, {{0, {1, 2}}, {1, {0, 2}}}, {{0, {1, 2}}, {1, {0, 2}}}, {{2, Rational(1)}});
  CHECK_FALSE(choice_system(h, Rational(1, 2), {1, 0, no_vertex}, {1, 0, no_vertex}));
}

TEST_CASE("[seed004 §5.1.2.4] Claim 42 and Corollary 43: distinct values differ by at least 1/(Q 2^|T| 6^(N/2))",
          "[graph][special][seed004 §5.1.2.4]") {
  std::mt19937_64 rng(42);
  for (int trial = 0; trial < 200; ++trial) {
    fixtures::RandomGameSpec s;
    s.nonterminals = 2 + trial % 10;
    s.terminals = 2 + trial % 3;
    s.payoffs = trial % 2 ? std::vector<Rational>{Rational(0), Rational(1), Rational(2)}
                          : std::vector<Rational>{Rational(0), Rational(1, 3), Rational(1, 2)};
    s.same_colours = true;
    auto g = fixtures::random_game(rng, s);
    auto R = richman(g).low;
    BigInt Q = 1;
    for (Vertex t : g.terminals()) Q = boost::multiprecision::lcm(Q, g.payoff(t).denominator());
    const std::size_t N = g.size() - g.terminal_count();
    // (Q 2^|T| 6^(N/2))^2 = Q^2 4^|T| 6^N, compared squared to stay in integers.
    const Rational bound_sq = Rational(1) / (Q * Q * pow(Rational(4), g.terminal_count()) * pow(Rational(6), N));
    for (Vertex a = 0; a < g.size(); ++a)
      for (Vertex b = 0; b < g.size(); ++b)
        if (R[a] != R[b]) CHECK((R[a] - R[b]) * (R[a] - R[b]) >= bound_sq);
  }
}
