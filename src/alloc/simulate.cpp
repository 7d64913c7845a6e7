#include "alloc/simulate.hpp"

#include <algorithm>
#include <cmath>
#include <numeric>

#include "core/errors.hpp"
#include "core/interrupt.hpp"
#include "core/parallel.hpp"
#include "core/progress.hpp"
#include "core/random.hpp"

namespace alea::alloc {
namespace {

constexpr std::int64_t chunk_games = 4096;

struct Tally {
  std::int64_t wins = 0, draws = 0, losses = 0;
  double rolls = 0, rolls2 = 0;
};

// One value by inversion of the cumulative distribution.
std::size_t roll(const std::vector<double>& cum, Rng& rng) {
  double u = std::uniform_real_distribution<double>(0, cum.back())(rng);
  return static_cast<std::size_t>(std::upper_bound(cum.begin(), cum.end() - 1, u) - cum.begin());
}

Tally play(const std::vector<double>& cum, const Counts& x, const Counts& y, std::int64_t games,
           Rules rules, Rng& rng) {
  Tally t;
  const std::int64_t tx0 = std::accumulate(x.begin(), x.end(), std::int64_t{0});
  const std::int64_t ty0 = std::accumulate(y.begin(), y.end(), std::int64_t{0});
  Counts a, b;
  for (std::int64_t g = 0; g < games; ++g) {
    a = x, b = y;
    std::int64_t ta = tx0, tb = ty0, n = 0;
    while (ta > 0 && tb > 0) {
      ++n;
      std::size_t i = roll(cum, rng);
      std::size_t j = rules == Rules::original ? i : roll(cum, rng);
      if (a[i] > 0) --a[i], --ta;
      if (b[j] > 0) --b[j], --tb;
    }
    (ta == 0 && tb == 0 ? t.draws : ta == 0 ? t.wins : t.losses)++;
    t.rolls += static_cast<double>(n);
    t.rolls2 += static_cast<double>(n) * static_cast<double>(n);
  }
  return t;
}

}  // namespace

Interval wilson(std::int64_t hits, std::int64_t n) {
  if (n == 0) return {0, 0, 1};
  const double z = 1.959963984540054, nn = static_cast<double>(n);
  double ph = static_cast<double>(hits) / nn;
  double centre = (ph + z * z / (2 * nn)) / (1 + z * z / nn);
  double half = z / (1 + z * z / nn) * std::sqrt(ph * (1 - ph) / nn + z * z / (4 * nn * nn));
  return {ph, std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

Simulation simulate(const std::vector<double>& p, const Counts& x, const Counts& y, std::int64_t n,
                    Rules rules, std::optional<std::uint64_t> seed) {
  std::vector<double> cum(p.size());
  std::partial_sum(p.begin(), p.end(), cum.begin());
  const auto chunks = static_cast<std::size_t>((n + chunk_games - 1) / chunk_games);
  std::vector<Tally> part(chunks);
  Progress bar("simulate", static_cast<std::uint64_t>(n));
  parallel_for(0, chunks, [&](std::size_t c) {
    check_interrupt();
    Rng rng = seed ? rng_stream(*seed, c) : rng_stream(c);
    std::int64_t games = std::min<std::int64_t>(chunk_games, n - static_cast<std::int64_t>(c) * chunk_games);
    part[c] = play(cum, x, y, games, rules, rng);
    bar.advance(static_cast<std::uint64_t>(games));
  });
  Simulation s;
  s.games = n;
  double rolls = 0, rolls2 = 0;
  for (const auto& t : part) {
    s.wins += t.wins, s.draws += t.draws, s.losses += t.losses;
    rolls += t.rolls, rolls2 += t.rolls2;
  }
  s.win = wilson(s.wins, n), s.draw = wilson(s.draws, n), s.loss = wilson(s.losses, n);
  const double nn = static_cast<double>(n);
  s.mean_duration = rolls / nn;
  double var = n > 1 ? (rolls2 - rolls * rolls / nn) / (nn - 1) : 0;
  s.duration_half_width = 1.959963984540054 * std::sqrt(std::max(0.0, var) / nn);
  return s;
}

}  // namespace alea::alloc
