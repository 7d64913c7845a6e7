#pragma once
// The seed's special algorithms for the Richman function (section 5.1.2), kept as separate
// methods so the tests can hold each against the general solver (random_turn.hpp).
#include <cstdint>
#include <optional>
#include <vector>

#include "core/rational.hpp"
#include "graph/game.hpp"

namespace alea::graph {

// 5.1.2.2: E_B = E_R and out-degree at most 2. With v1, v2 the (possibly equal) successors,
// R is the unique solution of R(v) = (R(v1) + R(v2)) / 2 (p = 1/2: the average of the two is the
// average of the max and the min). Throws InvalidArgument("G") when the game is not of that kind.
std::vector<Rational> degree_two_values(const Game& g);

// 5.1.2.3 (Lazarus et al. [9], theorem 12): undirected graphs (E_B = E_R, symmetric between
// non-terminals). Partial Richman functions grown by paths of the highest average slope between
// two distinct valued vertices through unvalued ones, values placed along each path in
// arithmetic progression; vertices left over take the value of the one valued vertex they
// hang from. `paths` reports how many paths were laid. Throws InvalidArgument("G") otherwise.
struct UndirectedResult {
  std::vector<Rational> values;
  std::uint64_t paths = 0;
};
UndirectedResult undirected_values(const Game& g);

// 5.1.2.4: the R_n ordering and linear programming. Compute R_n (Proposition 31) for n = 0, 1,
// ...; choose v+ and v- attaining R_n+(v) and R_n-(v) (the first in vertex order); solve the
// linear program  R(v) = p R(v+) + (1 - p) R(v-),  R(w) <= R(v+) for blue w,  R(w) >= R(v-) for
// red w,  R = nu on T  (exactly, src/lp). The first feasible program gives R (when the fixed
// point is unique). max_rounds bounds n.
struct OrderingResult {
  std::optional<std::vector<Rational>> values;  // none if no program was feasible within max_rounds
  std::uint64_t rounds = 0;                     // the n that succeeded (or the last tried)
  std::uint64_t programs = 0;                   // linear programs solved (orderings repeat)
};
OrderingResult ordering_lp_values(const Game& g, const Rational& p, std::uint64_t max_rounds);

// Claim 41's linear system for a choice of successors: R(v) = p R(choice_blue(v)) + (1 - p)
// R(choice_red(v)) off T, R = nu on T. Its solution, or none when the system is singular (which
// happens for some valid tie choices: docs/graph.md, Errata).
std::optional<std::vector<Rational>> choice_system(const Game& g, const Rational& p, const std::vector<Vertex>& blue,
                                                   const std::vector<Vertex>& red);

}  // namespace alea::graph
