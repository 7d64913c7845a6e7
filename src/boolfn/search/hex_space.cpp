#include "boolfn/search/hex_space.hpp"

#include <algorithm>
#include <bit>
#include <stdexcept>

#include "boolfn/search/table_space.hpp"
#include "core/memory_guard.hpp"

namespace alea::boolfn::search {
namespace {

// Drops the table's variables (one per cell of `cells`, in cell order) whose cells are not in
// `keep`: they are irrelevant, so either value does.
void keep_cells(BitTable& t, Cells cells, Cells keep) {
  for (int j = t.k - 1; j >= 0; --j) {
    const int cell = 31 - std::countl_zero(cells);
    cells &= ~(Cells(1) << cell);
    if (!(keep >> cell & 1)) t = restrict_var(t, j, 0);
  }
}

constexpr std::uint32_t exact_flag = 1u << 30, expanded_flag = 1u << 31, value_mask = exact_flag - 1;

int priority(const std::array<std::uint32_t, 8>& s) {
  return (s[7] & expanded_flag ? 64 : 0) + std::popcount(s[0]);
}

std::size_t hash_words(const std::uint32_t* w) {
  std::uint64_t h = 0;
  for (int i = 0; i < 7; ++i) {
    h = (h ^ w[i]) * 0x9E3779B97F4A7C15ull;
    h ^= h >> 29;
  }
  return std::size_t(h ^ (h >> 32));
}

}  // namespace

std::size_t HexKeyHash::operator()(const HexKey& key) const { return hash_words(key.words.data()); }

HexSpace::State HexSpace::make(Cells blue, Cells red) const {
  State s;
  s.pos = normalise(g_, blue, red);
  if (s.pos.winner == 0 && std::popcount(s.pos.relevant) >= 2) {
    HexKey key = canonical_key(g_, s.pos);
    if (key.fits) s.key = key;
  }
  return s;
}

HexSpace::State HexSpace::root(Cells blue, Cells red, BitTable free_table) const {
  State s = make(blue, red);
  if (size(s) >= 1) {
    keep_cells(free_table, g_.all() & ~blue & ~red, s.pos.relevant);
    s.table = std::move(free_table);
  }
  return s;
}

int HexSpace::cell_of(const State& s, int j) const {
  Cells r = s.pos.relevant;
  for (int q = 0; q < j; ++q) r &= r - 1;
  return std::countr_zero(r);
}

HexSpace::State HexSpace::child(const State& s, int j, int v) const {
  const int cell = cell_of(s, j);
  const Cells b = Cells(1) << cell;
  State c = make(s.pos.blue | (v ? b : 0), s.pos.red | (v ? 0 : b));
  c.cell = cell;
  c.colour = v;
  return c;
}

void HexSpace::complete(const State& parent, State& c) const {
  if (c.table || size(c) <= 1) return;
  const Cells b = Cells(1) << c.cell;
  BitTable t = restrict_var(*parent.table, std::popcount(parent.pos.relevant & (b - 1)), c.colour);
  keep_cells(t, parent.pos.relevant & ~b, c.pos.relevant);
  c.table = std::move(t);
}

std::int64_t HexSpace::static_bound(const State& s) const {
  const Cells rel = s.pos.relevant;
  const int blue = fewest_to_join(g_, s.pos.blue, rel, g_.top(), g_.bottom());
  const int red = fewest_to_join(g_, s.pos.red, rel, g_.left(), g_.right());
  return std::max(table_bound(*s.table, n_), std::int64_t(std::min(blue, red)) << n_);
}

std::vector<std::uint64_t> HexSpace::influence(const State& s) const {
  if (size(s) == 1) return {1};
  return sensitive_pairs(*s.table);
}

HexMemo::HexMemo(std::uint64_t reserve) : slots_(std::size_t(1) << 12), reserve_(reserve) {
  require_memory(bytes_plus(bytes(), reserve_), "the decision-tree search");
}

// Two buckets of four slots: the second when the first is full. Slots are never emptied, so
// a key is in its second bucket only while its first one is full.
std::array<std::size_t, 2> HexMemo::buckets(const std::uint32_t* words) const {
  const std::uint64_t h = hash_words(words);
  const std::size_t mask = slots_.size() / bucket - 1, first = h & mask;
  std::size_t second = (h >> 32) & mask;
  if (second == first) second ^= 1;
  return {first * bucket, second * bucket};
}

std::optional<Entry> HexMemo::find(const HexKey& key) const {
  for (const std::size_t b : buckets(key.words.data()))
    for (int i = 0; i < bucket; ++i) {
      const Slot& s = slots_[b + i];
      if (s[0] == 0) return std::nullopt;
      if (std::equal(key.words.begin(), key.words.end(), s.begin()))
        return Entry{std::int64_t(s[7] & value_mask), (s[7] & exact_flag) != 0, (s[7] & expanded_flag) != 0};
    }
  return std::nullopt;
}

void HexMemo::store(const HexKey& key, Entry e) {
  if (e.value < 0 || e.value > std::int64_t(value_mask)) throw std::logic_error("HexMemo: value out of range");
  Slot s;
  std::copy(key.words.begin(), key.words.end(), s.begin());
  s[7] = std::uint32_t(e.value) | (e.exact ? exact_flag : 0) | (e.expanded ? expanded_flag : 0);
  if ((count_ + 1) * 16 > slots_.size() * 15) grow();
  Placed p = place(s, false);
  // both buckets full: grow once the table is three quarters full, else give up an entry
  if (p == Placed::no_room && count_ * 4 > slots_.size() * 3 && grow()) p = place(s, false);
  if (p == Placed::no_room) p = place(s, true);
  if (p != Placed::updated) ++stored_;
}

HexMemo::Placed HexMemo::place(const Slot& s, bool may_replace) {
  Slot* victim = nullptr;
  for (const std::size_t b : buckets(s.data()))
    for (int i = 0; i < bucket; ++i) {
      Slot& t = slots_[b + i];
      if (t[0] == 0) {
        t = s;
        ++count_;
        return Placed::added;
      }
      if (std::equal(s.begin(), s.begin() + 7, t.begin())) {
        // an exact value is final; a bound only rises; a solved state stays solved
        if (t[7] & exact_flag) return Placed::updated;
        const std::uint32_t value =
            s[7] & exact_flag ? s[7] & value_mask : std::max(s[7] & value_mask, t[7] & value_mask);
        t[7] = value | (s[7] & exact_flag) | ((s[7] | t[7]) & expanded_flag);
        return Placed::updated;
      }
      if (!victim || priority(t) < priority(*victim)) victim = &t;
    }
  if (!may_replace) return Placed::no_room;
  if (priority(*victim) > priority(s)) return Placed::dropped;
  *victim = s;
  ++replaced_;
  return Placed::replaced;
}

bool HexMemo::grow() {
  const std::uint64_t cap = slots_.size();
  if (bytes_for(3 * cap, sizeof(Slot)) + reserve_ > memory_limit()) return false;
  std::vector<Slot> old(2 * cap);
  old.swap(slots_);
  count_ = 0;
  for (const Slot& s : old)
    if (s[0] != 0) place(s, false);
  return true;
}

}  // namespace alea::boolfn::search
