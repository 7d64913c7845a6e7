// Knock 'em Down: the fast (Poissonized quadrature) methods against the exact recursions in
// double, on the allocations of Fluet's Figure 8 (2d6), in one run so their ratio is meaningful.
#include <benchmark/benchmark.h>

#include <cmath>
#include <vector>

#include "../tests/unit/seed_tables.hpp"  // Fluet's Figure 8, typed once
#include "alloc/exact/independent.hpp"
#include "alloc/exact/original.hpp"
#include "alloc/exact/solitaire.hpp"
#include "alloc/fast/cdf.hpp"
#include "alloc/fast/duration.hpp"
#include "alloc/fast/moments.hpp"
#include "alloc/fast/wdl.hpp"
#include "prob/prob_vector.hpp"

namespace {

using alea::alloc::fast::Counts;
const std::vector<double> two_d6 = {1 / 36., 2 / 36., 3 / 36., 4 / 36., 5 / 36., 6 / 36.,
                                    5 / 36., 4 / 36., 3 / 36., 2 / 36., 1 / 36.};
const Counts x12{0, 0, 1, 2, 2, 3, 2, 1, 1, 0, 0}, y12{0, 0, 1, 2, 2, 3, 2, 2, 0, 0, 0};
const Counts x36{0, 1, 3, 4, 6, 8, 6, 4, 3, 1, 0}, y36{0, 1, 2, 4, 6, 8, 6, 5, 3, 1, 0};

Counts proportional(std::int64_t t) {
  Counts x(two_d6.size());
  for (std::size_t i = 0; i < x.size(); ++i) x[i] = std::llround(double(t) * two_d6[i]);
  return x;
}

void fast_expected_time_12(benchmark::State& s) {
  for (auto _ : s) benchmark::DoNotOptimize(alea::alloc::fast::expected_time(two_d6, x12));
}
void exact_expected_time_12(benchmark::State& s) {
  for (auto _ : s) benchmark::DoNotOptimize(alea::alloc::exact::expected_time(two_d6, x12));
}
void fast_wdl_original_12(benchmark::State& s) {
  for (auto _ : s) benchmark::DoNotOptimize(alea::alloc::fast::wdl_original(two_d6, x12, y12));
}
void exact_wdl_original_12(benchmark::State& s) {
  for (auto _ : s) benchmark::DoNotOptimize(alea::alloc::exact::wdl_original(two_d6, x12, y12));
}
void fast_expected_time_36(benchmark::State& s) {
  for (auto _ : s) benchmark::DoNotOptimize(alea::alloc::fast::expected_time(two_d6, x36));
}
void exact_expected_time_36(benchmark::State& s) {
  for (auto _ : s) benchmark::DoNotOptimize(alea::alloc::exact::expected_time(two_d6, x36));
}
void fast_variance_36(benchmark::State& s) {
  for (auto _ : s) benchmark::DoNotOptimize(alea::alloc::fast::variance(two_d6, x36));
}
void fast_wdl_original_36(benchmark::State& s) {
  for (auto _ : s) benchmark::DoNotOptimize(alea::alloc::fast::wdl_original(two_d6, x36, y36));
}
void fast_wdl_independent_36(benchmark::State& s) {
  for (auto _ : s) benchmark::DoNotOptimize(alea::alloc::fast::wdl_independent(two_d6, x36, y36));
}
void fast_duration_original_36(benchmark::State& s) {
  for (auto _ : s) benchmark::DoNotOptimize(alea::alloc::fast::duration_original(two_d6, x36, y36));
}
void fast_expected_time_10000(benchmark::State& s) {
  const Counts x = proportional(10000);
  for (auto _ : s) benchmark::DoNotOptimize(alea::alloc::fast::expected_time(two_d6, x));
}
void fast_cdf_36(benchmark::State& s) {
  for (auto _ : s) benchmark::DoNotOptimize(alea::alloc::fast::cdf(two_d6, x36, 400));
}

// The 12-token tables: E(X*) of Figure 8's rows t = 1..12, and the WDL_O of the 12-token pair,
// in rats (exact mode), by the same recursion in doubles, and fast; one run gives the ratios.
const std::vector<alea::Rational>& two_d6_exact() {
  static const alea::ProbVector p = alea::ProbVector::dice(2, 6);
  return p.exact();
}
template <class F>
void figure8_rows_1_to_12(benchmark::State& s, F expected_time) {
  const auto& rows = alea::seed::fluet_figure8();
  for (auto _ : s)
    for (std::size_t t = 0; t < 12; ++t) benchmark::DoNotOptimize(expected_time(rows[t].first));
}
void figure8_12_rational(benchmark::State& s) {
  figure8_rows_1_to_12(s, [](const Counts& x) { return alea::alloc::exact::expected_time(two_d6_exact(), x); });
}
void figure8_12_double_dp(benchmark::State& s) {
  figure8_rows_1_to_12(s, [](const Counts& x) { return alea::alloc::exact::expected_time(two_d6, x); });
}
void figure8_12_fast(benchmark::State& s) {
  figure8_rows_1_to_12(s, [](const Counts& x) { return alea::alloc::fast::expected_time(two_d6, x); });
}
void rational_wdl_original_12(benchmark::State& s) {
  for (auto _ : s) benchmark::DoNotOptimize(alea::alloc::exact::wdl_original(two_d6_exact(), x12, y12));
}
void rational_expected_time_12(benchmark::State& s) {
  for (auto _ : s) benchmark::DoNotOptimize(alea::alloc::exact::expected_time(two_d6_exact(), x12));
}

}  // namespace

BENCHMARK(figure8_12_rational)->Unit(benchmark::kMillisecond);
BENCHMARK(figure8_12_double_dp)->Unit(benchmark::kMicrosecond);
BENCHMARK(figure8_12_fast)->Unit(benchmark::kMicrosecond);
BENCHMARK(rational_expected_time_12)->Unit(benchmark::kMillisecond);
BENCHMARK(rational_wdl_original_12)->Unit(benchmark::kMillisecond);
BENCHMARK(fast_expected_time_12);
BENCHMARK(exact_expected_time_12);
BENCHMARK(fast_wdl_original_12);
BENCHMARK(exact_wdl_original_12)->Unit(benchmark::kMicrosecond);
BENCHMARK(fast_expected_time_36);
BENCHMARK(exact_expected_time_36)->Unit(benchmark::kMicrosecond);
BENCHMARK(fast_variance_36);
BENCHMARK(fast_wdl_original_36);
BENCHMARK(fast_wdl_independent_36)->Unit(benchmark::kMicrosecond);
BENCHMARK(fast_duration_original_36);
BENCHMARK(fast_cdf_36)->Unit(benchmark::kMicrosecond);
BENCHMARK(fast_expected_time_10000)->Unit(benchmark::kMicrosecond);
