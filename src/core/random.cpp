#include "core/random.hpp"

namespace alea {
namespace {
std::uint64_t seed_value = 20261122;

// SplitMix64: decorrelates nearby (seed, index) pairs before seeding the Mersenne Twister.
std::uint64_t splitmix(std::uint64_t x) {
  x += 0x9E3779B97F4A7C15ull;
  x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
  x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
  return x ^ (x >> 31);
}

Rng& shared() {
  static Rng rng(splitmix(seed_value));
  return rng;
}
}  // namespace

void set_seed(std::uint64_t seed) {
  seed_value = seed;
  shared().seed(splitmix(seed));
}

std::uint64_t current_seed() { return seed_value; }

Rng& global_rng() { return shared(); }

Rng rng_stream(std::uint64_t seed, std::uint64_t index) {
  // seed_seq keeps only the low 32 bits of each value, so every 64-bit word goes in as two
  // halves: distinct (seed, index) pairs then always give distinct seed sequences.
  std::uint64_t a = splitmix(seed), b = splitmix(index ^ 0x5DEECE66Dull);
  std::seed_seq seq{a & 0xFFFFFFFFu, a >> 32, b & 0xFFFFFFFFu, b >> 32,
                    index & 0xFFFFFFFFu, index >> 32};
  return Rng(seq);
}

Rng rng_stream(std::uint64_t index) { return rng_stream(seed_value, index); }

}  // namespace alea
