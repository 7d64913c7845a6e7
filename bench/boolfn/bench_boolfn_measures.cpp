// The complexity measures' speed goals (issue 29): spectral measures at n = 24 from one
// transform; s, C and D at n = 20; bs at n = 16 and 20; algebraic immunity at n = 16; the LP
// measures at the sizes they reach (the approximate degree of random functions to n = 12, of 5
// tribes of 4 at n = 20). Results and the machine: docs/boolfn.md, "Complexity measures".
#include <benchmark/benchmark.h>

#include <random>

#include "boolfn/builtins.hpp"
#include "boolfn/polynomial.hpp"
#include "boolfn/query.hpp"
#include "boolfn/randomized.hpp"
#include "boolfn/spectral.hpp"
#include "random_boolean.hpp"

namespace {
using namespace alea;
using namespace alea::boolfn;

// The addressing function on k + 2^k variables: x_1..x_k select one of the 2^k others.
BooleanFunction address(int k) {
  const int n = k + (1 << k);
  std::vector<std::uint64_t> w(words_for(n), 0);
  for (std::uint64_t x = 0; x < (std::uint64_t(1) << n); ++x)
    if (x >> (k + (x & ((1u << k) - 1))) & 1) w[x >> 6] |= std::uint64_t(1) << (x & 63);
  return BooleanFunction(TruthTable::boolean(n, w));
}

// 0: random, 1: majority (n odd) / threshold n/2, 2: tribes of 4, 3: addressing (n = 20)
BooleanFunction family(int kind, int n) {
  switch (kind) {
    case 1: return n % 2 ? majority(n) : threshold(n, n / 2);
    case 2: return tribes(4, n / 4);
    case 3: return address(4);
    default: return random_boolean(n, 5);
  }
}

template <class F>
void run(benchmark::State& state, F&& measure) {
  auto f = family(int(state.range(0)), int(state.range(1)));
  if (f.n() <= 30) f.table();
  for (auto _ : state) benchmark::DoNotOptimize(measure(f));
}

void BM_sensitivity(benchmark::State& s) { run(s, [](auto& f) { return sensitivity(f).s; }); }
BENCHMARK(BM_sensitivity)->Args({0, 20})->Args({0, 24})->Unit(benchmark::kMillisecond);
void BM_spectral(benchmark::State& s) { run(s, [](auto& f) { return spectral_measures(f).nonlinearity; }); }
BENCHMARK(BM_spectral)->Args({0, 20})->Args({0, 24})->Unit(benchmark::kMillisecond);
void BM_certificate(benchmark::State& s) { run(s, [](auto& f) { return certificate_complexity(f).C; }); }
BENCHMARK(BM_certificate)->Args({0, 20})->Args({1, 19})->Args({2, 20})->Args({3, 20})->Unit(benchmark::kMillisecond);
void BM_depth(benchmark::State& s) { run(s, [](auto& f) { return decision_depth(f, true).D; }); }
BENCHMARK(BM_depth)->Args({0, 20})->Args({1, 20})->Args({3, 20})->Unit(benchmark::kMillisecond);
void BM_block_sensitivity(benchmark::State& s) { run(s, [](auto& f) { return block_sensitivity(f).bs; }); }
BENCHMARK(BM_block_sensitivity)->Args({0, 16})->Args({1, 15})->Args({2, 16})->Args({0, 20})->Args({1, 20})->Args({2, 20})->Unit(benchmark::kMillisecond);
void BM_gf2_degree(benchmark::State& s) { run(s, [](auto& f) { return gf2_degree(f); }); }
BENCHMARK(BM_gf2_degree)->Args({0, 24})->Unit(benchmark::kMillisecond);
void BM_algebraic_immunity(benchmark::State& s) { run(s, [](auto& f) { return algebraic_immunity(f); }); }
BENCHMARK(BM_algebraic_immunity)->Args({0, 14})->Args({0, 16})->Unit(benchmark::kMillisecond);
void BM_approximate_degree(benchmark::State& s) {
  run(s, [](auto& f) { return approximate_degree(f, Rational(1, 3)).degree; });
}
BENCHMARK(BM_approximate_degree)->Args({0, 6})->Args({0, 8})->Args({0, 10})->Args({0, 12})->Args({1, 63})->Args({2, 20})->Unit(benchmark::kMillisecond);
void BM_zero_error(benchmark::State& s) { run(s, [](auto& f) { return zero_error_complexity(f).trees; }); }
BENCHMARK(BM_zero_error)->Args({0, 6})->Args({1, 7})->Unit(benchmark::kMillisecond);
void BM_bounded_error(benchmark::State& s) {
  run(s, [](auto& f) { return bounded_error_complexity(f, Rational(1, 3)).R; });
}
BENCHMARK(BM_bounded_error)->Args({0, 6})->Unit(benchmark::kMillisecond);

}  // namespace
