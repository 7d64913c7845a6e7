#pragma once
// The transposition table of a game of the library: normalised positions (fixed-size keys) to
// the ids of their canonical values, by open addressing with linear probing.
//
// Memory is what limits the long research runs (Toads and Frogs at length 17 and beyond), so:
//   - keys and value ids live in two arrays (no padding: 12 bytes a slot for a 64-bit key, 28
//     for three masks, where a struct of both took 16 and 32);
//   - the table is split into kSegments segments by the hash's top bits, each grown on its own:
//     a growth copies one segment (a 64th of the table), not the whole, so the peak during a
//     growth is the table plus one segment's new array, where doubling the whole table at once
//     needed three times the table;
//   - a segment grows by half when it is 4/5 full (sizes need not be powers of two: a slot is
//     found by multiplying the hash, Lemire's fast range), so it is between 53 % and 80 % full
//     (where a table doubling at half load is between 25 % and 50 % full).
// The memory guard is asked before each growth for the whole table's size after it, so the
// table never grows past the limit: a position whose table would is refused with LimitExceeded.
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "cgt/engine/store.hpp"
#include "core/memory_guard.hpp"

namespace alea::cgt::games {

// Key: a trivially copyable type with ==; Hash: std::uint64_t(const Key&); `empty` a key that is
// never stored.
template <class Key, class Hash>
class Table {
 public:
  static constexpr int kSegmentBits = 6, kSegments = 1 << kSegmentBits;
  static constexpr std::size_t kFirstSlots = 16;

  Table(Key empty, std::string what) : empty_(empty), what_(std::move(what)) { clear(); }

  // The value of `k`, or engine::kNoId.
  engine::Id find(const Key& k) const {
    const std::uint64_t h = Hash{}(k);
    const Segment& s = segments_[h >> (64 - kSegmentBits)];
    for (std::size_t i = s.start(h);; i = i + 1 == s.slots ? 0 : i + 1) {
      if (s.keys[i] == k) return s.values[i];
      if (s.keys[i] == empty_) return engine::kNoId;
    }
  }

  void insert(const Key& k, engine::Id v) {
    const std::uint64_t h = Hash{}(k);
    Segment& s = segments_[h >> (64 - kSegmentBits)];
    if (5 * (s.used + 1) > 4 * s.slots) grow(s);
    s.place(h, k, v, empty_);
    ++s.used;
    ++used_;
  }

  std::size_t size() const { return used_; }
  std::uint64_t bytes() const { return slots_ * kSlotBytes; }
  void clear() {
    for (Segment& s : segments_) s.reset(kFirstSlots, empty_);
    slots_ = kSegments * kFirstSlots;
    used_ = 0;
  }

 private:
  static constexpr std::uint64_t kSlotBytes = sizeof(Key) + sizeof(engine::Id);

  struct Segment {
    std::unique_ptr<Key[]> keys;
    std::unique_ptr<engine::Id[]> values;
    std::size_t slots = 0, used = 0;

    // The first slot to look at: the hash's bits below the segment's, scaled to the size.
    std::size_t start(std::uint64_t h) const {
      return static_cast<std::size_t>((static_cast<unsigned __int128>(h << kSegmentBits) * slots) >> 64);
    }
    void reset(std::size_t n, const Key& empty) {
      keys.reset(new Key[n]);
      values.reset(new engine::Id[n]);
      for (std::size_t i = 0; i < n; ++i) keys[i] = empty;
      slots = n, used = 0;
    }
    void place(std::uint64_t h, const Key& k, engine::Id v, const Key& empty) {
      std::size_t i = start(h);
      while (!(keys[i] == empty)) i = i + 1 == slots ? 0 : i + 1;
      keys[i] = k, values[i] = v;
    }
  };

  // The segment's slots grow by half; the old arrays live beside the new during the copy.
  void grow(Segment& s) {
    const std::size_t next = s.slots + s.slots / 2;
    require_memory(bytes_for(slots_ + next, kSlotBytes), what_);
    Segment bigger;
    bigger.reset(next, empty_);
    for (std::size_t i = 0; i < s.slots; ++i)
      if (!(s.keys[i] == empty_)) bigger.place(Hash{}(s.keys[i]), s.keys[i], s.values[i], empty_);
    bigger.used = s.used;
    slots_ += next - s.slots;
    std::swap(s, bigger);
  }

  Key empty_;
  std::string what_;
  Segment segments_[kSegments];
  std::size_t slots_ = 0, used_ = 0;
};

// A 64-bit mix (splitmix64's finaliser): neighbouring boards land far apart.
inline std::uint64_t mix64(std::uint64_t x) {
  x ^= x >> 30;
  x *= 0xbf58476d1ce4e5b9ull;
  x ^= x >> 27;
  x *= 0x94d049bb133111ebull;
  return x ^ (x >> 31);
}

}  // namespace alea::cgt::games
