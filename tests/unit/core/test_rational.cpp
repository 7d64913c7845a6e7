// Rational: arithmetic identities on random values, exact <-> double conversions checked against
// IEEE hardware arithmetic (which is correctly rounded), parsing and printing, every error path.
#include <catch2/catch.hpp>

#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>
#include <random>

#include "core/errors.hpp"
#include "core/memory_guard.hpp"
#include "core/rational.hpp"

using alea::BigInt;
using alea::Rational;

namespace {

// A random rational with a numerator and denominator of up to `words` 64-bit words.
Rational random_rational(std::mt19937_64& rng, int words = 2) {
  auto big = [&](bool allow_zero) {
    BigInt n = 0;
    int k = 1 + static_cast<int>(rng() % words);
    for (int i = 0; i < k; ++i) n = (n << 64) + BigInt(rng() >> (rng() % 64));
    if (!allow_zero && n == 0) n = 1;
    return n;
  };
  BigInt n = big(true);
  if (rng() & 1) n = -n;
  return Rational(n, big(false));
}

// Any finite double, from random bits: every exponent (subnormals included) is equally likely.
double random_double(std::mt19937_64& rng) {
  for (;;) {
    double x = std::bit_cast<double>(rng());
    if (std::isfinite(x)) return x;
  }
}

// The distance |r - d| to a finite double d, exactly.
Rational distance(const Rational& r, double d) { return abs(r - alea::rational_from_double(d)); }

bool mantissa_even(double d) { return (std::bit_cast<std::uint64_t>(d) & 1) == 0; }

// d is the double nearest to r, ties to even: checked against both neighbours in exact arithmetic.
bool nearest(const Rational& r, double d) {
  if (!std::isfinite(d)) return false;
  Rational here = distance(r, d);
  for (double n : {std::nextafter(d, -INFINITY), std::nextafter(d, INFINITY)}) {
    if (!std::isfinite(n)) continue;
    Rational there = distance(r, n);
    if (there < here) return false;
    if (there == here && !mantissa_even(d)) return false;
  }
  return true;
}

}  // namespace

TEST_CASE("rational: arithmetic identities on random values", "[core][rational]") {
  std::mt19937_64 rng(20240601);
  for (int i = 0; i < 2000; ++i) {
    Rational a = random_rational(rng), b = random_rational(rng), c = random_rational(rng);
    CHECK((a + b) - b == a);
    CHECK(a + b == b + a);
    CHECK(a * (b + c) == a * b + a * c);
    CHECK(-(-a) == a);
    if (b != 0) {
      CHECK(a * b / b == a);
      CHECK((a / b) * b == a);
    }
    // Lowest terms with a positive denominator, whatever the operation.
    Rational s = a * b - c;
    CHECK(s.denominator() > 0);
    CHECK(gcd(s.numerator(), s.denominator()) == 1);
  }
}

TEST_CASE("rational: mixed comparisons with integers terminate and are exact", "[core][rational]") {
  Rational half(1, 2);
  CHECK(half < 1);
  CHECK(half > 0);
  CHECK((0 < half));
  CHECK((1 >= half));
  CHECK(Rational(6, 3) == 2);
  CHECK((2 == Rational(6, 3)));  // undecomposed: int on the left
  CHECK(Rational(7, 3) != 2);
  CHECK(Rational(-1, 2) <= 0LL);
  CHECK(Rational(-1, 2) < -0LL);
}

TEST_CASE("rational: rational_from_double: exact binary values", "[core][rational]") {
  // 0.1 is 3602879701896397 / 2^55 (its 53-bit significand over a power of two).
  CHECK(alea::rational_from_double(0.1) == Rational(BigInt(3602879701896397), BigInt(1) << 55));
  CHECK(alea::rational_from_double(0.5) == Rational(1, 2));
  CHECK(alea::rational_from_double(-3.0) == Rational(-3));
  CHECK(alea::rational_from_double(0.0) == 0);
  CHECK(alea::rational_from_double(-0.0) == 0);
  // The smallest subnormal is 2^-1074, the largest double (2^53 - 1) * 2^971.
  CHECK(alea::rational_from_double(std::numeric_limits<double>::denorm_min()) ==
        Rational(BigInt(1), BigInt(1) << 1074));
  CHECK(alea::rational_from_double(std::numeric_limits<double>::max()) ==
        Rational(((BigInt(1) << 53) - 1) << 971));
  CHECK(alea::rational_from_double(std::ldexp(1.0, -1022)) == Rational(BigInt(1), BigInt(1) << 1022));
}

TEST_CASE("rational: rational_from_double: NaN and infinity are refused", "[core][rational]") {
  CHECK_THROWS_AS(alea::rational_from_double(std::nan("")), alea::InvalidArgument);
  CHECK_THROWS_AS(alea::rational_from_double(INFINITY), alea::InvalidArgument);
  CHECK_THROWS_AS(alea::rational_from_double(-INFINITY), alea::InvalidArgument);
  CHECK_THROWS_WITH(alea::rational_from_double(INFINITY), Catch::Contains("non-finite"));
}

TEST_CASE("rational: to_double inverts rational_from_double on random doubles of every exponent", "[core][rational]") {
  std::mt19937_64 rng(7);
  for (int i = 0; i < 20000; ++i) {
    double x = random_double(rng);
    REQUIRE(alea::to_double(alea::rational_from_double(x)) == x);
  }
  for (double x : {std::numeric_limits<double>::denorm_min(), std::numeric_limits<double>::min(),
                   std::numeric_limits<double>::max(), -std::numeric_limits<double>::denorm_min(),
                   std::nextafter(std::numeric_limits<double>::min(), 0.0), 1.0, -1.0})
    CHECK(alea::to_double(alea::rational_from_double(x)) == x);
}

TEST_CASE("rational: to_double matches IEEE division, multiplication and addition (correctly rounded)", "[core][rational]") {
  // The hardware rounds x/y, x*y and x+y correctly (to nearest, ties to even), subnormal and
  // overflowing results included: an independent oracle for to_double of the exact value.
  std::mt19937_64 rng(11);
  for (int i = 0; i < 20000; ++i) {
    double x = random_double(rng), y = random_double(rng);
    Rational rx = alea::rational_from_double(x), ry = alea::rational_from_double(y);
    if (y != 0) {
      INFO("x = " << x << ", y = " << y);
      REQUIRE(alea::to_double(rx / ry) == x / y);
    }
    REQUIRE(alea::to_double(rx * ry) == x * y);
    REQUIRE(alea::to_double(rx + ry) == x + y);
  }
}

TEST_CASE("rational: to_double near the subnormal range rounds once, not twice", "[core][rational]") {
  // (5/2 + 2^-60) * 2^-1074 lies just above the midpoint of 2 and 3 units of 2^-1074: the
  // nearest double is 3 * 2^-1074. Rounding to 53 bits first would land on the midpoint and
  // then go to the even 2 * 2^-1074.
  BigInt unit = BigInt(1) << 1074;
  Rational r = (Rational(5, 2) + Rational(BigInt(1), BigInt(1) << 60)) / Rational(unit);
  CHECK(alea::to_double(r) == 3 * std::numeric_limits<double>::denorm_min());
  // Exact midpoints go to the even neighbour: 5/2 units -> 2 units, 7/2 units -> 4 units.
  CHECK(alea::to_double(Rational(5, 2) / Rational(unit)) == 2 * std::numeric_limits<double>::denorm_min());
  CHECK(alea::to_double(Rational(7, 2) / Rational(unit)) == 4 * std::numeric_limits<double>::denorm_min());
  // Below half the smallest subnormal: 0; just above: the smallest subnormal.
  CHECK(alea::to_double(Rational(1, 2) / Rational(unit)) == 0.0);
  CHECK(alea::to_double((Rational(1, 2) + Rational(BigInt(1), unit)) / Rational(unit)) ==
        std::numeric_limits<double>::denorm_min());
}

TEST_CASE("rational: to_double is the nearest double for random big rationals", "[core][rational]") {
  std::mt19937_64 rng(12345);
  for (int i = 0; i < 3000; ++i) {
    Rational r = random_rational(rng, 4);
    double d = alea::to_double(r);
    INFO("r = " << alea::to_string(r));
    REQUIRE(nearest(r, d));
  }
  // Values scaled into the subnormal range, where the spacing is fixed at 2^-1074.
  for (int i = 0; i < 3000; ++i) {
    Rational r = random_rational(rng, 1) / Rational(BigInt(1) << (1000 + rng() % 120));
    double d = alea::to_double(r);
    INFO("r = " << alea::to_string(r));
    REQUIRE(nearest(r, d));
  }
}

TEST_CASE("rational: to_double: overflow, underflow and simple values", "[core][rational]") {
  CHECK(alea::to_double(Rational(1, 3)) == 1.0 / 3.0);
  CHECK(alea::to_double(Rational(-2, 3)) == -2.0 / 3.0);
  CHECK(alea::to_double(Rational(0)) == 0.0);
  CHECK(alea::to_double(Rational(BigInt(1) << 1024)) == INFINITY);
  CHECK(alea::to_double(Rational(-(BigInt(1) << 1024))) == -INFINITY);
  CHECK(alea::to_double(Rational(BigInt(1), BigInt(1) << 1076)) == 0.0);
  CHECK(std::signbit(alea::to_double(Rational(BigInt(-1), BigInt(1) << 1076))));
  // 2^1024 - 2^970 is the midpoint between DBL_MAX and 2^1024: ties to even gives infinity;
  // one less stays at DBL_MAX.
  BigInt mid = (BigInt(1) << 1024) - (BigInt(1) << 970);
  CHECK(alea::to_double(Rational(mid)) == INFINITY);
  CHECK(alea::to_double(Rational(mid - 1)) == std::numeric_limits<double>::max());
  CHECK(alea::to_double(BigInt(1) << 60) == std::ldexp(1.0, 60));
}

TEST_CASE("rational: parse_rational and to_string", "[core][rational]") {
  CHECK(alea::parse_rational("5/9") == Rational(5, 9));
  CHECK(alea::parse_rational("-12") == Rational(-12));
  CHECK(alea::parse_rational("+3") == Rational(3));
  CHECK(alea::parse_rational("10/4") == Rational(5, 2));
  CHECK(alea::parse_rational("0.25") == Rational(1, 4));
  CHECK(alea::parse_rational("-1.5/7") == Rational(-3, 14));
  CHECK(alea::parse_rational(".5") == Rational(1, 2));
  CHECK(alea::parse_rational("3.") == Rational(3));
  CHECK(alea::parse_rational("  7 / 21 ") == Rational(1, 3));
  CHECK(alea::parse_rational("123456789012345678901234567890") ==
        Rational(BigInt("123456789012345678901234567890")));
  CHECK(alea::to_string(Rational(5, 9)) == "5/9");
  CHECK(alea::to_string(Rational(3)) == "3");
  CHECK(alea::to_string(Rational(-1, 2)) == "-1/2");
  CHECK(alea::to_string(-Rational(6, 4)) == "-3/2");
  CHECK(alea::parse_rational("010") == 10);  // decimal, not octal
  CHECK(alea::parse_rational("1/010") == Rational(1, 10));
  CHECK(alea::parse_rational("09.0900") == Rational(909, 100));
  CHECK(alea::parse_rational("0.05") == Rational(1, 20));
  CHECK(alea::parse_rational("-0") == 0);
  CHECK(alea::to_string(Rational(0)) == "0");
  CHECK(alea::to_string(BigInt(1) << 70) == "1180591620717411303424");
}

TEST_CASE("rational: parse_rational and to_string round-trip random values", "[core][rational]") {
  std::mt19937_64 rng(99);
  for (int i = 0; i < 2000; ++i) {
    Rational r = random_rational(rng, 3);
    std::string s = alea::to_string(r);
    REQUIRE(alea::parse_rational(s) == r);
    REQUIRE(alea::to_string(alea::parse_rational(s)) == s);
  }
}

TEST_CASE("rational: parse_rational: every malformed input is refused", "[core][rational]") {
  for (const char* bad : {"", " ", "abc", "1/-2", "--1", "1.2.3", "-", ".", "1/", "/2", "1/2/3",
                          "1e5", "0x10", "1 2", "1/2.5", "++1", "nan", "inf", "5/9x"}) {
    INFO("input '" << bad << "'");
    CHECK_THROWS_AS(alea::parse_rational(bad), alea::InvalidArgument);
    CHECK_THROWS_WITH(alea::parse_rational(bad), Catch::Contains("malformed number"));
  }
  CHECK_THROWS_AS(alea::parse_rational("1/0"), alea::InvalidArgument);
  CHECK_THROWS_WITH(alea::parse_rational("1/0"), Catch::Contains("zero denominator in '1/0'"));
  CHECK_THROWS_WITH(alea::parse_rational("-0/00"), Catch::Contains("zero denominator"));
  CHECK_THROWS_WITH(alea::parse_rational("abc"), "malformed number 'abc'");
}

TEST_CASE("rational: floor and ceil, negatives included", "[core][rational]") {
  CHECK(alea::floor(Rational(7, 2)) == 3);
  CHECK(alea::ceil(Rational(7, 2)) == 4);
  CHECK(alea::floor(Rational(-7, 2)) == -4);
  CHECK(alea::ceil(Rational(-7, 2)) == -3);
  CHECK(alea::floor(Rational(-4)) == -4);
  CHECK(alea::ceil(Rational(-4)) == -4);
  CHECK(alea::floor(Rational(-1, 1000)) == -1);
  CHECK(alea::ceil(Rational(-1, 1000)) == 0);
  std::mt19937_64 rng(5);
  for (int i = 0; i < 2000; ++i) {
    Rational r = random_rational(rng);
    BigInt f = alea::floor(r), c = alea::ceil(r);
    // floor(r) <= r < floor(r) + 1, and ceil is floor or floor + 1 (equal iff r is an integer).
    REQUIRE(Rational(f) <= r);
    REQUIRE(r < Rational(f + 1));
    REQUIRE(c == (r.denominator() == 1 ? f : f + 1));
  }
}

TEST_CASE("rational: pow: integer exponents, negative ones, and errors", "[core][rational]") {
  CHECK(alea::pow(Rational(2, 3), 3) == Rational(8, 27));
  CHECK(alea::pow(Rational(2, 3), -2) == Rational(9, 4));
  CHECK(alea::pow(Rational(-2, 3), -3) == Rational(-27, 8));
  CHECK(alea::pow(Rational(-2, 3), -3).denominator() == 8);
  CHECK(alea::pow(Rational(5), 0) == 1);
  CHECK(alea::pow(Rational(0), 0) == 1);
  CHECK(alea::pow(Rational(0), 5) == 0);
  CHECK(alea::pow(Rational(-1), std::numeric_limits<long long>::min()) == 1);
  CHECK(alea::pow(Rational(-1), std::numeric_limits<long long>::max()) == -1);
  CHECK(alea::pow(Rational(2), 100) == Rational(BigInt(1) << 100));
  CHECK(alea::pow(Rational(2), -100) == Rational(BigInt(1), BigInt(1) << 100));
  CHECK_THROWS_AS(alea::pow(Rational(0), -1), alea::InvalidArgument);
  CHECK_THROWS_WITH(alea::pow(Rational(0), -1), Catch::Contains("zero to a negative power"));
  CHECK_THROWS_AS(alea::pow(Rational(2), 1ll << 40), alea::LimitExceeded);
  // Under a small memory guard the refusal comes before the work.
  auto saved = alea::memory_limit();
  alea::set_memory_limit(1 << 20);
  CHECK_THROWS_AS(alea::pow(Rational(3), 100000000), alea::LimitExceeded);
  alea::set_memory_limit(saved);
  std::mt19937_64 rng(3);
  for (int i = 0; i < 300; ++i) {
    Rational r = random_rational(rng, 1);
    if (r == 0) continue;
    long long m = static_cast<long long>(rng() % 7), n = static_cast<long long>(rng() % 7) - 3;
    REQUIRE(alea::pow(r, m + n) == alea::pow(r, m) * alea::pow(r, n));
    REQUIRE(alea::pow(r, -m) * alea::pow(r, m) == 1);
  }
}

TEST_CASE("rational: fits_int64 at the boundaries", "[core][rational]") {
  BigInt max = std::numeric_limits<std::int64_t>::max(), min = std::numeric_limits<std::int64_t>::min();
  CHECK(alea::fits_int64(max));
  CHECK(alea::fits_int64(min));
  CHECK_FALSE(alea::fits_int64(max + 1));
  CHECK_FALSE(alea::fits_int64(min - 1));
  CHECK(alea::fits_int64(BigInt(0)));
}
