#pragma once
// The operations on canonical game ids: comparison, canonicalisation, sum and negation. Each
// is cached (op_cache.hpp) and each polls Ctrl-C, so a long computation stops within a moment
// and leaves the store consistent (only finished results are ever recorded).
#include <cstdint>
#include <vector>

#include "cgt/engine/store.hpp"

namespace alea::cgt::engine {

inline Store& store() { return Store::instance(); }

// g <= h for canonical ids.
bool leq(Id g, Id h);
// The canonical form of {L | R}, where every option is a canonical id (in any order, with
// repeats, dominated and reversible options allowed). Cached by the option sets.
Id canonical(std::vector<Id> left, std::vector<Id> right);
// The id of {L | R} when L and R are already a canonical form: recognizes number-up-stars.
Id intern(std::vector<Id> left, std::vector<Id> right);

Id add(Id g, Id h);
Id negate(Id g);
inline Id subtract(Id g, Id h) { return add(g, negate(h)); }

// Work counters, for benchmarks and for tuning (not thread-safe, like the store).
struct Stats {
  std::uint64_t leq_calls = 0, leq_cache_hits = 0, leq_by_stops = 0, canonical_calls = 0, canonical_cache_hits = 0,
                form_comparisons = 0,
                sum_calls = 0, sum_cache_hits = 0;
};
Stats& stats();

// Counts steps and polls Ctrl-C every few thousand (throws Interrupted); also refuses to recurse
// further when the thread's stack is nearly used up (throws LimitExceeded): every recursive
// walk of the engine calls it.
void tick();
void check_stack();
// Whether this thread's stack is within a quarter (at least 256 KiB) of its end.
bool stack_low();

}  // namespace alea::cgt::engine
