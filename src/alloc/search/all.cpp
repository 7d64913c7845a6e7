// Counting and listing allocations. The normal-form count multiplies, over the classes of equal
// probability, the generating functions of partitions into at most |class| parts (a class's
// non-increasing counts are such a partition), convolved over the classes.
#include "alloc/search/all.hpp"

#include <limits>
#include <string>

#include "alloc/enumerate.hpp"
#include "alloc/limits.hpp"
#include "core/errors.hpp"
#include "core/interrupt.hpp"
#include "core/memory_guard.hpp"
#include "core/progress.hpp"

namespace alea::alloc {

namespace {

using Big = unsigned __int128;
constexpr Big kMax = std::numeric_limits<std::uint64_t>::max();

// Saturating: anything above 2^64 - 1 stays there (and is refused by the caller).
Big add(Big a, Big b) { return a + b > kMax ? kMax + 1 : a + b; }
Big mul(Big a, Big b) { return (a != 0 && b > (kMax + 1) / a) ? kMax + 1 : std::min(a * b, kMax + 1); }

// q[s] = the number of partitions of s into at most k parts, s = 0..t.
std::vector<Big> partitions_at_most(std::size_t k, std::int64_t t) {
  std::vector<Big> q(static_cast<std::size_t>(t) + 1, 0);
  q[0] = 1;
  // Parts of size 1..k by conjugation: partitions with at most k parts = parts at most k.
  for (std::size_t part = 1; part <= k; ++part)
    for (std::int64_t s = static_cast<std::int64_t>(part); s <= t; ++s)
      q[static_cast<std::size_t>(s)] = add(q[static_cast<std::size_t>(s)], q[static_cast<std::size_t>(s) - part]);
  return q;
}

// Depth-first listing in decreasing lexicographic order; within a class a count is at most the
// previous member's (normal form). cap[i] is that bound (t for a class's first member).
struct Lister {
  const std::vector<std::size_t>& previous;  // previous member of i's class, or i itself
  std::vector<Counts>& out;
  Progress& bar;  // allocations listed
  Counts x;
  Counts cap = Counts(x.size());
  std::uint64_t steps = 0;

  // The most tokens positions i.. can still take: a member's bound is its class's last placed
  // count; a class with no member placed yet can take any number.
  std::int64_t room(std::size_t i, std::int64_t r) {
    std::int64_t total = 0;
    for (std::size_t j = i; j < x.size(); ++j) {
      cap[j] = previous[j] == j ? r : previous[j] < i ? x[previous[j]] : cap[previous[j]];
      total += cap[j];
      if (total >= r) return r;
    }
    return total;
  }

  void run(std::size_t i, std::int64_t r) {
    if ((++steps & 4095) == 0) check_interrupt();
    if (i + 1 == x.size()) {
      if (previous[i] != i && r > x[previous[i]]) return;
      x[i] = r;
      out.push_back(x);
      bar.advance();
      return;
    }
    std::int64_t top = previous[i] == i ? r : std::min(r, x[previous[i]]);
    for (std::int64_t v = top; v >= 0; --v) {
      x[i] = v;
      if (room(i + 1, r - v) < r - v) break;  // fewer tokens here leave even more to place
      run(i + 1, r - v);
    }
  }
};

}  // namespace

std::uint64_t count_allocations(const ProbVector& all_values, std::int64_t t, bool normal_form) {
  check_search(all_values, t);
  const ProbVector p = restrict_to(all_values, possible_values(all_values));
  if (!normal_form) return allocation_count(p.size(), t);
  std::vector<Big> total(static_cast<std::size_t>(t) + 1, 0);
  total[0] = 1;
  for (const auto& cls : equal_probability_classes(p)) {
    auto q = partitions_at_most(cls.size(), t);
    std::vector<Big> next(total.size(), 0);
    for (std::size_t a = 0; a < total.size(); ++a)
      for (std::size_t b = 0; a + b < total.size(); ++b) next[a + b] = add(next[a + b], mul(total[a], q[b]));
    total.swap(next);
  }
  Big n = total[static_cast<std::size_t>(t)];
  if (n > kMax)
    throw LimitExceeded("more than 2^64 allocations of " + std::to_string(t) + " tokens on " +
                        std::to_string(p.size()) + " values");
  return static_cast<std::uint64_t>(n);
}

std::vector<Counts> all_allocations(const ProbVector& all_values, std::int64_t t, bool normal_form, std::uint64_t limit) {
  check_search(all_values, t);
  const auto values = possible_values(all_values);
  const ProbVector p = restrict_to(all_values, values);
  std::uint64_t n = 0;
  try {
    n = count_allocations(p, t, normal_form);
  } catch (const LimitExceeded&) {
    n = std::numeric_limits<std::uint64_t>::max();
  }
  if (n > limit)
    throw LimitExceeded((n == std::numeric_limits<std::uint64_t>::max() ? std::string("more than 2^64") : std::to_string(n)) +
                        (normal_form ? " normal-form" : "") + " allocations of " + std::to_string(t) + " tokens on " +
                        std::to_string(p.size()) + " values exceed the limit of " + std::to_string(limit) +
                        (normal_form ? "" : "; ask for normal_form=true"));
  std::vector<std::size_t> previous(p.size());
  for (std::size_t i = 0; i < p.size(); ++i) previous[i] = i;
  if (normal_form)
    for (const auto& cls : equal_probability_classes(p))
      for (std::size_t m = 1; m < cls.size(); ++m) previous[cls[m]] = cls[m - 1];
  require_memory(bytes_for(n, sizeof(Counts) + 8 * p.size()), "the list of allocations");
  std::vector<Counts> out;
  out.reserve(static_cast<std::size_t>(n));
  if (p.size() == 0) return out;
  Progress bar("listing allocations", n);
  Lister lister{previous, out, bar, Counts(p.size(), 0)};
  lister.run(0, t);
  if (values.size() < all_values.size())
    for (auto& x : out) x = spread(x, values, all_values.size());
  return out;
}

}  // namespace alea::alloc
