#pragma once
// Points of the cube as the boolfn tests write them: point(x, n) is the +-1 point whose bit i of x
// is +1, and insert(x, i, v) puts the bit v at position i of x, moving the higher bits up. One
// definition, so the test files can share a unity batch.
#include <cstdint>

#include "boolfn/function.hpp"

namespace alea::boolfn::test {

inline Point point(std::uint64_t x, int n) {
  Point p(n);
  for (int i = 0; i < n; ++i) p[i] = ((x >> i) & 1) ? 1 : -1;
  return p;
}

inline std::uint64_t insert(std::uint64_t x, int i, int v) {
  const std::uint64_t low = x & ((std::uint64_t(1) << i) - 1);
  return ((x >> i) << (i + 1)) | (std::uint64_t(v) << i) | low;
}

}  // namespace alea::boolfn::test
