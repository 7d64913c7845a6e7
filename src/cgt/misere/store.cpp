#include "cgt/misere/store.hpp"

#include <algorithm>

#include "core/errors.hpp"
#include "core/interrupt.hpp"
#include "core/memory_guard.hpp"

namespace alea::cgt::misere {

std::uint64_t mex(std::vector<std::uint64_t>& values) {
  std::sort(values.begin(), values.end());
  std::uint64_t m = 0;
  for (auto v : values)
    if (v == m) ++m;
    else if (v > m) break;
  return m;
}

namespace {

bool contains(const std::vector<Id>& sorted, Id x) { return std::binary_search(sorted.begin(), sorted.end(), x); }

}  // namespace

std::size_t Store::VectorHash::operator()(const std::vector<Id>& v) const {
  std::uint64_t h = 0x9E3779B97F4A7C15ull ^ v.size();
  for (auto x : v) h = (h ^ x) * 0xBF58476D1CE4E5B9ull, h ^= h >> 31;
  return static_cast<std::size_t>(h);
}

Store& Store::instance() {
  static Store store;
  return store;
}

Store::Store() {
  Record zero;
  zero.heap = 0;
  records_.push_back(zero);
  index_.emplace(std::vector<Id>{}, 0);
  heaps_.push_back(0);
}

Id Store::add(std::vector<Id> options) {
  bytes_ += sizeof(Record) + options.size() * sizeof(Id) * 3 + 96;
  require_memory(bytes_, "the store of misère canonical forms");
  Record r;
  std::vector<std::uint64_t> plus, minus;
  bool has_p = false;
  for (Id o : options) {
    const Record& x = records_[o];
    r.birthday = std::max(r.birthday, x.birthday + 1);
    plus.push_back(x.g_plus);
    minus.push_back(x.g_minus);
    has_p = has_p || x.p_position;
  }
  r.g_plus = mex(plus);
  r.g_minus = options.empty() ? 1 : mex(minus);
  r.p_position = !options.empty() && !has_p;
  // A nim heap *n has exactly the options *0 .. *(n-1).
  bool heap = true;
  for (std::size_t i = 0; i < options.size() && heap; ++i) heap = records_[options[i]].heap == static_cast<long long>(i);
  if (heap) r.heap = static_cast<long long>(options.size());
  r.options = options;
  const Id id = static_cast<Id>(records_.size());
  records_.push_back(std::move(r));
  index_.emplace(std::move(options), id);
  return id;
}

// The canonical form K of a game with canonical options s (sorted, distinct) that is not itself
// canonical, or the new record {s}.
Id Store::simplify(const std::vector<Id>& s) {
  for (Id d : s)
    for (Id k : records_[d].options) {
      const std::vector<Id>& kept = records_[k].options;
      if (kept.size() >= s.size() || !std::includes(s.begin(), s.end(), kept.begin(), kept.end())) continue;
      bool reverts = true, some_p = false;
      for (Id other : s) {
        if (contains(kept, other)) continue;
        reverts = reverts && contains(records_[other].options, k);
        some_p = some_p || records_[other].p_position;
      }
      // The endgame proviso: removing every option leaves 0 only if G is an N-position.
      if (reverts && (!kept.empty() || some_p)) return k;
    }
  return add(s);
}

Id Store::make(std::vector<Id> options) {
  std::sort(options.begin(), options.end());
  options.erase(std::unique(options.begin(), options.end()), options.end());
  if (auto it = index_.find(options); it != index_.end()) return it->second;
  if (auto it = made_.find(options); it != made_.end()) return it->second;
  const Id g = simplify(options);
  if (records_[g].options != options) {
    bytes_ += options.size() * sizeof(Id) + 64;
    made_.emplace(std::move(options), g);
  }
  return g;
}

Id Store::nim_heap(std::uint64_t n) {
  if (n > (std::uint64_t{1} << 20)) throw InvalidArgument("n", "a nim heap above 2^20 has too many options to store");
  // *k has k options, each kept in its record and in the index: about 4 (n + 1)^2 bytes for all.
  if (n >= heaps_.size())
    require_memory(bytes_ + bytes_for(bytes_for(n + 1, n + 1), 4), "the misère forms of the nim heaps up to *" + std::to_string(n));
  while (heaps_.size() <= n) {
    check_interrupt();
    std::vector<Id> opts(heaps_.begin(), heaps_.end());
    heaps_.push_back(make(std::move(opts)));
  }
  return heaps_[n];
}

Id Store::sum(Id a, Id b) {
  if (a == 0) return b;
  if (b == 0) return a;
  if (a > b) std::swap(a, b);
  const std::uint64_t key = (static_cast<std::uint64_t>(a) << 32) | b;
  if (auto it = sums_.find(key); it != sums_.end()) return it->second;
  check_interrupt();
  std::vector<Id> opts;
  // Copies: the store may grow (and move records) during the recursive sums.
  const std::vector<Id> oa = records_[a].options, ob = records_[b].options;
  for (Id x : oa) opts.push_back(sum(x, b));
  for (Id y : ob) opts.push_back(sum(a, y));
  const Id s = make(std::move(opts));
  bytes_ += 48;
  sums_.emplace(key, s);
  return s;
}

}  // namespace alea::cgt::misere
