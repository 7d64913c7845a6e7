#include "boolfn/transform/fwht.hpp"

#include <algorithm>

#include "core/interrupt.hpp"
#include "core/parallel.hpp"
#include "core/progress.hpp"

namespace alea::boolfn {
namespace {

constexpr int block_levels = 15;

template <class T>
inline void butterfly(T& lo, T& hi) {
  T l = lo, h = hi;
  lo = h + l;
  hi = h - l;
}

// Levels 0..levels-1 inside one block of 2^levels entries.
template <class T>
void transform_block(T* a, int levels) {
  std::size_t size = std::size_t(1) << levels;
  for (std::size_t h = 1; h < size; h <<= 1)
    for (std::size_t i = 0; i < size; i += 2 * h)
      for (std::size_t j = i; j < i + h; ++j) butterfly(a[j], a[j + h]);
}

// Levels l..l+g-1 (g <= 4) of the whole array: 2^g entries at stride 2^l, all columns.
template <class T>
void transform_levels(std::vector<T>& a, int n, int l, int g) {
  std::size_t stride = std::size_t(1) << l;
  std::size_t group = std::size_t(1) << g;
  std::size_t columns = (std::size_t(1) << n) >> g;
  parallel_for_chunks(0, columns, [&](std::size_t qb, std::size_t qe) {
    T v[16];
    for (std::size_t q = qb; q < qe; ++q) {
      std::size_t base = ((q >> l) << (l + g)) | (q & (stride - 1));
      for (std::size_t t = 0; t < group; ++t) v[t] = a[base + t * stride];
      for (std::size_t h = 1; h < group; h <<= 1)
        for (std::size_t i = 0; i < group; i += 2 * h)
          for (std::size_t j = i; j < i + h; ++j) butterfly(v[j], v[j + h]);
      for (std::size_t t = 0; t < group; ++t) a[base + t * stride] = v[t];
      if ((q & 65535) == 0) check_interrupt();
    }
  }, 1 << 14);
}

template <class T>
void fwht_impl(std::vector<T>& a, int n) {
  int inner = std::min(n, block_levels);
  std::size_t blocks = (std::size_t(1) << n) >> inner;
  // Progress: the levels done (each a pass over the table), the blocks' levels first.
  Progress bar("Walsh-Hadamard transform", static_cast<std::uint64_t>(n));
  parallel_for_chunks(0, blocks, [&](std::size_t b, std::size_t e) {
    for (std::size_t k = b; k < e; ++k) {
      transform_block(a.data() + (k << inner), inner);
      check_interrupt();
    }
  });
  bar.advance(static_cast<std::uint64_t>(inner));
  for (int l = inner; l < n; l += 4) {
    transform_levels(a, n, l, std::min(4, n - l));
    bar.advance(static_cast<std::uint64_t>(std::min(4, n - l)));
  }
}

}  // namespace

void fwht(std::vector<double>& a, int n) { fwht_impl(a, n); }
void fwht(std::vector<std::int32_t>& a, int n) { fwht_impl(a, n); }
void fwht(std::vector<std::int64_t>& a, int n) { fwht_impl(a, n); }
void fwht(std::vector<__int128>& a, int n) { fwht_impl(a, n); }

}  // namespace alea::boolfn
