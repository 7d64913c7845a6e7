// Optimal play (seed 004, section 3.2): Theorem 35's strategies secure the value against any
// opponent and end the game; Corollary 36; exact absorption probabilities and lengths.
#include <catch2/catch.hpp>

#include "core/errors.hpp"
#include "graph/builtin.hpp"
#include "graph/dot.hpp"
#include "graph/play.hpp"
#include "graph/random_turn.hpp"
#include "support.hpp"

using namespace alea;
using namespace alea::graph;

namespace {

std::vector<Vertex> random_strategy(std::mt19937_64& rng, const Game& g, const Adjacency& a) {
  std::vector<Vertex> s(g.size(), no_vertex);
  for (Vertex v = 0; v < g.size(); ++v)
    if (!g.terminal(v)) s[v] = a.of(v)[rng() % a.degree(v)];
  return s;
}

}  // namespace

TEST_CASE("[seed004 §3.2.1] Theorem 35: the steepest strategies secure R against every opponent and end the game",
          "[graph][play][seed004 §3.2.1]") {
  std::mt19937_64 rng(35);
  for (int trial = 0; trial < 80; ++trial) {
    fixtures::RandomGameSpec s;
    s.nonterminals = 3 + trial % 9;
    s.terminals = 2 + trial % 2;
    s.payoffs = {Rational(-1), Rational(1), Rational(1, 2)};
    s.same_colours = true;
    auto g = fixtures::random_game(rng, s);
    const Rational p = trial % 2 ? Rational(1, 2) : Rational(2, 3);
    auto v = random_turn(g, p);
    auto st = theorem35_strategies(g, v.low);
    REQUIRE(st.blue_without_path == 0);  // Lemma 33 holds with one edge set
    REQUIRE(st.red_without_path == 0);
    for (int opp = 0; opp < 4; ++opp) {
      auto red = random_strategy(rng, g, g.red());
      auto blue = random_strategy(rng, g, g.blue());
      for (Vertex x = 0; x < g.size(); ++x) {
        auto a = play_outcome(g, p, st.blue, red, x);
        CHECK(a.never_ends == 0);
        CHECK(a.expected_payoff >= v.low[x]);
        auto b = play_outcome(g, p, blue, st.red, x);
        CHECK(b.never_ends == 0);
        CHECK(b.expected_payoff <= v.low[x]);
      }
    }
    // Both playing Theorem 35: the value, surely ended, with finite expected length.
    auto len = expected_lengths(g, p, st.blue, st.red);
    for (Vertex x = 0; x < g.size(); ++x) {
      auto o = play_outcome(g, p, st.blue, st.red, x);
      CHECK(o.expected_payoff == v.low[x]);
      REQUIRE(o.expected_length);
      CHECK(*o.expected_length == *len[x]);
    }
  }
}

TEST_CASE("[seed004 §3.2.1] Corollary 36: Blue wins a win-or-lose game with probability (R + 1)/2", "[graph][play][seed004 §3.2.1]") {
  std::mt19937_64 rng(36);
  for (int trial = 0; trial < 40; ++trial) {
    fixtures::RandomGameSpec s;
    s.nonterminals = 4 + trial % 7;
    s.payoffs = {Rational(-1), Rational(1)};
    s.same_colours = true;
    auto g = fixtures::random_game(rng, s);
    auto play = optimal_play(g, Rational(1, 2), 0);
    Rational blue_wins = 0;
    for (auto& [t, pr] : play.outcome.ends)
      if (g.payoff(t) == 1) blue_wins += pr;
    CHECK(blue_wins == (play.value[0] + 1) / 2);
  }
}

TEST_CASE("[seed004 §3.2.2] Example 37: tug of war, win probability i/(n+1), length i(n+1-i), Blue right, Red left",
          "[graph][play][seed004 §3.2.2]") {
  for (int n : {1, 2, 3, 7, 20, 60}) {
    auto g = tug_of_war(n);
    auto v = random_turn(g, Rational(1, 2));
    auto st = theorem35_strategies(g, v.low);
    auto len = expected_lengths(g, Rational(1, 2), st.blue, st.red);
    for (int i = 1; i <= n; ++i) {
      CHECK(v.low[i] == Rational(2 * i, n + 1) - 1);
      CHECK(st.blue[i] == Vertex(i + 1));
      CHECK(st.red[i] == Vertex(i - 1));
      CHECK(*len[i] == Rational(i * (n + 1 - i)));
      auto o = play_outcome(g, Rational(1, 2), st.blue, st.red, i);
      REQUIRE(o.ends.size() == 2);
      CHECK(o.ends[1].first == Vertex(n + 1));
      CHECK(o.ends[1].second == Rational(i, n + 1));
    }
  }
  // A biased coin: the gambler's ruin, P(right end) = (1 - r^i)/(1 - r^(n+1)) with r = (1-p)/p.
  const int n = 9;
  auto g = tug_of_war(n);
  const Rational p(3, 5), r = (1 - p) / p;
  auto play = optimal_play(g, p, 4);
  CHECK(play.outcome.ends.back().second == (1 - pow(r, 4)) / (1 - pow(r, n + 1)));
}

TEST_CASE("play: errors and the end of plays that never end", "[graph][play][errors]") {
  auto g = tug_of_war(3);
  auto v = random_turn(g, Rational(1, 2));
  auto st = theorem35_strategies(g, v.low);
  CHECK_THROWS_AS(play_outcome(g, Rational(1, 2), st.blue, st.red, 9), InvalidArgument);
  auto bad = st.blue;
  bad[2] = 4;  // not an edge from v2
  try {
    play_outcome(g, Rational(1, 2), bad, st.red, 1);
    FAIL("no error");
  } catch (const InvalidArgument& e) {
    CHECK(e.role == "blue");
  }
  // Both cycling at x (E_B != E_R): the play never ends, no expected length.
  auto c = fixtures::game_of(3, {{0, {0, 1}}}, {{0, {0, 2}}}, {{1, Rational(-1)}, {2, Rational(1)}});
  auto o = play_outcome(c, Rational(1, 2), {0, no_vertex, no_vertex}, {0, no_vertex, no_vertex}, 0);
  CHECK(o.never_ends == 1);
  CHECK_FALSE(o.expected_length);
  CHECK_FALSE(expected_lengths(c, Rational(1, 2), {0, no_vertex, no_vertex}, {0, no_vertex, no_vertex})[0]);
}

TEST_CASE("DOT: values on vertices, terminals doubled, optimal edges bold", "[graph][dot]") {
  auto dot = to_dot(tug_of_war(3));
  CHECK(dot.find("digraph \"G\"") == 0);
  CHECK(dot.find("0 [label=\"1\\n-1\", shape=doublecircle]") != std::string::npos);
  CHECK(dot.find("2 [label=\"3\\n0\"]") != std::string::npos);
  CHECK(dot.find("2 -> 3 [color=purple, penwidth=3]") != std::string::npos);
  auto c = fixtures::game_of(3, {{0, {0, 1}}}, {{0, {0, 2}}}, {{1, Rational(-1)}, {2, Rational(1)}});
  auto d = to_dot(c);
  CHECK(d.find("-1 .. 1") != std::string::npos);  // low and high differ
  CHECK(d.find("color=red") != std::string::npos);
  CHECK(to_dot(c, {false}).find("\\n") != std::string::npos);
}
