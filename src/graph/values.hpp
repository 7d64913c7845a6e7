#pragma once
// The values of the random-turn game as the Lua calls G:random_turn, G:richman, G:iterates and
// G:certify ask for them: the one rule of exact or fast (docs/guide.md) decided here, the
// method chosen here, results as Quantities (a rat, or a double with its proven bound).
//
// Exact (p, the payoffs and `exact` allow it): the least and greatest fixed points in Rational,
// each certified (random_turn.hpp), or one of the seed's special algorithms (special.hpp).
// Floating: the bracket of random_turn_bracket; lower <= low <= high <= upper at every vertex,
// so low is reported as lower and high as upper, each within upper - lower of the truth: that
// width is the bound with_error shows.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/number.hpp"
#include "core/quantity.hpp"
#include "graph/game.hpp"
#include "graph/random_turn.hpp"
#include "graph/richman.hpp"

namespace alea::graph {

enum class ValueMethod {
  strategy_iteration,  // the general solver: backward induction on DAGs, strategy iteration on cycles
  degree_two,          // 5.1.2.2: E_B = E_R, out-degree <= 2, p = 1/2: one linear system
  undirected,          // 5.1.2.3: undirected graphs, p = 1/2: paths of the highest average slope
  ordering             // 5.1.2.4: the ordering of R_n and an exact linear program
};

struct ValueOptions {
  Number p = Number::of(Rational(1, 2));
  std::optional<bool> exact;   // nullopt (auto): exact when p and the payoffs are exact
  ValueMethod method = ValueMethod::strategy_iteration;
  BracketOptions bracket;      // the floating mode
  std::uint64_t max_rounds = 1000;  // method ordering: R_0 .. R_max_rounds
};

struct Values {
  bool exact = false;
  std::vector<Quantity> low, high;  // by vertex
  bool unique = false;  // exact: low == high; floating: the bracket closed to the tolerance
  std::string method;   // "backward induction", "strategy iteration", "bracket", "degree two", ...
  // Exact general solver.
  std::uint64_t cyclic_components = 0, largest_component = 0, exact_solves = 0, float_solves = 0, switches = 0;
  // Floating bracket.
  Bracket bracket;
  // Special algorithms: paths laid (undirected), rounds and programs (ordering).
  std::uint64_t paths = 0, rounds = 0, programs = 0;
};

// Throws InvalidArgument("p") for a bad coin, ("exact") for exact=true with float inputs,
// ("method") when a special algorithm does not apply (float mode, p != 1/2, the game's shape),
// LimitExceeded when the ordering finds no feasible program within max_rounds.
Values values(const Game& g, const ValueOptions& options);

// Proposition 31's iterates R_0 .. R_n from below (r_min off T) or above (r_max), exact when p
// and the payoffs are exact (the rule above); doubles otherwise, without a proven bound.
std::vector<std::vector<Quantity>> iterates(const Game& g, std::uint64_t n, bool from_above, const Number& p,
                                            std::optional<bool> exact);

// R+ and R- (Definition 30's notation; x itself on terminals) of x, or of the Richman function
// (the least fixed point at p = 1/2) when x is empty. Exact when x is.
PlusMinus<Quantity> richman_plus_minus(const Game& g, const std::vector<Number>& x);

// Is x a fixed point of F at p (a "Richman function" at p = 1/2), and is it the least or the
// greatest one? Checked exactly (solve/certify.hpp); `failing` is the first vertex where
// F(x) != x. Throws InvalidArgument("x") when x has the wrong length.
struct FixedPointCheck {
  bool fixed_point = false, least = false, greatest = false;
  std::optional<Vertex> failing;
};
FixedPointCheck check_fixed_point(const Game& g, const std::vector<Rational>& x, const Rational& p);

// Resolves the exact flag against p and the payoffs (core/mode.hpp).
bool exact_mode(const Game& g, const Number& p, std::optional<bool> exact);

}  // namespace alea::graph
