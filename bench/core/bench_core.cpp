// Core numbers: the cost of exact arithmetic, which bounds what the exact modes of every module
// can do (exact dice distributions are bench/prob's: each benchmark links only its module).
#include <benchmark/benchmark.h>

#include "core/rational.hpp"

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

}  // namespace
