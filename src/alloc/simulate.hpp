#pragma once
// Monte Carlo play of two allocations (Bramhall's RCG2.m, either rule set), for checking the
// exact and fast methods and the seeds' simulated figures.
#include <cstdint>
#include <optional>
#include <vector>

#include "alloc/allocation.hpp"
#include "alloc/counts.hpp"

namespace alea::alloc {

struct Interval {
  double estimate = 0, low = 0, high = 0;  // 95% (Wilson score)
};

struct Simulation {
  std::int64_t games = 0, wins = 0, draws = 0, losses = 0;
  Interval win, draw, loss;
  double mean_duration = 0, duration_half_width = 0;  // rolls until one side clears, 95%
};

// n >= 1 games of x against y (valid for p: head_to_head.hpp is the checked surface); `seed` fixes the streams (else alea's current seed). Games are cut
// into fixed chunks, each with its own rng_stream, so the result is the same on any thread count.
Simulation simulate(const std::vector<double>& p, const Counts& x, const Counts& y, std::int64_t n,
                    Rules rules, std::optional<std::uint64_t> seed = std::nullopt);

Interval wilson(std::int64_t hits, std::int64_t n);

}  // namespace alea::alloc
