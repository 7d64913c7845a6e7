#include "cgt/impartial/nimber.hpp"

#include <array>

#include "core/errors.hpp"

namespace alea::cgt::impartial {

namespace {

std::uint64_t product(std::uint64_t a, std::uint64_t b, int level);

// Products of nimbers below 256 (the field of order 256), the base of the recursion: those below
// 16 by the mex definition, the rest by the recursion below from them.
struct SmallTable {
  std::array<std::array<std::uint8_t, 16>, 16> p16{};
  std::array<std::array<std::uint8_t, 256>, 256> p256{};
  bool ready = false;
  SmallTable() {
    for (unsigned a = 0; a < 16; ++a)
      for (unsigned b = 0; b < 16; ++b) {
        unsigned seen = 0;  // products below 16 stay below 16 (a field)
        for (unsigned x = 0; x < a; ++x)
          for (unsigned y = 0; y < b; ++y) seen |= 1u << (p16[x][b] ^ p16[a][y] ^ p16[x][y]);
        unsigned m = 0;
        while (seen >> m & 1) ++m;
        p16[a][b] = static_cast<std::uint8_t>(m);
      }
  }
};

SmallTable& small() {
  static SmallTable t;
  if (!t.ready) {
    t.ready = true;  // from here on product(., ., 3) reads p256, being filled in increasing a, b
    for (unsigned a = 0; a < 256; ++a)
      for (unsigned b = 0; b < 256; ++b) t.p256[a][b] = static_cast<std::uint8_t>(product(a, b, -3));
  }
  return t;
}

// The product of a, b < 2^(2^level) (level >= 3: 8 bits and up; level -3: the table's filling,
// which splits 8-bit nimbers into 4-bit halves).
std::uint64_t product(std::uint64_t a, std::uint64_t b, int level) {
  if (level == 2 || level == -2) return small().p16[a][b];
  if (level == 3) return small().p256[a][b];
  if (level == -3) level = 3;
  if (a == 0 || b == 0) return 0;
  if (a == 1) return b;
  if (b == 1) return a;
  const int half = 1 << (level - 1);  // F = 2^half
  const std::uint64_t mask = (std::uint64_t{1} << half) - 1;
  const std::uint64_t a1 = a >> half, a0 = a & mask, b1 = b >> half, b0 = b & mask;
  const int sub = level == 3 ? -2 : level - 1;
  const std::uint64_t low = product(a0, b0, sub);
  if (a1 == 0 && b1 == 0) return low;
  // (a1 F + a0)(b1 F + b0) = F ((a0+a1)(b0+b1) + a0 b0) + a0 b0 + a1 b1 (F/2), as F^2 = F + F/2.
  const std::uint64_t mid = product(a0 ^ a1, b0 ^ b1, sub) ^ low;
  const std::uint64_t top = product(product(a1, b1, sub), std::uint64_t{1} << (half - 1), sub);
  return (mid << half) ^ low ^ top;
}

}  // namespace

std::uint64_t nim_product(std::uint64_t a, std::uint64_t b) {
  int level = 3;
  while (level < 6 && ((a | b) >> (1 << level)) != 0) ++level;
  return product(a, b, level);
}

std::uint64_t nim_inverse(std::uint64_t a) {
  if (a == 0) throw InvalidArgument("a", "0 has no nim inverse");
  // In the field of order 2^64, a^(2^64 - 2) = a^-1: square and multiply over the 63 ones of
  // 2^64 - 2 (its bits 1 .. 63).
  std::uint64_t result = 1, power = nim_product(a, a);
  for (int bit = 1; bit < 64; ++bit) {
    result = nim_product(result, power);
    power = nim_product(power, power);
  }
  return result;
}

std::uint64_t nim_quotient(std::uint64_t a, std::uint64_t b) {
  if (b == 0) throw InvalidArgument("b", "division by the nimber 0");
  return nim_product(a, nim_inverse(b));
}

}  // namespace alea::cgt::impartial
