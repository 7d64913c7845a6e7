#pragma once
// Optimal play of the random-turn game (seed 004, section 3.2): the optimal moves (Definition
// 32's edges of steepest ascent and descent), Theorem 35's strategies (a steepest edge on a
// shortest steepest path to T), and play under a pair of strategies as a Markov chain absorbed
// exactly: where it ends, with what probability, and how long it lasts.
#include <cstdint>
#include <optional>
#include <vector>

#include "core/rational.hpp"
#include "graph/game.hpp"

namespace alea::graph {

// All optimal moves: blue successors attaining x+(v), red ones attaining x-(v) (empty on
// terminals).
struct OptimalMoves {
  std::vector<std::vector<Vertex>> blue, red;
};
template <class S>
OptimalMoves optimal_moves(const Game& g, const std::vector<S>& x);

// Theorem 35's strategies for values x. distance[v] is the length of the shortest path of
// steepest ascent (blue) or descent (red) from v to T; no_path where there is none - Lemma 33
// fails there (it can, when E_B != E_R) and the choice falls back to the first steepest edge.
constexpr std::uint32_t no_path = 0xffffffffu;
struct SteepestStrategies {
  std::vector<Vertex> blue, red;  // no_vertex on terminals
  std::vector<std::uint32_t> blue_distance, red_distance;
  std::uint64_t blue_without_path = 0, red_without_path = 0;  // Lemma 33 failures
};
template <class S>
SteepestStrategies theorem35_strategies(const Game& g, const std::vector<S>& x);

// Play from `start` with Blue choosing blue[v] and Red red[v], the coin giving Blue the move
// with probability p: the probability of ending at each terminal (those with positive
// probability, increasing vertex order), of never ending, and the expected number of moves
// when the play ends surely. Exact (a linear system in Rational, chain.hpp).
struct PlayOutcome {
  std::vector<std::pair<Vertex, Rational>> ends;
  Rational never_ends;
  std::optional<Rational> expected_length;
  Rational expected_payoff;  // over the plays that end
};
PlayOutcome play_outcome(const Game& g, const Rational& p, const std::vector<Vertex>& blue,
                         const std::vector<Vertex>& red, Vertex start);

// The expected number of moves from every vertex under the pair (nullopt where the play may
// never end).
std::vector<std::optional<Rational>> expected_lengths(const Game& g, const Rational& p, const std::vector<Vertex>& blue,
                                                      const std::vector<Vertex>& red);

// G:play(blue, red, {p=, from=}): play under a pair of strategies the user gives, where it ends
// from `start` and the expected length from every vertex, exactly.
struct PairPlay {
  PlayOutcome outcome;
  std::vector<std::optional<Rational>> expected_length;  // per vertex
};
PairPlay strategy_play(const Game& g, const Rational& p, const std::vector<Vertex>& blue,
                       const std::vector<Vertex>& red, Vertex start);

// Everything the Lua call G:optimal_play{p=, from=} returns, in one core call: the game's
// value (least fixed point), Theorem 35's strategies, and play under them from `start`.
struct OptimalPlay {
  std::vector<Rational> value;
  OptimalMoves moves;
  SteepestStrategies strategies;
  PlayOutcome outcome;
  std::vector<std::optional<Rational>> expected_length;  // per vertex
};
OptimalPlay optimal_play(const Game& g, const Rational& p, Vertex start);

}  // namespace alea::graph
