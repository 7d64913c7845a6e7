#pragma once
// The best uniform error of a polynomial of degree <= d for a +-1 function,
//   E(d) = min over p with deg p <= d of max_x |p(x) - f(x)|,
// by linear programming in its dual form (Nisan & Szegedy; Sherstov's "dual polynomials"):
//   E(d) = max { sum_x psi(x) f(x) : sum_x |psi(x)| <= 1, psihat(S) = 0 for |S| <= d },
// psi = u - v with u, v >= 0: one row per set of at most d variables, 2^(n+1) columns. The
// multipliers of its rows are the primal polynomial p = sum_S y_S chi_S and E(d).
//
// exact: the LP in rationals (src/lp: GLPK, then its basis verified in Rational), E(d) exact.
// Otherwise the interior-point method of interior_point.hpp in doubles (n <= 12), and two
// certificates checked exactly: psi, rounded to multiples of
// 2^-40 and projected off the low-degree sets by an exact integer transform, proves
// E(d) >= <psi, f> / |psi|_1; p, rounded the same way, proves E(d) <= max |p - f|.
//
// Symmetric f (f(x) depends on |x| only): a symmetric p of degree d is q(|x|) for a polynomial q
// of degree d (Minsky & Papert), so E(d) = min_q max_k |q(k) - F(k)| over k = 0..n, an LP with
// d + 2 columns (q in Chebyshev polynomials of 1 - 2k/n, which keeps GLPK's doubles tame), exact.
#include <cstdint>
#include <vector>

#include "boolfn/table/bit_table.hpp"
#include "core/rational.hpp"

namespace alea::boolfn::measure {

struct ErrorBounds {
  Rational lower, upper;  // lower <= E(d) <= upper; equal when exact
  bool exact() const { return lower == upper; }
};

// decide (not exact): stop the interior-point iterations as soon as the certificates put E(d)
// on one side of *decide (E(d) > *decide or E(d) <= *decide), all a bisection needs.
ErrorBounds approximation_error(const Words& bits, int n, int d, bool exact, const Rational* decide = nullptr);
// profile[k] = F(k) in {-1, +1}, k = 0..n, k the number of +1 coordinates.
ErrorBounds symmetric_approximation_error(const std::vector<int>& profile, int d);

}  // namespace alea::boolfn::measure
