#pragma once
// Linear programs (src/lp): the problem, its bases and solutions. Solved by GLPK (glpk.hpp) and
// made exact here (exact.hpp). GLPK works on doubles: glp_simplex finds
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

// Throws InvalidArgument when the shapes disagree (a programming error of the caller).
template <class S>
void check_shape(const Problem<S>& p);

// The problem with every entry rounded to the nearest double (GLPK's input).
Problem<double> to_double(const Problem<Rational>& p);

}  // namespace alea::lp
