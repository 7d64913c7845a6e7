#pragma once
// Exact pivoting from a basis GLPK found for the rounded data.
#include "lp/verify.hpp"

namespace alea::lp {

// The exact primal simplex in Rational from a primal feasible basis, Bland's rule (so it
// cannot cycle): the fallback when GLPK's basis is optimal only for the rounded data. Checks
// for Ctrl-C per pivot; ends in verify_basis, or with the reason it could not.
Verified pivot_to_optimum(const Problem<Rational>& p, Basis b, std::size_t max_pivots);

}  // namespace alea::lp
