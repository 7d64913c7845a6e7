// The moves of Robin Hood and Little John, and their values through the generic solver.
#include <algorithm>

#include "cgt/robin_hood/heap.hpp"
#include "core/errors.hpp"
#include "core/memory_guard.hpp"

namespace alea::cgt {
namespace {

void check_heap(long long n, long long a, long long b) {
  if (n < 0) throw InvalidArgument("n", "a heap size must be >= 0, got " + std::to_string(n));
  if (a < 0) throw InvalidArgument("a", "Left's wealth must be >= 0, got " + std::to_string(a));
  if (b < 0) throw InvalidArgument("b", "Right's wealth must be >= 0, got " + std::to_string(b));
}

// The heap after the mover (mover's wealth w_me, the other's w_you) takes i tokens.
Heap after(const Heap& h, Side side, long long i) {
  Heap o = h;
  o.n = h.n - i;
  if (side == Side::left)
    o.b = std::max(0LL, h.b - i);
  else
    o.a = std::max(0LL, h.a - i);
  return o;
}

// The largest number of tokens worth considering: taking more than the opponent's wealth (or 1
// when the opponent is already broke) leaves an integer position n - i, worse for the mover
// the more is taken (seed Proposition 4.2). Robin Hood only.
long long useful_takes(const Heap& h, Side side) {
  long long mine = side == Side::left ? h.a : h.b, theirs = side == Side::left ? h.b : h.a;
  return std::min({mine, h.n, std::max(theirs, 1LL)});
}


// The options that can matter for the value (dominated Robin Hood takes left out).
struct PrunedHeapRules {
  using Position = Heap;
  using Key = Heap;
  Key key(const Heap& h) const { return h; }
  std::string describe(const Heap& h) const { return h.to_string(); }
  std::vector<Heap> options(const Heap& h, Side side) const {
    if (h.rules == HeapRules::little_john) return heap_options(h, side);
    std::vector<Heap> v;
    for (long long i = 1; i <= useful_takes(h, side); ++i) v.push_back(after(h, side, i));
    return v;
  }
};

Solver<PrunedHeapRules>& heap_solver() {
  static Solver<PrunedHeapRules> solver{PrunedHeapRules{}};
  return solver;
}

}  // namespace

std::string Heap::to_string() const {
  std::string s = rules == HeapRules::little_john ? "LJ(" : "(";
  s += std::to_string(n);
  s += ';';
  s += std::to_string(a);
  s += ',';
  s += std::to_string(b);
  s += ')';
  return s;
}

Heap robin_hood(long long n, long long a, long long b) {
  check_heap(n, a, b);
  return Heap{HeapRules::robin_hood, n, a, b};
}

Heap little_john(long long n, long long a, long long b) {
  check_heap(n, a, b);
  return Heap{HeapRules::little_john, n, a, b};
}

std::vector<Heap> heap_options(const Heap& h, Side side) {
  std::vector<Heap> v;
  long long mine = side == Side::left ? h.a : h.b, theirs = side == Side::left ? h.b : h.a;
  if (h.rules == HeapRules::robin_hood) {
    const long long count = std::min(mine, h.n);
    require_memory(bytes_for(static_cast<std::uint64_t>(count), sizeof(Heap)), "listing the " + std::to_string(count) + " options of the heap");
    v.reserve(static_cast<std::size_t>(count));
    for (long long i = 1; i <= count; ++i) v.push_back(after(h, side, i));
    return v;
  }
  if (h.n == 0 || mine == 0) return v;
  if (theirs == 0) {
    v.push_back(after(h, side, 1));  // the opponent is broke: one token at a time
  } else {
    v.push_back(after(h, side, std::min({mine, theirs, h.n})));  // the Little John move
  }
  return v;
}

long long tokens_taken(const Heap& h, const Heap& option) { return h.n - option.n; }

Game heap_value(const Heap& h) {
  check_heap(h.n, h.a, h.b);
  // A wealth above n acts as n (at most n tokens are ever taken), and the positions below
  // (n; a, b) are among the (n+1)(a+1)(b+1) heaps with smaller sizes and wealths: refuse a walk
  // whose memo could not fit before it starts.
  const Heap c{h.rules, h.n, std::min(h.a, h.n), std::min(h.b, h.n)};
  const auto count = bytes_for(bytes_for(static_cast<std::uint64_t>(c.n) + 1, static_cast<std::uint64_t>(c.a) + 1),
                               static_cast<std::uint64_t>(c.b) + 1);
  require_memory(bytes_for(count, 200), "the memo of the positions below " + h.to_string());
  return heap_solver().value(c);
}

}  // namespace alea::cgt
