// Searches over all allocations: alloc.minimal for two dice for every t <= 60 in one run (the
// issue's target: under a minute in total), single t, Fluet's MAT-only search for comparison,
// and the multinomial maxima.
#include <benchmark/benchmark.h>

#include "alloc/search/minimal.hpp"
#include "alloc/search/multinomial.hpp"
#include "prob/prob_vector.hpp"

namespace {

using namespace alea;

const ProbVector& two_dice() {
  static const ProbVector d = ProbVector::dice(2, 6);
  return d;
}

void minimal_two_dice_all_t_to_60(benchmark::State& s) {
  std::uint64_t evaluated = 0;
  for (auto _ : s)
    for (std::int64_t t = 1; t <= 60; ++t) {
      auto r = alloc::minimal_allocations(two_dice(), t);
      evaluated += r.evaluated;
    }
  s.counters["E_per_run"] = benchmark::Counter(double(evaluated), benchmark::Counter::kAvgIterations);
}

void minimal_two_dice(benchmark::State& s) {
  for (auto _ : s) benchmark::DoNotOptimize(alloc::minimal_allocations(two_dice(), s.range(0)));
}

void minimal_two_dice_mats_only(benchmark::State& s) {
  for (auto _ : s)
    benchmark::DoNotOptimize(alloc::minimal_allocations(two_dice(), s.range(0), {false, alloc::Pruning::mats}));
}

void minimal_two_dice_exact(benchmark::State& s) {
  for (auto _ : s)
    benchmark::DoNotOptimize(alloc::minimal_allocations(two_dice(), s.range(0), {true, alloc::Pruning::all}));
}

void best_multinomial_two_dice(benchmark::State& s) {
  for (auto _ : s) benchmark::DoNotOptimize(alloc::best_multinomial(two_dice(), s.range(0)));
}

}  // namespace

BENCHMARK(minimal_two_dice_all_t_to_60)->Unit(benchmark::kMillisecond)->Iterations(3);
BENCHMARK(minimal_two_dice)->Arg(12)->Arg(36)->Arg(60)->Unit(benchmark::kMillisecond);
BENCHMARK(minimal_two_dice_mats_only)->Arg(12)->Arg(36)->Unit(benchmark::kMillisecond);
BENCHMARK(minimal_two_dice_exact)->Arg(12)->Unit(benchmark::kMillisecond);
BENCHMARK(best_multinomial_two_dice)->Arg(12)->Arg(36)->Unit(benchmark::kMillisecond);
