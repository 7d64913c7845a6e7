#include "cgt/engine/store.hpp"

#include <algorithm>
#include <stdexcept>

#include "core/errors.hpp"
#include "core/interrupt.hpp"
#include "core/memory_guard.hpp"
#include "core/progress.hpp"

namespace alea::cgt::engine {
namespace {

std::uint64_t mix(std::uint64_t h, std::uint64_t v) {
  h ^= v + 0x9E3779B97F4A7C15ull + (h << 6) + (h >> 2);
  return h * 0xff51afd7ed558ccdull;
}

constexpr std::size_t kFirstChunk = 1u << 14;
constexpr std::size_t kMaxChunk = 1u << 20;

}  // namespace

std::uint64_t hash_nus(const Nus& n) {
  std::uint64_t h = mix(0x6e7573, n.number.hash());
  h = mix(h, static_cast<std::uint64_t>(n.up));
  return mix(h, n.nim);
}

std::uint64_t hash_options(const std::vector<Id>& left, const std::vector<Id>& right) {
  std::uint64_t h = mix(0x6f7074, left.size());
  for (Id g : left) h = mix(h, g);
  h = mix(h, 0x7c7c7c);
  for (Id g : right) h = mix(h, g);
  return h;
}

Store& Store::instance() {
  static Store store;
  return store;
}

Store::Store() {
  index_.assign(1u << 12, kNoId);
  zero_ = nus(Dyadic(), 0, 0);
}

std::uint64_t Store::bytes() const {
  std::uint64_t b = records_.capacity() * sizeof(Record) + index_.size() * sizeof(Id) + nus_.size() * 64;
  // (stops of huge numbers live on the heap; they are rare and not counted)
  for (const auto& c : chunks_) b += c.capacity() * sizeof(Id);
  return b;
}

void Store::check_memory(std::uint64_t extra) { require_memory(bytes_plus(bytes(), extra), "the store of canonical games"); }

Id Store::find_nus(std::uint64_t h, const Nus& n) const {
  std::size_t mask = index_.size() - 1;
  for (std::size_t i = h & mask;; i = (i + 1) & mask) {
    Id g = index_[i];
    if (g == kNoId) return kNoId;
    const Record& r = records_[g];
    if (r.hash == h && r.nus != kNoNus) {
      const Nus& m = nus_[r.nus];
      if (m.up == n.up && m.nim == n.nim && m.number == n.number) return g;
    }
  }
}

Id Store::find_general(std::uint64_t h, const std::vector<Id>& left, const std::vector<Id>& right) const {
  std::size_t mask = index_.size() - 1;
  for (std::size_t i = h & mask;; i = (i + 1) & mask) {
    Id g = index_[i];
    if (g == kNoId) return kNoId;
    const Record& r = records_[g];
    if (r.hash == h && r.nus == kNoNus && r.n_left == left.size() && r.n_right == right.size() &&
        std::equal(left.begin(), left.end(), r.options) &&
        std::equal(right.begin(), right.end(), r.options + r.n_left))
      return g;
  }
}

void Store::grow_index() {
  std::vector<Id> bigger(index_.size() * 2, kNoId);
  check_memory(bigger.size() * sizeof(Id));
  index_.swap(bigger);
  index_used_ = 0;
  for (Id g = 0; g < records_.size(); ++g) index_insert(g);
}

void Store::index_insert(Id g) {
  std::size_t mask = index_.size() - 1;
  std::size_t i = records_[g].hash & mask;
  while (index_[i] != kNoId) i = (i + 1) & mask;
  index_[i] = g;
  ++index_used_;
}

Id Store::add_record(Record r) {
  if (records_.size() >= 0xFFFFFFF0u) throw LimitExceeded("the store of canonical games is full (4 billion games)");
  if (records_.size() == records_.capacity()) check_memory(records_.capacity() * sizeof(Record) + 1024);
  records_.push_back(r);
  Id g = static_cast<Id>(records_.size() - 1);
  if ((index_used_ + 1) * 4 > index_.size() * 3) grow_index();
  index_insert(g);
  return g;
}

const Id* Store::store_options(const std::vector<Id>& left, const std::vector<Id>& right) {
  std::size_t need = left.size() + right.size();
  if (need == 0) return nullptr;
  if (chunks_.empty() || chunks_.back().capacity() - chunks_.back().size() < need) {
    std::size_t cap = chunks_.empty() ? kFirstChunk : std::min(kMaxChunk, chunks_.back().capacity() * 2);
    cap = std::max(cap, need);
    check_memory(cap * sizeof(Id));
    chunks_.emplace_back();
    chunks_.back().reserve(cap);
  }
  auto& c = chunks_.back();
  const Id* at = c.data() + c.size();
  c.insert(c.end(), left.begin(), left.end());
  c.insert(c.end(), right.begin(), right.end());
  return at;
}

Id Store::nus(const Dyadic& x, long long up, unsigned long long nim) {
  Nus n{x, up, nim};
  std::uint64_t h = hash_nus(n);
  Id found = find_nus(h, n);
  if (found != kNoId) return found;
  Record r;
  r.hash = h;
  r.nus = static_cast<std::uint32_t>(nus_.size());
  nus_.push_back(std::move(n));
  return add_record(r);
}

Id Store::general(std::vector<Id> left, std::vector<Id> right) {
  std::sort(left.begin(), left.end());
  std::sort(right.begin(), right.end());
  std::uint64_t h = hash_options(left, right);
  Id found = find_general(h, left, right);
  if (found != kNoId) return found;
  Record r;
  r.hash = h;
  // A canonical non-number: L(G) = max R(G^L), R(G) = min L(G^R), both sides non-empty.
  for (std::size_t i = 0; i < left.size(); ++i)
    if (i == 0 || right_stop(left[i]) > r.left_stop) r.left_stop = right_stop(left[i]);
  for (std::size_t i = 0; i < right.size(); ++i)
    if (i == 0 || left_stop(right[i]) < r.right_stop) r.right_stop = left_stop(right[i]);
  r.options = store_options(left, right);
  r.n_left = static_cast<std::uint32_t>(left.size());
  r.n_right = static_cast<std::uint32_t>(right.size());
  r.options_ready = true;
  return add_record(r);
}

// The canonical options of x + ^n + *m, from their known forms:
//   x integer: {x-1|} or {|x+1}; x = m/2^k: {x - 2^-k | x + 2^-k};
//   x + *m: {x, x*, ..., x*(m-1) | the same};  x^* = {x, x* | x};
//   x + ^n*m (n > 0, not ^*): {x | x + ^(n-1)*(m xor 1)}, and symmetrically for n < 0.
void Store::materialize(Id g) {
  Nus n = nus_[records_[g].nus];  // a copy: nus() below may grow the deque's bookkeeping
  // Options of ^n and of m/2^k lead to chains n or k long, which comparisons walk recursively;
  // beyond this depth the C++ stack would not hold them.
  if (n.up > kMaxChain || n.up < -kMaxChain || n.number.exponent() > static_cast<std::uint64_t>(kMaxChain)) {
    std::string what = "cannot play through ^n with |n| > ";
    what += std::to_string(kMaxChain);
    what += " or a denominator 2^k with k > ";
    what += std::to_string(kMaxChain);
    throw LimitExceeded(what);
  }
  std::vector<Id> left, right;
  if (n.is_number()) {
    const Dyadic& x = n.number;
    if (x.is_integer()) {
      if (x.sign() > 0) left.push_back(number(x - Dyadic(1)));
      if (x.sign() < 0) right.push_back(number(x + Dyadic(1)));
    } else {
      Dyadic step = Dyadic::unit(x.exponent());
      left.push_back(number(x - step));
      right.push_back(number(x + step));
    }
  } else if (n.up == 0) {
    check_memory(bytes_for(n.nim, 96));  // *m has m options on each side, each a record
    Progress bar("options of *n", n.nim);
    for (unsigned long long j = 0; j < n.nim; ++j) {
      left.push_back(nus(n.number, 0, j));
      if ((j & 0xFFF) == 0xFFF) {
        check_interrupt();
        bar.advance(0x1000);
      }
    }
    bar.advance(n.nim & 0xFFF);
    right = left;
  } else if (n.up == 1 && n.nim == 1) {
    left = {number(n.number), nus(n.number, 0, 1)};
    right = {number(n.number)};
  } else if (n.up == -1 && n.nim == 1) {
    left = {number(n.number)};
    right = {number(n.number), nus(n.number, 0, 1)};
  } else if (n.up > 0) {
    left = {number(n.number)};
    right = {nus(n.number, n.up - 1, n.nim ^ 1)};
  } else {
    left = {nus(n.number, n.up + 1, n.nim ^ 1)};
    right = {number(n.number)};
  }
  std::sort(left.begin(), left.end());
  std::sort(right.begin(), right.end());
  const Id* at = store_options(left, right);
  Record& r = records_[g];
  r.options = at;
  r.n_left = static_cast<std::uint32_t>(left.size());
  r.n_right = static_cast<std::uint32_t>(right.size());
  r.options_ready = true;
}

std::span<const Id> Store::left(Id g) {
  if (!records_[g].options_ready) materialize(g);
  const Record& r = records_[g];
  return {r.options, r.n_left};
}

std::span<const Id> Store::right(Id g) {
  if (!records_[g].options_ready) materialize(g);
  const Record& r = records_[g];
  return {r.options + r.n_left, r.n_right};
}

}  // namespace alea::cgt::engine
