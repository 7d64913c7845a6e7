// Exact square solves for the basis systems of src/lp. Rational Gaussian elimination
// reduces a gcd at every operation; clearing each row's denominators once and eliminating
// fraction-free (Bareiss: every division is exact, entries grow only linearly in size) is
// much cheaper for the large denominators of exact game payoffs.
#include <boost/multiprecision/integer.hpp>

#include "core/errors.hpp"
#include "core/interrupt.hpp"
#include "lp/linear.hpp"

namespace alea::lp {
namespace {

using Row = std::vector<BigInt>;

// The row (and its right-hand side) times the lcm of their denominators: integers, same solutions.
Row integer_row(const std::vector<Rational>& row, const Rational& rhs) {
  BigInt l = rhs.denominator();
  for (const auto& v : row) l = l / boost::multiprecision::gcd(l, v.denominator()) * v.denominator();
  Row r;
  r.reserve(row.size() + 1);
  for (const auto& v : row) r.push_back(v.numerator() * (l / v.denominator()));
  r.push_back(rhs.numerator() * (l / rhs.denominator()));
  return r;
}

// Bareiss elimination to upper-triangular form in place; false when singular.
bool eliminate(std::vector<Row>& m) {
  const std::size_t n = m.size();
  BigInt prev = 1;
  for (std::size_t k = 0; k < n; ++k) {
    check_interrupt();
    std::size_t piv = k;
    while (piv < n && m[piv][k] == 0) ++piv;
    if (piv == n) return false;
    std::swap(m[k], m[piv]);
    for (std::size_t i = k + 1; i < n; ++i) {
      for (std::size_t j = k + 1; j <= n; ++j) m[i][j] = (m[i][j] * m[k][k] - m[i][k] * m[k][j]) / prev;
      m[i][k] = 0;
    }
    prev = m[k][k];
  }
  return true;
}

}  // namespace

std::optional<std::vector<Rational>> solve_linear(const Matrix<Rational>& a, const std::vector<Rational>& b) {
  const std::size_t n = a.size();
  if (b.size() != n) throw InvalidArgument("the linear system is malformed: " + std::to_string(n) + " rows but " + std::to_string(b.size()) + " right-hand sides");
  for (const auto& row : a)
    if (row.size() != n) throw InvalidArgument("the linear system is malformed: the matrix is not square");
  std::vector<Row> m;
  m.reserve(n);
  for (std::size_t i = 0; i < n; ++i) m.push_back(integer_row(a[i], b[i]));
  if (!eliminate(m)) return std::nullopt;
  std::vector<Rational> x(n);
  for (std::size_t i = n; i-- > 0;) {
    Rational s(m[i][n]);
    for (std::size_t j = i + 1; j < n; ++j) s -= Rational(m[i][j]) * x[j];
    x[i] = s / Rational(m[i][i]);
  }
  return x;
}

}  // namespace alea::lp
