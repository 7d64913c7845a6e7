// The exact half of src/core/lp: a basis reported by GLPK is re-solved in Rational on the true
// data. Primal feasibility (the basic solution meets every row and sign constraint) plus dual
// feasibility (the multipliers solving B^T y = c_B have the right signs and every nonbasic
// reduced cost has the right sign) give c^T x = b^T y for a feasible pair, so by weak duality
// both are optimal: the answer is exact whatever rounding GLPK saw.
#include "core/errors.hpp"
#include "core/lp.hpp"
#include "core/lp_detail.hpp"

namespace alea::lp {

template <class S>
void check_shape(const Problem<S>& p, const std::string& what) {
  auto fail = [&](const std::string& m) { throw InvalidArgument(what + ": " + m); };
  if (p.sense.size() != p.rows()) fail("one sense per row is needed");
  if (p.rhs.size() != p.rows()) fail("one right-hand side per row is needed");
  if (p.free.size() != p.cols()) fail("one free flag per column is needed");
  for (const auto& row : p.a)
    if (row.size() != p.cols()) fail("every row needs one coefficient per column");
}
template void check_shape(const Problem<double>&, const std::string&);
template void check_shape(const Problem<Rational>&, const std::string&);

Problem<double> to_double(const Problem<Rational>& p) {
  Problem<double> d;
  d.a.resize(p.rows());
  for (std::size_t i = 0; i < p.rows(); ++i)
    for (const auto& v : p.a[i]) d.a[i].push_back(alea::to_double(v));
  d.sense = p.sense;
  for (const auto& v : p.rhs) d.rhs.push_back(alea::to_double(v));
  for (const auto& v : p.objective) d.objective.push_back(alea::to_double(v));
  d.free = p.free;
  return d;
}

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
  check_shape(p, "lp.verify_basis");
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

ExactResult solve_exact(const Problem<Rational>& p) {
  check_shape(p, "lp.solve_exact");
  ExactResult r;
  r.approx = solve_glpk(to_double(p), true);
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
