// Research runs (docs/graph.md, "Beyond the seed"): each benchmark runs once and prints what it
// found. 4x4 tic-tac-toe and 4x4 Hex exactly (random-turn values, first moves, expected length
// under optimal play, Richman and poorman thresholds), 5x5 Hex through Theorems 21 and 22 (value
// and optimal first moves from the 2^25 fillings), and random-turn Hex with a biased coin
// against E_p[f].
#include <benchmark/benchmark.h>

#include <bit>
#include <cstdio>
#include <vector>

#include "graph/board.hpp"

namespace {

using namespace alea;
using namespace alea::graph;

void print(const BoardReport& r) {
  std::printf("\n%s %dx%d, p = %s: %llu codes, %llu positions (%llu terminal), %.1f s\n",
              r.board == Board::hex ? "Hex" : "tic-tac-toe", r.k, r.k, to_string(r.p).c_str(),
              static_cast<unsigned long long>(r.codes), static_cast<unsigned long long>(r.positions),
              static_cast<unsigned long long>(r.terminals), r.seconds);
  std::printf("  value %s = %.15g\n", to_string(r.value).c_str(), to_double(r.value));
  std::printf("  expected moves under optimal play: %.15g (shortest ties) .. %.15g (longest ties)\n", r.shortest, r.longest);
  std::printf("  value after Blue's first move, by cell (rows):\n");
  for (int y = 0; y < r.k; ++y) {
    std::printf("   ");
    for (int x = 0; x < r.k; ++x) std::printf(" %12.9f", to_double(r.blue_first[y * r.k + x]));
    std::printf("\n");
  }
  for (int i = 0; i < r.cells; ++i)
    std::printf("  cell %d: Blue %s, Red %s\n", i, to_string(r.blue_first[i]).c_str(), to_string(r.red_first[i]).c_str());
  if (r.bidding) {
    std::printf("  Richman: Blue forces a win below Red share %s (Blue needs > %s), avoids losing below %s\n",
                to_string(r.richman_win).c_str(), to_string(1 - r.richman_win).c_str(), to_string(r.richman_not_lose).c_str());
    std::printf("  poorman: win threshold in [%.17g, %.17g], not-lose in [%.17g, %.17g]\n", r.poorman_win[0], r.poorman_win[1],
                r.poorman_not_lose[0], r.poorman_not_lose[1]);
  }
  std::fflush(stdout);
}

void board(benchmark::State& state, Board b, int k, Rational p, bool bidding) {
  BoardReport r;
  for (auto _ : state) r = analyse_board(b, k, p, bidding);
  print(r);
  state.counters["positions"] = static_cast<double>(r.positions);
  state.counters["value"] = to_double(r.value);
}
BENCHMARK_CAPTURE(board, tic_tac_toe_3, Board::tic_tac_toe, 3, Rational(1, 2), true)->Unit(benchmark::kSecond)->Iterations(1);
BENCHMARK_CAPTURE(board, tic_tac_toe_4, Board::tic_tac_toe, 4, Rational(1, 2), true)->Unit(benchmark::kSecond)->Iterations(1);
BENCHMARK_CAPTURE(board, tic_tac_toe_4_p2_3, Board::tic_tac_toe, 4, Rational(2, 3), false)->Unit(benchmark::kSecond)->Iterations(1);
BENCHMARK_CAPTURE(board, hex_4, Board::hex, 4, Rational(1, 2), true)->Unit(benchmark::kSecond)->Iterations(1);
BENCHMARK_CAPTURE(board, hex_4_p1_3, Board::hex, 4, Rational(1, 3), false)->Unit(benchmark::kSecond)->Iterations(1);
BENCHMARK_CAPTURE(board, hex_3_p1_3, Board::hex, 3, Rational(1, 3), false)->Unit(benchmark::kSecond)->Iterations(1);

// Hex on an n x n board as a Boolean function of the full filling (bit i set: Blue holds cell
// i): Blue wins iff his cells join top and bottom. One flood fill per filling.
std::vector<bool> hex_outcomes(int n) {
  const int cells = n * n;
  std::vector<std::uint32_t> touch(cells, 0);
  const int dr[6] = {0, 0, 1, -1, 1, -1}, dc[6] = {1, -1, 0, 0, -1, 1};
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c)
      for (int d = 0; d < 6; ++d) {
        const int r2 = r + dr[d], c2 = c + dc[d];
        if (r2 >= 0 && r2 < n && c2 >= 0 && c2 < n) touch[r * n + c] |= 1u << (r2 * n + c2);
      }
  const std::uint32_t top = (1u << n) - 1, bottom = top << (n * (n - 1));
  std::vector<bool> f(std::size_t(1) << cells);
  for (std::uint64_t x = 0; x < f.size(); ++x) {
    const auto m = static_cast<std::uint32_t>(x);
    std::uint32_t reach = m & top, frontier = reach;
    while (frontier) {
      std::uint32_t next = 0;
      for (std::uint32_t t = frontier; t; t &= t - 1) next |= touch[std::countr_zero(t)];
      next &= m & ~reach;
      reach |= next;
      frontier = next;
    }
    f[x] = (reach & bottom) != 0;
  }
  return f;
}

// Theorem 21: the fair-coin value is E[f]; Theorem 22: the optimal first moves maximize
// f^(i), here the influence P(cell i is pivotal).
void hex_fourier(benchmark::State& state) {
  const int n = static_cast<int>(state.range(0)), cells = n * n;
  std::vector<bool> f;
  for (auto _ : state) f = hex_outcomes(n);
  std::uint64_t wins = 0;
  std::vector<std::uint64_t> pivotal(cells, 0);
  for (std::uint64_t x = 0; x < f.size(); ++x) {
    wins += f[x];
    for (int i = 0; i < cells; ++i)
      if (!(x >> i & 1)) pivotal[i] += f[x] != f[x | (std::uint64_t(1) << i)];
  }
  std::printf("\nHex %dx%d: P(Blue wins a random filling) = %llu / 2^%d; value (+-1) %g\n", n, n,
              static_cast<unsigned long long>(wins), cells, 2.0 * static_cast<double>(wins) / static_cast<double>(f.size()) - 1);
  std::printf("  influence of each cell, P(pivotal) * 2^%d (f^(i) in +-1 payoffs = P(pivotal)):\n", cells - 1);
  for (int r = 0; r < n; ++r) {
    std::printf("   ");
    for (int c = 0; c < n; ++c) std::printf(" %9llu", static_cast<unsigned long long>(pivotal[r * n + c]));
    std::printf("\n");
  }
  std::fflush(stdout);
}
BENCHMARK(hex_fourier)->Arg(4)->Arg(5)->Unit(benchmark::kSecond)->Iterations(1);

// E_p[f] for 4x4 Hex: each cell Blue's with probability p, to set beside the p-random-turn value.
void hex_biased_mean(benchmark::State& state) {
  const int n = 4, cells = 16;
  const Rational p(1, 3);
  std::vector<bool> f;
  for (auto _ : state) f = hex_outcomes(n);
  // Group the fillings by their number of Blue cells: E_p[f] = sum_k wins_k p^k (1-p)^(16-k).
  std::vector<std::uint64_t> by_count(cells + 1, 0);
  for (std::uint64_t x = 0; x < f.size(); ++x)
    if (f[x]) ++by_count[std::popcount(x)];
  Rational mean = 0;
  for (int k = 0; k <= cells; ++k) mean += Rational(static_cast<long long>(by_count[k])) * pow(p, k) * pow(1 - p, cells - k);
  std::printf("\nHex 4x4, p = 1/3: E_p[f] in +-1 payoffs = %s = %.15g\n", to_string(2 * mean - 1).c_str(), to_double(2 * mean - 1));
  std::fflush(stdout);
}
BENCHMARK(hex_biased_mean)->Unit(benchmark::kSecond)->Iterations(1);

}  // namespace
