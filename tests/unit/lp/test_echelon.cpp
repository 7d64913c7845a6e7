// lp::solve_system (echelon.hpp): the solution set of a linear system of any shape, checked by
// substitution: a unique solution, a line and a plane of solutions (x0 + span of the basis), an
// inconsistent system, and the shapes it refuses.
#include <catch2/catch.hpp>

#include "core/errors.hpp"
#include "lp/echelon.hpp"
#include "exact_literal.hpp"

using namespace alea;
using alea::test::R;
using namespace alea::lp;

namespace {

// a x = b.
bool solves(const Matrix<Rational>& a, const std::vector<Rational>& b, const std::vector<Rational>& x) {
  for (std::size_t i = 0; i < a.size(); ++i) {
    Rational s = 0;
    for (std::size_t j = 0; j < x.size(); ++j) s += a[i][j] * x[j];
    if (s != b[i]) return false;
  }
  return true;
}
}  // namespace

TEST_CASE("echelon: a unique solution, with a redundant row", "[lp][echelon]") {
  const Matrix<Rational> a{{R(2), R(1)}, {R(1), R(-1)}, {R(3), R(0)}};  // row 3 = row 1 + row 2
  const std::vector<Rational> b{R(5), R(1), R(6)};
  const auto s = solve_system(a, b, 2);
  REQUIRE(s);
  CHECK(s->rank == 2);
  CHECK(s->basis.empty());
  CHECK(s->x0 == std::vector<Rational>{R(2), R(1)});
}

TEST_CASE("echelon: lines and planes of solutions", "[lp][echelon]") {
  // x + y + z = 1 (a simplex's plane) and x = y: a line.
  const Matrix<Rational> a{{R(1), R(1), R(1)}, {R(1), R(-1), R(0)}};
  const std::vector<Rational> b{R(1), R(0)};
  const auto s = solve_system(a, b, 3);
  REQUIRE(s);
  CHECK(s->rank == 2);
  REQUIRE(s->basis.size() == 1);
  CHECK(solves(a, b, s->x0));
  std::vector<Rational> x = s->x0;
  for (std::size_t j = 0; j < 3; ++j) x[j] += R(7, 3) * s->basis[0][j];
  CHECK(solves(a, b, x));
  CHECK(solves(a, {R(0), R(0)}, s->basis[0]));
  // One equation in three unknowns: a plane, two directions; no equation: everything.
  const auto p = solve_system({{R(1), R(2), R(3)}}, {R(6)}, 3);
  REQUIRE(p);
  CHECK(p->basis.size() == 2);
  CHECK(solves({{R(1), R(2), R(3)}}, {R(6)}, p->x0));
  const auto all = solve_system({}, {}, 2);
  REQUIRE(all);
  CHECK(all->basis.size() == 2);
  CHECK(all->x0 == std::vector<Rational>{R(0), R(0)});
}

TEST_CASE("echelon: an inconsistent system, and malformed ones", "[lp][echelon]") {
  CHECK_FALSE(solve_system({{R(1), R(1)}, {R(2), R(2)}}, {R(1), R(3)}, 2));
  CHECK_THROWS_AS(solve_system({{R(1), R(1)}}, {R(1), R(2)}, 2), InvalidArgument);
  CHECK_THROWS_AS(solve_system({{R(1), R(1)}}, {R(1)}, 3), InvalidArgument);
}
