// Exact dice distributions: the cost of the convolutions every module's exact mode starts from.
#include <benchmark/benchmark.h>

#include "prob/prob_vector.hpp"

namespace {

void BM_dice_exact(benchmark::State& state) {
  for (auto _ : state) benchmark::DoNotOptimize(alea::ProbVector::dice(static_cast<int>(state.range(0)), 6));
}
BENCHMARK(BM_dice_exact)->Arg(2)->Arg(10)->Arg(100);

}  // namespace
