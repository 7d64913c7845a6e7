// Query complexity measures (boolfn/query.hpp) against their definitions (measures_reference.hpp)
// on random functions of 1-8 variables, the subcube machinery against bit-by-bit versions, and the
// closed forms of the usual functions with their sources.
#include <catch2/catch.hpp>

#include <bit>
#include <random>

#include "boolfn/builtins.hpp"
#include "boolfn/decision_tree.hpp"
#include "boolfn/fourier.hpp"
#include "boolfn/query.hpp"
#include "boolfn/query/cover.hpp"
#include "boolfn/query/cube_table.hpp"
#include "boolfn/table/bit_table.hpp"
#include "core/errors.hpp"
#include "delayed_interrupt.hpp"
#include "random_boolean.hpp"
#include "measures_reference.hpp"
#include "points.hpp"

using namespace alea;
using namespace alea::boolfn;
using alea::boolfn::test::insert;

namespace {

bool bit(const Words& w, std::uint64_t y) { return w[y >> 6] >> (y & 63) & 1; }


std::uint64_t index_of(const Point& x) {
  std::uint64_t i = 0;
  for (std::size_t k = 0; k < x.size(); ++k)
    if (x[k] > 0) i |= 1ull << k;
  return i;
}

}  // namespace

TEST_CASE("query: halving and expanding subcube tables bit by bit", "[boolfn][query]") {
  std::mt19937_64 rng(5);
  for (int b = 1; b <= 9; ++b)
    for (int p = 0; p < b; ++p) {
      Words src(words_of(b)), dst(words_of(b - 1));
      for (auto& w : src) w = rng() | rng();
      src[0] &= valid_mask(b);
      query::and_halves(src.data(), b, p, dst.data());
      for (std::uint64_t y = 0; y < (1ull << (b - 1)); ++y)
        CHECK(bit(dst, y) == (bit(src, insert(y, p, 0)) && bit(src, insert(y, p, 1))));
      if (b - 1 < 6) CHECK((dst[0] & ~valid_mask(b - 1)) == 0);
    }
  for (int b = 0; b <= 8; ++b)
    for (int p = 0; p <= b; ++p) {
      Words src(words_of(b)), dst(words_of(b + 1), 0);
      for (auto& w : src) w = rng();
      src[0] &= valid_mask(b);
      query::or_expand(src.data(), b, p, dst.data());
      for (std::uint64_t y = 0; y < (1ull << (b + 1)); ++y) {
        const std::uint64_t from = ((y >> (p + 1)) << p) | (y & ((1ull << p) - 1));
        CHECK(bit(dst, y) == bit(src, from));
      }
      if (b + 1 < 6) CHECK((dst[0] & ~valid_mask(b + 1)) == 0);
    }
}

TEST_CASE("query: constant subcubes cover the points they should", "[boolfn][query]") {
  std::mt19937_64 rng(8);
  for (int n = 1; n <= 7; ++n)
    for (int density : {1, 2}) {
      const auto f = random_boolean(n, rng, density);
      const TruthTable& t = f.table();
      for (int d = 0; d <= n; ++d) {
        const auto c = query::cover(t.bits(), n, d);
        for (std::uint64_t x = 0; x < t.size(); ++x) {
          bool expect = false;  // some free set of size d with f constant on x's subcube
          for (std::uint64_t T = 0; T < t.size() && !expect; ++T) {
            if (std::popcount(T) != d) continue;
            bool constant = true;
            for (std::uint64_t y = T;; y = (y - 1) & T) {
              constant = constant && t.plus(x ^ y) == t.plus(x);
              if (!y) break;
            }
            expect = constant;
          }
          CHECK(bit(c.covered[t.plus(x)], x) == expect);
          CHECK(!bit(c.covered[!t.plus(x)], x));
        }
      }
    }
}

TEST_CASE("query: s, bs, C and D against their definitions on random functions", "[boolfn][query]") {
  std::mt19937_64 rng(29);
  for (int n = 1; n <= 8; ++n)
    for (int trial = 0; trial < (n <= 6 ? 6 : 3); ++trial) {
      const auto f = random_boolean(n, rng, 1 + trial % 3);
      const TruthTable& t = f.table();
      INFO("n = " << n << ", trial " << trial);
      const auto s = sensitivity(f);
      CHECK(s.s0 == reference::side_max(t, false, [&](auto x) { return reference::sensitivity_at(t, x); }));
      CHECK(s.s1 == reference::side_max(t, true, [&](auto x) { return reference::sensitivity_at(t, x); }));
      CHECK(s.s == std::max(s.s0, s.s1));
      CHECK(reference::sensitivity_at(t, index_of(s.x)) == s.s);

      const auto bs = block_sensitivity(f);
      int bs_ref = 0;
      for (std::uint64_t x = 0; x < t.size(); ++x) bs_ref = std::max(bs_ref, reference::block_sensitivity_at(t, index_of(point_of(x, n))));
      CHECK(bs.bs == bs_ref);
      CHECK(reference::block_sensitivity_at(t, index_of(bs.x)) == bs.bs);
      CHECK(int(bs.blocks.size()) == bs.bs);
      std::uint64_t used = 0;
      for (const auto& b : bs.blocks) {  // disjoint and sensitive
        std::uint64_t m = 0;
        for (int v : b) m |= 1ull << (v - 1);
        CHECK((m & used) == 0);
        used |= m;
        CHECK(t.plus(index_of(bs.x) ^ m) != t.plus(index_of(bs.x)));
      }

      const auto c = certificate_complexity(f);
      CHECK(c.C0 == reference::side_max(t, false, [&](auto x) { return reference::certificate_at(t, x); }));
      CHECK(c.C1 == reference::side_max(t, true, [&](auto x) { return reference::certificate_at(t, x); }));
      CHECK(c.C == std::max(c.C0, c.C1));
      CHECK(int(c.certificate.size()) == c.C);
      CHECK(reference::certificate_at(t, index_of(c.x)) == c.C);
      for (std::uint64_t x = 0; x < t.size(); x += 1 + x % 3) {
        const auto at = certificate_at(f, point_of(x, n));
        CHECK(at.C == reference::certificate_at(t, x));
        std::uint64_t fixed = 0, values = 0;  // the certificate fixes f
        for (auto [i, v] : at.certificate) {
          fixed |= 1ull << (i - 1);
          if (v > 0) values |= 1ull << (i - 1);
        }
        CHECK((x & fixed) == values);
        for (std::uint64_t y = 0; y < t.size(); ++y)
          if ((y & fixed) == values) CHECK(t.plus(y) == t.plus(x));
        CHECK(block_sensitivity_at(f, point_of(x, n)).bs == reference::block_sensitivity_at(t, x));
        CHECK(sensitivity_at(f, point_of(x, n)).s == reference::sensitivity_at(t, x));
      }

      const auto d = decision_depth(f);
      CHECK(d.D == reference::Depth(t)());
      REQUIRE(d.tree);
      CHECK(d.tree->depth() <= d.D);
      for (std::uint64_t x = 0; x < t.size(); ++x) CHECK(d.tree->evaluate(point_of(x, n)) == (t.plus(x) ? 1 : -1));
      // the 3^n tables' least depth, an independent engine
      CHECK(optimal_decision_tree(f, TreeOptions::at(Coin(), false)).least_depth == d.D);
    }
}

TEST_CASE("query: closed forms of AND, OR, parity, majority and thresholds", "[boolfn][query]") {
  // Buhrman & de Wolf, "Complexity measures and decision tree complexity: a survey" (2002), and
  // the definitions: AND_n has s1 = C1 = n (the all-true point), s0 = C0 = 1; OR_n the reverse;
  // PARITY_n s = bs = C = D = n; a threshold t of n (+1 iff at least t inputs are +1, 1 <= t <=
  // n) has s1 = C1 = t, s0 = C0 = n - t + 1 (monotone: s = bs = C, Nisan 1991) and, being
  // symmetric and not constant, D = n (every such function is evasive).
  for (int n = 1; n <= 9; ++n) {
    auto a = and_function(n), o = or_function(n), p = parity(n);
    CHECK(sensitivity(a).s1 == n);
    CHECK(sensitivity(a).s0 == 1);
    CHECK(certificate_complexity(a).C1 == n);
    CHECK(certificate_complexity(a).C0 == 1);
    CHECK(sensitivity(o).s0 == n);
    CHECK(certificate_complexity(o).C1 == 1);
    CHECK(block_sensitivity(o).bs == n);
    CHECK(sensitivity(p).s == n);
    CHECK(block_sensitivity(p).bs == n);
    CHECK(certificate_complexity(p).C == n);
    CHECK(decision_depth(p).D == n);
    CHECK(decision_depth(a).D == n);
    for (int t = 1; t <= n; ++t) {
      auto th = threshold(n, t);
      const auto s = sensitivity(th);
      const auto c = certificate_complexity(th);
      CHECK(s.s1 == t);
      CHECK(s.s0 == n - t + 1);
      CHECK(c.C1 == t);
      CHECK(c.C0 == n - t + 1);
      CHECK(block_sensitivity(th).bs == std::max(t, n - t + 1));
      CHECK(decision_depth(th, false).D == n);
    }
  }
  for (int n = 1; n <= 11; n += 2) {
    auto m = majority(n);
    CHECK(sensitivity(m).s == (n + 1) / 2);
    CHECK(certificate_complexity(m).C == (n + 1) / 2);
    CHECK(decision_depth(m, false).D == n);
  }
}

TEST_CASE("query: tribes, recursive majority and Rubinstein's function", "[boolfn][query]") {
  // Tribes T_k^m (OR of m ANDs of k): s1 = C1 = k, s0 = C0 = m; D = km (D(f o g) = D(f) D(g)).
  for (int k = 1; k <= 4; ++k)
    for (int m = 1; m <= 4 && k * m <= 16; ++m) {
      auto t = tribes(k, m);
      const auto s = sensitivity(t);
      const auto c = certificate_complexity(t);
      CHECK(s.s1 == k);
      CHECK(s.s0 == m);
      CHECK(c.C1 == k);
      CHECK(c.C0 == m);
      CHECK(block_sensitivity(t).bs == std::max(k, m));
      CHECK(decision_depth(t, false).D == k * m);
    }
  // Recursive 3-majority of level l (3^l variables, monotone): s = bs = C = 2^l, D = 3^l.
  for (int l = 1; l <= 2; ++l) {
    auto r = recursive_majority(l);
    CHECK(sensitivity(r).s == (1 << l));
    CHECK(block_sensitivity(r).bs == (1 << l));
    CHECK(certificate_complexity(r).C == (1 << l));
    CHECK(decision_depth(r, false).D == (l == 1 ? 3 : 9));
  }
  // Rubinstein, "Sensitivity vs. block sensitivity of Boolean functions", Combinatorica 15
  // (1995): k blocks of k variables (k even), a block is 1 when its only ones are one of the
  // pairs (2j-1, 2j); f is the OR of the blocks. s(f) = k, bs(f) = k^2 / 2 (at the all-false
  // point each block has k/2 disjoint sensitive pairs).
  for (int k = 2; k <= 4; k += 2) {
    const int n = k * k;
    Words w(words_of(n), 0);
    for (std::uint64_t x = 0; x < (1ull << n); ++x) {
      bool one = false;
      for (int b = 0; b < k && !one; ++b) {
        const std::uint64_t block = (x >> (b * k)) & ((1ull << k) - 1);
        for (int j = 0; j + 1 < k; j += 2) one = one || block == (3ull << j);
      }
      if (one) w[x >> 6] |= 1ull << (x & 63);
    }
    BooleanFunction f(TruthTable::boolean(n, w));
    CHECK(sensitivity(f).s == k);
    CHECK(block_sensitivity(f).bs == k * k / 2);
  }
}

TEST_CASE("query: D against deg, the not-all-equal and Kushilevitz functions", "[boolfn][query]") {
  auto table = [](int n, auto&& g) {
    Words w(words_of(n), 0);
    for (std::uint64_t x = 0; x < (1ull << n); ++x)
      if (g(x)) w[x >> 6] |= 1ull << (x & 63);
    return BooleanFunction(TruthTable::boolean(n, w));
  };
  // Nisan & Szegedy, "On the degree of Boolean functions as real polynomials" (1994): NAE3 has
  // degree 2 and D = 3, so its k-fold composition separates D = 3^k from deg = 2^k.
  const auto nae = table(3, [](std::uint64_t x) { return x != 0 && x != 7; });
  CHECK(degree(nae) == 2);
  CHECK(decision_depth(nae).D == 3);
  const auto nae2 = compose(nae, {nae, nae, nae});
  CHECK(degree(nae2) == 4);
  CHECK(decision_depth(nae2, false).D == 9);
  // Kushilevitz's function (Nisan & Wigderson 1995): sum x_i - sum x_i x_j + the ten triples of
  // a 2-(6,3,2) design, on 0/1 inputs: degree 3, D = 6.
  const int design[10][3] = {{0, 1, 4}, {0, 1, 5}, {0, 2, 3}, {0, 2, 5}, {0, 3, 4},
                             {1, 2, 3}, {1, 2, 4}, {1, 3, 5}, {2, 4, 5}, {3, 4, 5}};
  const auto k = table(6, [&](std::uint64_t x) {
    const int w = std::popcount(x);
    if (w == 1 || w == 2 || w == 6) return true;
    for (const auto& t : design)
      if (w == 3 && (x >> t[0] & 1) && (x >> t[1] & 1) && (x >> t[2] & 1)) return true;
    return false;
  });
  CHECK(degree(k) == 3);
  CHECK(decision_depth(k).D == 6);
}

TEST_CASE("query: bs on the orbits of swappable variables and up to C", "[boolfn][query]") {
  // Functions of random blocks (f depends on each block through its count of +1s): bs and the
  // lowest point reaching it against the definition at every point.
  std::mt19937_64 rng(31);
  for (int n = 3; n <= 8; ++n)
    for (int trial = 0; trial < 3; ++trial) {
      std::vector<std::uint64_t> masks(1 + rng() % 3, 0);
      for (int i = 0; i < n; ++i) masks[rng() % masks.size()] |= std::uint64_t(1) << i;
      const std::uint64_t salt = rng();
      Words w(words_of(n), 0);
      for (std::uint64_t x = 0; x < (std::uint64_t(1) << n); ++x) {
        std::uint64_t key = salt;
        for (auto m : masks) key = key * 1000003 + std::uint64_t(std::popcount(x & m));
        if ((key * 0x9E3779B97F4A7C15ull) >> 63) w[x >> 6] |= std::uint64_t(1) << (x & 63);
      }
      const BooleanFunction f(TruthTable::boolean(n, w));
      const TruthTable& t = f.table();
      int bs_ref = 0;
      std::uint64_t lowest = 0;
      for (std::uint64_t x = 0; x < t.size(); ++x)
        if (const int b = reference::block_sensitivity_at(t, x); b > bs_ref) {
          bs_ref = b;
          lowest = x;
        }
      const auto r = block_sensitivity(f);
      INFO("n = " << n << ", trial " << trial);
      CHECK(r.bs == bs_ref);
      CHECK(index_of(r.x) == lowest);
    }
  // n = 20, where the search over every point took minutes to hours: thresholds and majority are
  // symmetric (21 orbits) and monotone (bs = s = C: max(t, n - t + 1)); tribes T_k^m have
  // bs = max(k, m) = C (the survey's closed forms above), reached at the all-false point.
  CHECK(block_sensitivity(threshold(20, 10)).bs == 11);
  for (auto [k, m] : {std::pair{4, 5}, std::pair{5, 4}}) {
    const auto r = block_sensitivity(tribes(k, m));
    CHECK(r.bs == std::max(k, m));
    CHECK(int(r.blocks.size()) == r.bs);
  }
}

TEST_CASE("query: errors and limits", "[boolfn][query]") {
  auto real = from_values({Number::of(Rational(0)), Number::of(Rational(1))});
  CHECK_THROWS_AS(sensitivity(real), InvalidArgument);
  CHECK_THROWS_WITH(block_sensitivity(majority(21)), Catch::Contains("n <= 20") && Catch::Contains("21 variables"));
  CHECK_THROWS_AS(certificate_complexity(hex(5)), LimitExceeded);
  CHECK_THROWS_AS(sensitivity_at(majority(3), {1, 1}), InvalidArgument);
  // constants: everything 0
  auto one = from_bits("1111");
  CHECK(sensitivity(one).s == 0);
  CHECK(certificate_complexity(one).C == 0);
  CHECK(decision_depth(one).D == 0);
  CHECK(block_sensitivity(one).bs == 0);
}

TEST_CASE("query: Ctrl-C stops the long searches", "[boolfn][query]") {
  // Uninterrupted, bs of tribes(4, 5) runs 0.4 s (C(f) and the symmetries' classes, then one
  // point) and C of tribes(4, 6) over a minute.
  {
    alea::test::DelayedInterrupt ctrl_c;
    CHECK_THROWS_AS(block_sensitivity(tribes(4, 5)), Interrupted);
  }
  {
    alea::test::DelayedInterrupt ctrl_c;
    CHECK_THROWS_AS(certificate_complexity(tribes(4, 6)), Interrupted);
  }
}
