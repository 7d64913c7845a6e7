#pragma once
// The dual LP of approximation.hpp in doubles for n up to 12, by a primal-dual interior-point
// method (Mehrotra's predictor-corrector) whose linear algebra is Walsh transforms. In standard
// form, z = (u, v) >= 0 and psi = u - v:
//   maximize (f, -f) . z  subject to  A (u - v) = 0,  1 . (u + v) = 1,
// A the rows chi_S (|S| <= d, the M low sets L) of the Walsh matrix H (H_{S,x} = chi_S(x),
// H H^T = 2^n I). Its dual, minimize y_0 subject to y_0 >= |f(x) - p(x)|, p = sum y_S chi_S, is
// the best approximation itself, so y is the primal polynomial of approximation.cpp's
// certificates and z its psi (the same layout as GLPK's solution of that LP).
//
// Each iteration solves the normal equations B D B^T dy = r (D = z / s). Their block A W A^T,
// W = diag(d_u + d_v), has the entry sum_x w(x) chi_S(x) chi_T(x) = what(S xor T) at (S, T): one
// transform of w and a gather, then a dense Cholesky of M columns. Past half of the sets the
// complement is smaller: G = H W H^T has the inverse P = H W^{-1} H^T / 4^n, and
// (G_LL)^{-1} = P_LL - P_LH (P_HH)^{-1} P_HL, a Cholesky of the 2^n - M high sets instead; so the
// dense factor has min(M, 2^n - M) <= 1,586 columns at n = 12 (d = 5 and 6), where the LP over
// every point has 8,192 columns and up to 4,096 rows. The norm row is a border (its Schur
// complement); every solve is refined against the true operator (two transforms), which also
// mends the cancellation of the complement's difference.
#include <cstdint>
#include <functional>
#include <vector>

#include "boolfn/table/bit_table.hpp"
#include "lp/problem.hpp"

namespace alea::boolfn::measure {

constexpr int max_interior_point_variables = 12;

// The memory of approximation_interior_point for n variables and M low sets (bytes, saturating).
std::uint64_t interior_point_bytes(int n, std::uint64_t low_sets);

// x = (u, v) (2^(n+1) entries), y = (y_0, y_S for each of `sets` in order), value <f, psi>.
// Doubles only: the caller certifies (approximation.cpp). Checks Ctrl-C at least every 64 rows
// of a factorization; reports iterations through Progress.
// `enough` is asked at every iteration once the duality gap is below 1e-2 and ends the
// iterations when it says yes.
lp::Solution<double> approximation_interior_point(const Words& bits, int n, const std::vector<std::uint64_t>& sets,
                                                  const std::function<bool(const lp::Solution<double>&)>& enough = {});

}  // namespace alea::boolfn::measure
