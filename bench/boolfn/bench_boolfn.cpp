// boolfn performance: the fast Walsh-Hadamard transform, exact influences of a 30-variable
// function, the 3^n game and decision-tree tables (time and bytes per partial assignment), and
// the same game written the obvious way (doubles and rationals) in the same run.
// Results and the machine: docs/boolfn.md.
#include <benchmark/benchmark.h>

#include <bit>
#include <random>

#include "boolfn/builtins.hpp"
#include "boolfn/decision_tree.hpp"
#include "boolfn/fourier.hpp"
#include "boolfn/influence.hpp"
#include "boolfn/selection_game.hpp"
#include "boolfn/transform/fwht.hpp"
#include "core/memory_guard.hpp"
#include "random_boolean.hpp"

namespace {
using namespace alea;
using namespace alea::boolfn;

void BM_fwht_float(benchmark::State& state) {
  int n = int(state.range(0));
  std::vector<double> a(std::size_t(1) << n);
  std::mt19937_64 rng(1);
  for (auto& v : a) v = (rng() & 1) ? 1.0 : -1.0;
  for (auto _ : state) fwht(a, n);
  state.counters["entries"] = double(a.size());
}
BENCHMARK(BM_fwht_float)->Arg(20)->Arg(24)->Arg(26)->Unit(benchmark::kMillisecond);

void BM_fwht_exact(benchmark::State& state) {
  int n = int(state.range(0));
  std::vector<std::int64_t> a(std::size_t(1) << n);
  std::mt19937_64 rng(1);
  for (auto& v : a) v = (rng() & 1) ? 1 : -1;
  for (auto _ : state) fwht(a, n);
}
BENCHMARK(BM_fwht_exact)->Arg(20)->Arg(26)->Unit(benchmark::kMillisecond);

void BM_fourier_table_exact(benchmark::State& state) {
  auto f = random_boolean(int(state.range(0)), 2);
  f.table();
  for (auto _ : state) benchmark::DoNotOptimize(fourier_table(f));
}
BENCHMARK(BM_fourier_table_exact)->Arg(26)->Unit(benchmark::kMillisecond);

void BM_influences_exact(benchmark::State& state) {
  int n = int(state.range(0));
  auto f = threshold(n, n / 2);
  f.table();
  Coin coin = state.range(1) ? Coin::of(Rational(1, 3)) : Coin();
  for (auto _ : state) benchmark::DoNotOptimize(influences(f, coin));
  state.SetLabel(state.range(1) ? "p = 1/3" : "p = 1/2");
}
BENCHMARK(BM_influences_exact)->Args({30, 0})->Args({26, 1})->Args({30, 1})->Unit(benchmark::kMillisecond)->Iterations(1);

void BM_tabulate(benchmark::State& state) {
  int n = int(state.range(0));
  for (auto _ : state) {
    auto f = threshold(n, n / 2);
    benchmark::DoNotOptimize(f.table().bits().data());
  }
}
BENCHMARK(BM_tabulate)->Arg(30)->Unit(benchmark::kMillisecond)->Iterations(1);

// The game with the lowest-index tie-break (length, leaves, depth), exact at p = 1/2.
void BM_game_tables(benchmark::State& state) {
  int n = int(state.range(0));
  auto f = random_boolean(n, 3);
  f.table();
  unsigned want = game::want_value | game::want_first | game::want_play_shape;
  std::uint64_t bytes = 0;
  for (auto _ : state) {
    auto t = game::solve(f.table(), Coin(), want);
    bytes = t->bytes();
    benchmark::DoNotOptimize(t->length(Tie::first, t->root()));
  }
  double states = std::pow(3.0, n);
  state.counters["states"] = states;
  state.counters["bytes_per_state"] = double(bytes) / states;
  state.counters["ns_per_state"] = benchmark::Counter(states * 1e-9, benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
}
BENCHMARK(BM_game_tables)->DenseRange(10, 17, 1)->Unit(benchmark::kMillisecond)->Iterations(1);

void BM_game_all_ties(benchmark::State& state) {
  int n = int(state.range(0));
  auto f = random_boolean(n, 3);
  unsigned want = game::want_value | game::want_first | game::want_min | game::want_max | game::want_play_shape;
  std::uint64_t bytes = 0;
  for (auto _ : state) {
    auto t = game::solve(f.table(), Coin(), want);
    bytes = t->bytes();
  }
  state.counters["bytes_per_state"] = double(bytes) / std::pow(3.0, n);
}
BENCHMARK(BM_game_all_ties)->Arg(14)->Arg(16)->Unit(benchmark::kMillisecond)->Iterations(1);

void BM_decision_tree_tables(benchmark::State& state) {
  int n = int(state.range(0));
  auto f = random_boolean(n, 4);
  unsigned want = game::want_tree | game::want_tree_shape | game::want_tree_extremes;
  std::uint64_t bytes = 0;
  for (auto _ : state) {
    auto t = game::solve(f.table(), Coin(), want);
    bytes = t->bytes();
    benchmark::DoNotOptimize(t->tree_cost(t->root()));
  }
  state.counters["bytes_per_state"] = double(bytes) / std::pow(3.0, n);
}
BENCHMARK(BM_decision_tree_tables)->Arg(12)->Arg(14)->Arg(16)->Unit(benchmark::kMillisecond)->Iterations(1);

void BM_game_tables_float(benchmark::State& state) {
  int n = int(state.range(0));
  auto f = random_boolean(n, 3);
  unsigned want = game::want_value | game::want_first | game::want_play_shape;
  for (auto _ : state) benchmark::DoNotOptimize(game::solve(f.table(), Coin::of(Number::of(0.5)), want));
}
BENCHMARK(BM_game_tables_float)->Arg(14)->Arg(16)->Unit(benchmark::kMillisecond)->Iterations(1);

// The obvious program: one array per quantity over 3^n states, digits decoded by division,
// determinacy from min and max arrays, values as doubles or rationals, one thread.
template <class T>
T plain_game_length(const TruthTable& t) {
  int n = t.n();
  std::vector<std::uint64_t> p3(n + 1, 1);
  for (int i = 1; i <= n; ++i) p3[i] = p3[i - 1] * 3;
  std::vector<T> value(p3[n]), length(p3[n]), lo(p3[n]), hi(p3[n]);
  std::vector<int> d(n);
  for (std::uint64_t s = 0; s < p3[n]; ++s) {
    std::uint64_t r = s, x = 0;
    std::vector<int> free;
    for (int i = 0; i < n; ++i, r /= 3) {
      d[i] = int(r % 3);
      if (d[i] == 2) free.push_back(i);
      if (d[i] == 1) x |= std::uint64_t(1) << i;
    }
    if (free.empty()) {
      value[s] = lo[s] = hi[s] = T(t.numerator(x));
      length[s] = T(0);
      continue;
    }
    std::uint64_t plus = s - p3[free[0]], minus = s - 2 * p3[free[0]];
    value[s] = (value[plus] + value[minus]) / T(2);
    lo[s] = std::min(lo[plus], lo[minus]);
    hi[s] = std::max(hi[plus], hi[minus]);
    if (lo[s] == hi[s]) {
      length[s] = T(0);
      continue;
    }
    int best = free[0];
    T top = value[s - p3[best]] - value[s - 2 * p3[best]];
    for (int i : free) {
      T dv = value[s - p3[i]] - value[s - 2 * p3[i]];
      if (dv > top) top = dv, best = i;
    }
    length[s] = T(1) + (length[s - p3[best]] + length[s - 2 * p3[best]]) / T(2);
  }
  return length[p3[n] - 1];
}

void BM_plain_game_double(benchmark::State& state) {
  auto f = random_boolean(int(state.range(0)), 3);
  for (auto _ : state) benchmark::DoNotOptimize(plain_game_length<double>(f.table()));
  state.counters["bytes_per_state"] = 32;
}
BENCHMARK(BM_plain_game_double)->Arg(10)->Arg(12)->Arg(14)->Arg(16)->Unit(benchmark::kMillisecond)->Iterations(1);

void BM_plain_game_rational(benchmark::State& state) {
  auto f = random_boolean(int(state.range(0)), 3);
  for (auto _ : state) benchmark::DoNotOptimize(plain_game_length<Rational>(f.table()));
}
BENCHMARK(BM_plain_game_rational)->Arg(8)->Arg(10)->Arg(12)->Unit(benchmark::kMillisecond)->Iterations(1);

}  // namespace
