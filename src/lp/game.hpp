#pragma once
// Two-player zero-sum matrix games by linear programming (src/lp). The row player picks a
// row, the column player a column, and the row player receives a[i][j]. Its optimal mixed
// strategy q solves: maximize v subject to sum_i q_i a[i][j] >= v for every column j,
// sum_i q_i = 1, q >= 0. The multipliers of the column rows are the column player's optimal
// strategy (with the sign flipped), and the optimal v is the value of the game.
#include <optional>
#include <string>
#include <vector>

#include "lp/exact.hpp"
#include "core/rational.hpp"

namespace alea::lp {

template <class S>
struct GameSolution {
  S value;
  std::vector<S> row;     // the row player's optimal mixed strategy
  std::vector<S> column;  // the column player's
};

// The LP above: columns q_1..q_n (>= 0) and v (free); rows: one per column of a, then sum q = 1.
// Throws InvalidArgument for an empty or ragged matrix, LimitExceeded past the memory guard.
template <class S>
Problem<S> game_problem(const Matrix<S>& a, bool exact);

// Throws LimitExceeded when the LP of a rows x cols game would not fit the memory guard.
void require_game_memory(std::size_t rows, std::size_t cols, bool exact);

// min over columns j of sum_i q_i a[i][j]: what q guarantees against every pure reply.
template <class S>
S guarantee(const Matrix<S>& a, const std::vector<S>& q);
// max over rows i of sum_j a[i][j] p_j: the most p concedes against any pure row.
template <class S>
S concession(const Matrix<S>& a, const std::vector<S>& p);

// GLPK's simplex in doubles.
GameSolution<double> solve_game(const Matrix<double>& a);

// GLPK, then the exact verification of its basis, then the game's own certificate
// guarantee(q) = value = concession(p) in Rational. `exact` is empty when either fails, with
// `reason`; `approx` is GLPK's answer in doubles.
using ExactGame = ExactOr<GameSolution>;
ExactGame solve_game_exact(const Matrix<Rational>& a);

}  // namespace alea::lp
