#pragma once
// One seedable source of randomness for every simulation. Parallel work draws from streams
// derived from (seed, index), so results do not depend on the number of threads.
#include <cstdint>
#include <random>

namespace alea {

using Rng = std::mt19937_64;

void set_seed(std::uint64_t seed);
std::uint64_t current_seed();

// The shared generator (single-threaded use: the REPL thread).
Rng& global_rng();

// An independent generator for task `index` of a computation, from the current seed.
Rng rng_stream(std::uint64_t index);
Rng rng_stream(std::uint64_t seed, std::uint64_t index);

}  // namespace alea
