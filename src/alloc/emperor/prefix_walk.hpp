#pragma once
// The order of enumerate.hpp as the streaming kernels walk it: grouped by *prefix*, the counts of
// the first m = n - L values, whose *leaves* are the completions of the last L values holding the
// rest r = t - (tokens of the prefix). The leaves of one prefix are consecutive in the order, and
// are themselves the allocations of r tokens on L values in the order of enumerate.hpp (leaf j is
// allocation_unrank(L, r, j)). A kernel keeps per-depth tables of its prefix and recomputes only
// the depths past the first value that changed.
//
// More generally the allocations sharing their first d counts (a *subtree* of depth d, with R
// tokens left for the values d..n-1) are C(R + n - d - 1, n - d - 1) consecutive ranks, the first
// of them holding (.., R, 0, ..., 0) and the last (.., 0, ..., 0, R). A kernel that can bound every
// opponent of a subtree skips it whole (docs/alloc_emperor.md, "Pruning").
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "alloc/counts.hpp"
#include "alloc/enumerate.hpp"
#include "core/interrupt.hpp"

namespace alea::alloc::emperor {

// The allocations of r tokens on k values, C(r + k - 1, k - 1), for k <= n and r <= t, by
// Pascal's rule (additions only: enumerate.hpp's counts divide, which the walk cannot afford once
// per subtree), with the ranks of enumerate.hpp's order read from them. t must be such that the
// count of allocations of t tokens on n values fits 64 bits (then every smaller count does).
class Compositions {
 public:
  Compositions(std::size_t n, std::int64_t t) : t_(t), c_((n + 1) * std::size_t(t + 1), 0) {
    for (std::int64_t r = 0; r <= t; ++r) at(1, r) = 1;
    for (std::size_t k = 2; k <= n; ++k)
      for (std::int64_t r = 0; r <= t; ++r) at(k, r) = at(k - 1, r) + (r > 0 ? at(k, r - 1) : 0);
    at(0, 0) = 1;
  }
  std::uint64_t count(std::size_t k, std::int64_t r) const { return c_[k * std::size_t(t_ + 1) + std::size_t(r)]; }
  // The rank of y's values from..n-1 among the allocations of their tokens on as many values:
  // before them come, for each i, those agreeing up to i with more on value i, which number
  // sum_{a > y_i} count(k - 1, left - a) = count(k, left - y_i - 1) (k the values from i on).
  std::uint64_t rank(const Counts& y, std::size_t from) const {
    std::int64_t left = 0;
    for (std::size_t i = from; i < y.size(); ++i) left += y[i];
    std::uint64_t r = 0;
    for (std::size_t i = from; i + 1 < y.size(); ++i) {
      if (left > y[i]) r += count(y.size() - i, left - y[i] - 1);
      left -= y[i];
    }
    return r;
  }
  // The allocation of rank `rank` of t tokens on n values.
  Counts unrank(std::size_t n, std::int64_t t, std::uint64_t rank) const {
    Counts y(n, 0);
    std::int64_t left = t;
    for (std::size_t i = 0; i + 1 < n; ++i) {
      std::int64_t a = left;
      for (; a > 0 && rank >= count(n - i - 1, left - a); --a) rank -= count(n - i - 1, left - a);
      y[i] = a, left -= a;
    }
    y[n - 1] = left;
    return y;
  }

 private:
  std::uint64_t& at(std::size_t k, std::int64_t r) { return c_[k * std::size_t(t_ + 1) + std::size_t(r)]; }
  std::int64_t t_;
  std::vector<std::uint64_t> c_;
};

// Walks the ranks [begin, end) (begin < end <= the count of allocations) of the allocations of y's
// tokens on y's values (any of them on entry: y becomes the allocation of rank begin), 1 <= L <= n.
// The walker w:
//   w.prunes(): whether to ask skip at all;
//   w.enter(changed): y holds a new prefix, `changed` the first value of it that differs from the
//     previous prefix's (0 on the first call);
//   w.skip(d, R, rank, count): may the subtree of depth d (1 <= d <= m, y's first d values, R >= 1
//     tokens on the values after, at least two allocations) be skipped? Its ranks rank ..
//     rank + count - 1 are those left in [begin, end). Asked, shallowest first, for each subtree
//     the walk enters (after enter): every one holding rank begin, then the one that starts at
//     each new prefix (depth changed + 1). True: the walk goes on after the subtree.
//   w.leaves(rank, j0, r, count): the leaves j0 .. j0 + count - 1 of rest r (ranks rank ..) of
//     the prefix y holds.
// From one prefix to the next, value `changed` loses one token and the values after it in the
// prefix are zero, but for changed + 1, which takes the rest. Polls Ctrl-C every 4096 ranks.
// The walker may overwrite y's last L values.
template <class Walker>
void walk_subtrees(Counts& y, std::size_t L, std::uint64_t begin, std::uint64_t end, Walker& w) {
  const std::size_t n = y.size(), m = n - L;
  std::int64_t t = 0;
  for (auto v : y) t += v;
  const Compositions sizes(n, t);
  y = sizes.unrank(n, t, begin);
  std::size_t changed = 0;
  bool first = true;
  for (std::uint64_t rank = begin;;) {
    w.enter(changed);
    // The subtrees entered here: on the first call every depth (the walk may start inside them);
    // later only depth changed + 1, which holds all the rest (so deeper subtrees hold one
    // allocation), y[changed + 1] tokens.
    std::size_t skipped = 0;      // the depth of the subtree skipped, or 0
    std::int64_t rest = 0;        // its tokens left
    std::uint64_t skip_count = 0;  // and its ranks left
    if (w.prunes()) {
      rest = first ? t : y[changed + 1];
      for (std::size_t d = changed + 1; d <= m && skipped == 0 && n - d >= 2; ++d) {
        if (first) rest -= y[d - 1];
        if (rest < 1) break;
        const std::uint64_t size = sizes.count(n - d, rest);
        const std::uint64_t within = first ? sizes.rank(y, d) : 0;
        skip_count = std::min(size - within, end - rank);
        if (w.skip(d, rest, rank, skip_count)) skipped = d;
        if (!first) break;
      }
    }
    std::uint64_t next = rank + skip_count;
    std::int64_t r = rest;
    if (!skipped) {
      r = 0;
      for (std::size_t i = m; i < n; ++i) r += y[i];
      const std::uint64_t j0 = first ? sizes.rank(y, m) : 0;
      const auto count = std::size_t(std::min(sizes.count(L, r) - j0, end - rank));
      w.leaves(rank, j0, r, count);
      next = rank + count;
    }
    if (next >= end) return;
    if ((next >> 12) != (rank >> 12) || skipped) check_interrupt();
    rank = next, first = false;
    // The successor of the last allocation of the subtree (or of the prefix's last leaf): the
    // last value before it holding a token gives one to the value after it, which also collects
    // the rest (some value before it holds one, or this was the last allocation).
    std::size_t k = (skipped ? skipped : m) - 1;
    while (y[k] == 0) --k;
    std::fill(y.begin() + std::ptrdiff_t(k) + 1, y.end(), 0);
    --y[k];
    y[k + 1] = r + 1;
    changed = k;
  }
}

// A kernel's walk of the ranks [begin, end) of w.y's size (docs/alloc_emperor.md, "Pruning"):
// its working state w descends to each prefix (w.descend), a subtree is skipped when `prune` is
// set and the kernel finds its bound (w.bound(d, R)) clears the visitor's threshold
// (k.prunable(bound, visit.prune_above()), reported by visit.pruned(rank, count)), and
// leaves(rank, j0, r, count) gets the leaves of L values of every prefix walked.
template <class State, class Kernel, class Visitor, class LeavesFn>
void walk_pruning(State& w, const Kernel& k, Visitor& visit, bool prune, std::size_t L, std::uint64_t begin,
                  std::uint64_t end, LeavesFn&& leaves_of) {
  struct Walker {
    State& w;
    const Kernel& k;
    Visitor& visit;
    bool prune;
    LeavesFn& leaves_of;
    bool prunes() const { return prune; }
    void enter(std::size_t changed) { w.descend(changed); }
    bool skip(std::size_t d, std::int64_t rest, std::uint64_t rank, std::uint64_t count) {
      if (!k.prunable(w.bound(d, rest), visit.prune_above())) return false;
      visit.pruned(rank, count);
      return true;
    }
    void leaves(std::uint64_t rank, std::uint64_t j0, std::int64_t r, std::size_t count) {
      leaves_of(rank, j0, r, count);
    }
  } walker{w, k, visit, prune, leaves_of};
  walk_subtrees(w.y, L, begin, end, walker);
}

}  // namespace alea::alloc::emperor
