#pragma once
// The order of enumerate.hpp as the streaming kernels walk it: grouped by *prefix*, the counts of
// the first m = n - L values, whose *leaves* are the completions of the last L values holding the
// rest r = t - (tokens of the prefix). The leaves of one prefix are consecutive in the order, and
// are themselves the allocations of r tokens on L values in the order of enumerate.hpp (leaf j is
// allocation_unrank(L, r, j)). A kernel keeps per-depth tables of its prefix and recomputes only
// the depths past the first value that changed.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "alloc/counts.hpp"
#include "alloc/enumerate.hpp"
#include "core/interrupt.hpp"

namespace alea::alloc::emperor {

// Walks the ranks [begin, end) (begin < end <= the count of allocations) of the allocations of y's
// tokens on y's values, y being the allocation of rank begin on entry, 1 <= L <= n. For each
// prefix: visit(changed, rank, j0, r, count) with y holding the prefix, the leaves j0 .. j0 +
// count - 1 of rest r (ranks rank ..), and `changed` the first value of the prefix that differs
// from the previous call's (0 on the first call). From one prefix to the next, value `changed`
// loses one token and the values after it in the prefix are zero, but for changed + 1, which
// takes the rest. Polls Ctrl-C every 4096 ranks. visit may overwrite y's last L values.
template <class Visit>
void walk_prefixes(Counts& y, std::size_t L, std::uint64_t begin, std::uint64_t end, Visit&& visit) {
  const std::size_t n = y.size(), m = n - L;
  std::int64_t t = 0;
  for (auto v : y) t += v;
  std::vector<std::uint64_t> leaves_of(std::size_t(t) + 1);  // C(r + L - 1, L - 1)
  for (std::int64_t r = 0; r <= t; ++r) leaves_of[std::size_t(r)] = allocation_count(L, r);
  std::uint64_t j0 = allocation_rank(Counts(y.begin() + std::ptrdiff_t(m), y.end()));
  std::size_t changed = 0;
  for (std::uint64_t rank = begin;;) {
    std::int64_t r = 0;
    for (std::size_t i = m; i < n; ++i) r += y[i];
    const auto count = std::size_t(std::min(leaves_of[std::size_t(r)] - j0, end - rank));
    visit(changed, rank, j0, r, count);
    const std::uint64_t next = rank + count;
    if (next >= end) return;
    if ((next >> 12) != (rank >> 12)) check_interrupt();
    rank = next;
    // The successor of the prefix's last leaf (0, ..., 0, r): the last value of the prefix holding
    // a token gives one to the value after it, which also collects the rest (some value of the
    // prefix holds one, or this was the last allocation).
    std::size_t k = m - 1;
    while (y[k] == 0) --k;
    std::fill(y.begin() + std::ptrdiff_t(k) + 1, y.end(), 0);
    --y[k];
    y[k + 1] = r + 1;
    changed = k, j0 = 0;
  }
}

}  // namespace alea::alloc::emperor
