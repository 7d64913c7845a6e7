// Exact pivoting (pivot.hpp): the textbook primal simplex over the basis representation
// of verify.cpp (tight rows T = nonbasic slacks, basic columns J). Variables are ordered
// columns first, then row slacks; Bland's rule (the first improving variable enters, ties in
// the ratio test leave by the same order) guarantees termination.
#include <optional>

#include "core/errors.hpp"
#include "core/interrupt.hpp"
#include "lp/pivot.hpp"
#include "lp/basis.hpp"

namespace alea::lp {
namespace {
using namespace detail;

// A nonbasic variable leaving its bound: a column rising (dir +1) or falling (free columns
// only), or a tight row's value moving off its bound (+1 above a >= bound, -1 below a <= bound).
struct Move {
  bool column;
  std::size_t index;
  int dir;
};

std::optional<Move> entering(const Problem<Rational>& p, const Basis& b, const std::vector<Rational>& y,
                             const std::vector<std::size_t>& T) {
  for (std::size_t j = 0; j < p.cols(); ++j) {
    if (b.col_basic[j]) continue;
    Rational d = reduced_cost(p, y, T, j);
    if (d > 0) return Move{true, j, +1};
    if (d < 0 && p.free[j]) return Move{true, j, -1};
  }
  // Loosening tight row i changes the objective at rate dir * y_i (A[T][J]^T y_T = c_J).
  for (std::size_t i : T) {
    if (p.sense[i] == Sense::at_least && y[i] > 0) return Move{false, i, +1};
    if (p.sense[i] == Sense::at_most && y[i] < 0) return Move{false, i, -1};
  }
  return std::nullopt;
}

// dx per unit of the move, every other tight row held at its bound.
std::optional<std::vector<Rational>> direction(const Problem<Rational>& p, const std::vector<std::size_t>& T,
                                               const std::vector<std::size_t>& J, const Move& m) {
  std::vector<Rational> rhs(T.size());
  for (std::size_t r = 0; r < T.size(); ++r)
    rhs[r] = m.column ? Rational(-m.dir) * p.a[T[r]][m.index] : Rational(T[r] == m.index ? m.dir : 0);
  auto dj = solve_linear(basis_matrix(p, T, J, false), rhs);
  if (!dj) return std::nullopt;
  std::vector<Rational> dx(p.cols(), Rational(0));
  for (std::size_t c = 0; c < J.size(); ++c) dx[J[c]] = (*dj)[c];
  if (m.column) dx[m.index] = m.dir;
  return dx;
}

// The ratio test: the first basic variable to reach its bound along dx (ties: Bland's order).
struct Leave {
  bool column;
  std::size_t index;
  Rational step;
};

std::optional<Leave> leaving(const Problem<Rational>& p, const Basis& b, const std::vector<Rational>& x,
                             const std::vector<Rational>& dx) {
  std::optional<Leave> best;
  auto consider = [&](bool column, std::size_t i, Rational step) {
    if (!best || step < best->step) best = Leave{column, i, std::move(step)};
  };
  for (std::size_t j = 0; j < p.cols(); ++j)
    if (b.col_basic[j] && !p.free[j] && dx[j] < 0) consider(true, j, x[j] / -dx[j]);
  for (std::size_t i = 0; i < p.rows(); ++i) {
    if (!b.row_basic[i]) continue;
    Rational rate = row_value(p.a[i], dx), slack = row_value(p.a[i], x) - p.rhs[i];
    if (p.sense[i] == Sense::at_least && rate < 0) consider(false, i, slack / -rate);
    else if (p.sense[i] == Sense::at_most && rate > 0) consider(false, i, -slack / rate);
    else if (p.sense[i] == Sense::equal && rate != 0) consider(false, i, Rational(0));
  }
  return best;
}

bool primal_feasible(const Problem<Rational>& p, const std::vector<Rational>& x) {
  for (std::size_t j = 0; j < p.cols(); ++j)
    if (!p.free[j] && x[j] < 0) return false;
  for (std::size_t i = 0; i < p.rows(); ++i)
    if (!meets(p.sense[i], row_value(p.a[i], x), p.rhs[i])) return false;
  return true;
}

}  // namespace

Verified pivot_to_optimum(const Problem<Rational>& p, Basis b, std::size_t max_pivots) {
  check_shape(p);
  if (b.row_basic.size() != p.rows() || b.col_basic.size() != p.cols())
    return {std::nullopt, "the basis does not match the problem's size"};
  for (std::size_t k = 0; k <= max_pivots; ++k) {
    check_interrupt();
    auto T = indices(b.row_basic, false), J = indices(b.col_basic, true);
    if (T.size() != J.size()) return {std::nullopt, "the basis has the wrong number of basic variables"};
    auto x = basic_x(p, T, J);
    auto y = basic_y(p, T, J);
    if (!x || !y) return {std::nullopt, "the basis matrix is singular"};
    if (k == 0 && !primal_feasible(p, *x)) return {std::nullopt, "the starting basis is primal infeasible"};
    auto in = entering(p, b, *y, T);
    if (!in) return verify_basis(p, b);
    auto dx = direction(p, T, J, *in);
    if (!dx) return {std::nullopt, "the basis matrix is singular"};
    auto out = leaving(p, b, *x, *dx);
    if (!out) return {std::nullopt, "the problem is unbounded"};
    (in->column ? b.col_basic : b.row_basic)[in->index] = true;   // enters the basis
    (out->column ? b.col_basic : b.row_basic)[out->index] = false;  // leaves it, at its bound
  }
  return {std::nullopt, "no optimum after " + std::to_string(max_pivots) + " exact pivots"};
}

}  // namespace alea::lp
