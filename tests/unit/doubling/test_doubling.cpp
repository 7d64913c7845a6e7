// The doubling core against Keeler & Spencer, "Proper raising points in a generalization of
// backgammon" (seed 003): every printed table, the worked examples, and cross-checks of the
// independent ways of computing each quantity.
#include <catch2/catch.hpp>

#include <cmath>
#include <random>
#include <string>

#include "core/errors.hpp"
#include "doubling/alternating.hpp"
#include "doubling/asymptotic.hpp"
#include "doubling/binomial.hpp"
#include "doubling/continuous.hpp"
#include "doubling/money.hpp"
#include "doubling/raising.hpp"
#include "doubling/scalar.hpp"
#include "doubling/tree.hpp"
#include "seed_csv.hpp"

using namespace alea;
using namespace alea::doubling;

namespace {
// The seed's tables as printed, from the CSV files the scripts print beside (rows: A's count
// or potential, columns: B's; Table V: b, a as printed, and our value where the paper is wrong).
const auto table_1 = alea::test::seed_grid("doubling", "table1"), table_2 = alea::test::seed_grid("doubling", "table2"),
           table_3 = alea::test::seed_grid("doubling", "table3"), table_4 = alea::test::seed_grid("doubling", "table4");
const auto table_5 = alea::test::seed_table("doubling", "table5").rows;

const Rational two(2), half(1, 2);

int precision(const std::string& printed) {  // ".7500" -> 4
  return static_cast<int>(printed.size() - printed.find('.') - 1);
}

}  // namespace

TEST_CASE("doubling: section 2: alpha(n) = 4/5 + (-1)^n/(4^n 5) agrees with the recursion for n <= 20", "[doubling][seed003 §2]") {
  CHECK(alternating_point(0) == 1);
  CHECK(alternating_point(1) == Rational(3, 4));
  CHECK(alternating_point(2) == Rational(13, 16));
  for (long long n = 0; n <= 20; ++n) CHECK(alternating_point(n) == alternating_point_recursive(n));
  CHECK(alternating_limit() == Rational(4, 5));
  CHECK_THROWS_AS(alternating_point(-1), InvalidArgument);
}

TEST_CASE("doubling: paper_format rounds half up and prints as the paper does", "[doubling]") {
  CHECK(paper_format(Rational(21, 32), 4) == ".6563");  // .65625
  CHECK(paper_format(Rational(1), 4) == "1.0000");
  CHECK(paper_format(Rational(-1, 3), 3) == "-.333");
  CHECK(paper_format(Rational(0), 3) == ".000");
  CHECK(paper_format(Rational(-1, 10000), 3) == ".000");
  CHECK(paper_format(0.65625, 4) == ".6563");
  CHECK(paper_format(2819.9714, 3) == "2819.971");
}

TEST_CASE("doubling: Table I: doubling points alpha(i, j) with a = b = 2, to every printed digit", "[doubling][table1][seed003 Tab.I]") {
  RaisingTable<Rational> table(9, 9, two, two);
  for (int i = 0; i < 10; ++i)
    for (int j = 0; j < 10; ++j) {
      auto r = theorem2<Rational>(i, j, two, two);
      INFO("i=" << i << " j=" << j);
      CHECK(paper_format(r.alpha, 4) == table_1[i][j]);
      CHECK(r.alpha == table.alpha(i, j));
      CHECK(r.beta == table.beta(i, j));
    }
}

TEST_CASE("doubling: Table II: expected values at an even game with a = b = 2", "[doubling][table2][seed003 Tab.II]") {
  for (int i = 0; i < 10; ++i)
    for (int j = 0; j < 10; ++j) {
      INFO("i=" << i << " j=" << j);
      CHECK(paper_format(raising_value<Rational>(i, j, two, two, half), 3) == table_2[i][j]);
    }
  // Section 5: "if A has 3 doubles and B has 2, A has an expected value of +.430".
  CHECK(paper_format(raising_value<Rational>(3, 2, two, two, half), 3) == ".430");
}

TEST_CASE("doubling: section 3 worked example: a = 2, b = 3", "[doubling][example][seed003 §3]") {
  const Rational three(3);
  RaisingTable<Rational> t(2, 1, two, three);
  CHECK(t.beta(0, 1) == Rational(1, 3));
  CHECK(t.alpha(1, 1) == Rational(5, 6));
  CHECK(t.alpha(1, 0) == Rational(3, 4));
  CHECK(t.beta(1, 1) == Rational(1, 4));
  CHECK(t.alpha(2, 1) == Rational(11, 16));
  CHECK(theorem2<Rational>(2, 1, two, three).alpha == Rational(11, 16));
  // "alpha(2,1) = 3/4 . 1/4 . 1/3 + 1/4 . 1/3 . 3/4" is not the whole sum: K1 = 0 also counts.
  CHECK(theorem2<Rational>(2, 1, two, three).alpha ==
        Rational(9, 16) + Rational(6, 16) * Rational(1, 3));
}

TEST_CASE("doubling: Figure 1: the tree for a = 2 (two raises), b = 3 (one raise)", "[doubling][tree][seed003 Fig.1]") {
  auto tree = raising_tree<Rational>(2, 1, two, Rational(3));
  const auto& root = tree.nodes[0];
  CHECK(root.kind == NodeKind::Alpha);
  CHECK(root.state == Rational(11, 16));
  CHECK(root.value == 1);
  bool saw_beta01 = false;
  for (const auto& v : tree.nodes) {
    if (v.children.empty()) {
      CHECK((v.kind == NodeKind::AWins || v.kind == NodeKind::BWins));
      continue;
    }
    Rational p_sum, state, value;
    for (const auto& e : v.children) {
      p_sum += e.probability;
      state += e.probability * tree.nodes[e.to].state;  // the state is a martingale
      value += e.probability * tree.nodes[e.to].value;  // the value is consistent (formulas 8, 9)
    }
    CHECK(p_sum == 1);
    CHECK(state == v.state);
    CHECK(value == v.value);
    if (v.kind == NodeKind::Beta && v.i == 0 && v.j == 1) {  // -4 = 1/3 (12) + 2/3 (-12)
      saw_beta01 = true;
      CHECK(v.value == -4);
      CHECK(v.children[1].probability == Rational(1, 3));
      CHECK(tree.nodes[v.children[1].to].value == 12);
      CHECK(v.children[0].probability == Rational(2, 3));
      CHECK(tree.nodes[v.children[0].to].value == -12);
    }
  }
  CHECK(saw_beta01);
  std::string dot = to_dot(tree);
  CHECK(dot.find("digraph") == 0);
  CHECK(dot.find("11/16") != std::string::npos);
  CHECK(dot.find("n0 -> n1 [label=\"3/4\"]") != std::string::npos);
  CHECK_THROWS_AS(raising_tree<Rational>(30, 30, two, two), LimitExceeded);
  CHECK(raising_tree<double>(2, 1, 2.0, 3.0).nodes[0].state == Approx(11.0 / 16));
}

TEST_CASE("doubling: Theorem 2 agrees with recursions (8)-(9) on random games", "[doubling][theorem2]") {
  std::mt19937 rng(20240605);
  std::uniform_int_distribution<int> count(0, 12), num(0, 40), den(1, 12);
  for (int trial = 0; trial < 200; ++trial) {
    long long m = count(rng), n = count(rng);
    Rational a = Rational(1) + Rational(num(rng), den(rng)), b = Rational(1) + Rational(num(rng), den(rng));
    INFO("m=" << m << " n=" << n << " a=" << to_string(a) << " b=" << to_string(b));
    auto exact = theorem2(m, n, a, b);
    RaisingTable<Rational> table(m, n, a, b);
    CHECK(exact.alpha == table.alpha(m, n));
    CHECK(exact.beta == table.beta(m, n));
    auto fast = theorem2(m, n, to_double(a), to_double(b));  // the double path, same formula
    CHECK(fast.alpha == Approx(to_double(exact.alpha)).epsilon(1e-12));
    CHECK(fast.beta == Approx(to_double(exact.beta)).epsilon(1e-12).margin(1e-300));
    RaisingTable<double> ftable(m, n, to_double(a), to_double(b));
    CHECK(ftable.alpha(m, n) == Approx(to_double(exact.alpha)).epsilon(1e-12));
  }
}

TEST_CASE("doubling: the double binomial matches the exact one, also for many trials", "[doubling]") {
  auto exact = binomial_pmf(200, Rational(1, 4));
  auto fast = binomial_pmf(200LL, 0.25);
  for (std::size_t s = 0; s < fast.size(); ++s) CHECK(fast[s] == Approx(to_double(exact[s])).epsilon(1e-12));
  auto big = binomial_pmf(5000000LL, 0.25);  // (3/4)^5e6 underflows; the mode-centred terms do not
  double sum = 0;
  for (double x : big) sum += x;
  CHECK(sum == Approx(1.0).epsilon(1e-14));
}

TEST_CASE("doubling: \"A with 10 doubles against 3 doubles at .4938\" is Table III's alpha(10, 3)", "[doubling][erratum][seed003 Tab.III]") {
  CHECK(paper_format(continuous_alpha(10, 3).value, 4) == ".4938");
  // With ten raises of 2 against three, Theorem 2 gives a far lower point.
  CHECK(theorem2<Rational>(10, 3, two, two).alpha == Rational(111537, 524288));
}

TEST_CASE("doubling: Table III: continuous raising points, to every printed digit", "[doubling][table3][seed003 Tab.III]") {
  for (int a = 1; a <= 10; ++a)
    for (int b = 1; b <= 10; ++b) {
      INFO("a=" << a << " b=" << b);
      auto r = continuous_alpha(a, b);
      CHECK(paper_format(r.value, 4) == table_3[a - 1][b - 1]);
      CHECK(r.bound < 1e-13);
      CHECK(std::abs(extrapolated_alpha(a, b, 1 << 14) - r.value) < 1e-8);
    }
}

TEST_CASE("doubling: alpha(a, 1) = 1/sqrt(a) and alpha(1, b) = 1", "[doubling]") {
  for (double a : {1.0, 2.0, 4.0, 10.0, 1e6, 1e100}) {
    CHECK(continuous_alpha(a, 1).value == Approx(1 / std::sqrt(a)).epsilon(1e-14));
    CHECK(continuous_alpha(1, a).value == Approx(1.0).epsilon(1e-15));
  }
}

TEST_CASE("doubling: Table IV: continuous expected values at an even game", "[doubling][table4][seed003 Tab.IV]") {
  for (int a = 1; a <= 10; ++a)
    for (int b = 1; b <= 10; ++b) {
      INFO("a=" << a << " b=" << b);
      CHECK(paper_format(continuous_value(a, b), 3) == table_4[a - 1][b - 1]);
    }
  CHECK(paper_format(continuous_value(8, 4), 3) == ".581");  // section 5's example
}

TEST_CASE("doubling: Table V: resign potentials, with the errata of docs/doubling.md", "[doubling][table5][seed003 Tab.V]") {
  int errata = 0;
  REQUIRE(table_5.size() == 93);
  for (const auto& row : table_5) {
    const double b = std::stod(row.at(0));
    const std::string& printed = row.at(1);
    const bool corrected = !row.at(2).empty();
    INFO("b=" << b << " printed " << printed);
    int d = precision(printed);
    double poisson = resign_potential(b), limit = resign_potential(b, 1e-10, LimitMethod::Theorem2);
    CHECK(std::abs(poisson - limit) < 1e-7 * poisson);  // two independent computations
    CHECK(paper_format(limit, d) == paper_format(poisson, d));
    CHECK(paper_format(poisson, d) == (corrected ? row[2] : printed));
    CHECK(std::abs(continuous_alpha(poisson, b).value - 0.5) < 1e-10);
    errata += corrected;
  }
  CHECK(errata == 47);
  CHECK(std::abs(resign_potential(1) - 4) <= 1e-10);
}

TEST_CASE("doubling: the continuous alpha's error bound holds", "[doubling]") {
  for (double a : {1.5, 7.0, 300.0, 1e8})
    for (double b : {1.0, 2.5, 50.0, 1e12}) {
      auto r = continuous_alpha(a, b);
      INFO("a=" << a << " b=" << b);
      CHECK(std::abs(extrapolated_alpha(a, b, 1 << 16) - r.value) < r.bound + 1e-8);
      CHECK(continuous_beta(a, b).value < r.value);
    }
}

TEST_CASE("doubling: section 5 asymptotics approach the exact continuous values", "[doubling][asymptotic][seed003 §5]") {
  // Eq. (23): the normal approximation improves as L + M grows.
  CHECK(std::abs(normal_alpha(1e6, 1e5) - continuous_alpha(1e6, 1e5).value) < 0.01);
  CHECK(std::abs(normal_alpha(1e80, 1e79) - continuous_alpha(1e80, 1e79).value) < 0.002);
  CHECK(normal_alpha(1, 1) == 1);
  // Eq. (27): E(a, b) -> log(a/b) with a/b fixed (here e^0.8) as both grow.
  double ratio = std::exp(0.8), far = 1e200;
  CHECK(log_ratio_value(ratio * far, far) == Approx(0.8));
  CHECK(std::abs(continuous_value(ratio * far, far) - 0.8) < 0.01);
  CHECK(std::abs(normal_value(ratio * far, far) - 0.8) < 0.01);
  // alpha(a, a) ~ 1/2 + 1/(2 sqrt(2 pi log a)); the printed 1/(2 sqrt(log a)) is off by sqrt(2 pi).
  double big = 1e300, exact = continuous_alpha(big, big).value;
  CHECK(std::abs(equal_alpha_asymptotic(big) - exact) < 0.002);
  for (double a : {10.0, 1e6, 1e300}) {
    double at = continuous_alpha(a, a).value;
    CHECK(std::abs(equal_alpha_asymptotic(a) - at) * 5 < std::abs(equal_alpha_asymptotic(a, true) - at));
  }
  // Table V's "a ~ be, approaching it from above".
  CHECK(resign_potential(1e6) / 1e6 > std::exp(1.0));
  CHECK(resign_potential(1e100) / 1e100 == Approx(std::exp(1.0)).epsilon(0.01));
}

TEST_CASE("doubling: money points (Janowski) with gammons and cube efficiency", "[doubling][money]") {
  const Rational one(1);
  auto dead = money_points(one, one, Rational(0)), live = money_points(one, one, one);
  CHECK(dead.take == Rational(1, 4));
  CHECK(live.take == Rational(1, 5));
  CHECK(live.cash == Rational(4, 5));
  CHECK(dead.cash == Rational(3, 4));
  CHECK(live.initial_double == Rational(4, 5));  // Keeler-Spencer: double at 80%
  CHECK(live.redouble == Rational(4, 5));
  CHECK(dead.initial_double == Rational(1, 2));  // a dead cube: double when ahead
  auto g_dead = money_points(1.0, 1.2, 0.0), g_live = money_points(1.0, 1.2, 1.0);
  CHECK(paper_format(g_dead.take, 4) == ".3182");
  CHECK(paper_format(g_live.take, 4) == ".2593");
  CHECK(money_points(one, Rational(6, 5), Rational(0)).take == Rational(7, 22));
  // The cash point is 1 - the opponent's take point (W and L swapped).
  for (double x : {0.0, 0.3, 0.68, 1.0}) {
    auto p = money_points(1.3, 1.1, x), q = money_points(1.1, 1.3, x);
    CHECK(p.cash == Approx(1 - q.take));
    CHECK(p.take < p.initial_double);
    CHECK(p.initial_double <= p.redouble + 1e-15);
    CHECK(p.redouble <= p.cash + 1e-15);
  }
  CHECK_THROWS_AS(money_points(0.5, 1.0, 1.0), InvalidArgument);
  CHECK_THROWS_AS(money_points(1.0, 1.0, 1.5), InvalidArgument);
  CHECK_THROWS_AS(money_points(1.0, std::nan(""), 1.0), InvalidArgument);
}

TEST_CASE("doubling: value_at is linear between beta and alpha and +-1 outside", "[doubling]") {
  auto r = theorem2<Rational>(2, 1, two, Rational(3));
  CHECK(value_at(r.alpha, r.beta, r.alpha) == 1);
  CHECK(value_at(r.alpha, r.beta, r.beta) == -1);
  CHECK(value_at(r.alpha, r.beta, (r.alpha + r.beta) / two) == 0);
  CHECK(raising_value<Rational>(0, 0, two, two, Rational(1, 4)) == Rational(-1, 2));
}

TEST_CASE("doubling: doubling errors name the bad argument", "[doubling][errors]") {
  CHECK_THROWS_WITH(theorem2<Rational>(-1, 2, two, two), Catch::Contains("A's number of raises m must be >= 0"));
  CHECK_THROWS_WITH(theorem2<Rational>(1, 2, Rational(1, 2), two), Catch::Contains("A's raise factor a must be"));
  CHECK_THROWS_WITH(theorem2(1, 2, 2.0, std::nan("")), Catch::Contains("B's raise factor b"));
  CHECK_THROWS_AS(continuous_alpha(0.5, 2), InvalidArgument);
  CHECK_THROWS_AS(continuous_alpha(2, std::nan("")), InvalidArgument);
  CHECK_THROWS_AS(continuous_value(2, 2, 1.5), InvalidArgument);
  CHECK_THROWS_AS(resign_potential(0.9), InvalidArgument);
  CHECK_THROWS_AS(resign_potential(2, 0), InvalidArgument);
  CHECK_THROWS_WITH(resign_potential(1e308), Catch::Contains("too large"));
  CHECK_THROWS_AS(raising_value<Rational>(1, 1, two, two, Rational(-1)), InvalidArgument);
  CHECK_THROWS_AS(equal_alpha_asymptotic(1), InvalidArgument);
  CHECK_THROWS_AS(RaisingTable<double>(100000, 100000, 2.0, 2.0), LimitExceeded);
  CHECK_THROWS_AS(binomial_pmf(100000000, Rational(1, 3)), LimitExceeded);
}
