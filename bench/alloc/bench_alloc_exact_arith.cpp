// Exact arithmetic (issue 14, "Faster exact arithmetic"): Boost.Rational over cpp_int against
// Boost.Rational over GMP (boost::multiprecision::mpz_int), on
//   - Fluet's WDL_O recursion of two 2d6 allocations, the generic rational recursion and the
//     layered integer recursion that alea uses for rationals (src/alloc/exact/original_impl.hpp);
//   - the exact LP's basis solves: fraction-free Bareiss elimination (src/lp/bareiss.hpp) of a
//     system built from the exact payoff matrix of the optimal-mix LP.
// One run, so the ratios are meaningful. Results: docs/alloc.md, "Exact arithmetic".
#include <benchmark/benchmark.h>

#include <vector>

#include "alloc/allocation.hpp"
#include "alloc/enumerate.hpp"
#include "alloc/exact/original_impl.hpp"
#include "alloc/mix/mix.hpp"
#include "core/gmp_integer.hpp"
#include "lp/bareiss.hpp"
#include "prob/prob_vector.hpp"

namespace {

namespace oi = alea::alloc::exact::original_impl;
using alea::alloc::Counts;
using Gmp = alea::GmpInt;
using GmpRational = boost::rational<Gmp>;

const std::vector<alea::Rational>& dice() {
  static const auto p = alea::ProbVector::dice(2, 6).exact();
  return p;
}
std::vector<GmpRational> dice_gmp() {
  std::vector<GmpRational> r;
  for (const auto& v : dice()) r.emplace_back(Gmp(alea::to_string(v.numerator())), Gmp(alea::to_string(v.denominator())));
  return r;
}

// 12 and 20 tokens: pairs one token move apart; 36: Fluet's X and its first beater
// (docs/alloc_emperor.md), 327 s in the generic rational recursion over cpp_int.
const Counts x12{0, 0, 1, 2, 2, 3, 2, 1, 1, 0, 0}, y12{0, 0, 1, 2, 2, 3, 2, 2, 0, 0, 0};
const Counts x20{0, 1, 2, 2, 3, 4, 3, 2, 2, 1, 0}, y20{0, 1, 2, 3, 3, 4, 3, 2, 1, 1, 0};
const Counts x36{0, 2, 3, 4, 6, 7, 5, 4, 3, 2, 0}, y36{0, 2, 3, 4, 5, 7, 7, 4, 3, 1, 0};

void generic_cpp_int_12(benchmark::State& s) {
  for (auto _ : s) benchmark::DoNotOptimize(oi::wdl_generic(dice(), x12, y12));
}
void generic_gmp_12(benchmark::State& s) {
  const auto p = dice_gmp();
  for (auto _ : s) benchmark::DoNotOptimize(oi::wdl_generic(p, x12, y12));
}
void layered_cpp_int_12(benchmark::State& s) {
  for (auto _ : s) benchmark::DoNotOptimize(oi::wdl_layers<alea::BigInt>(dice(), x12, y12));
}
void layered_gmp_12(benchmark::State& s) {
  for (auto _ : s) benchmark::DoNotOptimize(oi::wdl_layers<Gmp>(dice(), x12, y12));
}
void generic_cpp_int_20(benchmark::State& s) {
  for (auto _ : s) benchmark::DoNotOptimize(oi::wdl_generic(dice(), x20, y20));
}
void generic_gmp_20(benchmark::State& s) {
  const auto p = dice_gmp();
  for (auto _ : s) benchmark::DoNotOptimize(oi::wdl_generic(p, x20, y20));
}
void layered_cpp_int_20(benchmark::State& s) {
  for (auto _ : s) benchmark::DoNotOptimize(oi::wdl_layers<alea::BigInt>(dice(), x20, y20));
}
void layered_gmp_20(benchmark::State& s) {
  for (auto _ : s) benchmark::DoNotOptimize(oi::wdl_layers<Gmp>(dice(), x20, y20));
}
void layered_cpp_int_36(benchmark::State& s) {
  for (auto _ : s) benchmark::DoNotOptimize(oi::wdl_layers<alea::BigInt>(dice(), x36, y36));
}
void layered_gmp_36(benchmark::State& s) {
  for (auto _ : s) benchmark::DoNotOptimize(oi::wdl_layers<Gmp>(dice(), x36, y36));
}

// The square system A + I (A the exact w - l matrix of the 2-token 2d6 allocations: 66 of them,
// antisymmetric, so A + I is invertible), each row cleared of denominators, in integers.
template <class I>
std::vector<std::vector<I>> lp_system() {
  static const auto a = [] {
    alea::ProbVector P = alea::ProbVector::dice(2, 6);
    std::vector<alea::alloc::Allocation> list;
    alea::alloc::for_each_allocation(P.size(), 2, [&](const Counts& x) {
      list.emplace_back(P, x);
      return true;
    });
    return alea::alloc::payoff_matrix_exact(list, alea::alloc::Rules::original);
  }();
  std::vector<std::vector<I>> m;
  for (std::size_t i = 0; i < a.size(); ++i) {
    alea::BigInt l = 1;
    for (const auto& v : a[i]) l = boost::multiprecision::lcm(l, v.denominator());
    std::vector<I> row;
    for (std::size_t j = 0; j < a.size(); ++j) {
      const alea::Rational v = a[i][j] + (i == j ? 1 : 0);
      row.push_back(alea::convert_int<I>(v.numerator() * (l / v.denominator())));
    }
    row.push_back(alea::convert_int<I>(l));  // right-hand side 1
    m.push_back(std::move(row));
  }
  return m;
}
void bareiss_cpp_int(benchmark::State& s) {
  const auto m = lp_system<alea::BigInt>();
  for (auto _ : s) {
    auto c = m;
    benchmark::DoNotOptimize(alea::lp::bareiss_eliminate(c));
  }
}
void bareiss_gmp(benchmark::State& s) {
  const auto m = lp_system<Gmp>();
  for (auto _ : s) {
    auto c = m;
    benchmark::DoNotOptimize(alea::lp::bareiss_eliminate(c));
  }
}

}  // namespace

BENCHMARK(generic_cpp_int_12)->Unit(benchmark::kMillisecond);
BENCHMARK(generic_gmp_12)->Unit(benchmark::kMillisecond);
BENCHMARK(layered_cpp_int_12)->Unit(benchmark::kMillisecond);
BENCHMARK(layered_gmp_12)->Unit(benchmark::kMillisecond);
BENCHMARK(generic_cpp_int_20)->Unit(benchmark::kMillisecond);
BENCHMARK(generic_gmp_20)->Unit(benchmark::kMillisecond);
BENCHMARK(layered_cpp_int_20)->Unit(benchmark::kMillisecond);
BENCHMARK(layered_gmp_20)->Unit(benchmark::kMillisecond);
BENCHMARK(layered_cpp_int_36)->Unit(benchmark::kSecond)->Iterations(1)->UseRealTime();
BENCHMARK(layered_gmp_36)->Unit(benchmark::kSecond)->Iterations(1)->UseRealTime();
BENCHMARK(bareiss_cpp_int)->Unit(benchmark::kMillisecond);
BENCHMARK(bareiss_gmp)->Unit(benchmark::kMillisecond);
