#include "cgt/engine/op_cache.hpp"

#include "cgt/engine/memo.hpp"
#include "core/memory_guard.hpp"

namespace alea::cgt::engine {
namespace {
constexpr std::size_t kInitialSlots = 1u << 16;
constexpr std::size_t kMaxSlots = 1u << 24;  // 256 MiB at 16 bytes a slot
}  // namespace

OpCache& OpCache::instance() {
  static OpCache cache;
  return cache;
}

OpCache::OpCache() : slots_(kInitialSlots) {}

std::uint64_t OpCache::slot_hash(Op op, Id a, Id b) {
  std::uint64_t h = (static_cast<std::uint64_t>(a) << 32) ^ b ^ (static_cast<std::uint64_t>(op) << 59);
  h ^= h >> 33;
  h *= 0xff51afd7ed558ccdull;
  h ^= h >> 33;
  return h;
}

Id OpCache::find(Op op, Id a, Id b) const {
  const Slot& s = slots_[slot_hash(op, a, b) & (slots_.size() - 1)];
  return (s.op == op && s.a == a && s.b == b) ? s.result : kNoId;
}

void OpCache::store(Op op, Id a, Id b, Id result) {
  if (++stores_since_growth_ > slots_.size() && slots_.size() < kMaxSlots) grow();
  slots_[slot_hash(op, a, b) & (slots_.size() - 1)] = Slot{a, b, result, op};
}

// Doubling keeps what the old table held; past its allowance (cache_allowance) the cache simply
// stops growing and keeps overwriting.
void OpCache::grow() {
  stores_since_growth_ = 0;
  std::size_t next = slots_.size() * 2;
  if (bytes_for(next, sizeof(Slot)) > cache_allowance()) return;
  std::vector<Slot> bigger(next);
  for (const Slot& s : slots_)
    if (s.op != Op::none) bigger[slot_hash(s.op, s.a, s.b) & (next - 1)] = s;
  slots_.swap(bigger);
}

void OpCache::clear() {
  slots_.assign(kInitialSlots, Slot{});
  stores_since_growth_ = 0;
}

}  // namespace alea::cgt::engine
