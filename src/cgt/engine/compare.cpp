// Comparison of canonical games: G <= H unless some G^L >= H or some H^R <= G.
#include <pthread.h>

#include <algorithm>
#include <cstdint>

#include "cgt/engine/engine.hpp"
#include "cgt/engine/op_cache.hpp"
#include "core/errors.hpp"
#include "core/interrupt.hpp"

namespace alea::cgt::engine {
namespace {

// x + ^a + *m <= y + ^b + *n: numbers decide when they differ; otherwise the difference
// ^(b-a) + *(m xor n) must be >= 0, which holds when b - a >= 2, or b - a == 1 and the
// nimber is not *, or the two are equal (^* is confused with 0, ^*k > 0 for k != 1).
bool leq_nus(const Nus& g, const Nus& h) {
  auto c = g.number <=> h.number;
  if (c != 0) return c < 0;
  if (g.up <= h.up - 2) return true;
  if (g.up == h.up - 1) return (g.nim ^ h.nim) != 1;
  return g.up == h.up && g.nim == h.nim;
}

}  // namespace

Stats& stats() {
  static Stats s;
  return s;
}

namespace {

// The lowest address this thread's stack may reach before recursion stops: the stack's end plus
// a margin of a quarter of it (at least 256 KiB), so unwinding and the caller still have room.
std::uintptr_t stack_floor() {
  pthread_attr_t attr;
  void* addr = nullptr;
  std::size_t size = 0;
  if (pthread_getattr_np(pthread_self(), &attr) != 0) return 0;
  pthread_attr_getstack(&attr, &addr, &size);
  pthread_attr_destroy(&attr);
  std::size_t margin = std::max<std::size_t>(size / 4, 256 * 1024);
  return reinterpret_cast<std::uintptr_t>(addr) + std::min(margin, size);
}

}  // namespace

bool stack_low() {
  static thread_local std::uintptr_t floor = stack_floor();
  return reinterpret_cast<std::uintptr_t>(__builtin_frame_address(0)) < floor;
}

void check_stack() {
  if (stack_low())
    throw LimitExceeded("the game is too deep to walk on the C++ stack (its options nest too far)");
}

void tick() {
  static thread_local unsigned counter = 0;
  check_stack();
  if ((++counter & 0xFFF) == 0) check_interrupt();
}

bool leq(Id g, Id h) {
  if (g == h) return true;
  Store& s = store();
  if (s.is_nus(g) && s.is_nus(h)) return leq_nus(s.nus_of(g), s.nus_of(h));
  ++stats().leq_calls;
  // Stops settle many comparisons: G <= H forces L(G) <= L(H) and R(G) <= R(H), and
  // L(G) < R(H) makes H - G have a positive right stop, so G < H.
  if (s.left_stop(g) > s.left_stop(h) || s.right_stop(g) > s.right_stop(h)) {
    ++stats().leq_by_stops;
    return false;
  }
  if (s.left_stop(g) < s.right_stop(h)) {
    ++stats().leq_by_stops;
    return true;
  }
  OpCache& cache = OpCache::instance();
  Id cached = cache.find(Op::leq, g, h);
  if (cached != kNoId) {
    ++stats().leq_cache_hits;
    return cached != 0;
  }
  tick();
  bool result = true;
  // Number avoidance: a number's own options never decide a comparison with a non-number.
  if (!s.is_number(g)) {
    for (Id gl : s.left(g))
      if (leq(h, gl)) {
        result = false;
        break;
      }
  }
  if (result && !s.is_number(h)) {
    for (Id hr : s.right(h))
      if (leq(hr, g)) {
        result = false;
        break;
      }
  }
  cache.store(Op::leq, g, h, result ? 1 : 0);
  return result;
}

}  // namespace alea::cgt::engine
