#include "core/parallel.hpp"

#include <algorithm>
#include <atomic>
#include <exception>
#include <thread>

#include "core/interrupt.hpp"

namespace alea {
namespace {
std::atomic<unsigned> requested_threads{0};
}

void set_thread_count(unsigned n) { requested_threads.store(n); }

unsigned thread_count() {
  unsigned n = requested_threads.load();
  if (n == 0) n = std::max(1u, std::thread::hardware_concurrency());
  return n;
}

void parallel_for_chunks(std::size_t begin, std::size_t end,
                         const std::function<void(std::size_t, std::size_t)>& body,
                         std::size_t min_chunk) {
  if (end <= begin) return;
  min_chunk = std::max<std::size_t>(min_chunk, 1);  // 0 means "no minimum", not a division by zero
  std::size_t n = end - begin;
  std::size_t threads = std::min<std::size_t>(thread_count(), (n + min_chunk - 1) / min_chunk);
  if (threads <= 1) {
    body(begin, end);
    return;
  }
  // Several chunks per thread balance uneven work; chunks are claimed in index order.
  std::size_t chunks = std::min(n, threads * 8);
  std::size_t size = (n + chunks - 1) / chunks;
  chunks = (n + size - 1) / size;
  std::vector<std::exception_ptr> errors(chunks);
  std::atomic<std::size_t> next{0};
  std::atomic<bool> failed{false};
  auto worker = [&] {
    for (std::size_t c; !failed.load() && (c = next.fetch_add(1)) < chunks;) {
      try {
        body(begin + c * size, std::min(end, begin + (c + 1) * size));
      } catch (...) {
        errors[c] = std::current_exception();
        failed.store(true);
      }
    }
  };
  std::vector<std::thread> pool;
  for (std::size_t t = 1; t < threads; ++t) pool.emplace_back(worker);
  worker();
  for (auto& t : pool) t.join();
  for (auto& e : errors)
    if (e) std::rethrow_exception(e);
}

}  // namespace alea
