#include "boolfn/measure/walsh.hpp"

#include <algorithm>
#include <bit>
#include <cmath>

#include "boolfn/transform/fwht.hpp"
#include "core/interrupt.hpp"
#include "core/memory_guard.hpp"
#include "core/parallel.hpp"

namespace alea::boolfn::measure {
namespace {

constexpr std::uint64_t chunk = 1 << 16;

// What one chunk of the spectrum contributes; chunks are combined in index order.
struct Part {
  std::int64_t max_abs = 0, first_abs = -1;
  bool flat = true;
  int degree = 0, lowest = 64;
  std::uint64_t support = 0;
  std::vector<unsigned __int128> levels;
  double entropy = 0;  // sum of W^2 log2(W^2) over the chunk
};

}  // namespace

WalshSummary walsh_summary(const Words& bits, int n) {
  const std::uint64_t size = std::uint64_t(1) << n;
  require_memory(bytes_for(size, 4), "the Walsh spectrum of " + std::to_string(n) + " variables");
  std::vector<std::int32_t> a(size);
  parallel_for_chunks(0, size, [&](std::size_t b, std::size_t e) {
    for (std::size_t x = b; x < e; ++x) a[x] = (bits[x >> 6] >> (x & 63) & 1) ? 1 : -1;
    check_interrupt();
  }, chunk);
  fwht(a, n);
  std::vector<Part> parts((size + chunk - 1) / chunk);
  parallel_for(0, parts.size(), [&](std::size_t c) {
    Part& p = parts[c];
    p.levels.assign(n + 1, 0);
    for (std::uint64_t s = c * chunk; s < std::min(size, (c + 1) * chunk); ++s) {
      const std::int64_t w = a[s], m = w < 0 ? -w : w;
      if (p.first_abs < 0) p.first_abs = m;
      p.flat = p.flat && m == p.first_abs;
      if (!w) continue;
      const int level = std::popcount(s);
      p.max_abs = std::max(p.max_abs, m);
      p.degree = std::max(p.degree, level);
      if (level > 0) p.lowest = std::min(p.lowest, level);
      p.support |= s;
      const auto sq = static_cast<unsigned __int128>(m) * static_cast<unsigned __int128>(m);
      p.levels[level] += sq;
      p.entropy += double(m) * double(m) * 2 * std::log2(double(m));
    }
    check_interrupt();
  });
  WalshSummary out;
  out.n = n;
  out.w_empty = a[0];
  out.level_squares.assign(n + 1, 0);
  out.lowest_level = n + 1;
  std::int64_t first = -1;
  double weighted = 0;
  for (const auto& p : parts) {
    if (first < 0) first = p.first_abs;
    out.flat = out.flat && p.flat && p.first_abs == first;
    out.max_abs = std::max(out.max_abs, p.max_abs);
    out.degree = std::max(out.degree, p.degree);
    out.lowest_level = std::min(out.lowest_level, p.lowest);
    out.support |= p.support;
    for (int k = 0; k <= n; ++k) out.level_squares[k] += p.levels[k];
    weighted += p.entropy;
  }
  // fhat^2 = W^2 / 4^n: sum fhat^2 log2(1/fhat^2) = 2n - (sum W^2 log2 W^2) / 4^n (Parseval)
  out.entropy_bits = 2.0 * n - weighted / std::ldexp(1.0, 2 * n);
  if (out.entropy_bits < 0) out.entropy_bits = 0;
  return out;
}

}  // namespace alea::boolfn::measure
