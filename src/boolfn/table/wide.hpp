#pragma once
// Exact sums that outgrow 64 bits: 128-bit accumulators that spill into a BigInt.
#include <cstdint>

#include "core/rational.hpp"

namespace alea::boolfn {

inline BigInt to_big(unsigned __int128 v) {
  BigInt hi = static_cast<std::uint64_t>(v >> 64);
  return (hi << 64) + BigInt(static_cast<std::uint64_t>(v));
}

inline BigInt to_big(__int128 v) {
  if (v >= 0) return to_big(static_cast<unsigned __int128>(v));
  return -to_big(static_cast<unsigned __int128>(-(v + 1))) - 1;
}

// A sum of unsigned terms below 2^128 each, exact at any length.
struct WideSum {
  unsigned __int128 acc = 0;
  BigInt spill = 0;
  void add(unsigned __int128 t) {
    unsigned __int128 s = acc + t;
    if (s < acc) {
      spill += to_big(acc);
      s = t;
    }
    acc = s;
  }
  BigInt value() const { return spill + to_big(acc); }
};

// Positions 0..63 of a word whose 6-bit index has exactly c ones, c = 0..6.
struct WeightMasks {
  std::uint64_t m[7] = {};
  WeightMasks() {
    for (int p = 0; p < 64; ++p) m[__builtin_popcount(p)] |= std::uint64_t(1) << p;
  }
};
inline const WeightMasks& weight_masks() {
  static const WeightMasks w;
  return w;
}

}  // namespace alea::boolfn
