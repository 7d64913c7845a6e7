// Construction, bit order, evaluation and the built-ins.
#include <catch2/catch.hpp>

#include <cmath>
#include <random>

#include "boolfn/builtins.hpp"
#include "boolfn/coin.hpp"
#include "boolfn/function.hpp"
#include "core/errors.hpp"

using namespace alea;
using namespace alea::boolfn;
using alea::boolfn::test::point;

TEST_CASE("function: bit strings and hex follow the documented order", "[boolfn][function]") {
  auto f = from_bits("0001");  // AND of two variables
  CHECK(f.n() == 2);
  CHECK(f.value({1, 1}) == 1);
  CHECK(f.value({1, -1}) == -1);
  CHECK(from_hex("0x8").table() == f.table());
  CHECK(from_hex("96").table() == parity(3).table());
}

#include <bit>

#include "boolfn/partial.hpp"
#include "points.hpp"

namespace {
}  // namespace

TEST_CASE("function: built-ins compute their definitions", "[boolfn][function][builtins]") {
  for (std::uint64_t x = 0; x < 32; ++x) {
    Point p = point(x, 5);
    int ones = std::popcount(x);
    CHECK(majority(5).value(p) == (ones >= 3 ? 1 : -1));
    CHECK(threshold(5, 2).value(p) == (ones >= 2 ? 1 : -1));
    CHECK(and_function(5).value(p) == (ones == 5 ? 1 : -1));
    CHECK(or_function(5).value(p) == (ones >= 1 ? 1 : -1));
    CHECK(parity(5).value(p) == ((5 - ones) % 2 ? -1 : 1));
    CHECK(dictator(5, 3).value(p) == p[2]);
    bool t = (x & 3) == 3 || ((x >> 2) & 7) == 7;  // tribes of sizes 2, 3
    CHECK(tribes({2, 3}).value(p) == (t ? 1 : -1));
  }
  // the formula evaluator and the fast index evaluator agree with each other through the table
  for (auto f : {recursive_majority(2), and_or_tree(2), tribes(3, 3), hex(4)}) {
    const TruthTable& t = f.table();
    for (std::uint64_t x = 0; x < t.size(); x += 97) {
      std::vector<signed char> v(f.n());
      for (int i = 0; i < f.n(); ++i) v[i] = ((x >> i) & 1) ? 1 : -1;
      if (f.formula()) CHECK(f.formula()->plus(v) == t.plus(x));
    }
  }
  // recursive majority by its recursion
  auto r = recursive_majority(2);
  for (std::uint64_t x = 0; x < 512; ++x) {
    auto maj = [](int a, int b, int c) { return a + b + c > 0 ? 1 : -1; };
    Point p = point(x, 9);
    int v = maj(maj(p[0], p[1], p[2]), maj(p[3], p[4], p[5]), maj(p[6], p[7], p[8]));
    CHECK(r.value(p) == v);
  }
  // And-Or: (x1 | x2) & (x3 | x4)
  for (std::uint64_t x = 0; x < 16; ++x)
    CHECK(and_or_tree(1).value(point(x, 4)) == ((((x & 3) != 0) && ((x & 12) != 0)) ? 1 : -1));
  CHECK(recursive_majority(3).n() == 27);
  CHECK(and_or_tree(3).n() == 64);
  CHECK(recursive_majority(1).to_string() == "recmaj(1)");
}

TEST_CASE("function: Hex: exactly one player crosses (f(-x transposed) = -f(x)); the big board is implicit", "[boolfn][function][builtins]") {
  for (int k : {2, 3, 4}) {
    auto h = hex(k);
    const TruthTable& t = h.table();
    for (std::uint64_t x = 0; x < t.size(); ++x) {
      std::uint64_t y = 0;  // Red's cells transposed become Blue's
      for (int r = 0; r < k; ++r)
        for (int c = 0; c < k; ++c)
          if (!((x >> (r * k + c)) & 1)) y |= std::uint64_t(1) << (c * k + r);
      CHECK(t.plus(x) != t.plus(y));
    }
  }
  auto big = hex(11);
  CHECK(big.n() == 121);
  Point all_blue(121, 1);
  CHECK(big.value(all_blue) == 1);
  Point column(121, -1);
  for (int r = 0; r < 11; ++r) column[r * 11 + 5] = 1;
  CHECK(big.value(column) == 1);
}

TEST_CASE("function: Hex 6x6-8x8 by words (its top row's 64 fillings at once) is Hex point by point", "[boolfn][function][builtins]") {
  std::mt19937_64 rng(6);
  for (int k : {6, 7, 8}) {
    const auto h = hex(k);
    const int n = k * k;
    for (int rep = 0; rep < 200; ++rep) {
      // Blue on about 3/4, 1/2 or 1/4 of the other cells: both outcomes come up
      std::uint64_t w = rep % 3 == 0 ? rng() | rng() : rep % 3 == 1 ? rng() : rng() & rng();
      if (n < 70) w &= (std::uint64_t(1) << (n - 6)) - 1;
      const std::uint64_t bits = h.word(w);
      for (int j = 0; j < 64; ++j) {
        Point x(n);
        for (int i = 0; i < n; ++i) x[i] = i < 6 ? (j >> i & 1 ? 1 : -1) : (w >> (i - 6) & 1 ? 1 : -1);
        REQUIRE((bits >> j & 1) == (h.value(x) == 1 ? 1u : 0u));
      }
    }
  }
}

TEST_CASE("function: composition builds read-once formulas and real payoffs of Boolean inputs", "[boolfn][function][builtins]") {
  auto f = compose(majority(3), {majority(3), majority(3), majority(3)});
  CHECK(f.table() == recursive_majority(2).table());
  CHECK(f.formula());
  auto g = compose(from_bits("0110"), {and_function(2), dictator(1, 1)});
  CHECK(g.n() == 3);
  for (std::uint64_t x = 0; x < 8; ++x) {
    Point p = point(x, 3);
    int a = (p[0] > 0 && p[1] > 0) ? 1 : -1;
    CHECK(g.value(p) == (a != p[2] ? 1 : -1));
  }
  // a real payoff of two majorities
  auto pay = from_values({Number::of(Rational(0)), Number::of(Rational(1, 2)), Number::of(Rational(1, 2)),
                          Number::of(Rational(5))});
  auto h = compose(pay, {majority(3), majority(3)});
  CHECK_FALSE(h.is_boolean());
  CHECK(h.value({1, 1, -1, 1, 1, 1}) == 5);
  CHECK(h.value({1, -1, -1, 1, 1, 1}) == Rational(1, 2));
}

TEST_CASE("function: payoffs from callbacks: floats exactly, short text forms", "[boolfn][function]") {
  auto f = from_callback(2, [](const Point& x) { return Number::of(0.1 * (x[0] + 2)); });
  CHECK_FALSE(f.is_boolean());
  CHECK(f.value({1, 1}) == rational_from_double(0.1 * 3));
  CHECK(f.value({-1, 1}) == rational_from_double(0.1));
  CHECK(f.to_string() == "boolfn(2 vars, real)");
  CHECK(from_bits("0110").to_string() == "boolfn(2: 0x6)");
  CHECK(majority(5).to_string() == "maj(5)");
  CHECK(tribes(2, 3).to_string() == "tribes(2,2,2)");
  CHECK(hex(5).to_string() == "hex(5)");
  CHECK(restrict(majority(3), make_partial(3, {{2, 1}})).to_string() == "maj(3)|{2=1}");
}

TEST_CASE("function: payoffs past 62 bits over their common denominator are rounded, never refused", "[boolfn][function][issue31]") {
  // Issue 31: {0.1, 200, 0, 1} needs 63 bits over 2^55 (0.1 is its binary value); it was refused.
  auto f = from_values({Number::of(0.1), Number::of(200.0), Number::of(0.0), Number::of(1.0)});
  CHECK_FALSE(f.exact_values());
  CHECK(f.table().rounded());
  // rounded to 61 bits relative to the largest |payoff| (200 < 2^8: numerators over 2^53)
  CHECK(f.table().denominator() == BigInt(1) << 53);
  CHECK(std::fabs(f.table().value_double(0) - 0.1) <= 0x1p-53);
  CHECK(f.table().value_double(1) == 200);
  // results are floats; exact=true is refused with the reason
  CHECK_FALSE(Coin::resolve(Number::of(Rational(1, 2)), std::nullopt, f.exact_values()).exact());
  CHECK_THROWS_AS(Coin::resolve(Number::of(Rational(1, 2)), true, f.exact_values()), InvalidArgument);
  // payoffs that fit stay exact, however they were given
  auto g = from_values({Number::of(0.1), Number::of(2.0), Number::of(Rational(1, 3)), Number::of(1.0)});
  CHECK(g.exact_values());
  CHECK(g.value({-1, 1}) == Rational(1, 3));
  // 2^61 and beyond fit no 62-bit numerator: refused, naming the table
  try {
    from_values({Number::of(1e20), Number::of(0.0)});
    FAIL("expected a refusal");
  } catch (const InvalidArgument& e) {
    CHECK(e.role == "table");
    CHECK(std::string(e.what()).find("payoffs must be below 2^61 in absolute value") != std::string::npos);
  }
}
