#pragma once
// Index-range parallelism. Work is cut into chunks in index order; each chunk's result is
// kept in its slot, so a reduction combines them in index order whatever the thread count.
#include <cstddef>
#include <functional>
#include <vector>

namespace alea {

// Threads used by parallel_for; 0 means all cores. Set from Lua with alea.threads(n).
void set_thread_count(unsigned n);
unsigned thread_count();

// Calls body(begin, end) on disjoint chunks covering [begin, end). Exceptions (including
// Interrupted) from any chunk keep further chunks from starting and are rethrown
// here, the first in index order.
void parallel_for_chunks(std::size_t begin, std::size_t end,
                         const std::function<void(std::size_t, std::size_t)>& body,
                         std::size_t min_chunk = 1);

// Calls fn(i) for every i in [begin, end).
template <class Fn>
void parallel_for(std::size_t begin, std::size_t end, Fn&& fn, std::size_t min_chunk = 1) {
  parallel_for_chunks(
      begin, end,
      [&](std::size_t b, std::size_t e) {
        for (std::size_t i = b; i < e; ++i) fn(i);
      },
      min_chunk);
}

// Maps every index and folds the results left to right in index order.
template <class T, class Map, class Combine>
T parallel_reduce(std::size_t begin, std::size_t end, T init, Map&& map, Combine&& combine,
                  std::size_t min_chunk = 1) {
  std::vector<T> slots(end > begin ? end - begin : 0);
  parallel_for(begin, end, [&](std::size_t i) { slots[i - begin] = map(i); }, min_chunk);
  for (auto& v : slots) init = combine(std::move(init), std::move(v));
  return init;
}

}  // namespace alea
