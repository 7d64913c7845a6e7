#pragma once
// Linear programs solved by GLPK and made exact here. GLPK works on doubles: glp_simplex finds
// an optimal basis, glp_exact (its rational simplex) confirms it for the data rounded to double.
// The basis is then re-solved in Rational on the true data and accepted only when it is
// primal and dual feasible there, which by weak duality proves it optimal for the true LP.
//
// Form: maximize c^T x subject to a_i x (>= | <= | =) b_i for every row i, and x_j >= 0 for
// every column j unless it is free. Dense rows: the programs here (matrix games) are dense.
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "core/rational.hpp"

namespace alea::lp {

template <class S>
using Matrix = std::vector<std::vector<S>>;

enum class Sense { at_least, at_most, equal };

template <class S>
struct Problem {
  Matrix<S> a;                  // rows() x cols()
  std::vector<Sense> sense;     // per row
  std::vector<S> rhs;           // per row
  std::vector<S> objective;     // per column, maximized
  std::vector<bool> free;       // per column; false means x_j >= 0
  std::size_t rows() const { return a.size(); }
  std::size_t cols() const { return objective.size(); }
};

// Which variables are basic: a row's slack (its value a_i x) or a column. Exactly rows() of
// them are basic; a nonbasic slack sits at its row's bound b_i, a nonbasic column at 0.
struct Basis {
  std::vector<bool> row_basic, col_basic;
};

template <class S>
struct Solution {
  std::vector<S> x;  // per column
  // Per row, with the signs of the dual "minimize b^T y, A^T y >= c (= c on free columns)":
  // y_i <= 0 on >= rows, y_i >= 0 on <= rows, free on = rows.
  std::vector<S> y;
  S value;  // c^T x (= b^T y at an optimum)
  Basis basis;
};

// Throws InvalidArgument naming `what` when the shapes disagree.
template <class S>
void check_shape(const Problem<S>& p, const std::string& what);

// GLPK's simplex in doubles, then glp_exact when `exact_simplex`. Checks for Ctrl-C between
// chunks of iterations. Throws Error when GLPK finds no optimum (infeasible or unbounded).
Solution<double> solve_glpk(const Problem<double>& p, bool exact_simplex);

// The verdict on a basis for the exact data: the solution when it is optimal, else the reason.
struct Verified {
  std::optional<Solution<Rational>> solution;
  std::string reason;
};
Verified verify_basis(const Problem<Rational>& p, const Basis& b);

// The exact primal simplex in Rational from a primal feasible basis, Bland's rule (so it
// cannot cycle): the fallback when GLPK's basis is optimal only for the rounded data. Checks
// for Ctrl-C per pivot; ends in verify_basis, or with the reason it could not.
Verified pivot_to_optimum(const Problem<Rational>& p, Basis b, std::size_t max_pivots);

// x with m x = b for a square m, by fraction-free (Bareiss) elimination over integers after
// clearing each row's denominators; nullopt when m is singular. Checks for Ctrl-C per pivot.
std::optional<std::vector<Rational>> solve_linear(const Matrix<Rational>& m, const std::vector<Rational>& b);

// The problem with every entry rounded to the nearest double (GLPK's input).
Problem<double> to_double(const Problem<Rational>& p);

// An answer verified in Rational, or (exact empty) GLPK's answer in doubles and why not.
template <template <class> class T>
struct ExactOr {
  std::optional<T<Rational>> exact;
  T<double> approx;
  std::string reason;
};

// GLPK (doubles, then its exact simplex) and the exact verification of its basis.
using ExactResult = ExactOr<Solution>;
ExactResult solve_exact(const Problem<Rational>& p);

}  // namespace alea::lp
