#pragma once
// Pieces shared by the exact verification (verify.cpp) and the exact pivoting
// (pivot.cpp): the basic solution of a basis with its basic slacks eliminated.
#include <optional>
#include <vector>

#include "lp/linear.hpp"

namespace alea::lp::detail {

inline std::vector<std::size_t> indices(const std::vector<bool>& flags, bool wanted) {
  std::vector<std::size_t> r;
  for (std::size_t i = 0; i < flags.size(); ++i)
    if (flags[i] == wanted) r.push_back(i);
  return r;
}

inline Rational row_value(const std::vector<Rational>& row, const std::vector<Rational>& x) {
  Rational s = 0;
  for (std::size_t j = 0; j < x.size(); ++j)
    if (x[j] != 0) s += row[j] * x[j];
  return s;
}

inline bool meets(Sense s, const Rational& v, const Rational& b) {
  return s == Sense::at_least ? v >= b : s == Sense::at_most ? v <= b : v == b;
}

// A[T][J], or its transpose: the basis system once the basic slacks are eliminated.
inline Matrix<Rational> basis_matrix(const Problem<Rational>& p, const std::vector<std::size_t>& T,
                                     const std::vector<std::size_t>& J, bool transpose) {
  Matrix<Rational> k(T.size(), std::vector<Rational>(J.size()));
  for (std::size_t r = 0; r < T.size(); ++r)
    for (std::size_t c = 0; c < J.size(); ++c) (transpose ? k[c][r] : k[r][c]) = p.a[T[r]][J[c]];
  return k;
}

inline std::vector<Rational> pick(const std::vector<Rational>& v, const std::vector<std::size_t>& at) {
  std::vector<Rational> r;
  for (std::size_t i : at) r.push_back(v[i]);
  return r;
}

// The basic solution of a basis: x with the tight rows T at their bounds and the nonbasic
// columns at 0 (A[T][J] x_J = b_T), or the multipliers y, 0 on basic slacks (A[T][J]^T y_T = c_J).
inline std::optional<std::vector<Rational>> basic_solution(const Problem<Rational>& p, const std::vector<std::size_t>& T,
                                                           const std::vector<std::size_t>& J, bool dual) {
  auto s = solve_linear(basis_matrix(p, T, J, dual), dual ? pick(p.objective, J) : pick(p.rhs, T));
  if (!s) return std::nullopt;
  const auto& at = dual ? T : J;
  std::vector<Rational> v(dual ? p.rows() : p.cols(), Rational(0));
  for (std::size_t k = 0; k < at.size(); ++k) v[at[k]] = (*s)[k];
  return v;
}
inline std::optional<std::vector<Rational>> basic_x(const Problem<Rational>& p, const std::vector<std::size_t>& T,
                                                    const std::vector<std::size_t>& J) {
  return basic_solution(p, T, J, false);
}
inline std::optional<std::vector<Rational>> basic_y(const Problem<Rational>& p, const std::vector<std::size_t>& T,
                                                    const std::vector<std::size_t>& J) {
  return basic_solution(p, T, J, true);
}

// c_j - sum_i y_i a_ij: the objective's rate of change as column j rises with the tight rows held.
inline Rational reduced_cost(const Problem<Rational>& p, const std::vector<Rational>& y,
                             const std::vector<std::size_t>& T, std::size_t j) {
  Rational d = p.objective[j];
  for (std::size_t i : T)
    if (y[i] != 0) d -= y[i] * p.a[i][j];
  return d;
}

}  // namespace alea::lp::detail
