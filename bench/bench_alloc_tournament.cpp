// Tournaments (Fluet 6.3): the shared-grid WDL per pair against the recursion in doubles, a
// small full tournament for the regular run, and the 6-token two-dice game (8,008 allocations,
// 32 million ordered pairs) once: Bramhall reports 45 minutes in Matlab for a six-token game.
#include <benchmark/benchmark.h>

#include "alloc/enumerate.hpp"
#include "alloc/exact.hpp"
#include "alloc/tournament.hpp"
#include "alloc/tournament_pairs.hpp"

namespace {

using namespace alea;
using namespace alea::alloc;

std::vector<Counts> all_of(std::size_t n, std::int64_t t) {
  std::vector<Counts> xs;
  for_each_allocation(n, t, [&](const Counts& x) {
    xs.push_back(x);
    return true;
  });
  return xs;
}

// One pair of 6-token two-dice allocations: the shared grid, then the recursion in doubles.
void grid_pair_6(benchmark::State& s) {
  auto D = ProbVector::dice(2, 6);
  auto xs = all_of(11, 6);
  tournament_detail::OriginalGrid g(D.values(), xs);
  std::vector<double> scratch;
  std::size_t k = 0;
  for (auto _ : s) {
    benchmark::DoNotOptimize(g.pair(xs[k % xs.size()], xs[(k * 7919 + 13) % xs.size()], scratch));
    ++k;
  }
}
void recursion_pair_6(benchmark::State& s) {
  auto D = ProbVector::dice(2, 6);
  auto xs = all_of(11, 6);
  std::size_t k = 0;
  for (auto _ : s) {
    benchmark::DoNotOptimize(exact::wdl_original(D.values(), xs[k % xs.size()], xs[(k * 7919 + 13) % xs.size()]));
    ++k;
  }
}
void tournament_two_dice_3(benchmark::State& s) {  // 286 allocations
  auto D = ProbVector::dice(2, 6);
  for (auto _ : s) benchmark::DoNotOptimize(Tournament::full(D, 3, false, {}).size());
}
void tournament_two_dice_6(benchmark::State& s) {  // 8,008 allocations
  auto D = ProbVector::dice(2, 6);
  for (auto _ : s) benchmark::DoNotOptimize(Tournament::full(D, 6, false, {}).size());
}

}  // namespace

BENCHMARK(grid_pair_6)->Unit(benchmark::kMicrosecond);
BENCHMARK(recursion_pair_6)->Unit(benchmark::kMicrosecond);
BENCHMARK(tournament_two_dice_3)->Unit(benchmark::kMillisecond);
BENCHMARK(tournament_two_dice_6)->Unit(benchmark::kSecond)->Iterations(1)->UseRealTime();
