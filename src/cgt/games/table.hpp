#pragma once
// The transposition table of a game of the library: normalised positions (fixed-size keys) to
// the ids of their canonical values, by open addressing. It doubles at half load after asking
// the memory guard (old and new table live together during the copy), so it never grows past
// the limit: a position whose table would is refused with LimitExceeded.
#include <cstdint>
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
  Table(Key empty, std::string what) : empty_(empty), what_(std::move(what)) { slots_.assign(1024, Slot{empty_, 0}); }

  // The value of `k`, or engine::kNoId.
  engine::Id find(const Key& k) const {
    const std::size_t mask = slots_.size() - 1;
    for (std::size_t i = Hash{}(k) & mask;; i = (i + 1) & mask) {
      const Slot& s = slots_[i];
      if (s.key == k) return s.value;
      if (s.key == empty_) return engine::kNoId;
    }
  }

  void insert(const Key& k, engine::Id v) {
    if (2 * (used_ + 1) > slots_.size()) grow();
    place(k, v);
    ++used_;
  }

  std::size_t size() const { return used_; }
  std::uint64_t bytes() const { return slots_.size() * sizeof(Slot); }
  void clear() {
    slots_.assign(1024, Slot{empty_, 0});
    used_ = 0;
  }

 private:
  struct Slot {
    Key key;
    engine::Id value;
  };

  void place(const Key& k, engine::Id v) {
    const std::size_t mask = slots_.size() - 1;
    std::size_t i = Hash{}(k) & mask;
    while (!(slots_[i].key == empty_)) i = (i + 1) & mask;
    slots_[i] = Slot{k, v};
  }

  void grow() {
    require_memory(bytes_for(3 * slots_.size(), sizeof(Slot)), what_);
    std::vector<Slot> old(slots_.size() * 2, Slot{empty_, 0});
    old.swap(slots_);
    for (const Slot& s : old)
      if (!(s.key == empty_)) place(s.key, s.value);
  }

  Key empty_;
  std::string what_;
  std::vector<Slot> slots_;
  std::size_t used_ = 0;
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
