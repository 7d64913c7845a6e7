// Thermographs of Robin Hood and Little John heaps by dynamic programming over the heap size:
// the options of (m; x, y) are heaps of sizes m-1, ..., m-max(x, y), so a window of that many
// sizes is all that must be kept, and the wealth pairs of one size are independent.
#include <algorithm>

#include "cgt/robin_hood/thermo_table.hpp"

#include <mutex>
#include <stdexcept>
#include <unordered_map>

#include "core/errors.hpp"
#include "core/interrupt.hpp"
#include "core/memory_guard.hpp"
#include "core/parallel.hpp"
#include "core/progress.hpp"

namespace alea::cgt {

HeapThermographTable::HeapThermographTable(HeapRules rules, long long max_a, long long max_b)
    : rules_(rules), a_(max_a), b_(max_b) {
  if (max_a < 0) throw InvalidArgument("a", "the largest wealth must be >= 0");
  if (max_b < 0) throw InvalidArgument("b", "the largest wealth must be >= 0");
  // Sizes in unsigned, saturating arithmetic: wealths near 2^63 are refused by the guard, not
  // wrapped around into a small table.
  const std::uint64_t cells = bytes_for(static_cast<std::uint64_t>(max_a) + 1, static_cast<std::uint64_t>(max_b) + 1);
  const std::uint64_t depth = static_cast<std::uint64_t>(std::max(max_a, max_b)) + 1;
  require_memory(bytes_for(bytes_for(cells, depth), 600), "the window of heap thermographs");
  depth_ = static_cast<long long>(depth);
  layers_.assign(static_cast<std::size_t>(depth_), std::vector<Thermograph>(static_cast<std::size_t>(cells)));
}

const Thermograph& HeapThermographTable::at(long long m, long long x, long long y) const {
  return layers_[static_cast<std::size_t>(m % depth_)][static_cast<std::size_t>(x * (b_ + 1) + y)];
}

// The thermograph of (m; x, y) from the window (all smaller heaps done). Robin Hood's dominated
// takes are left out (seed Proposition 4.2): they cannot raise a wall.
Thermograph HeapThermographTable::position(long long m, long long x, long long y) const {
  std::vector<const Trajectory*> l, r;
  if (rules_ == HeapRules::robin_hood) {
    long long tl = std::min({x, m, std::max(y, 1LL)}), tr = std::min({y, m, std::max(x, 1LL)});
    for (long long i = 1; i <= tl; ++i) l.push_back(&at(m - i, x, std::max(0LL, y - i)).right);
    for (long long j = 1; j <= tr; ++j) r.push_back(&at(m - j, std::max(0LL, x - j), y).left);
  } else {
    Heap h{rules_, m, x, y};
    for (const Heap& o : heap_options(h, Side::left)) l.push_back(&at(o.n, o.a, o.b).right);
    for (const Heap& o : heap_options(h, Side::right)) r.push_back(&at(o.n, o.a, o.b).left);
  }
  return thermograph_from_walls(l, r);
}

void HeapThermographTable::fill(long long m) {
  if (m != next_) throw std::logic_error("heap sizes must be filled in order");
  auto& layer = layers_[static_cast<std::size_t>(m % depth_)];
  auto row = [&](std::size_t x) {
    check_interrupt();  // a row of a very wide table can take a while
    for (long long y = 0; y <= b_; ++y)
      layer[x * static_cast<std::size_t>(b_ + 1) + static_cast<std::size_t>(y)] = position(m, static_cast<long long>(x), y);
  };
  if (layer.size() >= 64)
    parallel_for(0, static_cast<std::size_t>(a_ + 1), row);
  else
    for (std::size_t x = 0; x <= static_cast<std::size_t>(a_); ++x) row(x);
  ++next_;
}

void for_each_heap_thermograph(HeapRules rules, long long max_n, long long max_a, long long max_b,
                               const std::function<void(long long, long long, long long, const Thermograph&)>& visit) {
  if (max_n < 0) throw InvalidArgument("n", "the largest heap size must be >= 0");
  HeapThermographTable table(rules, max_a, max_b);
  Progress progress("thermographs", static_cast<std::uint64_t>(max_n + 1));
  for (long long m = 0; m <= max_n; ++m) {
    check_interrupt();
    table.fill(m);
    for (long long x = 0; x <= max_a; ++x)
      for (long long y = 0; y <= max_b; ++y) visit(m, x, y, table.at(m, x, y));
    progress.advance();
  }
}

Thermograph heap_thermograph(const Heap& h) {
  if (h.n < 0 || h.a < 0 || h.b < 0) (void)robin_hood(h.n, h.a, h.b);  // throws with the role
  // The heaps asked for lately: a user asking a big heap for its mean, then its temperature,
  // fills the table once. Bounded by a count (a thermograph of a heap is small).
  static std::mutex mutex;
  static std::unordered_map<Heap, Thermograph> recent;
  {
    std::lock_guard lock(mutex);
    if (auto it = recent.find(h); it != recent.end()) return it->second;
  }
  Thermograph result;
  // Only wealths up to (a, b) occur below (n; a, b), and a wealth above n acts as n: at most n
  // tokens are ever taken, so it neither limits a move nor runs out before the heap does.
  const Heap c{h.rules, h.n, std::min(h.a, h.n), std::min(h.b, h.n)};
  for_each_heap_thermograph(c.rules, c.n, c.a, c.b, [&](long long m, long long x, long long y, const Thermograph& t) {
    if (m == c.n && x == c.a && y == c.b) result = t;
  });
  std::lock_guard lock(mutex);
  if (recent.size() >= 256) recent.clear();
  recent.emplace(h, result);
  return result;
}

}  // namespace alea::cgt
