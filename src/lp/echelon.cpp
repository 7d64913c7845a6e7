// Gauss-Jordan elimination in Rational (echelon.hpp).
#include "lp/echelon.hpp"

#include "core/errors.hpp"
#include "core/interrupt.hpp"

namespace alea::lp {
namespace {
bool is_zero(const Rational& r) { return r.numerator().is_zero(); }
}  // namespace

std::optional<SolutionSet> solve_system(const Matrix<Rational>& a, const std::vector<Rational>& b, std::size_t cols) {
  if (b.size() != a.size()) throw InvalidArgument("the linear system is malformed: rows and right-hand sides differ");
  Matrix<Rational> m = a;
  for (std::size_t i = 0; i < m.size(); ++i) {
    if (m[i].size() != cols) throw InvalidArgument("the linear system is malformed: a row of the wrong length");
    m[i].push_back(b[i]);
  }
  // Reduced row echelon form: pivots[r] is the column of row r's leading 1.
  std::vector<std::size_t> pivots;
  for (std::size_t c = 0, r = 0; c < cols && r < m.size(); ++c) {
    check_interrupt();
    std::size_t p = r;
    while (p < m.size() && is_zero(m[p][c])) ++p;
    if (p == m.size()) continue;
    std::swap(m[p], m[r]);
    const Rational lead = m[r][c];
    for (auto& v : m[r]) v /= lead;
    for (std::size_t i = 0; i < m.size(); ++i)
      if (i != r && !is_zero(m[i][c])) {
        const Rational f = m[i][c];
        for (std::size_t k = c; k <= cols; ++k) m[i][k] -= f * m[r][k];
      }
    pivots.push_back(c), ++r;
  }
  for (std::size_t i = pivots.size(); i < m.size(); ++i)
    if (!is_zero(m[i][cols])) return std::nullopt;  // 0 = nonzero: inconsistent
  SolutionSet s;
  s.rank = pivots.size();
  s.x0.assign(cols, Rational(0));
  std::vector<bool> is_pivot(cols, false);
  for (std::size_t r = 0; r < pivots.size(); ++r) s.x0[pivots[r]] = m[r][cols], is_pivot[pivots[r]] = true;
  for (std::size_t f = 0; f < cols; ++f) {
    if (is_pivot[f]) continue;
    std::vector<Rational> v(cols, Rational(0));
    v[f] = Rational(1);
    for (std::size_t r = 0; r < pivots.size(); ++r) v[pivots[r]] = -m[r][f];
    s.basis.push_back(std::move(v));
  }
  return s;
}

}  // namespace alea::lp
