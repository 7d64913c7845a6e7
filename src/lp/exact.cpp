// Exact linear programming (exact.hpp).
#include "lp/exact.hpp"

#include "lp/glpk.hpp"
#include "lp/pivot.hpp"
#include "lp/verify.hpp"

namespace alea::lp {

ExactResult solve_exact(const Problem<Rational>& p, bool glpk_exact) {
  check_shape(p);
  ExactResult r;
  r.approx = solve_glpk(to_double(p), glpk_exact);
  Verified v = verify_basis(p, r.approx.basis);
  if (v.solution) {
    r.exact = std::move(v.solution);
    return r;
  }
  // GLPK's basis is optimal only for the rounded data: pivot on from it in Rational.
  Verified w = pivot_to_optimum(p, r.approx.basis, 20 * (p.rows() + p.cols()));
  if (w.solution) r.exact = std::move(w.solution);
  else r.reason = "GLPK's basis is not optimal for the exact data (" + v.reason + ") and exact pivoting from it failed (" + w.reason + ")";
  return r;
}

}  // namespace alea::lp
