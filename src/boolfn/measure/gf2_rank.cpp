#include "boolfn/measure/gf2_rank.hpp"

#include <algorithm>

#include "core/interrupt.hpp"
#include "core/parallel.hpp"

namespace alea::boolfn::measure {

BitMatrix::BitMatrix(std::size_t rows, std::size_t cols)
    : rows_(rows), cols_(cols), words_((cols + 63) / 64), data_(rows * ((cols + 63) / 64), 0) {}

std::uint64_t BitMatrix::bytes(std::size_t rows, std::size_t cols) { return std::uint64_t(rows) * ((cols + 63) / 64) * 8; }

void BitMatrix::swap_rows(std::size_t a, std::size_t b) {
  if (a != b) std::swap_ranges(row(a), row(a) + words_, row(b));
}

void BitMatrix::add_row(std::size_t to, const std::uint64_t* from, std::size_t first_word) {
  std::uint64_t* r = row(to);
  for (std::size_t w = first_word; w < words_; ++w) r[w] ^= from[w];
}

std::size_t BitMatrix::rank(std::size_t stop_at) {
  constexpr std::size_t k = 8;
  std::size_t r = 0;
  std::vector<std::uint64_t> table((std::size_t(1) << k) * words_);
  for (std::size_t c0 = 0; c0 < cols_ && r < rows_ && r < stop_at; c0 += k) {
    check_interrupt();
    const std::size_t c1 = std::min(cols_, c0 + k), w0 = c0 / 64;
    // pivots among the block's columns: candidate rows reduced by the pivots found so far
    std::vector<std::size_t> pivot_col;
    std::size_t next = r;
    for (std::size_t i = r; i < rows_ && pivot_col.size() < c1 - c0; ++i) {
      for (std::size_t j = 0; j < pivot_col.size(); ++j)
        if (get(i, pivot_col[j])) add_row(i, row(r + j), w0);
      for (std::size_t c = c0; c < c1; ++c)
        if (get(i, c)) {
          swap_rows(i, next++);
          pivot_col.push_back(c);
          break;
        }
    }
    const std::size_t np = pivot_col.size();
    if (np == 0) continue;
    // pivots reduced against each other on the pivot columns
    for (std::size_t a = 0; a < np; ++a)
      for (std::size_t b = 0; b < np; ++b)
        if (a != b && get(r + a, pivot_col[b])) add_row(r + a, row(r + b), w0);
    // the 2^np sums of pivot rows, in Gray code order
    std::fill(table.begin(), table.begin() + words_, 0);
    for (std::size_t g = 1; g < (std::size_t(1) << np); ++g) {
      const std::size_t prev = (g - 1) ^ ((g - 1) >> 1), cur = g ^ (g >> 1);
      const std::size_t bit = std::size_t(__builtin_ctzll(prev ^ cur));
      std::uint64_t* t = table.data() + cur * words_;
      const std::uint64_t* p = table.data() + prev * words_;
      const std::uint64_t* piv = row(r + bit);
      for (std::size_t w = w0; w < words_; ++w) t[w] = p[w] ^ piv[w];
    }
    parallel_for_chunks(r + np, rows_, [&](std::size_t b, std::size_t e) {
      for (std::size_t i = b; i < e; ++i) {
        std::size_t mask = 0;
        for (std::size_t j = 0; j < np; ++j) mask |= std::size_t(get(i, pivot_col[j])) << j;
        if (mask) add_row(i, table.data() + mask * words_, w0);
      }
    }, 2048);
    r += np;
  }
  return std::min(r, stop_at);
}

}  // namespace alea::boolfn::measure
