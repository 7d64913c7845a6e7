// Benchmarks of the cgt module (docs/cgt.md lists the results with the machine). Each set is
// timed once (Iterations(1)) in a fresh process; run one at a time with --benchmark_filter so
// the store and the memos start empty:
//   ./build-bench/bench/bench_cgt --benchmark_filter=canonical_heaps
#include <benchmark/benchmark.h>

#include "cgt/engine/engine.hpp"
#include "cgt/game.hpp"
#include "cgt/parse.hpp"
#include "cgt/print.hpp"
#include "cgt/robin_hood/positions.hpp"
#include "cgt/robin_hood/thermo_table.hpp"

namespace {

using namespace alea::cgt;

// Canonical forms of every Robin Hood heap (n; a, b), n <= 40, a, b <= 8.
void canonical_heaps_40_8(benchmark::State& state) {
  for (auto _ : state) {
    std::size_t hot = 0;
    for (long long n = 0; n <= 40; ++n)
      for (long long a = 0; a <= 8; ++a)
        for (long long b = 0; b <= 8; ++b) hot += heap_value(robin_hood(n, a, b)).temperature() > Dyadic(0);
    benchmark::DoNotOptimize(hot);
  }
  state.counters["games_in_store"] = static_cast<double>(game_store_size());
}
BENCHMARK(canonical_heaps_40_8)->Unit(benchmark::kMillisecond)->Iterations(1)->UseRealTime();

// Direct thermographs (no canonical forms) of every heap n <= 1000, a, b <= 40.
void direct_thermographs_1000_40(benchmark::State& state) {
  for (auto _ : state) {
    Dyadic hottest;
    for_each_heap_thermograph(HeapRules::robin_hood, 1000, 40, 40, [&](long long, long long, long long, const Thermograph& t) {
      if (t.temperature > hottest) hottest = t.temperature;
    });
    benchmark::DoNotOptimize(hottest);
  }
  state.counters["heaps"] = 1001.0 * 41 * 41;
}
BENCHMARK(direct_thermographs_1000_40)->Unit(benchmark::kMillisecond)->Iterations(1)->UseRealTime();

// The set the issue quotes for a Python implementation (about 100 s): n <= 100, wealth <= 13.
void direct_thermographs_100_13(benchmark::State& state) {
  for (auto _ : state) {
    Dyadic hottest;
    for_each_heap_thermograph(HeapRules::robin_hood, 100, 13, 13, [&](long long, long long, long long, const Thermograph& t) {
      if (t.temperature > hottest) hottest = t.temperature;
    });
    benchmark::DoNotOptimize(hottest);
  }
}
BENCHMARK(direct_thermographs_100_13)->Unit(benchmark::kMillisecond)->UseRealTime();

// Canonical forms for the same set, for comparison.
void canonical_heaps_100_13(benchmark::State& state) {
  for (auto _ : state) {
    std::size_t hot = 0;
    for (long long n = 0; n <= 100; ++n)
      for (long long a = 0; a <= 13; ++a)
        for (long long b = 0; b <= 13; ++b) hot += heap_value(robin_hood(n, a, b)).temperature() > Dyadic(0);
    benchmark::DoNotOptimize(hot);
  }
  state.counters["games_in_store"] = static_cast<double>(game_store_size());
}
BENCHMARK(canonical_heaps_100_13)->Unit(benchmark::kMillisecond)->Iterations(1)->UseRealTime();

// Six Robin Hood heaps of size 10: the canonical form of the sum, then its thermograph.
std::vector<Heap> six_heaps() {
  return {robin_hood(10, 3, 2), robin_hood(10, 4, 3), robin_hood(10, 5, 3),
          robin_hood(10, 5, 4), robin_hood(10, 2, 3), robin_hood(10, 2, 4)};
}

// Their sum as a position (the Lua surface's cgt.sum).
Game sum_value(const std::vector<Heap>& heaps) {
  std::vector<PositionPtr> parts;
  for (const Heap& h : heaps) parts.push_back(heap_position(h));
  return sum(parts)->value();
}

void sum_of_six_heaps_canonical(benchmark::State& state) {
  Game s;
  for (auto _ : state) s = sum_value(six_heaps());
  state.counters["games_in_store"] = static_cast<double>(game_store_size());
  state.counters["birthday"] = static_cast<double>(s.birthday());
  state.counters["leq_calls"] = static_cast<double>(engine::stats().leq_calls);
}
BENCHMARK(sum_of_six_heaps_canonical)->Unit(benchmark::kMillisecond)->Iterations(1)->UseRealTime();

void sum_of_six_heaps_canonical_and_thermograph(benchmark::State& state) {
  for (auto _ : state) {
    Game s = sum_value(six_heaps());
    Thermograph t = s.thermograph();
    benchmark::DoNotOptimize(t);
    state.counters["temperature"] = t.temperature.to_double();
    state.counters["mean"] = t.mast.to_double();
  }
}
BENCHMARK(sum_of_six_heaps_canonical_and_thermograph)->Unit(benchmark::kMillisecond)->Iterations(1)->UseRealTime();

// The same sum's thermograph needs no canonical form of the sum? It does: thermographs do not
// add. Its components' direct thermographs, for comparison:
void six_heaps_direct_thermographs(benchmark::State& state) {
  for (auto _ : state)
    for (const Heap& h : six_heaps()) benchmark::DoNotOptimize(heap_thermograph(h));
}
BENCHMARK(six_heaps_direct_thermographs)->Unit(benchmark::kMicrosecond);

// Small operations, warm.
void parse_and_print(benchmark::State& state) {
  for (auto _ : state) benchmark::DoNotOptimize(to_string(parse_game("{3||2*|1*}") + parse_game("{2|-1}")));
}
BENCHMARK(parse_and_print)->Unit(benchmark::kMicrosecond);

void print_big_form(benchmark::State& state) {
  Game g = heap_value(robin_hood(40, 8, 7));
  for (auto _ : state) benchmark::DoNotOptimize(print(g, 100000));
}
BENCHMARK(print_big_form)->Unit(benchmark::kMillisecond);

}  // namespace
