// Seed 004 reproduced: Figure 3.2.1, Example 5, section 3.2.3 (selection games, Theorems 21 and
// 22 through the Fourier coefficients computed here directly), and the counterexamples to
// Proposition 34 and Lemma 33 when E_B != E_R, found smallest by exhaustive search.
#include <catch2/catch.hpp>

#include <bit>

#include "core/errors.hpp"
#include "graph/builtin.hpp"
#include "graph/play.hpp"
#include "graph/random_turn.hpp"
#include "graph/richman.hpp"
#include "graph/solve/certify.hpp"
#include "support.hpp"

using namespace alea;
using namespace alea::graph;

TEST_CASE("[seed004 §3.2.2] Figure 3.2.1: tug of war with n = 3", "[graph][seed004 §3.2.2]") {
  auto rows = fixtures::seed_table("figure_3_2_1");
  auto g = tug_of_war(3);
  auto v = richman(g);
  REQUIRE(rows.size() == g.size());
  for (std::size_t i = 0; i < rows.size(); ++i) {
    CHECK(g.label(i) == std::to_string(i + 1));
    CHECK(v.low[i] == parse_rational(rows[i]["richman"]));
  }
  CHECK(g.terminal(0));
  CHECK(g.terminal(4));
}

TEST_CASE("[seed004 §2.1] Example 5: the 3x3 tic-tac-toe graph has 18,753 positions", "[graph][seed004 §2.1]") {
  auto rows = fixtures::seed_table("literature");
  auto g = tic_tac_toe(3);
  CHECK(std::to_string(g.size()) == rows[1]["value"]);
  CHECK(g.terminal_count() == 7660);
  // Random-turn values with biased coins: antisymmetric in p (swap colours and the board's
  // marks), 0 with a fair coin, exact over 3^9 or 5^9.
  auto half = random_turn(g, Rational(1, 2));
  CHECK(half.low[0] == 0);
  CHECK(random_turn(g, Rational(2, 3)).low[0] == Rational(3983, 6561));
  CHECK(random_turn(g, Rational(1, 3)).low[0] == Rational(-3983, 6561));
  CHECK(random_turn(g, Rational(3, 5)).low[0] == Rational(753301, 1953125));
}

namespace {

// E[f | x_J] and the Fourier coefficients of f restricted to x_J, by summing over completions.
struct Restricted {
  Rational mean;
  std::vector<Rational> coefficient;  // f|x_J ^(i) = E[f(x) x_i | x_J] for free i
};

Restricted restrict(const std::vector<Rational>& f, int n, const std::vector<int>& cells) {
  Restricted r;
  r.coefficient.assign(n, Rational(0));
  int count = 0;
  for (std::uint32_t x = 0; x < (1u << n); ++x) {
    bool fits = true;
    for (int i = 0; i < n; ++i)
      if (cells[i] != 0 && ((x >> i & 1) ? 1 : -1) != cells[i]) fits = false;
    if (!fits) continue;
    ++count;
    r.mean += f[x];
    for (int i = 0; i < n; ++i) r.coefficient[i] += (x >> i & 1) ? f[x] : -f[x];
  }
  r.mean /= count;
  for (auto& c : r.coefficient) c /= count;
  return r;
}

}  // namespace

TEST_CASE("[seed004 §3.2.3] selection games: R(x_J) = E[f | x_J], f^(i) = (R(x+i) - R(x-i))/2, optimal moves "
          "maximize f^(i) (Theorems 21, 22)",
          "[graph][seed004 §3.2.3]") {
  std::mt19937_64 rng(323);
  for (int trial = 0; trial < 40; ++trial) {
    const int n = 2 + trial % 4;
    std::vector<Rational> f(1u << n);
    const bool boolean = trial % 2 == 0;
    for (auto& v : f) v = boolean ? Rational(rng() % 2 ? 1 : -1) : Rational(static_cast<long long>(rng() % 7) - 3, 2);
    auto g = selection_game(n, f, true);
    auto R = richman(g).low;
    CHECK(R[0] == restrict(f, n, std::vector<int>(n, 0)).mean);  // Theorem 21
    auto moves = optimal_moves(g, R);
    for (Vertex v = 0; v < g.size(); ++v) {
      const auto cells = cells_of(g.label(v));
      const auto r = restrict(f, n, cells);
      CHECK(R[v] == r.mean);
      if (g.terminal(v)) continue;
      // Children: setting variable i to +1 (blue edge) and -1 (red edge).
      Rational best = -1000;
      std::vector<Vertex> plus(n, no_vertex), minus(n, no_vertex);
      for (Vertex u : g.blue().of(v)) {
        const auto c = cells_of(g.label(u));
        for (int i = 0; i < n; ++i)
          if (c[i] != cells[i]) plus[i] = u;
      }
      for (Vertex u : g.red().of(v)) {
        const auto c = cells_of(g.label(u));
        for (int i = 0; i < n; ++i)
          if (c[i] != cells[i]) minus[i] = u;
      }
      std::vector<Vertex> argmax_blue, argmin_red;
      for (int i = 0; i < n; ++i) {
        if (cells[i] != 0) continue;
        CHECK(r.coefficient[i] == (R[plus[i]] - R[minus[i]]) / 2);
        best = std::max(best, r.coefficient[i]);
      }
      for (int i = 0; i < n; ++i)
        if (cells[i] == 0 && r.coefficient[i] == best) {
          argmax_blue.push_back(plus[i]);
          argmin_red.push_back(minus[i]);
        }
      std::sort(argmax_blue.begin(), argmax_blue.end());
      std::sort(argmin_red.begin(), argmin_red.end());
      CHECK(moves.blue[v] == argmax_blue);  // Theorem 22, and Theorem 21: the same variables for Red
      CHECK(moves.red[v] == argmin_red);
    }
  }
}

TEST_CASE("Theorem 21 with a biased coin: the value is E_p[f] (p-biased product measure)", "[graph][seed004 §3.1]") {
  // Induction as in the seed's proof: with mu = E_p[f | x_J] and D_i = E[f | x_i = 1] - E[f | x_i = -1],
  // Blue's best child is mu + (1-p) max D_i and Red's best is mu - p max D_i (the same variable),
  // so p (mu + (1-p) D) + (1-p)(mu - p D) = mu. Checked here on random f, not only monotone ones.
  std::mt19937_64 rng(21);
  for (int trial = 0; trial < 30; ++trial) {
    const int n = 2 + trial % 4;
    std::vector<Rational> f(1u << n);
    for (auto& v : f) v = Rational(static_cast<long long>(rng() % 9) - 4);
    const Rational p = trial % 2 ? Rational(1, 3) : Rational(4, 5);
    Rational mean = 0;
    for (std::uint32_t x = 0; x < f.size(); ++x) {
      const int ones = std::popcount(x);
      mean += f[x] * pow(p, ones) * pow(1 - p, n - ones);
    }
    CHECK(random_turn(selection_game(n, f, true), p).low[0] == mean);
  }
}

namespace {

// Every game with k non-terminals 0..k-1 and terminals k (payoff 0) and k+1 (payoff 1), each
// colour's successor set of every non-terminal any non-empty subset: calls visit(game, masks).
template <class Visit>
void all_games(int k, bool loops, Visit&& visit) {
  const unsigned subsets = (1u << (k + 2)) - 1;
  std::uint64_t total = 1;
  for (int i = 0; i < 2 * k; ++i) total *= subsets;
  for (std::uint64_t code = 0; code < total; ++code) {
    std::uint64_t c = code;
    GameSpec s;
    s.n = k + 2;
    bool has_loop = false;
    for (int v = 0; v < k; ++v)
      for (auto* edges : {&s.blue, &s.red}) {
        const unsigned mask = static_cast<unsigned>(c % subsets) + 1;
        c /= subsets;
        for (int u = 0; u < k + 2; ++u)
          if (mask >> u & 1) {
            edges->emplace_back(v, u);
            has_loop = has_loop || u == v;
          }
      }
    if (has_loop && !loops) continue;
    s.terminals = {{k, Rational(0)}, {k + 1, Rational(1)}};
    try {
      visit(make_game(s));
    } catch (const InvalidArgument&) {  // not a game by Definition 2
    }
  }
}

}  // namespace

TEST_CASE("[seed004 §3.2.1] Proposition 34 fails when E_B != E_R: the smallest games with many Richman functions",
          "[graph][seed004 §3.2.1][errata]") {
  // One non-terminal x (3 vertices): exactly one game has several fixed points: Blue may stay or
  // lose, Red may stay or lose; every c in [0, 1] is a Richman function (Definition 30).
  int several = 0;
  all_games(1, true, [&](const Game& g) {
    auto v = richman(g);
    if (v.unique) return;
    ++several;
    CHECK(v.low[0] == 0);
    CHECK(v.high[0] == 1);
    CHECK(g.blue().of(0).size() == 2);
    CHECK(certify(g, Rational(1, 2), {Rational(1, 3), Rational(0), Rational(1)}).fixed_point);
  });
  CHECK(several == 1);
  // Without loops it takes two non-terminals (4 vertices); with E_B = E_R it never happens.
  int without_loops = 0, same = 0;
  all_games(2, false, [&](const Game& g) {
    const bool unique = richman(g).unique;
    without_loops += !unique;
    if (g.same_colours()) same += !unique;
  });
  CHECK(without_loops > 0);
  CHECK(same == 0);
  // The 4-vertex one: x0 -> {x1, lose} for Blue, {x1, win} for Red; x1 -> x0 for both.
  auto g = fixtures::game_of(4, {{0, {1, 2}}, {1, {0}}}, {{0, {1, 3}}, {1, {0}}}, {{2, Rational(0)}, {3, Rational(1)}});
  auto v = richman(g);
  CHECK_FALSE(v.unique);
  CHECK(v.low[0] == 0);
  CHECK(v.high[0] == 1);
}

TEST_CASE("[seed004 §3.2.1] Lemma 33 fails when E_B != E_R even with a unique value; Theorem 35's strategy is then "
          "undefined",
          "[graph][seed004 §3.2.1][errata]") {
  // x: Blue may stay or lose, Red must let Blue win. R(x) = 1 is the only fixed point, but the
  // only steepest blue edge is the loop: no steepest ascent path reaches T.
  auto g = fixtures::game_of(3, {{0, {0, 1}}}, {{0, {2}}}, {{1, Rational(0)}, {2, Rational(1)}});
  auto v = richman(g);
  CHECK(v.unique);
  CHECK(v.low[0] == 1);
  auto st = theorem35_strategies(g, v.low);
  CHECK(st.blue_without_path == 1);
  CHECK(st.blue_distance[0] == no_path);
  // Blue's optimal play (staying) still ends the game: Red must move, and moves to Blue's win.
  auto o = play_outcome(g, Rational(1, 2), {0, no_vertex, no_vertex}, {2, no_vertex, no_vertex}, 0);
  CHECK(o.never_ends == 0);
  CHECK(o.expected_payoff == 1);
  CHECK(*o.expected_length == 2);
  // Exhaustively, no game with one edge set and at most two non-terminals has such a vertex.
  int failures = 0;
  all_games(2, true, [&](const Game& h) {
    if (!h.same_colours()) return;
    auto s = theorem35_strategies(h, richman(h).low);
    failures += static_cast<int>(s.blue_without_path + s.red_without_path);
  });
  CHECK(failures == 0);
}

TEST_CASE("[seed004 §6] the Richman function is in NP and coNP: a pair of strategies certifies it both ways",
          "[graph][seed004 §6]") {
  // Given the two strategies, one linear system reproduces R, and the local checks (each choice
  // attains the max or min, nothing is trapped away from r_min / r_max) prove it the least and
  // the greatest fixed point: a polynomial certificate for "R(v) >= q" and for "R(v) <= q".
  std::mt19937_64 rng(6);
  for (int trial = 0; trial < 50; ++trial) {
    fixtures::RandomGameSpec s;
    s.nonterminals = 3 + trial % 10;
    s.same_colours = true;
    auto g = fixtures::random_game(rng, s);
    auto v = richman(g);
    auto c = certify(g, Rational(1, 2), v.low);
    REQUIRE(c.least);
    REQUIRE(c.greatest);
    for (Vertex x = 0; x < g.size(); ++x)
      CHECK(play_outcome(g, Rational(1, 2), c.blue, c.red, x).expected_payoff == v.low[x]);
  }
}
