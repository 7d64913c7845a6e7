#pragma once
// Subcube tables: for a set T of free variables, one bit per subcube whose free coordinates are T,
// indexed by the values of the b = n - |T| fixed coordinates in increasing order of variable (the
// bit order of TruthTable restricted to them). A table of b bits takes words_of(b) words; below
// 64 bits it lives in the low bits of one word and the rest is 0. Freeing one more variable, at
// position p among the fixed ones, halves a table (and_halves: the subcube is constant only if
// both halves are, with the same constant); the opposite step doubles it (or_expand: every
// subcube inside a marked one is marked). Word operations only: positions below 6 are gathered
// and spread inside words by shifts and masks.
#include <cstdint>

#include "boolfn/table/bit_table.hpp"

namespace alea::boolfn::query {

// The bits of w at positions with bit p clear (p < 6; all others 0), packed into the low 32.
inline std::uint64_t compress_low(std::uint64_t w, int p) {
  for (int q = p; q < 5; ++q) w = (w | (w >> (1u << q))) & low_half[q + 1];
  return w;
}

// The inverse, each bit written to both positions of its pair along p: the low 32 bits of w
// become a word in which bit y is bit y-without-bit-p of w.
inline std::uint64_t spread_low(std::uint64_t w, int p) {
  w &= 0xFFFFFFFFull;
  for (int q = 4; q >= p; --q) w = (w | (w << (1u << q))) & low_half[q];
  return w | (w << (1u << p));
}

// x with a 0 inserted at bit q.
inline std::uint64_t insert_zero(std::uint64_t x, int q) {
  const std::uint64_t low = x & ((std::uint64_t(1) << q) - 1);
  return ((x >> q) << (q + 1)) | low;
}

// dst (b - 1 bits) = src (b bits) with position p freed: bit y' = src(y' with 0 at p) & src(y'
// with 1 at p). p < b.
inline void and_halves(const std::uint64_t* src, int b, int p, std::uint64_t* dst) {
  if (p >= 6) {
    const int q = p - 6;
    const std::uint64_t step = std::uint64_t(1) << q, out = words_of(b - 1);
    for (std::uint64_t w = 0; w < out; ++w) {
      const std::uint64_t lo = insert_zero(w, q);
      dst[w] = src[lo] & src[lo | step];
    }
    return;
  }
  const unsigned shift = 1u << p;
  auto gather = [&](std::uint64_t s) { return compress_low(s & (s >> shift) & low_half[p], p); };
  if (b <= 6) {
    dst[0] = gather(src[0]);
    return;
  }
  const std::uint64_t out = words_of(b - 1);
  for (std::uint64_t w = 0; w < out; ++w) dst[w] = gather(src[2 * w]) | (gather(src[2 * w + 1]) << 32);
}

// dst (b + 1 bits) |= src (b bits) with a free position p inserted (p <= b): bit y of dst is
// or-ed with bit (y without position p) of src.
inline void or_expand(const std::uint64_t* src, int b, int p, std::uint64_t* dst) {
  if (p >= 6) {
    const int q = p - 6;
    const std::uint64_t out = words_of(b + 1);
    for (std::uint64_t w = 0; w < out; ++w) {
      const std::uint64_t from = ((w >> (q + 1)) << q) | (w & ((std::uint64_t(1) << q) - 1));
      dst[w] |= src[from];
    }
    return;
  }
  if (b < 6) {
    dst[0] |= spread_low(src[0], p);
    return;
  }
  const std::uint64_t in = words_of(b);
  for (std::uint64_t w = 0; w < in; ++w) {
    dst[2 * w] |= spread_low(src[w], p);
    dst[2 * w + 1] |= spread_low(src[w] >> 32, p);
  }
}

// Swaps the two halves of every pair along variable i < 6 inside a word.
inline std::uint64_t flip_low(std::uint64_t w, int i) {
  const unsigned s = 1u << i;
  return ((w >> s) & low_half[i]) | ((w & low_half[i]) << s);
}

}  // namespace alea::boolfn::query
