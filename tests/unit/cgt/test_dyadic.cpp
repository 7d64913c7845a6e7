// Dyadic rationals: exact at any size, with the small fast path and the big fallback agreeing.
#include <catch2/catch.hpp>

#include <random>

#include "cgt/dyadic.hpp"
#include "core/errors.hpp"

using namespace alea;
using namespace alea::cgt;

TEST_CASE("cgt dyadic: parsing, printing, normal form", "[cgt][dyadic]") {
  CHECK(Dyadic::parse("3/2").to_string() == "3/2");
  CHECK(Dyadic::parse("-6/4").to_string() == "-3/2");
  CHECK(Dyadic::parse("0.375").to_string() == "3/8");
  CHECK(Dyadic::parse("8/2").to_string() == "4");
  CHECK(Dyadic::parse("-0").to_string() == "0");
  CHECK(Dyadic::parse("3/2").exponent() == 1);
  CHECK_THROWS_AS(Dyadic::parse("1/3"), InvalidArgument);
  CHECK_THROWS_AS(Dyadic::parse("x"), InvalidArgument);
  try {
    Dyadic::parse("2/6");
  } catch (const InvalidArgument& e) {
    CHECK(e.role == "text");
  }
  CHECK(Dyadic::from_rational(Rational(5, 12)) == std::nullopt);
  CHECK(Dyadic::from_rational(Rational(5, 16))->to_rational() == Rational(5, 16));
}

TEST_CASE("cgt dyadic: arithmetic across the small/big boundary", "[cgt][dyadic]") {
  std::mt19937_64 rng(3);
  std::uniform_int_distribution<long long> num(-(1LL << 62), 1LL << 62);
  std::uniform_int_distribution<int> ex(0, 80);
  for (int i = 0; i < 3000; ++i) {
    Dyadic x = Dyadic::from_parts(BigInt(num(rng)) * (i % 3 == 0 ? BigInt(1) << 70 : BigInt(1)), static_cast<unsigned>(ex(rng)));
    Dyadic y = Dyadic::from_parts(BigInt(num(rng)), static_cast<unsigned>(ex(rng)));
    Rational rx = x.to_rational(), ry = y.to_rational();
    REQUIRE((x + y).to_rational() == rx + ry);
    REQUIRE((x - y).to_rational() == rx - ry);
    REQUIRE((-x).to_rational() == -rx);
    REQUIRE(x.half().to_rational() == rx / 2);
    REQUIRE(x.twice().to_rational() == rx * 2);
    REQUIRE(((x <=> y) < 0) == (rx < ry));
    REQUIRE((x == y) == (rx == ry));
    REQUIRE(x.floor().to_rational() == Rational(alea::floor(rx)));
    REQUIRE(x.ceil().to_rational() == Rational(alea::ceil(rx)));
    REQUIRE((x * 7).to_rational() == rx * 7);
    // Equal values have equal representations, hence equal hashes.
    Dyadic z = (x + y) - y;
    REQUIRE(z == x);
    REQUIRE(z.hash() == x.hash());
  }
  Dyadic big = Dyadic::from_parts(BigInt(1) << 200, 0);
  CHECK((big + Dyadic(1) - big) == Dyadic(1));
  CHECK(big.to_string() == "1606938044258990275541962092341162602522202993782792835301376");
  CHECK(Dyadic::unit(100).exponent() == 100);
}

TEST_CASE("cgt dyadic: the simplest number between two others", "[cgt][dyadic]") {
  auto s = [](const char* lo, const char* hi) {
    std::optional<Dyadic> l, h;
    if (*lo) l = Dyadic::parse(lo);
    if (*hi) h = Dyadic::parse(hi);
    return simplest_between(l, h).to_string();
  };
  CHECK(s("", "") == "0");
  CHECK(s("0", "") == "1");
  CHECK(s("", "0") == "-1");
  CHECK(s("3/2", "") == "2");
  CHECK(s("", "-5/2") == "-3");
  CHECK(s("-1", "1") == "0");
  CHECK(s("0", "1") == "1/2");
  CHECK(s("1", "2") == "3/2");
  CHECK(s("1/2", "1") == "3/4");
  CHECK(s("1", "5") == "2");
  CHECK(s("-5", "-1") == "-2");
  CHECK(s("5/16", "3/8") == "11/32");
  CHECK(s("0", "1/1024") == "1/2048");
  CHECK_THROWS_AS(simplest_between(Dyadic(1), Dyadic(1)), InvalidArgument);
}
