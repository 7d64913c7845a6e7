// The exact check of a basis (verify.hpp): a basis reported by GLPK is re-solved in Rational on the true
// data. Primal feasibility (the basic solution meets every row and sign constraint) plus dual
// feasibility (the multipliers solving B^T y = c_B have the right signs and every nonbasic
// reduced cost has the right sign) give c^T x = b^T y for a feasible pair, so by weak duality
// both are optimal: the answer is exact whatever rounding GLPK saw.
#include "core/errors.hpp"
#include "lp/verify.hpp"

#include "lp/basis.hpp"

namespace alea::lp {

namespace {
using namespace detail;

// The dual sign each row's multiplier must have (lp.hpp): <= 0 on >=, >= 0 on <=.
bool dual_sign_ok(Sense s, const Rational& y) {
  return s == Sense::at_least ? y <= 0 : s == Sense::at_most ? y >= 0 : true;
}

std::string where(const char* kind, std::size_t i) { return std::string(kind) + " " + std::to_string(i + 1); }

// Primal: the tight rows T (nonbasic slacks) fix the basic columns J: A[T][J] x_J = b_T.
std::string solve_primal(const Problem<Rational>& p, const std::vector<std::size_t>& T,
                         const std::vector<std::size_t>& J, Solution<Rational>& s) {
  auto x = basic_x(p, T, J);
  if (!x) return "the basis matrix is singular";
  s.x = std::move(*x);
  for (std::size_t j : J)
    if (!p.free[j] && s.x[j] < 0) return "primal infeasible: " + where("column", j) + " = " + to_string(s.x[j]) + " < 0";
  for (std::size_t i = 0; i < p.rows(); ++i)
    if (!meets(p.sense[i], row_value(p.a[i], s.x), p.rhs[i]))
      return "primal infeasible: " + where("row", i) + " is violated";
  return {};
}

// Dual: y = 0 on basic slacks, A[T][J]^T y_T = c_J; then signs and reduced costs.
std::string solve_dual(const Problem<Rational>& p, const std::vector<std::size_t>& T,
                       const std::vector<std::size_t>& J, Solution<Rational>& s) {
  auto y = basic_y(p, T, J);
  if (!y) return "the basis matrix is singular";
  s.y = std::move(*y);
  for (std::size_t i : T)
    if (!dual_sign_ok(p.sense[i], s.y[i])) return "dual infeasible: the multiplier of " + where("row", i) + " has the wrong sign";
  for (std::size_t j = 0; j < p.cols(); ++j) {
    if (s.basis.col_basic[j]) continue;
    Rational d = reduced_cost(p, s.y, T, j);
    if (p.free[j] ? d != 0 : d > 0) return "dual infeasible: " + where("column", j) + " has reduced cost " + to_string(d);
  }
  return {};
}

}  // namespace

Verified verify_basis(const Problem<Rational>& p, const Basis& b) {
  check_shape(p);
  if (b.row_basic.size() != p.rows() || b.col_basic.size() != p.cols())
    return {std::nullopt, "the basis does not match the problem's size"};
  auto T = indices(b.row_basic, false), J = indices(b.col_basic, true);
  if (T.size() != J.size())
    return {std::nullopt, "the basis has " + std::to_string(p.rows() - T.size() + J.size()) + " basic variables, not " +
                              std::to_string(p.rows())};
  Solution<Rational> s;
  s.basis = b;
  if (auto why = solve_primal(p, T, J, s); !why.empty()) return {std::nullopt, why};
  if (auto why = solve_dual(p, T, J, s); !why.empty()) return {std::nullopt, why};
  s.value = row_value(p.objective, s.x);
  Rational dual = 0;
  for (std::size_t i : T) dual += p.rhs[i] * s.y[i];
  if (dual != s.value) return {std::nullopt, "the primal and dual objectives differ"};  // cannot happen: a check of the algebra
  return {std::move(s), {}};
}

}  // namespace alea::lp
