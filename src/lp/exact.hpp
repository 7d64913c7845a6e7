#pragma once
// Exact linear programming: GLPK finds an optimal basis in doubles (glp_simplex, then glp_exact
// for the data rounded to double); the basis is re-solved in Rational on the true data and
// accepted only when it is primal and dual feasible there, which by weak duality proves it
// optimal for the true LP. Otherwise exact pivoting goes on from it (pivot.hpp).
#include <optional>
#include <string>
#include "lp/problem.hpp"

namespace alea::lp {

// An answer verified in Rational, or (exact empty) GLPK's answer in doubles and why not.
template <template <class> class T>
struct ExactOr {
  std::optional<T<Rational>> exact;
  T<double> approx;
  std::string reason;
};

// GLPK (doubles, then its exact simplex) and the exact verification of its basis.
// glpk_exact = false skips GLPK's exact simplex: the basis found in doubles is verified and, when
// it is not optimal for the exact data, pivoted on in Rational. For data whose rationals are long
// (a row of Chebyshev values of degree 40 has 250-bit denominators) glp_exact spends seconds per
// iteration where Ctrl-C cannot reach it (GLPK has no hook; it is checked between chunks of
// iterations), while the Rational path checks it at every elimination step and pivot.
using ExactResult = ExactOr<Solution>;
ExactResult solve_exact(const Problem<Rational>& p, bool glpk_exact = true);

}  // namespace alea::lp
