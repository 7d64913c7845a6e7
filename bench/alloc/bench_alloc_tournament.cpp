// Tournaments (Fluet 6.3): the shared-grid WDL per pair against the recursion in doubles, a
// small full tournament for the regular run, and the 6-token two-dice game (8,008 allocations,
// 32 million ordered pairs) once: Bramhall reports 45 minutes in Matlab for a six-token game.
// Also Figure 13's Independent 20-token tournament and the cost of one near-tie recheck.
#include <benchmark/benchmark.h>

#include "alloc/exact/certified.hpp"
#include "alloc/enumerate.hpp"
#include "alloc/exact/independent.hpp"
#include "alloc/exact/original.hpp"
#include "alloc/exact/solitaire.hpp"
#include "alloc/tournament/tournament.hpp"
#include "alloc/tournament/pairs.hpp"

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

// Figure 13's second row: Independent rules, P = (.4,.3,.2,.1), 20 tokens (1,771 allocations);
// its near ties (gaps of 1e-13 .. 1e-11) are decided by the certified recursion.
const ProbVector& p4() {
  static const ProbVector p = ProbVector::from_exact({Rational(4, 10), Rational(3, 10), Rational(2, 10), Rational(1, 10)});
  return p;
}
void tournament_independent_p4_20(benchmark::State& s) {
  TournamentOptions o;
  o.rules = Rules::independent;
  for (auto _ : s) benchmark::DoNotOptimize(Tournament::full(p4(), 20, false, o).size());
}
// One of those near ties ([3,0,1,12] against [2,1,1,12], w - l = -2.1e-12): certified, then rationals.
const Counts near_x{3, 0, 1, 12}, near_y{2, 1, 1, 12};
void near_tie_certified(benchmark::State& s) {
  for (auto _ : s) benchmark::DoNotOptimize(certified_sign(p4().exact(), near_x, near_y, Rules::independent));
}
void near_tie_rational(benchmark::State& s) {
  for (auto _ : s) benchmark::DoNotOptimize(exact::wdl_independent(p4().exact(), near_x, near_y));
}
// The 36-token pair of Fluet's conjecture (docs/alloc_emperor.md, run 2): 806,400 states.
void conjecture36_pair_certified(benchmark::State& s) {
  const auto d = ProbVector::dice(2, 6).exact();
  const Counts x{0, 2, 3, 4, 6, 7, 5, 4, 3, 2, 0}, y{0, 2, 3, 4, 5, 7, 7, 4, 3, 1, 0};
  for (auto _ : s) benchmark::DoNotOptimize(certified_sign(d, x, y, Rules::original));
}

}  // namespace

BENCHMARK(grid_pair_6)->Unit(benchmark::kMicrosecond);
BENCHMARK(recursion_pair_6)->Unit(benchmark::kMicrosecond);
BENCHMARK(tournament_two_dice_3)->Unit(benchmark::kMillisecond);
BENCHMARK(tournament_independent_p4_20)->Unit(benchmark::kSecond)->Iterations(1)->UseRealTime();
BENCHMARK(near_tie_certified)->Unit(benchmark::kMillisecond);
BENCHMARK(near_tie_rational)->Unit(benchmark::kMillisecond);
BENCHMARK(conjecture36_pair_certified)->Unit(benchmark::kMillisecond);
BENCHMARK(tournament_two_dice_6)->Unit(benchmark::kSecond)->Iterations(1)->UseRealTime();
