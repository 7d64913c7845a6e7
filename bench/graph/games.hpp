#pragma once
// Games for the benchmarks: random sparse games built straight into compressed rows (so 10^7
// vertices cost only their edges), and the slow-convergence family.
#include <cstdint>
#include <memory>
#include <random>
#include <vector>

#include "graph/builtin.hpp"
#include "graph/game.hpp"

namespace alea::graph::bench {

// n vertices, the first n/10 terminals paying -1, 0 or 1; every other vertex has `degree`
// successors per colour, the first a random smaller vertex (so both colours reach T: Definition
// 2), the rest anywhere (so the game is one big cycle structure). same: E_B = E_R.
inline Game random_game(std::size_t n, int degree, bool same, std::uint64_t seed) {
  std::mt19937_64 rng(seed);
  const std::size_t terminals = std::max<std::size_t>(2, n / 10);
  auto rows = [&] {
    Adjacency a;
    a.offsets.assign(n + 1, 0);
    a.heads.reserve((n - terminals) * degree);
    std::vector<Vertex> row;
    for (std::size_t v = 0; v < n; ++v) {
      if (v >= terminals) {
        row.clear();
        row.push_back(static_cast<Vertex>(rng() % v));
        while (static_cast<int>(row.size()) < degree) row.push_back(static_cast<Vertex>(rng() % n));
        std::sort(row.begin(), row.end());
        row.erase(std::unique(row.begin(), row.end()), row.end());
        a.heads.insert(a.heads.end(), row.begin(), row.end());
      }
      a.offsets[v + 1] = a.heads.size();
    }
    return a;
  };
  Adjacency blue = rows();
  std::shared_ptr<const Adjacency> red;
  if (!same) red = std::make_shared<const Adjacency>(rows());
  std::vector<std::pair<Vertex, Rational>> pay;
  for (std::size_t t = 0; t < terminals; ++t) pay.emplace_back(static_cast<Vertex>(t), Rational(static_cast<long long>(t % 3) - 1));
  return Game(std::move(blue), std::move(red), std::move(pay));
}

// Values 1/2 +- 2^-k: a width x height tug of war whose left side pays 1/2 - 2^-k, right side
// 1/2 + 2^-k, top and bottom 1/2. Every value lies within 2^-k of 1/2, so a stopping rule on the
// change between sweeps (1e-6) stops at once for k >= 20, long before the sign of v - 1/2 is
// known; and the true values diffuse in from the sides over ~width^2 sweeps.
inline Game slow_game(int width, int height, int k) {
  const Rational eps(1, BigInt(1) << k), half(1, 2);
  GridSides s{half - eps, half + eps, half, half};
  return tug_of_war_grid(width, height, s);
}

}  // namespace alea::graph::bench
