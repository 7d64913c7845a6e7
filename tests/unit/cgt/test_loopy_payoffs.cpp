// Game graphs with payoffs at their terminals (the graph module's games, seed 004 Definition 2)
// read as loopy partizan games (cgt/loopy/payoffs.hpp). Checked by hand (a path with one
// inner vertex: {on | off} = +-on and {1 | -1} = +-1), against alternating play worked out here
// by a fixed-point iteration of its own (every outcome class of the outcome reading, on random
// cyclic graphs), and against the short engine (the number reading of acyclic graphs).
#include <catch2/catch.hpp>
#include <array>
#include <optional>
#include <random>
#include <set>

#include "cgt/game.hpp"
#include "cgt/loopy/parse.hpp"
#include "cgt/loopy/payoffs.hpp"
#include "cgt/loopy/print.hpp"
#include "core/errors.hpp"
#include "core/memory_guard.hpp"
#include "delayed_interrupt.hpp"

using namespace alea;
using namespace alea::cgt;
using namespace alea::cgt::loopy;

namespace {

// A game graph as the graph module keeps it: Blue's and Red's moves in compressed rows.
struct PayoffGame {
  CompressedDigraph blue, red;
  std::vector<std::pair<Vertex, Rational>> terminals;
  PayoffGraph view() const { return {blue, red, terminals}; }
};

// A path of n inner vertices 1..n whose ends 0 and n + 1 pay -1 and 1, where Blue may only push
// the token right and Red only left (seed 004's tug of war, Example 37, with each player held to
// the direction Theorem 35's optimal strategies choose; graph.tug_of_war lets both go either way).
PayoffGame payoff_push_path(Vertex n) {
  std::vector<std::pair<std::uint32_t, std::uint32_t>> right, left;
  for (Vertex v = 1; v <= n; ++v) right.emplace_back(v, v + 1), left.emplace_back(v, v - 1);
  return {compress(n + 2, right), compress(n + 2, left), {{0, Rational(-1)}, {n + 1, Rational(1)}}};
}

// A random game graph: terminals 0 .. t-1 paying from `payoffs`, every other vertex with one to
// three Blue and Red moves anywhere (cycles are common), or only to lower vertices when acyclic.
PayoffGame payoff_random_game(std::mt19937& rng, const std::vector<Rational>& payoffs, bool acyclic = false) {
  const Vertex n = 3 + rng() % 6, t = 1 + rng() % 3;
  std::vector<std::pair<std::uint32_t, std::uint32_t>> blue, red;
  for (Vertex v = t; v < n; ++v)
    for (auto* edges : {&blue, &red})
      for (unsigned k = 0, moves = 1 + rng() % 3; k < moves; ++k) edges->emplace_back(v, rng() % (acyclic ? v : n));
  PayoffGame g{compress(n, blue), compress(n, red), {}};
  for (Vertex v = 0; v < t; ++v) g.terminals.emplace_back(v, payoffs[rng() % payoffs.size()]);
  return g;
}

// Alternating play on the game graph: +1 when Blue (Left) forces a terminal of the greatest
// payoff, -1 when Red forces the least, 0 otherwise (a draw: a terminal between, or play that
// never ends). Iterated from "undecided" until nothing changes: a win needs a move to a won
// position, a loss every move to a lost one.
std::vector<std::array<int, 2>> payoff_play(const PayoffGame& g) {
  const std::size_t n = g.blue.size();
  Rational lo = g.terminals[0].second, hi = lo;
  for (const auto& [v, x] : g.terminals) lo = std::min(lo, x), hi = std::max(hi, x);
  std::vector<std::array<int, 2>> r(n, {0, 0});  // r[v][0]: Left to move, r[v][1]: Right to move
  std::vector<bool> terminal(n, false);
  for (const auto& [v, x] : g.terminals) {
    terminal[v] = true;
    const int w = x == hi && x != lo ? 1 : x == lo && x != hi ? -1 : 0;
    r[v] = {w, w};
  }
  for (bool changed = true; changed;) {
    changed = false;
    for (Vertex v = 0; v < n; ++v) {
      if (terminal[v]) continue;
      for (int side = 0; side < 2; ++side) {
        const int me = side == 0 ? 1 : -1;  // the mover's win
        const auto moves = side == 0 ? g.blue.of(v) : g.red.of(v);
        bool win = false, lose = true;
        for (Vertex w : moves) win = win || r[w][1 - side] == me, lose = lose && r[w][1 - side] == -me;
        const int now = win ? me : lose ? -me : 0;
        if (now != r[v][side]) r[v][side] = now, changed = true;
      }
    }
  }
  return r;
}

// CGSuite's outcome class from who wins with Left first and with Right first (Value::outcome's
// classes): +1 Left wins, -1 Right wins, 0 a draw.
LoopyOutcome payoff_outcome_class(int left_first, int right_first) {
  static const LoopyOutcome table[3][3] = {
      // right first: Right wins, draw, Left wins
      {LoopyOutcome::R, LoopyOutcome::PCheck, LoopyOutcome::P},     // Left first: Right wins
      {LoopyOutcome::NCheck, LoopyOutcome::D, LoopyOutcome::PHat},  // Left first: draw
      {LoopyOutcome::N, LoopyOutcome::NHat, LoopyOutcome::L}};      // Left first: Left wins
  return table[left_first + 1][right_first + 1];
}

// The error payoff_graph refuses g with, if any.
std::optional<InvalidArgument> payoff_graph_error(const PayoffGame& g, PayoffReading reading) {
  try {
    payoff_graph(g.view(), reading);
  } catch (const InvalidArgument& e) {
    return e;
  }
  return std::nullopt;
}

}  // namespace

TEST_CASE("loopy payoffs: a push path with one inner vertex is +-on (outcomes) and +-1 (numbers), by hand",
          "[cgt][loopy][payoffs]") {
  const PayoffGame g = payoff_push_path(1);
  // Vertex 1: Blue moves to the end paying 1, Red to the end paying -1.
  CHECK(payoff_value(g.view(), 1, PayoffReading::outcome) == parse("{on|off}"));
  CHECK(loopy::to_string(payoff_value(g.view(), 1, PayoffReading::outcome)) == "+-on");
  CHECK(payoff_value(g.view(), 1, PayoffReading::number) == parse("+-1"));
  // The ends themselves.
  CHECK(payoff_value(g.view(), 2, PayoffReading::outcome) == Value(Stopper::on()));
  CHECK(payoff_value(g.view(), 0, PayoffReading::number) == parse("-1"));
}

TEST_CASE("loopy payoffs: a push path with two inner vertices never ends when the first move is the wrong way",
          "[cgt][loopy][payoffs]") {
  // v1 = {v2 | off}, v2 = {on | v1}: from v1 Blue's only move goes to v2, where Red's only move
  // returns, so Blue first at v1 is a draw and Red first wins; v2 mirrors it. By hand: NCheck at
  // v1 (Right wins moving first, a draw if Left starts), NHat at v2.
  const PayoffGame g = payoff_push_path(2);
  CHECK(payoff_value(g.view(), 1, PayoffReading::outcome).outcome() == LoopyOutcome::NCheck);
  CHECK(payoff_value(g.view(), 2, PayoffReading::outcome).outcome() == LoopyOutcome::NHat);
  // The values are each other's negatives (the game is symmetric under Blue <-> Red, v1 <-> v2).
  CHECK(payoff_value(g.view(), 1, PayoffReading::outcome) == -payoff_value(g.view(), 2, PayoffReading::outcome));
  CHECK(payoff_value(g.view(), 1, PayoffReading::number) == -payoff_value(g.view(), 2, PayoffReading::number));
}

TEST_CASE("loopy payoffs: the outcome reading's outcome classes are those of alternating play, on random graphs",
          "[cgt][loopy][payoffs]") {
  std::mt19937 rng(2711);
  const std::vector<Rational> payoffs{Rational(-1), Rational(0), Rational(1)};
  std::set<LoopyOutcome> seen;
  for (int trial = 0; trial < 150; ++trial) {
    const PayoffGame g = payoff_random_game(rng, payoffs);
    bool levels = false;
    for (const auto& t : g.terminals) levels = levels || t.second != g.terminals[0].second;
    if (!levels) {
      CHECK_THROWS_AS(payoff_graph(g.view(), PayoffReading::outcome), InvalidArgument);
      continue;
    }
    const auto play = payoff_play(g);
    for (Vertex v = 0; v < g.blue.size(); ++v) {
      const LoopyOutcome o = payoff_value(g.view(), v, PayoffReading::outcome).outcome();
      INFO("trial " << trial << " vertex " << v);
      CHECK(o == payoff_outcome_class(play[v][0], play[v][1]));
      seen.insert(o);
    }
  }
  CHECK(seen.size() == 9);  // every class met, the draws and hatted ones included
}

TEST_CASE("loopy payoffs: the number reading of an acyclic graph is the short game built from its options, by both paths",
          "[cgt][loopy][payoffs]") {
  std::mt19937 rng(2712);
  const std::vector<Rational> payoffs{Rational(-2), Rational(0), Rational(1, 2), Rational(3)};
  for (int trial = 0; trial < 60; ++trial) {
    // Edges only to lower vertices, so play ends: vertex v's short game from those below it.
    const PayoffGame g = payoff_random_game(rng, payoffs, true);
    const Vertex n = static_cast<Vertex>(g.blue.size()), t = static_cast<Vertex>(g.terminals.size());
    std::vector<Game> shorts;
    for (Vertex v = 0; v < n; ++v) {
      if (v < t) {
        shorts.push_back(Game::number(*Dyadic::from_rational(g.terminals[v].second)));
        continue;
      }
      std::vector<Game> lefts, rights;
      for (Vertex w : g.blue.of(v)) lefts.push_back(shorts[w]);
      for (Vertex w : g.red.of(v)) rights.push_back(shorts[w]);
      shorts.push_back(Game::from_options(lefts, rights));
    }
    for (Vertex v = 0; v < n; ++v) {
      const Value x = payoff_value(g.view(), v, PayoffReading::number);
      INFO("trial " << trial << " vertex " << v);
      CHECK(x == Value(Stopper::from_short(shorts[v])));
      CHECK(x.onside().is_loopfree());
      // The short engine's path (payoff_value takes it here) against the stoppers' simplification
      // of the same graph, which knows nothing of short games.
      std::vector<Vertex> roots{v};
      const Graph reachable = restrict_to_reachable(payoff_graph(g.view(), PayoffReading::number), roots);
      CHECK(x == Value::from_graph(reachable, roots[0]));
    }
  }
}

TEST_CASE("loopy payoffs: errors name the payoffs and the start, Ctrl-C and the memory guard stop large graphs",
          "[cgt][loopy][payoffs][limits]") {
  PayoffGame g = payoff_push_path(1);
  g.terminals[1].second = Rational(1, 3);
  auto e = payoff_graph_error(g, PayoffReading::number);
  REQUIRE(e);
  CHECK(e->role == "payoffs");
  CHECK(std::string(e->what()).find("terminal 3 pays 1/3, which is not a dyadic rational") != std::string::npos);
  g.terminals[1].second = Rational(-1);
  e = payoff_graph_error(g, PayoffReading::outcome);
  REQUIRE(e);
  CHECK(e->role == "payoffs");
  CHECK(std::string(e->what()).find("every terminal pays -1") != std::string::npos);
  CHECK_THROWS_AS(payoff_value(g.view(), 3, PayoffReading::number), InvalidArgument);

  // 2000 inner vertices: a cycle of alternating play no one leaves (no stopper), whose sides
  // need orders of 4 million pairs of positions.
  const PayoffGame big = payoff_push_path(2000);
  {
    alea::test::DelayedInterrupt interrupt;
    CHECK_THROWS_AS(payoff_value(big.view(), 1000, PayoffReading::outcome), Interrupted);
  }
  const std::uint64_t saved = memory_limit();
  set_memory_limit(1 << 20);
  CHECK_THROWS_AS(payoff_value(big.view(), 1000, PayoffReading::outcome), LimitExceeded);
  // A payoff of 2^40 is a chain of 2^40 + 1 positions in the number reading: refused as it grows.
  PayoffGame huge = payoff_push_path(1);
  huge.terminals[1].second = Rational(BigInt(1) << 40);
  CHECK_THROWS_AS(payoff_value(huge.view(), 1, PayoffReading::number), LimitExceeded);
  set_memory_limit(saved);
}
