// Nimber arithmetic: the nim product against Conway's mex definition (an independent method) on
// every pair below 64, the field laws on random 64-bit nimbers, and the Fermat 2-powers.
#include <catch2/catch.hpp>

#include <bitset>
#include <random>

#include "cgt/impartial/nimber.hpp"
#include "error_role.hpp"

using namespace alea;
using namespace alea::cgt::impartial;

TEST_CASE("nimber: the product is the mex definition on all pairs below 64", "[cgt][nimber]") {
  // a (x) b = mex{a' (x) b + a (x) b' + a' (x) b' : a' < a, b' < b} (ONAG ch. 6).
  // Products of nimbers below 64 are below 256 (the field of order 256).
  std::uint64_t p[64][64];
  for (unsigned a = 0; a < 64; ++a)
    for (unsigned b = 0; b < 64; ++b) {
      std::bitset<256> seen;
      for (unsigned x = 0; x < a; ++x)
        for (unsigned y = 0; y < b; ++y) seen.set(p[x][b] ^ p[a][y] ^ p[x][y]);
      std::uint64_t m = 0;
      while (seen.test(m)) ++m;
      p[a][b] = m;
      CHECK(nim_product(a, b) == m);
    }
}

TEST_CASE("nimber: Fermat 2-powers square to 3F/2, and the field laws hold", "[cgt][nimber]") {
  // ONAG ch. 6: for F = 2^(2^k), F (x) F = F + F/2 (ordinary), and F (x) x = F x for x < F.
  for (int k = 0; k < 6; ++k) {
    const std::uint64_t F = std::uint64_t{1} << (1u << k);
    if (k < 6 && (1u << k) < 64) CHECK(nim_product(F, F) == F + F / 2);
  }
  CHECK(nim_product(std::uint64_t{1} << 32, 12345) == (std::uint64_t{12345} << 32));
  CHECK(nim_product(2, 2) == 3);
  CHECK(nim_product(4, 4) == 6);
  std::mt19937_64 rng(26);
  for (int i = 0; i < 2000; ++i) {
    const std::uint64_t a = rng(), b = rng(), c = rng();
    CHECK(nim_product(a, b) == nim_product(b, a));
    CHECK(nim_product(nim_product(a, b), c) == nim_product(a, nim_product(b, c)));
    CHECK(nim_product(a, b ^ c) == (nim_product(a, b) ^ nim_product(a, c)));
    if (a) CHECK(nim_product(a, nim_inverse(a)) == 1);
    if (b) CHECK(nim_product(nim_quotient(a, b), b) == a);
  }
}

TEST_CASE("nimber: division by zero names the argument", "[cgt][nimber][errors]") {
  CHECK(alea::test::error_role([] { nim_inverse(0); }) == "a");
  CHECK(alea::test::error_role([] { nim_quotient(5, 0); }) == "b");
}
