// Benchmarks of cgt's impartial and misère play (docs/cgt.md, "Impartial and misère play", lists
// the results with the machine). Each set runs once (Iterations(1)) in a fresh process:
//   ./build-bench/bench/bench_impartial --benchmark_filter=kayles
#include <benchmark/benchmark.h>

#include <chrono>

#include "cgt/impartial.hpp"
#include "cgt/impartial/long_run.hpp"
#include "cgt/impartial/take_and_break.hpp"
#include "cgt/misere.hpp"

namespace {

using namespace alea::cgt;
using namespace alea::cgt::impartial;

void report(benchmark::State& state, HeapRuleset& h) {
  if (auto* tb = dynamic_cast<TakeAndBreak*>(&h)) {
    const EngineStats s = tb->engine().stats();
    state.counters["rare"] = static_cast<double>(s.rare);
    state.counters["mask"] = static_cast<double>(s.sparse ? s.mask : 0);
    state.counters["pairs_read"] = static_cast<double>(s.searched);
  }
  state.counters["heaps_computed"] = static_cast<double>(h.known());
}

// Kayles to 10^6, every value computed (no period used), and the same with the period proved on
// the way (the default).
void kayles_direct_1e6(benchmark::State& state) {
  for (auto _ : state) {
    auto h = take_and_break("0.77");
    benchmark::DoNotOptimize(nim_sequence(*h, 1000000, SequenceMethod::direct));
    report(state, *h);
  }
}
BENCHMARK(kayles_direct_1e6)->Unit(benchmark::kMillisecond)->Iterations(1)->UseRealTime();

void kayles_auto_1e6(benchmark::State& state) {
  for (auto _ : state) {
    auto h = take_and_break("0.77");
    benchmark::DoNotOptimize(nim_sequence(*h, 1000000));
    report(state, *h);
  }
}
BENCHMARK(kayles_auto_1e6)->Unit(benchmark::kMillisecond)->Iterations(1)->UseRealTime();

// Every octal code 0.abc (a, b, c in 0..7, 511 codes) to 10^5: the default method (periods used
// once proved), then the slowest codes computed in full.
void all_three_digit_codes_1e5(benchmark::State& state) {
  double slowest = 0;
  std::string which;
  for (auto _ : state) {
    for (int code = 1; code < 512; ++code) {
      const std::string text = "0." + std::to_string(code >> 6) + std::to_string((code >> 3) & 7) + std::to_string(code & 7);
      auto h = take_and_break(text);
      const auto t0 = std::chrono::steady_clock::now();
      benchmark::DoNotOptimize(nim_sequence(*h, 100000));
      const double t = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
      if (t > slowest) slowest = t, which = text;
    }
  }
  state.counters["slowest_code_seconds"] = slowest;
  state.SetLabel("slowest " + which);
}
BENCHMARK(all_three_digit_codes_1e5)->Unit(benchmark::kMillisecond)->Iterations(1)->UseRealTime();

void direct_1e5(benchmark::State& state, const char* code) {
  for (auto _ : state) {
    auto h = take_and_break(code);
    benchmark::DoNotOptimize(nim_sequence(*h, 100000, SequenceMethod::direct));
    report(state, *h);
  }
}
BENCHMARK_CAPTURE(direct_1e5, grundy, "4!.0")->Unit(benchmark::kMillisecond)->Iterations(1)->UseRealTime();
BENCHMARK_CAPTURE(direct_1e5, six, "0.6")->Unit(benchmark::kMillisecond)->Iterations(1)->UseRealTime();
BENCHMARK_CAPTURE(direct_1e5, fourteen, "0.14")->Unit(benchmark::kMillisecond)->Iterations(1)->UseRealTime();
BENCHMARK_CAPTURE(direct_1e5, seventy_six, "0.76")->Unit(benchmark::kMillisecond)->Iterations(1)->UseRealTime();
BENCHMARK_CAPTURE(direct_1e5, dawson_naive, "0.07")->Unit(benchmark::kMillisecond)->Iterations(1)->UseRealTime();

// tczajka/octal-games' table at 2^21: Grundy's game and .6 (largest value, rare count, last rare).
void table_2_21(benchmark::State& state, const char* code) {
  for (auto _ : state) {
    auto h = take_and_break(code);
    LongRunOptions o;
    o.seconds = 1e9;
    o.to = (std::uint64_t{1} << 21) - 1;
    const LongRunReport r = extend(*h, o);
    state.counters["largest"] = static_cast<double>(r.largest);
    state.counters["largest_at"] = static_cast<double>(r.largest_at);
    state.counters["rare"] = static_cast<double>(r.rare);
    state.counters["last_rare"] = static_cast<double>(r.last_rare);
    state.counters["mask"] = static_cast<double>(r.mask);
  }
}
BENCHMARK_CAPTURE(table_2_21, grundy, "4!.0")->Unit(benchmark::kMillisecond)->Iterations(1)->UseRealTime();
BENCHMARK_CAPTURE(table_2_21, six, "0.6")->Unit(benchmark::kMillisecond)->Iterations(1)->UseRealTime();

// Proofs of the long periods Gangolli and Plambeck found (.16, .56, .127).
void gangolli_plambeck(benchmark::State& state, const char* code, std::uint64_t n) {
  for (auto _ : state) {
    auto h = take_and_break(code);
    const PeriodicityReport r = periodicity(*h, n);
    state.counters["period"] = r.periodicity ? static_cast<double>(r.periodicity->period) : 0;
    state.counters["preperiod"] = r.periodicity ? static_cast<double>(r.periodicity->preperiod) : 0;
  }
}
BENCHMARK_CAPTURE(gangolli_plambeck, p127, "0.127", 100000)->Unit(benchmark::kMillisecond)->Iterations(1)->UseRealTime();
BENCHMARK_CAPTURE(gangolli_plambeck, p16, "0.16", 520000)->Unit(benchmark::kMillisecond)->Iterations(1)->UseRealTime();
BENCHMARK_CAPTURE(gangolli_plambeck, p56, "0.56", 660000)->Unit(benchmark::kMillisecond)->Iterations(1)->UseRealTime();

// Misère: forms and genera of Kayles and Grundy's game heaps, and small quotients.
void misere_genera(benchmark::State& state, const char* code, std::uint64_t n) {
  for (auto _ : state) {
    auto h = take_and_break(code);
    benchmark::DoNotOptimize(misere::genus_sequence(*h, n));
  }
  state.counters["misere_forms"] = static_cast<double>(misere::Store::instance().size());
}
BENCHMARK_CAPTURE(misere_genera, kayles_20, "0.77", 20)->Unit(benchmark::kMillisecond)->Iterations(1)->UseRealTime();
BENCHMARK_CAPTURE(misere_genera, grundy_40, "4!.0", 40)->Unit(benchmark::kMillisecond)->Iterations(1)->UseRealTime();

void quotient(benchmark::State& state, const char* code, std::uint64_t n) {
  for (auto _ : state) {
    auto h = take_and_break(code);
    const misere::Quotient q = misere::misere_quotient(*h, n);
    state.counters["order"] = q.order();
    state.counters["size_bound"] = static_cast<double>(q.size_bound);
  }
}
BENCHMARK_CAPTURE(quotient, kayles_9, "0.77", 9)->Unit(benchmark::kMillisecond)->Iterations(1)->UseRealTime();
BENCHMARK_CAPTURE(quotient, dawson_12, "0.07", 12)->Unit(benchmark::kMillisecond)->Iterations(1)->UseRealTime();

}  // namespace
