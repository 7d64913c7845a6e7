// Benchmarks of match play (docs/doubling.md, "Match play", lists the results with the machine):
//   ./build-bench/bench/bench_match
// A table is built once outside the loops that use it; Kazaross-XG2 is read from gnubg-data.
#include <benchmark/benchmark.h>

#include "doubling/match.hpp"
#include "doubling/met_sources.hpp"

namespace {

using namespace alea;
using namespace alea::doubling;

const Met& kazaross() {
  static const Met m = load_met("Kazaross-XG2", 25);
  return m;
}

// Reading and checking one 25-point table (16 KB of XML, 650 exact decimals).
void read_kazaross_xg2(benchmark::State& state) {
  for (auto _ : state) benchmark::DoNotOptimize(load_met("Kazaross-XG2", 25).length());
}
BENCHMARK(read_kazaross_xg2)->Unit(benchmark::kMillisecond);

// Every window of a 25-point match (576 scores), exact or in doubles, dead or live with gammons.
void cube_matrix_25(benchmark::State& state) {
  CubeOptions o;
  o.live = state.range(1) != 0;
  if (o.live) o.gammon_a = Number::of(Rational(1, 4)), o.gammon_b = Number::of(Rational(1, 5));
  o.exact = state.range(0) != 0;
  for (auto _ : state) benchmark::DoNotOptimize(cube_matrix(kazaross(), 25, false, o, std::nullopt).size());
  state.SetLabel(std::string(state.range(0) ? "exact" : "doubles") + (o.live ? ", live, gammons" : ", dead"));
}
BENCHMARK(cube_matrix_25)->Args({1, 0})->Args({0, 0})->Args({1, 1})->Args({0, 1})->Unit(benchmark::kMillisecond);

// Tornberg's mec (Keeler and Spencer at every score) and Zadeh's table to 64 points in doubles.
void met_mec_64(benchmark::State& state) {
  MecModel m;
  m.length = 64;
  for (auto _ : state) benchmark::DoNotOptimize(met_mec(m).length());
}
BENCHMARK(met_mec_64)->Unit(benchmark::kMillisecond);

void met_zadeh_64(benchmark::State& state) {
  ZadehModel z;
  z.length = 64;
  for (auto _ : state) benchmark::DoNotOptimize(met_zadeh(z).length());
}
BENCHMARK(met_zadeh_64)->Unit(benchmark::kMillisecond);

// Montgomery's model certified over the 3,471 entries gnubg adds to a 25-point table to reach 64.
void extend_to_64(benchmark::State& state) {
  for (auto _ : state) benchmark::DoNotOptimize(extend_met(kazaross(), 64).length());
}
BENCHMARK(extend_to_64)->Unit(benchmark::kMillisecond)->Iterations(3);

}  // namespace
