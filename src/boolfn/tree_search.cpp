// Delta(f) at p = 1/2 by depth-first branch and bound over restricted functions (tree_search.hpp).
#include "boolfn/tree_search.hpp"

#include <algorithm>
#include <bit>
#include <numeric>
#include <unordered_map>

#include "boolfn/partial.hpp"
#include "core/errors.hpp"
#include "core/interrupt.hpp"
#include "core/memory_guard.hpp"
#include "core/progress.hpp"

namespace alea::boolfn {
namespace {

using Words = std::vector<std::uint64_t>;

// Positions whose bit i is 0, for i < 6.
constexpr std::uint64_t low_half[6] = {0x5555555555555555ull, 0x3333333333333333ull, 0x0F0F0F0F0F0F0F0Full,
                                       0x00FF00FF00FF00FFull, 0x0000FFFF0000FFFFull, 0x00000000FFFFFFFFull};

std::size_t words_of(int k) { return k <= 6 ? 1 : std::size_t(1) << (k - 6); }
std::uint64_t valid_mask(int k) { return k >= 6 ? ~0ull : (1ull << (1u << k)) - 1; }

// A function of k variables as a bit table (bit x = [f(x) = +1], variable j is bit j of x); the
// bits past 2^k in a one-word table are 0.
struct Table {
  int k = 0;
  Words w;
};

// The number of points x with f(x) != f(x with bit i flipped) and bit i of x = 0.
std::uint64_t sensitive_pairs(const Table& t, int i) {
  std::uint64_t count = 0;
  if (i < 6) {
    const unsigned g = 1u << i;
    for (auto w : t.w) count += std::popcount((w ^ (w >> g)) & low_half[i]);
    return count;
  }
  const std::size_t block = std::size_t(1) << (i - 6);
  for (std::size_t b = 0; b < t.w.size(); b += 2 * block)
    for (std::size_t j = 0; j < block; ++j) count += std::popcount(t.w[b + j] ^ t.w[b + block + j]);
  return count;
}

// f with variable i set to v (0: x_i = -1, 1: x_i = +1): k - 1 variables, the higher ones renumbered.
Table restrict_var(const Table& t, int i, int v) {
  Table out;
  out.k = t.k - 1;
  out.w.assign(words_of(out.k), 0);
  if (i >= 6) {
    const std::size_t block = std::size_t(1) << (i - 6);
    std::size_t o = 0;
    for (std::size_t b = 0; b < t.w.size(); b += 2 * block)
      for (std::size_t j = 0; j < block; ++j) out.w[o++] = t.w[b + v * block + j];
    return out;
  }
  const unsigned g = 1u << i;
  const std::uint64_t group = g == 64 ? ~0ull : (1ull << g) - 1;
  // each word gives 32 bits: groups of g kept, g skipped
  for (std::size_t s = 0; s < t.w.size(); ++s) {
    std::uint64_t x = t.w[s] >> (v ? g : 0), packed = 0;
    for (unsigned q = 0; q < 32 / g; ++q) packed |= ((x >> (2 * g * q)) & group) << (g * q);
    if (t.k <= 6) out.w[0] = packed;
    else out.w[s >> 1] |= packed << (32 * (s & 1));
  }
  if (out.k < 6) out.w[0] &= valid_mask(out.k);
  return out;
}

// Drops the variables f does not depend on.
void drop_irrelevant(Table& t) {
  for (int i = t.k - 1; i >= 0; --i)
    if (sensitive_pairs(t, i) == 0) t = restrict_var(t, i, 0);
}

// Index complement (every input negated): the table read backwards.
Words reversed(const Table& t) {
  Words r(t.w.rbegin(), t.w.rend());
  for (auto& w : r) {
    w = ((w >> 1) & 0x5555555555555555ull) | ((w & 0x5555555555555555ull) << 1);
    w = ((w >> 2) & 0x3333333333333333ull) | ((w & 0x3333333333333333ull) << 2);
    w = ((w >> 4) & 0x0F0F0F0F0F0F0F0Full) | ((w & 0x0F0F0F0F0F0F0F0Full) << 4);
    w = __builtin_bswap64(w);
  }
  if (t.k < 6) r[0] >>= 64 - (1u << t.k);
  return r;
}

// Exchanges variables a < b in place (word operations).
void swap_variables(Words& w, int a, int b) {
  if (b < 6) {
    const unsigned shift = (1u << b) - (1u << a);
    const std::uint64_t mask = ~low_half[a] & low_half[b];  // bit a = 1, bit b = 0
    for (auto& x : w) {
      std::uint64_t d = ((x >> shift) ^ x) & mask;
      x ^= d | (d << shift);
    }
    return;
  }
  const std::size_t step = std::size_t(1) << (b - 6);
  if (a < 6) {
    const unsigned g = 1u << a;
    for (std::size_t s = 0; s < w.size(); ++s) {
      if (s & step) continue;
      std::uint64_t& lo = w[s];
      std::uint64_t& hi = w[s + step];
      std::uint64_t d = ((lo >> g) ^ hi) & low_half[a];
      hi ^= d;
      lo ^= d << g;
    }
    return;
  }
  const std::size_t small = std::size_t(1) << (a - 6);
  for (std::size_t s = 0; s < w.size(); ++s)
    if ((s & small) && !(s & step)) std::swap(w[s], w[s - small + step]);
}

// Variables in the opposite order (x_j -> x_(k-1-j)).
Words variables_reversed(const Table& t) {
  Words r = t.w;
  for (int j = 0; j < t.k / 2; ++j) swap_variables(r, j, t.k - 1 - j);
  return r;
}

// Output negated when f(-1,...,-1) = +1, so that f and -f share a key.
void normalise_output(Words& w, int k) {
  if (!(w[0] & 1)) return;
  for (auto& x : w) x = ~x;
  if (k < 6) w[0] &= valid_mask(k);
}

// The memo's key: the least of f's images under output negation, input negation (p = 1/2) and
// reversing the variables' order; all keep Delta.
Words canonical(const Table& t) {
  Words best = t.w;
  normalise_output(best, t.k);
  auto consider = [&](Words w) {
    normalise_output(w, t.k);
    if (w < best) best = std::move(w);
  };
  consider(reversed(t));
  {
    Table v{t.k, variables_reversed(t)};
    consider(reversed(v));
    consider(std::move(v.w));
  }
  best.push_back(std::uint64_t(t.k));  // one-word tables of different k must not meet
  return best;
}

struct KeyHash {
  std::size_t operator()(const Words& w) const {
    std::uint64_t h = 0x9E3779B97F4A7C15ull ^ w.size();
    for (auto x : w) {
      h ^= x + 0x9E3779B97F4A7C15ull + (h << 6) + (h >> 2);
      h *= 0xBF58476D1CE4E5B9ull;
    }
    return std::size_t(h ^ (h >> 31));
  }
};

struct Entry {
  std::int64_t value = 0;  // Delta (exact) or a lower bound, in units of 2^-n
  bool exact = false;
};

struct Stop {};  // max_states reached

class Search {
 public:
  Search(int n, std::uint64_t max_states) : n_(n), one_(std::int64_t(1) << n), max_states_(max_states) {}

  // Costs are in units of 2^-n (n: the root's variables); a function of k variables has Delta a
  // multiple of 2^-(k-1), so every cost of a proper restriction is even in these units.
  std::int64_t grid(int k) const { return k == 0 ? one_ : std::int64_t(1) << (n_ - k + 1); }
  static std::int64_t round_up(std::int64_t v, std::int64_t g) { return (v + g - 1) / g * g; }

  // {value, exact}: exact values are Delta; otherwise value is a lower bound above `budget`.
  std::pair<std::int64_t, bool> solve(const Table& t, Words key, std::int64_t budget) {
    if (t.k == 0) return {0, true};
    if (t.k == 1) return {one_, true};
    if ((++calls_ & 4095) == 0) check_interrupt();
    if (max_states_ && memo_.size() >= max_states_) throw Stop{};
    auto it = memo_.find(key);
    std::int64_t lb = 0;
    if (it != memo_.end()) {
      if (it->second.exact || it->second.value > budget) return {it->second.value, it->second.exact};
      lb = it->second.value;
    }
    // order the variables by influence; OSSS: Delta >= Var f / max_i Inf_i
    std::vector<std::uint64_t> pairs(t.k);
    for (int i = 0; i < t.k; ++i) pairs[i] = sensitive_pairs(t, i);
    std::vector<int> order(t.k);
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return pairs[a] > pairs[b]; });
    lb = std::max(lb, bound(t, pairs[order[0]]));
    if (lb > budget) return store(std::move(key), lb, false);

    std::int64_t best = std::numeric_limits<std::int64_t>::max(), failed = best;
    for (int i : order) {
      const std::int64_t cap = std::min(budget, best - 1);
      Table c[2] = {restrict_var(t, i, 0), restrict_var(t, i, 1)};
      drop_irrelevant(c[0]);
      drop_irrelevant(c[1]);
      Words keys[2] = {c[0].k > 1 ? canonical(c[0]) : Words{}, c[1].k > 1 ? canonical(c[1]) : Words{}};
      // the larger child first: its bound decides more
      int first = c[0].k >= c[1].k ? 0 : 1;
      std::int64_t quick[2] = {quick_bound(c[0], keys[0]), quick_bound(c[1], keys[1])};
      const std::int64_t room = 2 * (cap - one_);  // S0 + S1 must not exceed this
      auto lower = [&](std::int64_t a, std::int64_t b) { return one_ + round_up(a + b, 2) / 2; };
      if (quick[0] + quick[1] > room) {
        failed = std::min(failed, lower(quick[0], quick[1]));
        continue;
      }
      auto r1 = solve(c[first], std::move(keys[first]), room - quick[1 - first]);
      if (!r1.second && r1.first + quick[1 - first] > room) {
        failed = std::min(failed, lower(r1.first, quick[1 - first]));
        continue;
      }
      auto r2 = solve(c[1 - first], std::move(keys[1 - first]), room - r1.first);
      std::int64_t cost = one_ + (r1.first + r2.first) / 2;
      if (r1.second && r2.second) best = std::min(best, cost);
      else failed = std::min(failed, lower(r1.first, r2.first));
    }
    if (best <= failed) return store(std::move(key), best, true);
    return store(std::move(key), std::max(lb, failed), false);
  }

  // Greedy on influence: an upper bound (a tree's cost).
  std::int64_t greedy(const Table& t) {
    if (t.k <= 1) return t.k == 0 ? 0 : one_;
    if ((++calls_ & 4095) == 0) check_interrupt();
    Words key = canonical(t);
    auto it = greedy_memo_.find(key);
    if (it != greedy_memo_.end()) return it->second;
    int best = 0;
    std::uint64_t most = 0;
    for (int i = 0; i < t.k; ++i) {
      auto p = sensitive_pairs(t, i);
      if (p > most) most = p, best = i;
    }
    Table c0 = restrict_var(t, best, 0), c1 = restrict_var(t, best, 1);
    drop_irrelevant(c0);
    drop_irrelevant(c1);
    std::int64_t cost = one_ + (greedy(c0) + greedy(c1)) / 2;
    key.shrink_to_fit();
    bytes_ += entry_bytes(key);
    require_memory(bytes_, "the decision-tree search's memo");
    greedy_memo_.emplace(std::move(key), cost);
    return cost;
  }

  std::uint64_t states() const { return memo_.size(); }
  // The static lower bound (bound()); 1 or 0 for one or no variable.
  std::int64_t root_bound(const Table& t) const {
    if (t.k <= 1) return t.k == 0 ? 0 : one_;
    std::uint64_t most = 0;
    for (int i = 0; i < t.k; ++i) most = std::max(most, sensitive_pairs(t, i));
    return bound(t, most);
  }
  std::uint64_t bytes() const { return bytes_; }

 private:
  // The memo's bound, else the static ones (bound()).
  std::int64_t quick_bound(const Table& t, const Words& key) {
    if (t.k <= 1) return t.k == 0 ? 0 : one_;
    auto it = memo_.find(key);
    if (it != memo_.end()) return std::max(it->second.value, one_ + one_ / 2);
    return root_bound(t);
  }

  // max(3/2, OSSS, Prop. 23) on the grid of t's costs.
  std::int64_t bound(const Table& t, std::uint64_t max_pairs) const {
    // Var f / max Inf_i = (4^k - s^2) / 4^k * 2^k / (2 pairs), s = sum of f
    const unsigned __int128 size = std::uint64_t(1) << t.k;
    std::uint64_t ones = 0;
    for (auto w : t.w) ones += std::popcount(w);
    const __int128 s = __int128(size) - 2 * __int128(ones);
    const unsigned __int128 num = (size * size - std::uint64_t(s < 0 ? -s : s) * (unsigned __int128)std::uint64_t(s < 0 ? -s : s)) << n_;
    const unsigned __int128 den = 2 * size * max_pairs;
    auto osss = std::int64_t((num + den - 1) / den);
    // Prop. 23 (O'Donnell-Servedio) with each variable oriented to help: (sum_i |f^(i)|)^2 / Var f
    // = 4 D^2 / (4^k - s^2), D = sum_i |#{f = 1, x_i = 1} - #{f = 1, x_i = -1}|
    unsigned __int128 d = 0;
    for (int i = 0; i < t.k; ++i) {
      std::int64_t diff = 0;
      if (i < 6) {
        for (auto w : t.w) diff += std::popcount(w & ~low_half[i]) - std::popcount(w & low_half[i]);
      } else {
        const std::size_t bit = std::size_t(1) << (i - 6);
        for (std::size_t j = 0; j < t.w.size(); ++j) diff += (j & bit ? 1 : -1) * std::popcount(t.w[j]);
      }
      d += std::uint64_t(diff < 0 ? -diff : diff);
    }
    const unsigned __int128 var = size * size - std::uint64_t(s < 0 ? -s : s) * (unsigned __int128)std::uint64_t(s < 0 ? -s : s);
    auto os = std::int64_t(((4 * d * d << n_) + var - 1) / var);
    return round_up(std::max({osss, os, one_ + one_ / 2}), grid(t.k));
  }

  // A memo entry's real footprint: the key's words (shrunk to fit) with malloc's header, and the
  // hash node (key vector, value, next pointer, cached hash, header) plus its bucket pointer.
  static std::uint64_t entry_bytes(const Words& key) { return key.capacity() * 8 + 16 + 80 + 8; }

  std::pair<std::int64_t, bool> store(Words key, std::int64_t value, bool exact) {
    key.shrink_to_fit();
    auto [it, inserted] = memo_.try_emplace(std::move(key), Entry{value, exact});
    if (inserted) {
      bytes_ += entry_bytes(it->first);
      require_memory(bytes_, "the decision-tree search's memo");
    } else {
      it->second = Entry{value, exact};
    }
    return {value, exact};
  }

  int n_;
  std::int64_t one_;
  std::uint64_t max_states_;
  std::uint64_t calls_ = 0, bytes_ = 0;
  std::unordered_map<Words, Entry, KeyHash> memo_;
  std::unordered_map<Words, std::int64_t, KeyHash> greedy_memo_;
};

}  // namespace

SearchResult search_decision_tree(const BooleanFunction& f, const SearchOptions& options) {
  if (!options.coin.uniform()) throw InvalidArgument("p", "method \"search\" needs p = 1/2");
  if (!f.table().is_boolean()) throw InvalidArgument("method", "method \"search\" needs a +-1-valued function");
  const auto& partial = options.partial;
  TruthTable sub = partial.empty() ? f.table() : restrict_table(f.table(), make_partial(f.n(), partial));
  if (sub.n() > 36) throw InvalidArgument("method", "method \"search\" takes at most 36 free variables");
  Table root{sub.n(), sub.bits()};
  root.w.resize(words_of(root.k), 0);
  if (root.k < 6) root.w[0] &= valid_mask(root.k);
  drop_irrelevant(root);
  const int n = std::max(root.k, 1);
  Search search(n, options.max_states);
  SearchResult out;
  out.relevant = root.k;
  const Rational unit(BigInt(1), BigInt(1) << n);
  auto as_rational = [&](std::int64_t v) { return Rational(BigInt(v)) * unit; };
  const std::int64_t upper = search.greedy(root);
  std::int64_t lower = search.root_bound(root);
  out.greedy = as_rational(upper);
  // Budgets rise from the lower bound towards the greedy tree's cost: each failed pass proves a
  // higher lower bound (kept in the memo), the first pass whose budget reaches Delta returns it.
  const Words key = root.k > 1 ? canonical(root) : Words{};
  Progress progress("decision-tree search", 64);
  // Small steps first (cheap passes that prune hard), doubling after each failure.
  std::int64_t step = std::max<std::int64_t>(1, (upper - lower) / 256);
  try {
    for (int pass = 0;; ++pass) {
      std::int64_t budget = std::min(upper, lower + step);
      step *= 2;
      auto r = search.solve(root, key, budget);
      out.passes = pass + 1;
      if (r.second) {
        out.cost = as_rational(r.first);
        out.finished = true;
        lower = r.first;
        break;
      }
      if (budget >= upper) throw std::logic_error("decision-tree search: the greedy tree's cost was not reached");
      lower = std::max(lower, r.first);
      if (progress.done() < 63) progress.advance();
    }
  } catch (const Stop&) {
  }
  out.lower = as_rational(lower);
  out.states = search.states();
  out.bytes = search.bytes();
  return out;
}

}  // namespace alea::boolfn
