#include "core/interrupt.hpp"

#include "core/errors.hpp"

namespace alea {
namespace {
std::atomic<bool> flag{false};
std::atomic<std::uint64_t> requests{0};
static_assert(std::atomic<bool>::is_always_lock_free, "signal handlers need a lock-free flag");
static_assert(std::atomic<std::uint64_t>::is_always_lock_free, "signal handlers need a lock-free count");
}  // namespace

void request_interrupt() noexcept {
  requests.fetch_add(1, std::memory_order_relaxed);
  flag.store(true, std::memory_order_relaxed);
}
std::uint64_t interrupt_count() noexcept { return requests.load(std::memory_order_relaxed); }
void clear_interrupt() noexcept { flag.store(false, std::memory_order_relaxed); }
bool interrupt_requested() noexcept { return flag.load(std::memory_order_relaxed); }

void check_interrupt() {
  if (interrupt_requested()) throw Interrupted();
}

}  // namespace alea
