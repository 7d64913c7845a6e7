#pragma once
// A per-id memo of a derived property (stops, birthday, thermograph), bounded: when it would
// hold more than the memory guard allows (an eighth of the limit, at an estimated size per
// entry), it is emptied and starts again, so it can never grow without limit.
#include <cstdint>
#include <unordered_map>

#include "cgt/engine/store.hpp"
#include "core/memory_guard.hpp"

namespace alea::cgt::engine {

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
    if (bytes_for(map_.size() + 1, each_) > memory_limit() / 8) map_.clear();
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
