// Random-turn values: exact (backward induction, strategy iteration), the certified floating
// bracket, and value iteration as PRISM-games and Storm do it, on the same games.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <cmath>

#include "games.hpp"
#include "graph/builtin.hpp"
#include "graph/random_turn.hpp"

namespace {

using namespace alea;
using namespace alea::graph;

void tic_tac_toe_exact(benchmark::State& state) {
  const Game g = tic_tac_toe(3, {false});
  for (auto _ : state) benchmark::DoNotOptimize(random_turn(g, Rational(1, 2)));
}
BENCHMARK(tic_tac_toe_exact)->Unit(benchmark::kMillisecond);

void tic_tac_toe_build_and_exact(benchmark::State& state) {
  for (auto _ : state) benchmark::DoNotOptimize(random_turn(tic_tac_toe(3, {false}), Rational(2, 3)));
}
BENCHMARK(tic_tac_toe_build_and_exact)->Unit(benchmark::kMillisecond);

void tug_of_war_exact(benchmark::State& state) {
  const Game g = tug_of_war(state.range(0));
  const Rational p(state.range(1), 6);
  RandomTurnValue v;
  for (auto _ : state) v = random_turn(g, p);
  state.counters["digits"] = static_cast<double>(to_string(v.low[state.range(0) / 2]).size());
}
BENCHMARK(tug_of_war_exact)->Args({10000, 3})->Args({1000, 4})->Args({10000, 4})->Unit(benchmark::kMillisecond)->Iterations(1);

void grid_exact(benchmark::State& state) {
  const Game g = tug_of_war_grid(state.range(0), state.range(0));
  RandomTurnValue v;
  for (auto _ : state) v = random_turn(g, Rational(1, 2));
  state.counters["vertices"] = static_cast<double>(g.size());
  state.counters["float_solves"] = static_cast<double>(v.float_solves);
  state.counters["exact_solves"] = static_cast<double>(v.exact_solves);
}
BENCHMARK(grid_exact)->Arg(50)->Arg(100)->Unit(benchmark::kMillisecond)->Iterations(1);

void random_exact(benchmark::State& state) {
  const Game g = bench::random_game(state.range(0), 3, state.range(1), 1);
  RandomTurnValue v;
  for (auto _ : state) v = random_turn(g, Rational(1, 2));
  state.counters["largest_component"] = static_cast<double>(v.largest_component);
  state.counters["unique"] = v.unique;
}
BENCHMARK(random_exact)->Args({1000, 1})->Args({1000, 0})->Args({3000, 1})->Unit(benchmark::kMillisecond)->Iterations(1);

void bracket_random(benchmark::State& state) {
  const Game g = bench::random_game(state.range(0), 3, true, 2);
  Bracket b;
  for (auto _ : state) b = random_turn_bracket(g, 0.5);
  state.counters["sweeps"] = static_cast<double>(b.sweeps);
  state.counters["width"] = b.width;
  state.counters["closed"] = b.closed;
  state.counters["MiB"] = static_cast<double>(g.memory_bytes()) / (1 << 20);
}
BENCHMARK(bracket_random)->Arg(1000000)->Arg(10000000)->Unit(benchmark::kMillisecond)->Iterations(1);

// PRISM-games / Storm: value iteration from r_min until the largest relative change < 1e-6,
// on the same 10^6-vertex game; err = the largest distance to the certified value.
void prism_style(benchmark::State& state) {
  const Game g = bench::random_game(1000000, 3, true, 2);
  const auto b = random_turn_bracket(g, 0.5);
  PlainOptions o;
  o.gauss_seidel = state.range(0);
  PlainResult r;
  for (auto _ : state) r = plain_value_iteration(g, 0.5, o);
  double err = 0;
  for (Vertex v = 0; v < g.size(); ++v) err = std::max(err, std::fabs(r.x[v] - 0.5 * (b.lower[v] + b.upper[v])));
  state.counters["sweeps"] = static_cast<double>(r.sweeps);
  state.counters["err"] = err;
}
BENCHMARK(prism_style)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond)->Iterations(1);

// The slow family (values 1/2 +- 2^-k on a 30 x 30 grid): PRISM-style iteration, the bracket
// (capped at 20000 sweeps) and exact strategy iteration.
void slow_prism(benchmark::State& state) {
  const Game g = bench::slow_game(30, 30, state.range(0));
  const auto exact = random_turn(g, Rational(1, 2));
  PlainResult r;
  PlainOptions o;
  o.gauss_seidel = true;
  for (auto _ : state) r = plain_value_iteration(g, 0.5, o);
  double err = 0, scale = 0;
  for (Vertex v = 0; v < g.size(); ++v) {
    err = std::max(err, std::fabs(r.x[v] - to_double(exact.low[v])));
    scale = std::max(scale, std::fabs(to_double(exact.low[v]) - 0.5));
  }
  state.counters["sweeps"] = static_cast<double>(r.sweeps);
  state.counters["err_over_2^-k"] = err / scale;
}
BENCHMARK(slow_prism)->Arg(10)->Arg(20)->Arg(30)->Arg(40)->Unit(benchmark::kMillisecond)->Iterations(1);

void slow_bracket(benchmark::State& state) {
  const Game g = bench::slow_game(30, 30, state.range(0));
  BracketOptions o;
  o.max_sweeps = 20000;
  Bracket b;
  for (auto _ : state) b = random_turn_bracket(g, 0.5, o);
  state.counters["sweeps"] = static_cast<double>(b.sweeps);
  state.counters["width_over_2^-k"] = b.width * std::ldexp(1.0, static_cast<int>(state.range(0)));
}
BENCHMARK(slow_bracket)->Arg(10)->Arg(20)->Arg(30)->Arg(40)->Unit(benchmark::kMillisecond)->Iterations(1);

void slow_exact(benchmark::State& state) {
  const Game g = bench::slow_game(30, 30, state.range(0));
  RandomTurnValue v;
  for (auto _ : state) v = random_turn(g, Rational(1, 2));
  state.counters["float_solves"] = static_cast<double>(v.float_solves);
  state.counters["exact_solves"] = static_cast<double>(v.exact_solves);
}
BENCHMARK(slow_exact)->Arg(10)->Arg(20)->Arg(30)->Arg(40)->Unit(benchmark::kMillisecond)->Iterations(1);

}  // namespace
