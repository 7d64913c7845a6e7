// Fourier coefficients, influences and their p-biased versions against sums over every point.
#include <catch2/catch.hpp>

#include "error_role.hpp"

#include <bit>
#include <random>

#include "boolfn/builtins.hpp"
#include "boolfn/fourier.hpp"
#include "boolfn/influence.hpp"
#include "boolfn/partial.hpp"
#include "boolfn/transform/fwht.hpp"
#include "core/progress.hpp"
#include "core/errors.hpp"
#include "points.hpp"

using namespace alea;
using namespace alea::boolfn;
using alea::boolfn::test::point;

namespace {


// A random +-1 function (or small integer / half-integer payoffs when `real`).
BooleanFunction random_function(int n, std::mt19937_64& rng, bool real) {
  std::vector<Number> v(std::size_t(1) << n);
  for (auto& x : v) {
    if (real) x = Number::of(Rational(long(rng() % 7) - 3, long(1 + rng() % 2)));
    else x = Number::of(Rational(rng() & 1 ? 1 : -1));
  }
  return from_values(v);
}

Rational brute_coefficient(const BooleanFunction& f, std::uint64_t s) {
  Rational sum = 0;
  for (std::uint64_t x = 0; x < (std::uint64_t(1) << f.n()); ++x) {
    int chi = std::popcount(s & ~x) % 2 ? -1 : 1;
    sum += chi * f.value(point(x, f.n()));
  }
  return sum / Rational(BigInt(1) << f.n());
}

Rational weight(std::uint64_t x, int n, const Rational& p, int skip = -1) {
  Rational w = 1;
  for (int i = 0; i < n; ++i)
    if (i != skip) w *= ((x >> i) & 1) ? p : 1 - p;
  return w;
}

}  // namespace

TEST_CASE("fourier: exact and float Walsh-Hadamard transforms agree with the definition", "[boolfn][fourier]") {
  std::mt19937_64 rng(13);
  for (int n : {1, 2, 3, 5, 7}) {
    for (bool real : {false, true}) {
      auto f = random_function(n, rng, real);
      auto exact = fourier_table(f);
      auto fl = fourier_table_float(f);
      for (std::uint64_t s = 0; s < exact.size(); ++s) {
        Rational b = brute_coefficient(f, s);
        CHECK(exact.coefficient(s) == b);
        CHECK(fl[s] == Approx(to_double(b)).margin(1e-12));
        std::vector<int> S;
        for (int i = 0; i < n; ++i)
          if ((s >> i) & 1) S.push_back(i + 1);
        CHECK(fourier_coefficient(f, S) == b);
      }
    }
  }
}

TEST_CASE("fourier: the blocked transform matches the plain one past the block size", "[boolfn][fourier]") {
  int n = 17;
  std::mt19937_64 rng(5);
  std::vector<std::int64_t> a(std::size_t(1) << n), b;
  for (auto& v : a) v = std::int64_t(rng() % 5) - 2;
  b = a;
  {
    ProgressLog log;
    fwht(a, n);
    REQUIRE(log.started("Walsh-Hadamard transform").size() == 1);
    CHECK(log.started("Walsh-Hadamard transform")[0].done == std::uint64_t(n));  // every level, to the progress service
  }
  for (int i = 0; i < n; ++i) {
    std::size_t h = std::size_t(1) << i;
    for (std::size_t x = 0; x < b.size(); ++x)
      if (!(x & h)) {
        auto lo = b[x], hi = b[x | h];
        b[x] = hi + lo;
        b[x | h] = hi - lo;
      }
  }
  CHECK(a == b);
}

TEST_CASE("fourier: Parseval, degree and spectral weights", "[boolfn][fourier]") {
  CHECK(degree(parity(5)) == 5);
  CHECK(degree(majority(5)) == 5);
  CHECK(degree(and_function(3)) == 3);
  CHECK(degree(dictator(4, 2)) == 1);
  CHECK(degree(from_bits("1111")) == 0);
  auto w = spectral_weights(majority(3));
  CHECK(w == std::vector<Rational>{0, Rational(3, 4), 0, Rational(1, 4)});
  std::mt19937_64 rng(2);
  auto f = random_function(6, rng, true);
  Rational sum = 0;
  for (const auto& x : spectral_weights(f)) sum += x;
  Rational sq = 0;
  for (std::uint64_t x = 0; x < 64; ++x) sq += f.value(point(x, 6)) * f.value(point(x, 6));
  CHECK(sum == sq / 64);
}

TEST_CASE("fourier: p-biased expectation, derivatives, influences and pivotality match point sums", "[boolfn][fourier][influence]") {
  std::mt19937_64 rng(21);
  for (int n : {1, 3, 6, 8}) {
    for (bool real : {false, true}) {
      auto f = random_function(n, rng, real);
      for (Rational p : {Rational(1, 2), Rational(1, 3), Rational(0), Rational(1), Rational(5, 7)}) {
        Coin coin = Coin::of(p);
        Rational mean = 0;
        for (std::uint64_t x = 0; x < (std::uint64_t(1) << n); ++x) mean += weight(x, n, p) * f.value(point(x, n));
        CHECK(*expectation(f, coin).exact == mean);
        for (int i = 0; i < n; ++i) {
          Rational d = 0, sq = 0, piv = 0;
          std::uint64_t bit = std::uint64_t(1) << i;
          for (std::uint64_t x = 0; x < (std::uint64_t(1) << n); ++x) {
            if (x & bit) continue;
            Rational diff = f.value(point(x | bit, n)) - f.value(point(x, n));
            Rational w = weight(x, n, p, i);
            d += w * diff / 2;
            sq += w * diff * diff / 4;
            if (diff != 0) piv += w;
          }
          INFO("n " << n << " i " << i << " p " << p);
          CHECK(*expected_derivative(f, i + 1, coin).exact == d);
          CHECK(*influence(f, i + 1, coin).exact == 4 * p * (1 - p) * sq);
          CHECK(*pivotal_probability(f, i + 1, coin).exact == piv);
          double pd = to_double(p);
          CHECK(expected_derivative(f, i + 1, Coin::of(Number::of(pd))).value == Approx(to_double(d)).margin(1e-12));
          CHECK(influence(f, i + 1, Coin::of(Number::of(pd))).value == Approx(to_double(4 * p * (1 - p) * sq)).margin(1e-12));
        }
      }
    }
  }
}

TEST_CASE("fourier: influence is Definition 15; for +-1 functions the pivotal probability (Claim 17)", "[boolfn][fourier][influence]") {
  auto f = majority(5);
  for (int i = 1; i <= 5; ++i) {
    CHECK(*influence(f, i).exact == Rational(3, 8));
    CHECK(*pivotal_probability(f, i).exact == Rational(3, 8));
    CHECK(*expected_derivative(f, i).exact == Rational(3, 8));  // Proposition 18: = fhat(i)
  }
  CHECK(*total_influence(parity(4)).exact == 4);
  CHECK(*variance(majority(3)).exact == 1);
  // x_i's influence in tribes: 2^(1-k) (1 - 2^-k)^(m-1)
  CHECK(*influence(tribes(2, 3), 1).exact == Rational(1, 2) * Rational(9, 16));
}

TEST_CASE("fourier: noise stability: spectral sum, exact p-biased operator and floats agree", "[boolfn][fourier]") {
  auto f = majority(3);
  CHECK(*noise_stability(f, Number::of(Rational(1, 2))).exact == Rational(3, 4) * Rational(1, 2) + Rational(1, 4) * Rational(1, 8));
  std::mt19937_64 rng(8);
  auto g = random_function(5, rng, true);
  for (Rational p : {Rational(1, 2), Rational(1, 3)}) {
    Rational rho(2, 5);
    Quantity e = noise_stability(g, Number::of(rho), Coin::of(p));
    Quantity d = noise_stability(g, Number::of(to_double(rho)), Coin::of(Number::of(to_double(p))));
    REQUIRE(e.exact);
    CHECK(d.value == Approx(to_double(*e.exact)).margin(1e-12));
  }
  // at p = 1/2 both exact paths agree
  Quantity a = noise_stability(g, Number::of(Rational(2, 5)), Coin::of(Rational(1, 2)));
  CHECK(a.exact);
  CHECK(noise_stability(g, Number::of(Rational(1)), Coin::of(Rational(1, 3))).exact.value() ==
        *expectation(from_values([&] {
          std::vector<Number> v;
          for (std::uint64_t x = 0; x < 32; ++x) v.push_back(Number::of(g.value(point(x, 5)) * g.value(point(x, 5))));
          return v;
        }()), Coin::of(Rational(1, 3))).exact);
}

TEST_CASE("fourier: monotonicity and restriction", "[boolfn][fourier]") {
  CHECK(is_monotone(majority(5)));
  CHECK(is_monotone(recursive_majority(2)));
  CHECK(is_monotone(hex(3)));
  CHECK(is_monotone(tribes(2, 3)));
  CHECK_FALSE(is_monotone(parity(3)));
  CHECK_FALSE(is_monotone(from_bits("0100")));
  CHECK(is_monotone(from_values({Number::of(Rational(0)), Number::of(Rational(1, 2)), Number::of(Rational(1, 2)),
                                 Number::of(Rational(3))})));
  auto r = restrict(majority(3), make_partial(3, {{1, 1}}));
  CHECK(r.n() == 2);
  CHECK(r.table() == or_function(2).table());
  auto s = restrict(majority(3), make_partial(3, {{2, -1}}));
  CHECK(s.table() == and_function(2).table());
  CHECK_THROWS_AS(restrict(majority(3), make_partial(3, {{1, 1}, {2, 1}, {3, 1}})), InvalidArgument);
  CHECK_THROWS_AS(make_partial(3, {{4, 1}}), InvalidArgument);
  CHECK_THROWS_AS(make_partial(3, {{1, 0}}), InvalidArgument);
  CHECK_THROWS_AS(make_partial(3, {{1, 1}, {1, -1}}), InvalidArgument);
}

TEST_CASE("fourier: bad variables, sets and parameters are refused with their role", "[boolfn][fourier][errors]") {
  auto f = majority(3);
  auto role = [](auto&& fn) { return alea::test::error_role(fn); };
  CHECK(role([&] { influence(f, 0); }) == "i");
  CHECK(role([&] { influence(f, 4); }) == "i");
  CHECK(role([&] { fourier_coefficient(f, {1, 1}); }) == "S");
  CHECK(role([&] { fourier_coefficient(f, {5}); }) == "S");
  CHECK(role([&] { Coin::of(Rational(3, 2)); }) == "p");
  CHECK(role([&] { Coin::of(Number::of(-0.1)); }) == "p");
  CHECK(role([&] { Coin::of(Number::of(std::nan(""))); }) == "p");
  CHECK(role([&] { noise_stability(f, Number::of(Rational(2))); }) == "rho");
}

TEST_CASE("fourier: p-biased coefficients: p = 1/2 is fhat, Parseval under mu_p, degree one gives the moves", "[boolfn][fourier]") {
  std::mt19937_64 rng(31);
  auto f = random_function(5, rng, true);
  for (std::uint64_t s = 0; s < 32; ++s) {
    std::vector<int> S;
    for (int i = 0; i < 5; ++i)
      if ((s >> i) & 1) S.push_back(i + 1);
    auto b = fourier_coefficient_p(f, S, Coin());
    Rational c = fourier_coefficient(f, S);
    CHECK(b.square == c * c);
    CHECK(b.sign == (c > 0 ? 1 : c < 0 ? -1 : 0));
  }
  Rational p(1, 3);
  Rational total = 0;
  double total_f = 0;
  for (std::uint64_t s = 0; s < 32; ++s) {
    std::vector<int> S;
    for (int i = 0; i < 5; ++i)
      if ((s >> i) & 1) S.push_back(i + 1);
    auto b = fourier_coefficient_p(f, S, Coin::of(p));
    total += b.square;
    auto d = fourier_coefficient_p(f, S, Coin::of(Number::of(1.0 / 3)));
    CHECK(d.value == Approx(b.value).margin(1e-12));
    total_f += d.value * d.value;
    if (S.size() == 1) {  // fhat_p(i) = 2 sqrt(p(1-p)) E_p[D_i f]
      Rational e = *expected_derivative(f, S[0], Coin::of(p)).exact;
      CHECK(b.square == 4 * p * (1 - p) * e * e);
    }
  }
  Rational second = 0;  // E_p[f^2]
  for (std::uint64_t x = 0; x < 32; ++x) second += weight(x, 5, p) * f.value(point(x, 5)) * f.value(point(x, 5));
  CHECK(total == second);
  CHECK(total_f == Approx(to_double(second)).epsilon(1e-12));
  CHECK_THROWS_AS(fourier_coefficient_p(f, {1}, Coin::of(Rational(0))), InvalidArgument);
}

TEST_CASE("fourier: f:fourier's coefficient is exact when rational, with its exact square; the spectrum in both modes", "[boolfn][fourier]") {
  auto f = majority(3);
  auto half = fourier_coefficient(f, {1}, Coin());
  REQUIRE(half.value.exact);
  CHECK(*half.value.exact == Rational(1, 2));
  CHECK(*half.square == Rational(1, 4));
  // p = 1/5: 4p(1-p) = 16/25 is a square, so every fhat_p(S) is rational
  auto fifth = fourier_coefficient(f, {1}, Coin::of(Rational(1, 5)));
  REQUIRE(fifth.value.exact);
  CHECK(*fifth.value.exact * *fifth.value.exact == *fifth.square);
  CHECK(to_double(*fifth.value.exact) == Approx(fourier_coefficient_p(f, {1}, Coin::of(Rational(1, 5))).value));
  // p = 1/3: irrational for |S| = 1, rational for |S| = 2 (the square root of (4pq)^2)
  auto third = fourier_coefficient(f, {1}, Coin::of(Rational(1, 3)));
  CHECK_FALSE(third.value.exact);
  CHECK(third.value.value * third.value.value == Approx(to_double(*third.square)));
  auto pair = fourier_coefficient(f, {1, 2}, Coin::of(Rational(1, 3)));
  REQUIRE(pair.value.exact);
  CHECK(*pair.value.exact * *pair.value.exact == *pair.square);
  // a float p: a double, no square
  auto fl = fourier_coefficient(f, {1}, Coin::of(Number::of(1.0 / 3)));
  CHECK_FALSE(fl.square);
  CHECK(fl.value.value == Approx(third.value.value).epsilon(1e-12));
  // the spectrum: exact by default, doubles on request, the same numbers
  auto exact = spectrum(f, std::nullopt);
  auto floats = spectrum(f, false);
  REQUIRE(exact.exact);
  REQUIRE(floats.floats.size() == 8);
  for (std::uint64_t s = 0; s < 8; ++s) CHECK(floats.floats[s] == Approx(exact.exact->value(s)).margin(1e-15));
  // noise stability with the exact option: a float rho or p gives a double; exact=true refuses it
  CHECK(noise_stability(f, Number::of(Rational(1, 2)), Number::of(Rational(1, 2)), std::nullopt).exact);
  CHECK_FALSE(noise_stability(f, Number::of(Rational(1, 2)), Number::of(Rational(1, 2)), false).exact);
  CHECK_FALSE(noise_stability(f, Number::of(0.5), Number::of(Rational(1, 2)), std::nullopt).exact);
  // exact=true takes a float rho by its binary value (the float rule, issue 31): 0.5 is 1/2
  const Quantity q = noise_stability(f, Number::of(0.5), Number::of(Rational(1, 2)), true);
  REQUIRE(q.exact);
  CHECK(*q.exact == *noise_stability(f, Number::of(Rational(1, 2)), Number::of(Rational(1, 2)), true).exact);
}
