#include "boolfn/measure/anf.hpp"

#include <algorithm>
#include <bit>

#include "boolfn/table/wide.hpp"
#include "core/interrupt.hpp"
#include "core/memory_guard.hpp"

namespace alea::boolfn::measure {

Words anf(const Words& bits, int n) {
  require_memory(bytes_for(bits.size(), 8), "the algebraic normal form of " + std::to_string(n) + " variables");
  Words a = bits;
  for (int i = 0; i < n; ++i) {
    check_interrupt();
    if (i < 6) {
      const unsigned s = 1u << i;
      for (auto& w : a) w ^= (w & low_half[i]) << s;
    } else {
      const std::uint64_t step = std::uint64_t(1) << (i - 6);
      for (std::uint64_t j = 0; j < a.size(); ++j)
        if (j & step) a[j] ^= a[j ^ step];
    }
  }
  return a;
}

int gf2_degree(const Words& a, int n) {
  const auto& wm = weight_masks();
  int best = 0;
  for (std::uint64_t j = 0; j < a.size(); ++j) {
    if (!a[j]) continue;
    const int base = std::popcount(j);
    for (int c = 6; c >= 0 && base + c > best; --c)
      if (a[j] & wm.m[c]) {
        best = base + c;
        break;
      }
  }
  return std::min(best, n);
}

}  // namespace alea::boolfn::measure
