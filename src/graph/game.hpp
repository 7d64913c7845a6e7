#pragma once
// Game graphs (seed 004, Definition 2): G = (V, E_B, E_R, T, nu). The token moves along blue
// edges when Blue moves and along red edges when Red moves; the game ends at a terminal t with
// payoff nu(t) to Blue (-nu(t) to Red). Definition 2 requires that terminals have no moves and
// that every other vertex reaches a terminal along blue edges and, separately, along red edges.
//
// Vertices are 0 .. n-1 in C++. Messages number them from 1 (or use their names), as the
// user does in Lua, so the binding passes indices minus one and every message reads right.
#include <cstddef>
#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "core/rational.hpp"
#include "digraph/compressed.hpp"

namespace alea::graph {

using Vertex = std::uint32_t;
constexpr Vertex no_vertex = 0xffffffffu;

// Successor lists in compressed rows (src/digraph): the heads of the edges leaving v, sorted and
// without repeats. make_adjacency builds them from edge lists in any order.
using Adjacency = CompressedDigraph;
inline Adjacency make_adjacency(std::size_t n, std::vector<std::pair<Vertex, Vertex>> edges) {
  return compress(n, std::move(edges));
}

class Game {
 public:
  // Validates Definition 2 (validate.cpp) and throws InvalidArgument naming the input at
  // fault ("blue", "red", "edges", "terminals", "names") and the vertex. `red` null means
  // E_R = E_B (one shared table). Terminal payoffs are exact; doubles enter through
  // rational_from_double.
  Game(Adjacency blue, std::shared_ptr<const Adjacency> red,
       std::vector<std::pair<Vertex, Rational>> terminals, std::vector<std::string> names = {});
  Game(Adjacency blue, std::vector<std::pair<Vertex, Rational>> terminals,
       std::vector<std::string> names = {})
      : Game(std::move(blue), nullptr, std::move(terminals), std::move(names)) {}

  std::size_t size() const { return blue_->size(); }
  const Adjacency& blue() const { return *blue_; }
  const Adjacency& red() const { return *red_; }
  // E_B = E_R as sets at every vertex (the games of [10, 9], tug of war, monotone selection).
  bool same_colours() const { return same_colours_; }

  bool terminal(Vertex v) const { return terminal_index_[v] != no_vertex; }
  std::size_t terminal_count() const { return terminals_.size(); }
  const std::vector<Vertex>& terminals() const { return terminals_; }
  const Rational& payoff(Vertex v) const { return payoff_[terminal_index_[v]]; }
  double payoff_double(Vertex v) const { return payoff_double_[terminal_index_[v]]; }
  // r_min and r_max of the seed: the least and greatest payoffs.
  const Rational& min_payoff() const { return min_payoff_; }
  const Rational& max_payoff() const { return max_payoff_; }
  // The distinct payoffs, increasing (r_1 < ... < r_n of section 4.2).
  std::vector<Rational> payoff_levels() const;

  // Whether every payoff was given exactly (integers, rats). Payoffs from floats are kept as their
  // exact binary values, but exact=auto then computes in doubles (docs/guide.md, the one rule).
  bool exact_payoffs() const { return exact_payoffs_; }
  void mark_float_payoffs() { exact_payoffs_ = false; }

  const std::vector<std::string>& names() const { return names_; }
  // "v7" style label for messages and DOT: the name, or the number from 1.
  std::string label(Vertex v) const;

  // The same graph with other payoffs (section 4.2's games G_k; bidding on a win level).
  Game with_payoffs(std::vector<std::pair<Vertex, Rational>> terminals) const;
  // G' = (V, E_R, E_B, T, -nu): Red's game seen as Blue's. Its least fixed point at 1 - p is
  // minus the greatest fixed point of G at p.
  Game mirrored() const;

  std::uint64_t memory_bytes() const;

  // The same vertices, moves (in the same order), terminals, payoffs (and whether they came from
  // floats) and names: two games built from the same description, whatever built them.
  bool operator==(const Game& other) const;

 private:
  std::shared_ptr<const Adjacency> blue_, red_;
  bool same_colours_ = false;
  std::vector<Vertex> terminal_index_;  // per vertex: index into terminals_, or no_vertex
  std::vector<Vertex> terminals_;
  std::vector<Rational> payoff_;
  std::vector<double> payoff_double_;
  Rational min_payoff_, max_payoff_;
  bool exact_payoffs_ = true;
  std::vector<std::string> names_;
};

// The explicit game as the Lua table gives it: vertices 0 .. n-1 (the binding subtracts one),
// edges per colour and for both, terminal payoffs, optional names. Vertex numbers are signed so
// that a bad number reaches the check and its message instead of wrapping around.
struct GameSpec {
  std::int64_t n = 0;
  std::vector<std::pair<std::int64_t, std::int64_t>> blue, red, edges;
  std::vector<std::pair<std::int64_t, Rational>> terminals;
  std::vector<std::string> names;
  bool exact_payoffs = true;  // false when some payoff came from a float
};
Game make_game(const GameSpec& spec);
// n within 1 .. 2^32 - 2 (role "n"): checked first, before the edges and terminals that need it.
void check_vertex_count(std::int64_t n);
// The peak bytes of making a game of `vertices` and `edges` (of one colour; twice for two): its
// adjacency (8 per vertex, 4 per edge), terminal index (4 per vertex), and Definition 2's check,
// which reverses the adjacency and keeps a queue and a bit per vertex (4 bytes of slack per
// vertex for the allocator; issue 31: tug_of_war's 32 bytes per vertex were 1.4 times low).
// Saturating: a huge size is refused, never wrapped.
std::uint64_t game_bytes(std::uint64_t vertices, std::uint64_t edges);

// True when no play can revisit a vertex (every strongly connected component one vertex, no loop).
bool acyclic(const Game& g);

// Payoff from a double, refusing NaN and infinities with the vertex in the message.
Rational payoff_from_double(double x, Vertex v);

}  // namespace alea::graph
