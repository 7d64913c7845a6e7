#include "boolfn/query/depth.hpp"

#include <algorithm>
#include <bit>

#include "boolfn/query/free_sets.hpp"
#include "core/errors.hpp"
#include "core/interrupt.hpp"
#include "core/memory_guard.hpp"
#include "core/parallel.hpp"

namespace alea::boolfn::query {
namespace {

// The next set of the same size in increasing order (Gosper).
std::uint64_t next_set(std::uint64_t x) {
  const std::uint64_t c = x & -x, r = x + c;
  return (((r ^ x) >> 2) / c) | r;
}

// The bits of x at the positions of mask, packed (n <= 64).
std::uint64_t gather_bits(std::uint64_t x, std::uint64_t mask) {
  std::uint64_t out = 0;
  int k = 0;
  for (std::uint64_t m = mask; m; m &= m - 1, ++k) out |= (x >> std::countr_zero(m) & 1) << k;
  return out;
}

bool all_zero(const Words& w) {
  return std::all_of(w.begin(), w.end(), [](std::uint64_t v) { return v == 0; });
}

}  // namespace

int constant_on(const Words& bits, int n, std::uint64_t free, std::uint64_t values) {
  std::uint64_t low = valid_mask(n);
  for (int i = 0; i < 6 && i < n; ++i)
    if (!(free >> i & 1)) low &= (values >> i & 1) ? ~low_half[i] : low_half[i];
  const std::uint64_t free_high = free >> 6, base = (values >> 6) & ~free_high;
  bool plus = false, minus = false;
  std::uint64_t s = 0;
  do {
    const std::uint64_t w = bits[base | s] & low;
    plus = plus || w != 0;
    minus = minus || w != low;
    if (plus && minus) return 0;
    s = (s - free_high) & free_high;
  } while (s != 0);
  return plus ? 1 : -1;
}

DepthLevels::DepthLevels(const Words& bits, int n) : bits_(bits), n_(n), binom_(n + 2, std::vector<std::uint64_t>(n + 2, 0)) {
  for (int a = 0; a <= n + 1; ++a) {
    binom_[a][0] = 1;
    for (int b = 1; b <= a; ++b) binom_[a][b] = binom_[a - 1][b - 1] + binom_[a - 1][b];
  }
}

std::uint64_t DepthLevels::rank(std::uint64_t set) const {
  std::uint64_t r = 0;
  int j = 0;
  for (std::uint64_t m = set; m; m &= m - 1) r += binom_[std::countr_zero(m)][++j];
  return r;
}

std::uint64_t DepthLevels::bytes(int k, bool keep_all) const {
  std::uint64_t total = 0, two = 0, prev = 0;
  for (int m = std::max(0, n_ - k); m <= n_; ++m) {
    const std::uint64_t level = bytes_for(bytes_for(binom_[n_][m], words_of(n_ - m)), 8);
    total += level;
    two = std::max(two, level + prev);
    prev = level;
  }
  return keep_all ? total : two;
}

// Level m from the constant subcubes: the walk over free sets, split by their two smallest
// elements so that lanes of threads share the work.
DepthLevels::Level DepthLevels::constant_level(int m) const {
  Level out{m, words_of(n_ - m), Words(binom_[n_][m] * words_of(n_ - m), 0)};
  auto write = [&](const ConstantWalk& w, std::uint64_t r) {
    std::uint64_t* dst = out.data.data() + r * out.words;
    for (std::uint64_t j = 0; j < out.words; ++j) dst[j] = w.at(m, 0)[j] | w.at(m, 1)[j];
  };
  const int prefix = std::min(m, 2);
  std::vector<std::uint64_t> tasks{0};  // the prefixes, as sets
  if (prefix > 0) {
    tasks.clear();
    for (std::uint64_t s = (std::uint64_t(1) << prefix) - 1; s < (std::uint64_t(1) << n_); s = next_set(s))
      if (63 - std::countl_zero(s) <= n_ - (m - prefix)) tasks.push_back(s);
  }
  const std::size_t lanes = std::min<std::size_t>(tasks.size(), 8 * thread_count());
  parallel_for_chunks(0, lanes, [&](std::size_t b, std::size_t e) {
    ConstantWalk w(bits_, n_, m);
    std::uint64_t steps = 0;
    // depth-first below the prefix, ranks growing with each element added above the largest
    auto dfs = [&](auto&& self, int k, int last, std::uint64_t r) -> void {
      if (k == m) return write(w, r);
      if ((++steps & 1023) == 0) check_interrupt();
      for (int i = last + 1; i <= n_ - (m - k); ++i)
        if (w.descend(k, i)) self(self, k + 1, i, r + binom_[i][k + 1]);
    };
    for (std::size_t lane = b; lane < e; ++lane)
      for (std::size_t t = lane; t < tasks.size(); t += lanes) {
        int k = 0, last = -1;
        bool alive = true;
        for (std::uint64_t s = tasks[t]; s && alive; s &= s - 1, ++k) {
          last = std::countr_zero(s);
          alive = w.descend(k, last);
        }
        if (alive) dfs(dfs, prefix, last, rank(tasks[t]));
      }
  });
  return out;
}

// A subcube with free set T has a tree of depth j when, for some i in T, both halves along i
// (free set T \ {i}, i fixed at position i - #{t in T : t < i}) have trees of depth j - 1.
DepthLevels::Level DepthLevels::next_level(const Level& below) const {
  const int m = below.m + 1, b = n_ - below.m;
  Level out{m, words_of(n_ - m), Words(binom_[n_][m] * words_of(n_ - m), 0)};
  const std::uint64_t sets = binom_[n_][m];
  parallel_for_chunks(0, sets, [&](std::size_t first, std::size_t end) {
    // the set of rank `first`, by the combinatorial number system
    std::uint64_t set = 0, r = first;
    for (int j = m, t = n_ - 1; j >= 1; --j) {
      while (binom_[t][j] > r) --t;
      set |= std::uint64_t(1) << t;
      r -= binom_[t][j];
      --t;
    }
    Words half(out.words);
    std::vector<int> el(m);
    std::vector<std::uint64_t> pre(m + 1), suf(m + 1);
    for (std::size_t q = first; q < end; ++q, set = next_set(set)) {
      if ((q & 255) == 0) check_interrupt();
      int j = 0;
      for (std::uint64_t s = set; s; s &= s - 1) el[j++] = std::countr_zero(s);
      pre[0] = 0;
      for (int l = 0; l < m; ++l) pre[l + 1] = pre[l] + binom_[el[l]][l + 1];
      suf[m] = 0;
      for (int l = m - 1; l >= 0; --l) suf[l] = suf[l + 1] + (l + 1 < m ? binom_[el[l + 1]][l + 1] : 0);
      std::uint64_t* dst = out.data.data() + q * out.words;
      for (int l = 0; l < m; ++l) {
        const std::uint64_t parent = pre[l] + suf[l];
        and_halves(below.of(parent), b, el[l] - l, half.data());
        for (std::uint64_t w = 0; w < out.words; ++w) dst[w] |= half[w];
      }
    }
  }, 64);
  return out;
}

bool DepthLevels::test(int k, bool keep_all) {
  k = std::min(k, n_);
  std::uint64_t held = 0;
  for (const auto& l : kept_) held += bytes_for(l.data.size(), 8);
  require_memory(bytes(k, keep_all) + held, "the subcube levels of a depth-" + std::to_string(k) + " test over " +
                                         std::to_string(n_) + " variables");
  std::vector<Level> levels;
  levels.push_back(constant_level(n_ - k));
  while (levels.back().m < n_) {
    if (all_zero(levels.back().data)) return false;
    Level next = next_level(levels.back());
    if (!keep_all) levels.clear();
    levels.push_back(std::move(next));
  }
  const bool pass = levels.back().data[0] & 1;
  if (pass && keep_all) kept_ = std::move(levels);
  return pass;
}

int DepthLevels::build(DecisionTree& t, std::uint64_t free, std::uint64_t values, std::uint64_t max_leaves,
                       std::uint64_t& leaves) const {
  const int node = int(t.nodes.size());
  t.nodes.emplace_back();
  if (const int c = constant_on(bits_, n_, free, values)) {
    if (++leaves > max_leaves)
      throw LimitExceeded("the tree has more than " + std::to_string(max_leaves) + " leaves (max_leaves)");
    t.nodes[node].value = Rational(c);
    return node;
  }
  const int m = std::popcount(free);
  const Level& below = kept_.at(std::size_t(m - 1 - kept_.front().m));
  const std::uint64_t all = n_ >= 64 ? ~0ull : (std::uint64_t(1) << n_) - 1;
  for (std::uint64_t s = free; s; s &= s - 1) {
    const int i = std::countr_zero(s);
    const std::uint64_t child = free & ~(std::uint64_t(1) << i), r = rank(child);
    const std::uint64_t y0 = gather_bits(values & ~(std::uint64_t(1) << i), all & ~child);
    const std::uint64_t y1 = gather_bits(values | (std::uint64_t(1) << i), all & ~child);
    const std::uint64_t* tab = below.of(r);
    if (!((tab[y0 >> 6] >> (y0 & 63)) & (tab[y1 >> 6] >> (y1 & 63)) & 1)) continue;
    t.nodes[node].var = i + 1;
    const int minus = build(t, child, values & ~(std::uint64_t(1) << i), max_leaves, leaves);
    const int plus = build(t, child, values | (std::uint64_t(1) << i), max_leaves, leaves);
    t.nodes[node].minus = minus;
    t.nodes[node].plus = plus;
    return node;
  }
  throw std::logic_error("depth levels: no query variable fits the budget");
}

DecisionTree DepthLevels::tree(std::uint64_t max_leaves) const {
  if (kept_.empty()) throw std::logic_error("depth levels: no passing test kept");
  DecisionTree t;
  std::uint64_t leaves = 0;
  t.root = build(t, n_ >= 64 ? ~0ull : (std::uint64_t(1) << n_) - 1, 0, max_leaves, leaves);
  return t;
}

DecisionTree ordered_tree(const Words& bits, int n, const std::vector<int>& order, std::uint64_t max_leaves) {
  DecisionTree t;
  std::uint64_t leaves = 0;
  auto build = [&](auto&& self, std::size_t next, std::uint64_t free, std::uint64_t values) -> int {
    const int node = int(t.nodes.size());
    t.nodes.emplace_back();
    const int c = constant_on(bits, n, free, values);
    if (c || next == order.size()) {
      if (!c) throw std::logic_error("ordered tree: the order misses a relevant variable");
      if (++leaves > max_leaves)
        throw LimitExceeded("the tree has more than " + std::to_string(max_leaves) + " leaves (max_leaves)");
      t.nodes[node].value = Rational(c);
      return node;
    }
    const int i = order[next];
    const std::uint64_t bit = std::uint64_t(1) << i;
    t.nodes[node].var = i + 1;
    const int minus = self(self, next + 1, free & ~bit, values & ~bit);
    const int plus = self(self, next + 1, free & ~bit, values | bit);
    t.nodes[node].minus = minus;
    t.nodes[node].plus = plus;
    return node;
  };
  t.root = build(build, 0, n >= 64 ? ~0ull : (std::uint64_t(1) << n) - 1, 0);
  return t;
}

}  // namespace alea::boolfn::query
