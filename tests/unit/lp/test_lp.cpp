// The LP core (src/core/lp*): matrix games with known solutions (rock-paper-scissors, a
// saddle point, the 2x2 closed form), the exact verifier accepting GLPK's basis and rejecting
// wrong ones for each reason, exact solves of data that doubles cannot hold, errors, the
// memory guard and Ctrl-C.
#include <catch2/catch.hpp>

#include <cmath>
#include <limits>
#include <random>

#include "core/errors.hpp"
#include "core/interrupt.hpp"
#include "lp/problem.hpp"
#include "lp/game.hpp"
#include "lp/glpk.hpp"
#include "lp/linear.hpp"
#include "lp/pivot.hpp"
#include "lp/verify.hpp"
#include "core/memory_guard.hpp"
#include "core/rational.hpp"
#include "exact_literal.hpp"

using namespace alea;
using alea::test::R;
using namespace alea::lp;

namespace {

Matrix<Rational> rps() { return {{R(0), R(-1), R(1)}, {R(1), R(0), R(-1)}, {R(-1), R(1), R(0)}}; }

Matrix<double> to_d(const Matrix<Rational>& a) {
  Matrix<double> d(a.size());
  for (std::size_t i = 0; i < a.size(); ++i)
    for (const auto& v : a[i]) d[i].push_back(to_double(v));
  return d;
}

// The 2x2 game [[a, b], [c, d]] without a saddle point: the row player plays row 1 with
// q = (d - c) / (a - b - c + d), making both columns pay the same; the value is
// (ad - bc) / (a - b - c + d); the column player plays column 1 with (d - b) / (a - b - c + d).
struct Closed2x2 {
  Rational q, p, v;
};
Closed2x2 closed_form(const Rational& a, const Rational& b, const Rational& c, const Rational& d) {
  Rational den = a - b - c + d;
  return {(d - c) / den, (d - b) / den, (a * d - b * c) / den};
}

bool has_saddle(const Rational& a, const Rational& b, const Rational& c, const Rational& d) {
  Rational maximin = std::max(std::min(a, b), std::min(c, d));
  Rational minimax = std::min(std::max(a, c), std::max(b, d));
  return maximin == minimax;
}
}  // namespace

TEST_CASE("lp: solve_linear in rationals", "[lp]") {
  // x = (1/2, -1/3, 2): each row's right-hand side computed from it.
  Matrix<Rational> m = {{R(2), R(3), R(1)}, {R(1, 2), R(0), R(-1)}, {R(1, 7), R(6), R(5)}};
  std::vector<Rational> x = {R(1, 2), R(-1, 3), R(2)};
  std::vector<Rational> b;
  for (auto& row : m) b.push_back(row[0] * x[0] + row[1] * x[1] + row[2] * x[2]);
  auto s = solve_linear(m, b);
  REQUIRE(s);
  CHECK(*s == x);
  // A zero leading entry needs a row swap.
  auto t = solve_linear({{R(0), R(1)}, {R(1), R(0)}}, {R(3), R(4)});
  REQUIRE(t);
  CHECK(*t == std::vector<Rational>{R(4), R(3)});
  CHECK_FALSE(solve_linear({{R(1), R(2)}, {R(2), R(4)}}, {R(1), R(2)}));  // rank 1
  CHECK(solve_linear({}, {})->empty());
  CHECK_THROWS_AS(solve_linear({{R(1), R(2)}}, {R(1)}), InvalidArgument);
}

TEST_CASE("lp: rock-paper-scissors is uniform with value 0", "[lp]") {
  auto g = solve_game_exact(rps());
  REQUIRE(g.exact);
  CHECK(g.exact->value == 0);
  CHECK(g.exact->row == std::vector<Rational>(3, R(1, 3)));
  CHECK(g.exact->column == std::vector<Rational>(3, R(1, 3)));
  auto d = solve_game(to_d(rps()));
  CHECK(std::abs(d.value) < 1e-12);
  for (double q : d.row) CHECK(q == Approx(1.0 / 3).margin(1e-12));
  for (double p : d.column) CHECK(p == Approx(1.0 / 3).margin(1e-12));
}

TEST_CASE("lp: a dominant pure strategy is played alone", "[lp]") {
  // Row 2 beats row 1 in every column; column 3 is the column player's best against row 2.
  Matrix<Rational> a = {{R(1), R(-2), R(0)}, {R(4), R(3), R(2)}, {R(0), R(-1), R(1)}};
  auto g = solve_game_exact(a);
  REQUIRE(g.exact);
  CHECK(g.exact->value == 2);
  CHECK(g.exact->row == std::vector<Rational>{R(0), R(1), R(0)});
  CHECK(g.exact->column == std::vector<Rational>{R(0), R(0), R(1)});
}

TEST_CASE("lp: 2x2 games match the closed form exactly", "[lp]") {
  std::mt19937 rng(7);
  std::uniform_int_distribution<int> num(-9, 9), den(1, 13);
  int solved = 0;
  while (solved < 25) {
    Rational a(num(rng), den(rng)), b(num(rng), den(rng)), c(num(rng), den(rng)), d(num(rng), den(rng));
    if (has_saddle(a, b, c, d)) continue;
    auto want = closed_form(a, b, c, d);
    auto g = solve_game_exact({{a, b}, {c, d}});
    REQUIRE(g.exact);
    CHECK(g.exact->row == std::vector<Rational>{want.q, 1 - want.q});
    CHECK(g.exact->column == std::vector<Rational>{want.p, 1 - want.p});
    CHECK(g.exact->value == want.v);
    auto f = solve_game(to_d({{a, b}, {c, d}}));
    CHECK(f.value == Approx(to_double(want.v)).margin(1e-9));
    CHECK(f.row[0] == Approx(to_double(want.q)).margin(1e-9));
    ++solved;
  }
}

TEST_CASE("lp: payoffs that doubles cannot hold are solved exactly", "[lp]") {
  // Thirds, sevenths and a difference below double resolution: GLPK sees rounded data, the
  // verified answer is still the closed form of the true data.
  Rational eps(1, BigInt(1) << 80);
  Rational a = R(1, 3) + eps, b = R(-1, 7), c = R(-1, 5), d = R(1, 11);
  REQUIRE_FALSE(has_saddle(a, b, c, d));
  auto g = solve_game_exact({{a, b}, {c, d}});
  REQUIRE(g.exact);
  auto want = closed_form(a, b, c, d);
  CHECK(g.exact->row[0] == want.q);
  CHECK(g.exact->value == want.v);
  CHECK(guarantee<Rational>({{a, b}, {c, d}}, g.exact->row) == want.v);
}

namespace {
// The LP of the 2x2 game [[3, -1], [-2, 1]]: columns q1, q2, v; rows col1, col2, sum.
Problem<Rational> lp_3m1() { return game_problem<Rational>({{R(3), R(-1)}, {R(-2), R(1)}}, true); }
Basis basis(std::vector<bool> rows, std::vector<bool> cols) { return {std::move(rows), std::move(cols)}; }
}  // namespace

TEST_CASE("lp: the verifier accepts the optimal basis and rejects wrong ones", "[lp]") {
  auto p = lp_3m1();
  // Optimal: q1, q2, v basic, every row tight. q = 3/7, v = 1/7 (closed form).
  auto ok = verify_basis(p, basis({false, false, false}, {true, true, true}));
  REQUIRE(ok.solution);
  CHECK(ok.solution->x == std::vector<Rational>{R(3, 7), R(4, 7), R(1, 7)});
  CHECK(ok.solution->value == R(1, 7));
  // GLPK's own basis is this one.
  auto glpk = solve_glpk(to_double(p), true);
  CHECK(verify_basis(p, glpk.basis).solution);

  // q = (1, 0) with column 1 tight: v = 3, but column 2 then pays -1 < 3.
  auto primal = verify_basis(p, basis({false, true, false}, {true, false, true}));
  CHECK_FALSE(primal.solution);
  CHECK(primal.reason.find("primal infeasible: row 2") != std::string::npos);
  // q = (1, 0) with column 2 tight: feasible (v = -1), but raising q2 pays: reduced cost 2.
  auto dual = verify_basis(p, basis({true, false, false}, {true, false, true}));
  CHECK_FALSE(dual.solution);
  CHECK(dual.reason.find("dual infeasible: column 2 has reduced cost 2") != std::string::npos);
  // Two basic variables where three are needed.
  auto count = verify_basis(p, basis({false, false, false}, {true, false, true}));
  CHECK(count.reason.find("basic variables, not 3") != std::string::npos);
  CHECK(verify_basis(p, basis({false}, {true})).reason.find("size") != std::string::npos);
}

TEST_CASE("lp: the verifier rejects a singular basis", "[lp]") {
  // maximize x1 + x2 with x1 + x2 <= 1 and 2 x1 + 2 x2 <= 2: both columns basic is singular.
  Problem<Rational> p;
  p.a = {{R(1), R(1)}, {R(2), R(2)}};
  p.sense = {Sense::at_most, Sense::at_most};
  p.rhs = {R(1), R(2)};
  p.objective = {R(1), R(1)};
  p.free = {false, false};
  auto v = verify_basis(p, basis({false, false}, {true, true}));
  CHECK_FALSE(v.solution);
  CHECK(v.reason == "the basis matrix is singular");
  // One column basic, the redundant row's slack basic: optimal, value 1.
  auto w = verify_basis(p, basis({false, true}, {true, false}));
  REQUIRE(w.solution);
  CHECK(w.solution->value == 1);
}

TEST_CASE("lp: bad problems and limits", "[lp]") {
  CHECK_THROWS_AS(solve_game_exact({}), InvalidArgument);
  CHECK_THROWS_AS(solve_game({{1.0, 2.0}, {3.0}}), InvalidArgument);
  CHECK_THROWS_AS(solve_game({{1.0, std::numeric_limits<double>::quiet_NaN()}, {0.0, 1.0}}), InvalidArgument);
  auto p = to_double(lp_3m1());
  p.rhs.pop_back();
  CHECK_THROWS_AS(solve_glpk(p, false), InvalidArgument);
  // Unbounded: maximize x with x >= 0 only.
  Problem<double> u{{{1.0}}, {Sense::at_least}, {0.0}, {1.0}, {false}};
  CHECK_THROWS_AS(solve_glpk(u, false), Error);
  auto limit = memory_limit();
  set_memory_limit(1 << 20);
  CHECK_THROWS_AS(require_game_memory(1000, 1000, false), LimitExceeded);
  CHECK_THROWS_AS(solve_game_exact(Matrix<Rational>(100, std::vector<Rational>(100))), LimitExceeded);
  set_memory_limit(limit);
}

TEST_CASE("lp: a basis optimal only for the rounded data is pivoted on in rationals", "[lp]") {
  // One row pays 1 + 2^-80, the other 1: in doubles both pay 1, so GLPK cannot tell them
  // apart and picks the same position in both orders, the wrong row in one of them. That
  // basis fails the exact check (reduced cost 2^-80) and the exact pivoting repairs it.
  Rational eps(1, BigInt(1) << 80);
  int rejected = 0;
  for (int first = 0; first < 2; ++first) {
    Matrix<Rational> a = {{first ? R(1) : R(1) + eps}, {first ? R(1) + eps : R(1)}};
    auto glpk = solve_glpk(to_double(game_problem(a, true)), true);
    auto v = verify_basis(game_problem(a, true), glpk.basis);
    if (!v.solution) {
      CHECK(v.reason == "dual infeasible: column " + std::to_string(1 + first) + " has reduced cost " + to_string(eps));
      ++rejected;
    }
    auto g = solve_game_exact(a);
    REQUIRE(g.exact);
    CHECK(g.exact->row[first ? 1 : 0] == 1);
    CHECK(g.exact->value == R(1) + eps);
  }
  CHECK(rejected == 1);
}

TEST_CASE("lp: exact pivoting from a wrong basis reaches the optimum", "[lp]") {
  auto p = lp_3m1();
  // q = (1, 0) with column 2 tight: primal feasible, not optimal (the verifier's example).
  auto v = pivot_to_optimum(p, basis({true, false, false}, {true, false, true}), 100);
  REQUIRE(v.solution);
  CHECK(v.solution->x == std::vector<Rational>{R(3, 7), R(4, 7), R(1, 7)});
  // A primal infeasible start is refused, with the reason.
  auto w = pivot_to_optimum(p, basis({false, true, false}, {true, false, true}), 100);
  CHECK(w.reason == "the starting basis is primal infeasible");
  // Rock-paper-scissors from the pure strategy rock with v at its worst: several pivots.
  auto r = game_problem(rps(), true);
  auto z = pivot_to_optimum(r, basis({true, false, true, false}, {true, false, false, true}), 100);
  REQUIRE(z.solution);
  CHECK(z.solution->x == std::vector<Rational>{R(1, 3), R(1, 3), R(1, 3), R(0)});
  CHECK(pivot_to_optimum(r, basis({true, false, true, false}, {true, false, false, true}), 0).reason ==
        "no optimum after 0 exact pivots");
}

TEST_CASE("lp: Ctrl-C stops the simplex and the exact solves", "[lp][interrupt]") {
  // A random 300x300 game needs more than one chunk of 200 simplex iterations.
  std::mt19937 rng(3);
  std::uniform_real_distribution<double> u(-1, 1);
  Matrix<double> a(300, std::vector<double>(300));
  for (auto& row : a)
    for (auto& v : row) v = u(rng);
  clear_interrupt();
  request_interrupt();
  CHECK_THROWS_AS(solve_game(a), Interrupted);
  CHECK_THROWS_AS(solve_linear({{R(1)}}, {R(1)}), Interrupted);
  CHECK_THROWS_AS(pivot_to_optimum(lp_3m1(), basis({true, false, false}, {true, false, true}), 100), Interrupted);
  clear_interrupt();
  CHECK(std::abs(solve_game(a).value) < 1);
}
