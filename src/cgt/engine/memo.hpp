#pragma once
// A per-id memo of a derived property (stops, birthday, thermograph), bounded: when it would
// hold more than a cache may (cache_allowance, at an estimated size per entry), it is emptied
// and starts again, so it can never grow without limit.
#include <algorithm>
#include <cstdint>
#include <unordered_map>

#include "cgt/engine/store.hpp"
#include "core/memory_guard.hpp"

namespace alea::cgt::engine {

// What one of the engine's caches (canonical forms, operations, these memos) may hold: an eighth
// of the memory guard, but no more than an eighth of the default guard (512 MiB). A raised guard
// is for the tables a long run cannot do without (a game's transposition table, the store);
// a cache only saves work, and a larger one measured no faster: Toads and Frogs' strips to
// length 17 took 104 s of CPU and 1.86 GiB with the canonicalisation cache allowed 2 GiB
// (guard 16 GiB), 94 s and 1.33 GiB allowed 256 MiB (guard 2 GiB).
inline std::uint64_t cache_allowance() { return std::min(memory_limit(), default_memory_limit) / 8; }

template <class V>
class BoundedMemo {
 public:
  explicit BoundedMemo(std::uint64_t bytes_per_entry) : each_(bytes_per_entry) {}
  const V* find(Id g) const {
    auto it = map_.find(g);
    return it == map_.end() ? nullptr : &it->second;
  }
  // The stored value (a copy: a later put may empty the memo).
  V put(Id g, V v) {
    if (bytes_for(map_.size() + 1, each_) > cache_allowance()) map_.clear();
    map_[g] = v;
    return v;
  }
  std::size_t size() const { return map_.size(); }
  void clear() { map_.clear(); }

 private:
  std::uint64_t each_;
  std::unordered_map<Id, V> map_;
};

}  // namespace alea::cgt::engine
