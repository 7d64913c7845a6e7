#pragma once
// GLPK's simplex on a problem in doubles.
#include "lp/problem.hpp"

namespace alea::lp {

// GLPK's simplex in doubles, then glp_exact when `exact_simplex`. Checks for Ctrl-C between
// chunks of iterations. Throws Error when GLPK finds no optimum (infeasible or unbounded).
Solution<double> solve_glpk(const Problem<double>& p, bool exact_simplex);

}  // namespace alea::lp
