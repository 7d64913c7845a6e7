// Core numbers: the cost of exact arithmetic and exact dice distributions, which bound what
// the exact modes of every module can do.
#include <benchmark/benchmark.h>

#include "core/rational.hpp"
#include "prob/prob_vector.hpp"

namespace {

void BM_rational_harmonic(benchmark::State& state) {
  for (auto _ : state) {
    alea::Rational h = 0;
    for (long k = 1; k <= state.range(0); ++k) h += alea::Rational(1, k);
    benchmark::DoNotOptimize(h);
  }
}
BENCHMARK(BM_rational_harmonic)->Arg(100)->Arg(1000);

void BM_to_double(benchmark::State& state) {
  alea::Rational r = alea::pow(alea::Rational(2, 3), 200);
  for (auto _ : state) benchmark::DoNotOptimize(alea::to_double(r));
}
BENCHMARK(BM_to_double);

void BM_dice_exact(benchmark::State& state) {
  for (auto _ : state) benchmark::DoNotOptimize(alea::ProbVector::dice(static_cast<int>(state.range(0)), 6));
}
BENCHMARK(BM_dice_exact)->Arg(2)->Arg(10)->Arg(100);

}  // namespace
