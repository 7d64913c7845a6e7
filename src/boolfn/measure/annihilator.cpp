#include "boolfn/measure/annihilator.hpp"

#include <bit>

#include "boolfn/measure/gf2_rank.hpp"
#include "core/interrupt.hpp"
#include "core/memory_guard.hpp"

namespace alea::boolfn::measure {
namespace {

bool in(const Words& w, std::uint64_t x) { return w[x >> 6] >> (x & 63) & 1; }

}  // namespace

bool has_annihilator(const Words& zero, int n, int d) {
  const std::uint64_t size = std::uint64_t(1) << n;
  std::vector<std::int32_t> unknown(size, -1);  // column of each low point outside Z
  std::size_t columns = 0, equations = 0;
  for (std::uint64_t x = 0; x < size; ++x) {
    if (std::popcount(x) <= d) {
      if (!in(zero, x)) unknown[x] = std::int32_t(columns++);
    } else if (in(zero, x)) {
      ++equations;
    }
  }
  if (columns == 0) return false;
  if (equations < columns) return true;
  require_memory(BitMatrix::bytes(equations, columns) + bytes_for(size, 4),
                 "the annihilator system of degree " + std::to_string(d) + " (" + std::to_string(equations) +
                     " equations, " + std::to_string(columns) + " unknowns)");
  BitMatrix m(equations, columns);
  std::size_t row = 0;
  for (std::uint64_t x = 0; x < size; ++x) {
    const int w = std::popcount(x);
    if (w <= d || !in(zero, x)) continue;
    if ((row & 255) == 0) check_interrupt();
    for (std::uint64_t y = x;; y = (y - 1) & x) {  // the subsets of x
      const int j = std::popcount(y);
      // binom(w - j - 1, d - j) is odd iff the bits of d - j lie inside those of w - j - 1 (Lucas)
      if (j <= d && unknown[y] >= 0 && ((d - j) & ~(w - j - 1)) == 0) m.flip(row, std::size_t(unknown[y]));
      if (!y) break;
    }
    ++row;
  }
  return m.rank(columns) < columns;
}

int algebraic_immunity(const Words& bits, int n) {
  Words other = bits;
  for (auto& w : other) w = ~w;
  other[0] &= valid_mask(n);
  for (int d = 0; d < (n + 1) / 2; ++d)
    if (has_annihilator(bits, n, d) || has_annihilator(other, n, d)) return d;
  return (n + 1) / 2;
}

}  // namespace alea::boolfn::measure
