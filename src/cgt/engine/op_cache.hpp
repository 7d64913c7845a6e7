#pragma once
// The operation cache: results of sums, comparisons and other binary operations on game ids,
// as CGSuite keeps them. Direct-mapped: a new result overwrites whatever shared its slot, so
// the cache is bounded by construction. It starts small and doubles while it keeps filling,
// up to a cap that the memory guard allows.
#include <cstdint>
#include <vector>

#include "cgt/engine/store.hpp"

namespace alea::cgt::engine {

enum class Op : std::uint8_t { none, sum, leq, birthday, cool, heat, atomic_weight, norton, ordinal, sum_canonical };

class OpCache {
 public:
  static OpCache& instance();
  // The cached result, or kNoId.
  Id find(Op op, Id a, Id b) const;
  void store(Op op, Id a, Id b, Id result);
  std::uint64_t bytes() const { return slots_.size() * sizeof(Slot); }
  std::size_t capacity() const { return slots_.size(); }
  void clear();

 private:
  OpCache();
  struct Slot {
    Id a = kNoId, b = kNoId, result = kNoId;
    Op op = Op::none;
  };
  static std::uint64_t slot_hash(Op op, Id a, Id b);
  void grow();
  std::vector<Slot> slots_;
  std::size_t stores_since_growth_ = 0;
};

}  // namespace alea::cgt::engine
