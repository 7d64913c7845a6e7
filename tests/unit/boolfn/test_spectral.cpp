// Spectral and cryptographic measures (boolfn/spectral.hpp) against their definitions on random
// functions of up to 8 variables, and the known values of bent functions, parity and majority.
#include <catch2/catch.hpp>

#include <bit>
#include <cmath>
#include <random>

#include "boolfn/builtins.hpp"
#include "boolfn/spectral.hpp"
#include "boolfn/table/bit_table.hpp"
#include "core/errors.hpp"
#include "random_boolean.hpp"

using namespace alea;
using namespace alea::boolfn;

namespace {


// From a 0/1 function g of the bits b_i = [x_i = +1]: f = +1 iff g = 1.
template <class G>
BooleanFunction from_gf2(int n, G&& g) {
  Words w(words_of(n), 0);
  for (std::uint64_t x = 0; x < (1ull << n); ++x)
    if (g(x)) w[x >> 6] |= 1ull << (x & 63);
  return BooleanFunction(TruthTable::boolean(n, w));
}

int value(const TruthTable& t, std::uint64_t x) { return t.plus(x) ? 1 : -1; }

// The fewest disagreements with an affine function c + sum a_i b_i over GF(2).
std::uint64_t nonlinearity_by_definition(const TruthTable& t) {
  std::uint64_t best = t.size();
  for (std::uint64_t a = 0; a < t.size(); ++a)
    for (int c = 0; c < 2; ++c) {
      std::uint64_t d = 0;
      for (std::uint64_t x = 0; x < t.size(); ++x) d += t.plus(x) != bool((std::popcount(a & x) + c) & 1);
      best = std::min(best, d);
    }
  return best;
}

// The largest m such that fixing any m or fewer variables to any values leaves Pr[f = +1] unchanged.
int correlation_immunity_by_definition(const TruthTable& t) {
  const int n = t.n();
  std::uint64_t ones = 0;
  for (std::uint64_t x = 0; x < t.size(); ++x) ones += t.plus(x);
  int m = 0;
  for (int k = 1; k <= n; ++k) {
    for (std::uint64_t T = 0; T < t.size(); ++T) {
      if (std::popcount(T) != k) continue;
      for (std::uint64_t a = T;; a = (a - 1) & T) {
        std::uint64_t sub = 0;
        for (std::uint64_t x = 0; x < t.size(); ++x) sub += (x & T) == a && t.plus(x);
        if (sub * (1ull << k) != ones) return m;
        if (!a) break;
      }
    }
    m = k;
  }
  return m;
}

}  // namespace

// Tr(y^254) = Tr(1/y) over GF(2^8) (AES's polynomial x^8 + x^4 + x^3 + x + 1; another field
// representation is a linear change of the input, which keeps the nonlinearity and the
// algebraic immunity), as a function of the 8 coordinates of y. Shared with test_polynomial.cpp.
namespace alea::boolfn {
BooleanFunction trace_inverse() {
  auto mul = [](unsigned a, unsigned b) {
    unsigned r = 0;
    for (; b; b >>= 1, a = (a << 1) ^ ((a & 0x80) ? 0x11b : 0))
      if (b & 1) r ^= a;
    return r & 0xff;
  };
  return from_gf2(8, [&](std::uint64_t y) {
    unsigned p = 1, base = unsigned(y);
    for (int e = 254; e; e >>= 1, base = mul(base, base))
      if (e & 1) p = mul(p, base);
    unsigned t = 0, z = p;
    for (int k = 0; k < 8; ++k, z = mul(z, z)) t ^= z;
    return int(t & 1);
  });
}
}  // namespace alea::boolfn

TEST_CASE("spectral: Sage's example, the trace of the inverse over GF(2^8)", "[boolfn][spectral]") {
  // Sage's sage.crypto.boolean_function documentation: BooleanFunction(x^254) over GF(2^8) has
  // nonlinearity 112 and algebraic immunity 4 (the immunity is checked in test_polynomial.cpp).
  CHECK(spectral_measures(trace_inverse()).nonlinearity == 112);
}

TEST_CASE("spectral: measures against their definitions on random functions", "[boolfn][spectral]") {
  std::mt19937_64 rng(17);
  for (int n = 1; n <= 8; ++n)
    for (int trial = 0; trial < 4; ++trial) {
      const auto f = random_boolean(n, rng, 1 + trial % 2);
      const TruthTable& t = f.table();
      INFO("n = " << n << ", trial " << trial);
      const auto m = spectral_measures(f);
      CHECK(m.nonlinearity == nonlinearity_by_definition(t));
      CHECK(m.correlation_immunity == correlation_immunity_by_definition(t));
      std::int64_t sum = 0;
      for (std::uint64_t x = 0; x < t.size(); ++x) sum += value(t, x);
      CHECK(m.balanced == (sum == 0));
      CHECK(is_balanced(f) == m.balanced);
      CHECK(m.resiliency == (m.balanced ? m.correlation_immunity : -1));
      // fhat by its definition, then the entropy, the influence and the level weights
      double entropy = 0;
      Rational influence = 0;
      std::vector<Rational> weights(n + 1, Rational(0));
      int degree = 0;
      for (std::uint64_t S = 0; S < t.size(); ++S) {
        std::int64_t c = 0;
        for (std::uint64_t x = 0; x < t.size(); ++x) c += value(t, x) * (std::popcount(S & ~x) & 1 ? -1 : 1);
        const Rational fhat(c, std::int64_t(t.size()));
        weights[std::popcount(S)] += fhat * fhat;
        influence += std::popcount(S) * fhat * fhat;
        const double p = to_double(fhat * fhat);
        if (p > 0) {
          entropy -= p * std::log2(p);
          degree = std::max(degree, std::popcount(S));
        }
      }
      CHECK(m.entropy == Approx(entropy).margin(1e-12));
      CHECK(m.total_influence == influence);
      CHECK(m.weights == weights);
      CHECK(m.degree == degree);
      std::vector<int> relevant;
      for (int i = 0; i < n; ++i) {
        bool r = false;
        for (std::uint64_t x = 0; x < t.size(); ++x) r = r || t.plus(x) != t.plus(x ^ (1ull << i));
        if (r) relevant.push_back(i + 1);
      }
      CHECK(m.relevant == relevant);
      CHECK(relevant_variables(f) == relevant);
      // NS_delta = Pr[f(x) != f(y)] over x uniform and B ~ delta-biased, y = x xor B
      for (const Rational& delta : {Rational(1, 10), Rational(1, 3), Rational(1, 2)}) {
        if (n > 6) break;
        Rational ns = 0;
        for (std::uint64_t x = 0; x < t.size(); ++x)
          for (std::uint64_t b = 0; b < t.size(); ++b) {
            if (t.plus(x) == t.plus(x ^ b)) continue;
            Rational pr = 1;
            for (int i = 0; i < n; ++i) pr *= (b >> i & 1) ? delta : 1 - delta;
            ns += pr;
          }
        ns /= Rational(std::int64_t(t.size()));
        CHECK(*noise_sensitivity(f, Number::of(delta)).exact == ns);
      }
    }
}

TEST_CASE("spectral: bent functions, parity, majority and dictators", "[boolfn][spectral]") {
  // Rothaus, "On bent functions" (J. Combin. Theory A 20, 1976): the inner product
  // b1 b2 + b3 b4 + ... is bent, with nonlinearity 2^(n-1) - 2^(n/2-1): 6 for n = 4, 28 for n = 6.
  for (int n : {2, 4, 6, 8}) {
    const auto ip = from_gf2(n, [&](std::uint64_t x) {
      int s = 0;
      for (int i = 0; i + 1 < n; i += 2) s ^= int(x >> i & x >> (i + 1) & 1);
      return s;
    });
    const auto m = spectral_measures(ip);
    CHECK(m.bent);
    CHECK(m.nonlinearity == (1ull << (n - 1)) - (1ull << (n / 2 - 1)));
    CHECK(m.entropy == Approx(n));  // 2^n coefficients of 2^-n each
  }
  CHECK(spectral_measures(from_gf2(4, [](std::uint64_t x) { return (x & 7) == 7; })).bent == false);
  // Parity: affine (nonlinearity 0), balanced, (n-1)-resilient (Siegenthaler 1984).
  for (int n = 2; n <= 9; ++n) {
    const auto m = spectral_measures(parity(n));
    CHECK(m.nonlinearity == 0);
    CHECK(m.resiliency == n - 1);
    CHECK(m.entropy == 0);
    CHECK(m.fei == Approx(0.0));
  }
  // Maj3: fhat = 1/2 on the three singletons, -1/2 on the triple: entropy 2 bits, I = 3/2.
  const auto maj = spectral_measures(majority(3));
  CHECK(maj.entropy == Approx(2.0));
  CHECK(maj.total_influence == Rational(3, 2));
  CHECK(*maj.fei == Approx(4.0 / 3));
  CHECK(maj.correlation_immunity == 0);
  CHECK(maj.resiliency == 0);
  // NS_delta of a dictator is delta; of Maj3 at 1/4: 1/2 - 1/2 (3/4 (1/2) + 1/4 (1/8)) = 19/64
  CHECK(*noise_sensitivity(dictator(3, 2), Number::of(Rational(1, 7))).exact == Rational(1, 7));
  CHECK(*noise_sensitivity(majority(3), Number::of(Rational(1, 4))).exact == Rational(19, 64));
  CHECK(spectral_measures(from_gf2(3, [](std::uint64_t) { return 1; })).correlation_immunity == 3);
  CHECK(!spectral_measures(from_gf2(3, [](std::uint64_t) { return 1; })).fei);
}

TEST_CASE("spectral: errors", "[boolfn][spectral]") {
  auto real = from_values({Number::of(Rational(0)), Number::of(Rational(3))});
  CHECK_THROWS_AS(spectral_measures(real), InvalidArgument);
  CHECK_THROWS_AS(noise_sensitivity(majority(3), Number::of(Rational(2))), InvalidArgument);
  CHECK_THROWS_WITH(spectral_measures(hex(6)), Catch::Contains("n <= 30") && Catch::Contains("36 variables"));
}
