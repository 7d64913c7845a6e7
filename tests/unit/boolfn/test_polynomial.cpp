// Degrees as polynomials (boolfn/polynomial.hpp): the ANF and deg_2 by evaluation, algebraic
// immunity against plain elimination on the monomial basis, the approximate degree's LP against
// the one-variable LP for symmetric functions and against Paturi's bounds.
#include <catch2/catch.hpp>

#include <algorithm>
#include <bit>
#include <cmath>
#include <random>

#include "boolfn/builtins.hpp"
#include "boolfn/measure/approximation.hpp"
#include "boolfn/measure/gf2_rank.hpp"
#include "boolfn/measure/orbits.hpp"
#include "boolfn/polynomial.hpp"
#include "boolfn/table/bit_table.hpp"
#include "core/errors.hpp"
#include "delayed_interrupt.hpp"
#include "random_boolean.hpp"

using namespace alea;
using namespace alea::boolfn;

namespace {


// Rank over GF(2) by plain elimination on rows of words (no tables).
std::size_t plain_rank(std::vector<std::vector<std::uint64_t>> rows, std::size_t cols) {
  std::size_t r = 0;
  for (std::size_t c = 0; c < cols && r < rows.size(); ++c) {
    std::size_t p = r;
    while (p < rows.size() && !(rows[p][c >> 6] >> (c & 63) & 1)) ++p;
    if (p == rows.size()) continue;
    std::swap(rows[p], rows[r]);
    for (std::size_t i = 0; i < rows.size(); ++i)
      if (i != r && (rows[i][c >> 6] >> (c & 63) & 1))
        for (std::size_t w = 0; w < rows[i].size(); ++w) rows[i][w] ^= rows[r][w];
    ++r;
  }
  return r;
}

// A nonzero g of degree <= d vanishing on Z, from the monomial basis: rows = points of Z,
// columns = monomials m with |m| <= d, entry [m inside x].
bool annihilated(const TruthTable& t, bool side, int d) {
  std::vector<std::uint64_t> monomials;
  for (std::uint64_t m = 0; m < t.size(); ++m)
    if (std::popcount(m) <= d) monomials.push_back(m);
  std::vector<std::vector<std::uint64_t>> rows;
  for (std::uint64_t x = 0; x < t.size(); ++x) {
    if (t.plus(x) != side) continue;
    std::vector<std::uint64_t> row((monomials.size() + 63) / 64, 0);
    for (std::size_t j = 0; j < monomials.size(); ++j)
      if ((monomials[j] & x) == monomials[j]) row[j >> 6] |= 1ull << (j & 63);
    rows.push_back(row);
  }
  return plain_rank(rows, monomials.size()) < monomials.size();
}

}  // namespace

TEST_CASE("polynomial: the ANF evaluates to f and deg_2 is its largest monomial", "[boolfn][polynomial]") {
  std::mt19937_64 rng(3);
  for (int n = 1; n <= 8; ++n)
    for (int trial = 0; trial < 4; ++trial) {
      const auto f = random_boolean(n, rng, 1 + trial % 3);
      const TruthTable& t = f.table();
      const auto anf = algebraic_normal_form(f, 1u << 20);
      int deg = 0;
      for (std::uint64_t x = 0; x < t.size(); ++x) {
        int v = 0;
        for (const auto& m : anf) {
          bool term = true;
          for (int i : m) term = term && (x >> (i - 1) & 1);
          v ^= term;
        }
        CHECK(bool(v) == t.plus(x));
      }
      for (const auto& m : anf) deg = std::max(deg, int(m.size()));
      CHECK(gf2_degree(f) == deg);
    }
  // majority of three: ab + ac + bc; parity: every b_i and the constant (x = +1 is b = 1, f = +1
  // iff an even number of -1: b1 + b2 + b3 for n = 3)
  CHECK(algebraic_normal_form(majority(3)) == std::vector<std::vector<int>>{{1, 2}, {1, 3}, {2, 3}});
  CHECK(algebraic_normal_form(parity(3)) == std::vector<std::vector<int>>{{1}, {2}, {3}});
  CHECK_THROWS_AS(algebraic_normal_form(majority(9), 3), LimitExceeded);
}

TEST_CASE("polynomial: the four-Russians rank against plain elimination", "[boolfn][polynomial]") {
  std::mt19937_64 rng(11);
  for (std::size_t rows : {1, 7, 40, 130})
    for (std::size_t cols : {1, 9, 64, 150}) {
      measure::BitMatrix m(rows, cols);
      std::vector<std::vector<std::uint64_t>> plain(rows, std::vector<std::uint64_t>((cols + 63) / 64, 0));
      for (std::size_t i = 0; i < rows; ++i)
        for (std::size_t j = 0; j < cols; ++j)
          if (rng() % 5 == 0 || (i % 3 == 0 && j == i % cols)) {
            m.flip(i, j);
            plain[i][j >> 6] ^= 1ull << (j & 63);
          }
      // dependent rows: copy some sums
      CHECK(m.rank(cols) == plain_rank(plain, cols));
    }
}

TEST_CASE("polynomial: algebraic immunity against the monomial system", "[boolfn][polynomial]") {
  std::mt19937_64 rng(13);
  for (int n = 1; n <= 8; ++n)
    for (int trial = 0; trial < 3; ++trial) {
      const auto f = random_boolean(n, rng, 1 + trial);
      const TruthTable& t = f.table();
      int ai = 0;
      while (!annihilated(t, true, ai) && !annihilated(t, false, ai)) ++ai;
      INFO("n = " << n);
      CHECK(algebraic_immunity(f) == ai);
    }
  // Dalai, Maitra & Sarkar (Des. Codes Cryptogr. 40, 2006): majority has the largest immunity
  // ceil(n/2); AND and parity have 1 (1 + b1 annihilates AND; 1 + the parity annihilates it).
  for (int n = 1; n <= 11; n += 2) CHECK(algebraic_immunity(majority(n)) == (n + 1) / 2);
  for (int n = 2; n <= 10; ++n) {
    CHECK(algebraic_immunity(and_function(n)) == 1);
    CHECK(algebraic_immunity(parity(n)) == 1);
  }
  CHECK_THROWS_WITH(algebraic_immunity(majority(17)), Catch::Contains("n <= 16") && Catch::Contains("17 variables"));
}

namespace alea::boolfn {
BooleanFunction trace_inverse();  // test_spectral.cpp
}

TEST_CASE("polynomial: Sage's example, the trace of the inverse over GF(2^8)", "[boolfn][polynomial]") {
  // sage.crypto.boolean_function's documentation: Tr(x^254) has algebraic immunity 4
  CHECK(algebraic_immunity(trace_inverse()) == 4);
}

TEST_CASE("polynomial: approximate degree, the LP against the one-variable LP", "[boolfn][polynomial]") {
  // For symmetric f both LPs give E(d) exactly, by different programs (2^n + ... rows and d + 2
  // columns in the Chebyshev basis, against 2^(n+1) columns of the dual form).
  for (int n = 1; n <= 6; ++n)
    for (int t = 1; t <= n; ++t) {
      const auto f = threshold(n, t);
      const auto profile = symmetric_profile(f);
      REQUIRE(profile);
      for (int d = 0; d < n; ++d) {
        const auto a = measure::approximation_error(f.table().bits(), n, d, true);
        const auto b = measure::symmetric_approximation_error(*profile, d);
        REQUIRE(a.exact());
        CHECK(a.lower == b.lower);
      }
    }
  // AND of two: E(0) = 1, E(1) = 1/2 (the line through -3/2 + k ... equioscillates), so
  // deg_1/3 = 2
  const auto and2 = approximate_degree(and_function(2), Rational(1, 3));
  CHECK(and2.degree == 2);
  // the doubles' certificates bracket the exact value
  std::mt19937_64 rng(19);
  for (int n = 3; n <= 6; ++n) {
    const auto f = random_boolean(n, rng, 1);
    for (int d = 0; d < n; ++d) {
      const auto e = measure::approximation_error(f.table().bits(), n, d, true);
      const auto c = measure::approximation_error(f.table().bits(), n, d, false);
      REQUIRE(e.exact());
      CHECK(c.lower <= e.lower);
      CHECK(e.lower <= c.upper);
      INFO("d = " << d << " exact " << e.lower << " lower " << c.lower << " upper " << c.upper);
      CHECK(to_double(c.upper - c.lower) < 1e-6);
    }
  }
}

namespace {

// A +-1 table on n variables from its value at each point (x's set bits are the +1 coordinates).
template <class F>
Words table_of(int n, F value) {
  Words w(words_of(n), 0);
  for (std::uint64_t x = 0; x < (std::uint64_t(1) << n); ++x)
    if (value(x)) w[x >> 6] |= std::uint64_t(1) << (x & 63);
  return w;
}

}  // namespace

TEST_CASE("polynomial: approximate degree on the orbits of swappable variables", "[boolfn][polynomial]") {
  // Against the LP over every point (measure/approximation.hpp, exact): random functions that
  // depend on each block of a random partition only through the block's count of +1s.
  std::mt19937_64 rng(41);
  int compared = 0;
  for (int n = 3; n <= 7; ++n)
    for (int trial = 0; trial < 2; ++trial) {
      std::vector<int> block(n);
      const int blocks = 1 + int(rng() % 3);
      for (auto& b : block) b = int(rng() % blocks);
      std::vector<std::uint64_t> masks(blocks, 0);
      for (int i = 0; i < n; ++i) masks[block[i]] |= std::uint64_t(1) << i;
      std::vector<int> weights(blocks);
      for (auto& w : weights) w = 1 + int(rng() % 5);
      const std::uint64_t salt = rng();
      const Words bits = table_of(n, [&](std::uint64_t x) {
        std::uint64_t key = salt;
        for (int b = 0; b < blocks; ++b) key = key * 1000003 + std::uint64_t(std::popcount(x & masks[b]) * weights[b]);
        return (key * 0x9E3779B97F4A7C15ull) >> 63;
      });
      const auto classes = measure::swap_classes(bits, n);
      for (int i = 0; i < n; ++i)  // every block lies inside one class
        for (int j = 0; j < n; ++j)
          if (block[i] == block[j]) {
            bool together = false;
            for (const auto& c : classes)
              together = together || (std::count(c.begin(), c.end(), i) && std::count(c.begin(), c.end(), j));
            CHECK(together);
          }
      const auto orbits = measure::orbit_function(bits, classes);
      CHECK(orbits.value.size() == measure::orbit_count(classes));
      for (int d = 0; d < n; ++d) {
        const auto full = measure::approximation_error(bits, n, d, true);
        const auto reduced = measure::orbit_approximation_error(orbits, d);
        INFO("n = " << n << ", " << classes.size() << " classes, d = " << d);
        REQUIRE(full.exact());
        CHECK(reduced.lower == full.lower);
        ++compared;
      }
    }
  CHECK(compared == 50);

  // One class against the one-variable LP in the Chebyshev basis (two programs for the same
  // E(d)): every threshold of 9 and 12 variables.
  for (int n : {9, 12})
    for (int t = 1; t <= n; t += 2) {
      const auto f = threshold(n, t);
      std::vector<int> all(n);
      for (int i = 0; i < n; ++i) all[i] = i;
      const auto orbits = measure::orbit_function(f.table().bits(), {all});
      for (int d = 0; d < n; ++d)
        CHECK(measure::orbit_approximation_error(orbits, d).lower ==
              measure::symmetric_approximation_error(*symmetric_profile(f), d).lower);
    }

  // Dummy variables change nothing: OR of x1..x3 among 12 variables is OR_3, whose best line is
  // within (n-1)/n = 2/3 (equioscillating at k = 0, 1, 3).
  const Words or3 = table_of(12, [](std::uint64_t x) { return (x & 7) != 0; });
  const auto or3_classes = measure::swap_classes(or3, 12);
  REQUIRE(or3_classes.size() == 2);
  const auto or3_orbits = measure::orbit_function(or3, or3_classes);
  CHECK(or3_orbits.value.size() == 40);
  CHECK(measure::orbit_approximation_error(or3_orbits, 1).lower == Rational(2, 3));
  for (int d = 0; d < 3; ++d)
    CHECK(measure::orbit_approximation_error(or3_orbits, d).lower ==
          measure::symmetric_approximation_error(*symmetric_profile(or_function(3)), d).lower);
  CHECK(measure::orbit_approximation_error(or3_orbits, 3).lower == 0);

  // tribes(3, 4) (four tribes of three, n = 12): 256 orbits.
  const auto r = approximate_degree(boolfn::tribes(3, 4), Rational(1, 3));
  CHECK(r.method == "orbits");
  CHECK(r.degree == 5);
  // The same E(d) from a finer partition than the classes (a different LP): tribes(3, 3), its
  // 64 orbits against 128 with the third tribe's variables alone.
  const auto tribes = boolfn::tribes(3, 3);
  const auto& bits = tribes.table().bits();
  const auto coarse = measure::orbit_function(bits, measure::swap_classes(bits, 9));
  CHECK(coarse.value.size() == 64);
  const auto fine = measure::orbit_function(bits, {{0, 1, 2}, {3, 4, 5}, {6}, {7}, {8}});
  for (int d = 0; d < 9; ++d)
    CHECK(measure::orbit_approximation_error(coarse, d).lower == measure::orbit_approximation_error(fine, d).lower);
  // Without symmetries past n = 8: refused up front, naming the sizes.
  CHECK_THROWS_WITH(approximate_degree(and_or_tree(2), Rational(1, 3)), Catch::Contains("1296 orbits"));
}

TEST_CASE("polynomial: approximate degree on the orbits of exchangeable blocks", "[boolfn][polynomial]") {
  // Tribes: the tribes are classes of swappable variables, and exchanging two tribes as blocks
  // keeps f, so m tribes of k fall into one group with binom(m + k, m) orbits. E(d) from the
  // groups equals E(d) from the classes alone (a larger LP) for every d.
  for (auto [k, m] : {std::pair{2, 3}, std::pair{2, 4}, std::pair{3, 3}, std::pair{1, 4}}) {
    const auto f = boolfn::tribes(k, m);
    const int n = f.n();
    const auto& bits = f.table().bits();
    const auto classes = measure::swap_classes(bits, n);
    const auto group = measure::exchangeable_groups(bits, n, classes);
    INFO(m << " tribes of " << k);
    if (k == 1) {  // OR_4: one class, nothing to group
      CHECK(classes.size() == 1);
      continue;
    }
    REQUIRE(int(classes.size()) == m);
    for (int g : group) CHECK(g == 0);
    std::uint64_t binom = 1;
    for (int i = 1; i <= m; ++i) binom = binom * std::uint64_t(k + i) / std::uint64_t(i);
    CHECK(measure::block_orbit_count(classes, group) == binom);
    const auto grouped = measure::orbit_function(bits, classes, group);
    const auto plain = measure::orbit_function(bits, classes);
    for (int d = 0; d < n; ++d)
      CHECK(measure::orbit_approximation_error(grouped, d).lower == measure::orbit_approximation_error(plain, d).lower);
  }
  // Classes of one size that are not exchangeable stay apart: f = [2 c_1 + c_2 c_3 >= 3] for
  // the counts c_i of +1s in the pairs {1, 2}, {3, 4}, {5, 6} groups the last two only.
  const Words weighted = table_of(6, [](std::uint64_t x) {
    return 2 * std::popcount(x & 3) + std::popcount(x & 12) * std::popcount(x & 48) >= 3;
  });
  const auto wc = measure::swap_classes(weighted, 6);
  REQUIRE(wc.size() == 3);
  const auto wg = measure::exchangeable_groups(weighted, 6, wc);
  CHECK(wg == std::vector<int>{0, 1, 1});
  CHECK(measure::block_orbit_count(wc, wg) == 3 * 6);
  for (int d = 0; d < 6; ++d)
    CHECK(measure::orbit_approximation_error(measure::orbit_function(weighted, wc, wg), d).lower ==
          measure::approximation_error(weighted, 6, d, true).lower);
  // Past the classes' reach: 8 tribes of 2 (n = 16) has 6,561 orbits of the classes, 45 in one
  // group; against the same LP with the tribes in two groups of four (225 orbits).
  const auto t28 = boolfn::tribes(2, 8);
  const auto& b28 = t28.table().bits();
  const auto c28 = measure::swap_classes(b28, 16);
  const auto g28 = measure::exchangeable_groups(b28, 16, c28);
  CHECK(measure::orbit_count(c28) == 6561);
  CHECK(measure::block_orbit_count(c28, g28) == 45);
  const auto one_group = measure::orbit_function(b28, c28, g28);
  const auto two_groups = measure::orbit_function(b28, c28, {0, 0, 0, 0, 1, 1, 1, 1});
  for (int d = 2; d <= 5; ++d)
    CHECK(measure::orbit_approximation_error(one_group, d).lower == measure::orbit_approximation_error(two_groups, d).lower);
  const auto r28 = approximate_degree(t28, Rational(1, 3));
  CHECK(r28.method == "orbits");
  // At n = 10 against the LP over every point (interior points, certified): 5 tribes of 2.
  const auto t25 = boolfn::tribes(2, 5);
  const auto& b25 = t25.table().bits();
  const auto c25 = measure::swap_classes(b25, 10);
  const auto o25 = measure::orbit_function(b25, c25, measure::exchangeable_groups(b25, 10, c25));
  for (int d = 0; d < 10; ++d) {
    const auto e = measure::orbit_approximation_error(o25, d);
    const auto c = measure::approximation_error(b25, 10, d, false);
    INFO("d = " << d << ": " << e.lower << " in [" << c.lower << ", " << c.upper << "]");
    CHECK(c.lower <= e.lower);
    CHECK(e.lower <= c.upper);
  }
}

TEST_CASE("polynomial: approximate degree with ignored and odd variables", "[boolfn][polynomial]") {
  // f = x_1 g(x_2..x_6) beside an ignored x_7: the exact LP over all 128 points gives E_f(0) = 1
  // and E_f(d) = E_g(d - 1), the identity approximate_degree reduces f by.
  std::mt19937_64 rng(61);
  const auto g = random_boolean(5, rng, 1);
  const Words& gb = g.table().bits();
  const Words fb = table_of(7, [&](std::uint64_t x) { return bool(gb[0] >> ((x >> 1) & 31) & 1) == bool(x & 1); });
  CHECK(measure::approximation_error(fb, 7, 0, true).lower == 1);
  int from_lp = 7;
  for (int d = 1; d < 7; ++d) {
    const auto e = measure::approximation_error(fb, 7, d, true).lower;
    CHECK(e == measure::approximation_error(gb, 5, d - 1, true).lower);
    if (e <= Rational(1, 3)) from_lp = std::min(from_lp, d);
  }
  const BooleanFunction f(TruthTable::boolean(7, fb));
  const auto r = approximate_degree(f, Rational(1, 3));
  CHECK(r.degree == from_lp);
  CHECK(r.degree == approximate_degree(g, Rational(1, 3)).degree + 1);
  // a dictator of 5 variables: degree 1 with E(0) = 1 and E(1) = 0
  const auto dict = approximate_degree(dictator(5, 2), Rational(1, 3));
  CHECK(dict.degree == 1);
  REQUIRE(dict.errors.size() == 2);
  CHECK(dict.errors[0].lower == 1);
  CHECK(dict.errors[1].upper == 0);
}

TEST_CASE("polynomial: approximate degree by interior points, n = 9..12", "[boolfn][polynomial]") {
  // The certified path (measure/interior_point.hpp, doubles, then two exact certificates) against
  // exact LPs of other forms. Symmetric f at n = 9, 10: E(d) from the one-variable LP lies in
  // every certified interval, and the intervals are narrow.
  for (const auto& f : {majority(9), threshold(10, 3), or_function(10)}) {
    const int n = f.n();
    for (int d = 0; d < n; ++d) {
      const auto c = measure::approximation_error(f.table().bits(), n, d, false);
      const auto e = measure::symmetric_approximation_error(*symmetric_profile(f), d);
      INFO("n = " << n << ", d = " << d << ": " << e.lower << " in [" << c.lower << ", " << c.upper << "]");
      CHECK(c.lower <= e.lower);
      CHECK(e.lower <= c.upper);
      CHECK(to_double(c.upper - c.lower) < 1e-6);
    }
  }
  // Swappable variables in classes of 3, 3, 3 (recursive majority of level 2): against the orbit LP.
  {
    const auto f = recursive_majority(2);
    const auto& bits = f.table().bits();
    const auto orbits = measure::orbit_function(bits, measure::swap_classes(bits, 9));
    for (int d = 0; d < 9; ++d) {
      const auto c = measure::approximation_error(bits, 9, d, false);
      const auto e = measure::orbit_approximation_error(orbits, d);
      INFO("d = " << d << ": " << e.lower << " in [" << c.lower << ", " << c.upper << "]");
      CHECK(c.lower <= e.lower);
      CHECK(e.lower <= c.upper);
      CHECK(to_double(c.upper - c.lower) < 1e-6);
    }
  }
  // A random function g of 5 variables beside 5 it ignores (n = 10): E(d) is g's (averaging over
  // the ignored variables keeps a polynomial's degree and error), exact by the rational LP at
  // n = 5; the 10-variable LP is degenerate (many optimal psi), a hard case for interior points.
  {
    std::mt19937_64 rng(53);
    const auto g = random_boolean(5, rng, 1);
    const Words bits = table_of(10, [&](std::uint64_t x) { return g.table().bits()[0] >> (x & 31) & 1; });
    for (int d = 0; d < 5; ++d) {
      const auto e = measure::approximation_error(g.table().bits(), 5, d, true);
      const auto c = measure::approximation_error(bits, 10, d, false);
      REQUIRE(e.exact());
      INFO("d = " << d << ": " << e.lower << " in [" << c.lower << ", " << c.upper << "]");
      CHECK(c.lower <= e.lower);
      CHECK(e.lower <= c.upper);
      CHECK(to_double(c.upper - c.lower) < 1e-6);
    }
  }
  // Without swappable variables: random functions of 9 and 10 variables go the certified way; at deg_1/3 - 1 the dual polynomial proves E > 1/3, at deg_1/3 the
  // polynomial proves E <= 1/3.
  std::mt19937_64 rng(59);
  for (const auto& f : {random_boolean(9, rng, 1), random_boolean(10, rng, 1)}) {
    const auto r = approximate_degree(f, Rational(1, 3));
    CHECK(r.method == "certified");
    bool below = false, at = false;
    for (const auto& e : r.errors) {
      below = below || (e.d == r.degree - 1 && e.lower > Rational(1, 3));
      at = at || (e.d == r.degree && e.upper <= Rational(1, 3));
      CHECK(e.lower <= e.upper);
    }
    CHECK(below);
    CHECK(at);
  }
  // n = 12 at d = 2 (79 low sets, the 4,096 points): E(2) of a random function is near 1.
  const auto f12 = random_boolean(12, rng, 1);
  const auto c12 = measure::approximation_error(f12.table().bits(), 12, 2, false);
  CHECK(c12.lower > Rational(1, 2));
  CHECK(to_double(c12.upper - c12.lower) < 1e-6);
  // and at d = 3 (299 low sets) for a random g of 6 variables beside 6 ignored ones, against g's
  // exact E(3) from the rational LP at n = 6
  {
    const auto g = random_boolean(6, rng, 1);
    const Words bits = table_of(12, [&](std::uint64_t x) { return g.table().bits()[0] >> (x & 63) & 1; });
    const auto e = measure::approximation_error(g.table().bits(), 6, 3, true);
    const auto c = measure::approximation_error(bits, 12, 3, false);
    REQUIRE(e.exact());
    INFO(e.lower << " in [" << c.lower << ", " << c.upper << "]");
    CHECK(c.lower <= e.lower);
    CHECK(e.lower <= c.upper);
    CHECK(to_double(c.upper - c.lower) < 1e-6);
  }
  // Past n = 12 without symmetries: refused up front.
  CHECK_THROWS_WITH(approximate_degree(random_boolean(13, rng, 1), Rational(1, 3)), Catch::Contains("n <= 12"));
}

TEST_CASE("polynomial: approximate degree of OR within Paturi's bounds", "[boolfn][polynomial]") {
  // Nisan & Szegedy (1994): deg_1/3(OR_n) >= sqrt(n/6). Paturi (1992) for symmetric f:
  // Theta(sqrt(n (n - Gamma))); for OR the Chebyshev construction gives the upper bound: with
  // A = T_d(n/(n-1)) >= 6, p(k) = 1 - 2 T_d((n - k)/(n - 1)) / A is within 1/3 of OR (p(0) = -1,
  // |p(k) - 1| <= 2/A for k >= 1).
  for (int n : {4, 9, 16, 25, 36, 49, 64}) {
    const int deg = approximate_degree(or_function(n), Rational(1, 3)).degree;
    int cheb = 0;
    for (double a = 1; a < 6; ++cheb) a = std::cosh((cheb + 1) * std::acosh(double(n) / (n - 1)));
    INFO("n = " << n << ", deg = " << deg << ", Chebyshev " << cheb);
    CHECK(deg >= std::ceil(std::sqrt(n / 6.0)));
    CHECK(deg <= cheb);
  }
  // majority: Gamma = 1, deg_1/3 = Theta(n); it grows linearly
  const int m9 = approximate_degree(majority(9), Rational(1, 3)).degree;
  const int m33 = approximate_degree(majority(33), Rational(1, 3)).degree;
  CHECK(m33 > 2 * m9);
  CHECK_THROWS_AS(approximate_degree(majority(3), Rational(0)), InvalidArgument);
  CHECK_THROWS_WITH(approximate_degree(hex(4), Rational(1, 3)), Catch::Contains("n <= 12"));
}

TEST_CASE("polynomial: Ctrl-C stops the LPs and the immunity", "[boolfn][polynomial]") {
  // Uninterrupted (Release): the symmetric LP of Maj63 about 20 s of CPU, the general LP of a
  // random 8-variable function about 2.5 s, the algebraic immunity at n = 16 about 11 s, the orbit
  // LP of tribes(2, 6) about 15 s.
  std::mt19937_64 rng(29);
  {
    alea::test::DelayedInterrupt ctrl_c;
    CHECK_THROWS_AS(approximate_degree(majority(63), Rational(1, 3)), Interrupted);
  }
  {
    alea::test::DelayedInterrupt ctrl_c;
    CHECK_THROWS_AS(approximate_degree(random_boolean(8, rng, 1), Rational(1, 3)), Interrupted);
  }
  {
    alea::test::DelayedInterrupt ctrl_c;
    CHECK_THROWS_AS(algebraic_immunity(random_boolean(16, rng, 1)), Interrupted);
  }
  {  // the interior-point LP of a random function of 12 variables
    alea::test::DelayedInterrupt ctrl_c;
    CHECK_THROWS_AS(approximate_degree(random_boolean(12, rng, 1), Rational(1, 3)), Interrupted);
  }
  {  // the orbit LP of a function of blocks 4, 4 and five single variables (n = 13, 800 orbits;
     // at n <= 12 so many orbits go the certified way), minutes of CPU uninterrupted
    const Words bits = table_of(13, [](std::uint64_t x) {
      const std::uint64_t key = (std::uint64_t(std::popcount(x & 15)) * 5 + std::uint64_t(std::popcount(x & 240))) * 1000003 + (x >> 8);
      return (key * 0x9E3779B97F4A7C15ull) >> 63;
    });
    const BooleanFunction blocks(TruthTable::boolean(13, bits));
    REQUIRE(approximation_orbits(blocks) == 800);
    alea::test::DelayedInterrupt ctrl_c;
    CHECK_THROWS_AS(approximate_degree(blocks, Rational(1, 3)), Interrupted);
  }
}
