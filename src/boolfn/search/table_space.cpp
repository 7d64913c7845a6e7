#include "boolfn/search/table_space.hpp"

#include <algorithm>
#include <bit>

#include "core/memory_guard.hpp"

namespace alea::boolfn::search {

std::int64_t table_bound(const BitTable& t, int n) {
  const auto pairs = sensitive_pairs(t);
  const std::uint64_t most = *std::max_element(pairs.begin(), pairs.end());
  // Var f = (4^k - s^2) / 4^k with s = sum of f; Inf_i = pairs_i / 2^(k-1)
  const unsigned __int128 size = std::uint64_t(1) << t.k;
  const __int128 s = __int128(size) - 2 * __int128(ones(t));
  const std::uint64_t abs_s = std::uint64_t(s < 0 ? -s : s);
  const unsigned __int128 var = size * size - (unsigned __int128)abs_s * abs_s;
  const unsigned __int128 den = 2 * size * most;
  const auto osss = std::int64_t(((var << n) + den - 1) / den);
  // (sum_i |fhat(i)|)^2 / Var f = 4 D^2 / (4^k - s^2), D = sum_i |degree_one(i)|
  unsigned __int128 d = 0;
  for (const std::int64_t diff : degree_one(t)) d += std::uint64_t(diff < 0 ? -diff : diff);
  const auto prop23 = std::int64_t(((4 * d * d << n) + var - 1) / var);
  const std::int64_t one = std::int64_t(1) << n;
  return round_up(std::max({osss, prop23, one + one / 2}), std::int64_t(1) << (n - t.k + 1));
}

std::size_t WordsHash::operator()(const Words& w) const {
  std::uint64_t h = 0x9E3779B97F4A7C15ull ^ w.size();
  for (auto x : w) {
    h ^= x + 0x9E3779B97F4A7C15ull + (h << 6) + (h >> 2);
    h *= 0xBF58476D1CE4E5B9ull;
  }
  return std::size_t(h ^ (h >> 31));
}

TableSpace::State TableSpace::root(BitTable t, std::vector<int> vars) {
  State s{std::move(t), std::move(vars), std::nullopt};
  drop_irrelevant(s.t, &s.vars);
  if (s.t.k > 1) s.key = canonical(s.t);
  return s;
}

TableSpace::State TableSpace::child(const State& s, int j, int v) const {
  State c{restrict_var(s.t, j, v), s.vars, std::nullopt};
  c.vars.erase(c.vars.begin() + j);
  drop_irrelevant(c.t, &c.vars);
  if (c.t.k > 1) {
    c.key = canonical(c.t);
    c.key->shrink_to_fit();
  }
  return c;
}

std::vector<std::uint64_t> TableSpace::influence(const State& s) const { return sensitive_pairs(s.t); }

std::optional<Entry> TableMemo::find(const Words& key) const {
  auto it = map_.find(key);
  if (it == map_.end()) return std::nullopt;
  return it->second;
}

void TableMemo::store(const Words& key, Entry e) {
  auto [it, inserted] = map_.try_emplace(key, e);
  if (!inserted) {
    if (!it->second.exact) it->second = e;
    return;
  }
  // the key's words (shrunk to fit) with malloc's header, the hash node (key vector, value,
  // next pointer, cached hash, header) and its bucket pointer
  bytes_ += key.capacity() * 8 + 16 + 80 + 8;
  require_memory(bytes_, "the decision-tree search's memo");
}

}  // namespace alea::boolfn::search
