#include "core/interrupt.hpp"

#include "core/errors.hpp"

namespace alea {
namespace {
std::atomic<bool> flag{false};
static_assert(std::atomic<bool>::is_always_lock_free, "signal handlers need a lock-free flag");
}  // namespace

void request_interrupt() noexcept { flag.store(true, std::memory_order_relaxed); }
void clear_interrupt() noexcept { flag.store(false, std::memory_order_relaxed); }
bool interrupt_requested() noexcept { return flag.load(std::memory_order_relaxed); }

void check_interrupt() {
  if (interrupt_requested()) throw Interrupted();
}

}  // namespace alea
