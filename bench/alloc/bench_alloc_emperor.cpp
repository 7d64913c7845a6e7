// The streaming emperor check (src/alloc/emperor*.cpp): Fluet 2.7's 12-token check against all
// 646,645 opponents, the kernel's cost per opponent for 36 tokens (the conjecture run), and its
// agreement with the adaptive fast::wdl_original on random 36-token opponents (a counter).
#include <benchmark/benchmark.h>

#include <algorithm>
#include <cmath>
#include <random>

#include "alloc/emperor/check.hpp"
#include "alloc/emperor/kernel.hpp"
#include "alloc/enumerate.hpp"
#include "alloc/fast/cdf.hpp"
#include "alloc/fast/duration.hpp"
#include "alloc/fast/moments.hpp"
#include "alloc/fast/wdl.hpp"

namespace {

using namespace alea;
using namespace alea::alloc;

const Counts x12{0, 0, 1, 1, 2, 3, 2, 2, 1, 0, 0};
const Counts x36{0, 2, 3, 4, 6, 7, 5, 4, 3, 2, 0};

std::vector<double> two_d6() { return ProbVector::dice(2, 6).values(); }

struct Sink : emperor::OpponentVisitor {
  double best = 1;
  void visit(emperor::Leaves& l) override {
    for (std::size_t i = 0; i < l.size(); ++i) best = std::min(best, l.gap(i));
  }
};

// The whole 12-token check (kernel build, streaming, rechecks) on alea's threads.
void emperor_check_12(benchmark::State& s) {
  const Allocation x(ProbVector::dice(2, 6), x12);
  emperor::Options o;
  o.progress = false;
  for (auto _ : s) benchmark::DoNotOptimize(emperor::is_emperor(x, o).emperor);
  s.counters["opponents"] = 646645;
}

// The kernel alone on one thread, 2^20 opponents from the middle of the 36-token order.
void kernel_walk_36(benchmark::State& s) {
  const emperor::Kernel k(two_d6(), x36);
  const std::uint64_t n = 1 << 20, from = allocation_count(11, 36) / 2;
  for (auto _ : s) {
    Sink sink;
    k.walk(from, from + n, sink);
    benchmark::DoNotOptimize(sink.best);
  }
  s.counters["ns_per_opponent"] = benchmark::Counter(double(n) * 1e-9, benchmark::Counter::kIsIterationInvariantRate |
                                                                           benchmark::Counter::kInvert);
  s.counters["nodes"] = double(k.nodes());
}

void kernel_build_36(benchmark::State& s) {
  for (auto _ : s) benchmark::DoNotOptimize(emperor::Kernel(two_d6(), x36).nodes());
}

// max |kernel - fast| over random 36-token opponents and the extremes [36,0..] and [0..,36].
void kernel_accuracy_36(benchmark::State& s) {
  const auto p = two_d6();
  const emperor::Kernel k(p, x36);
  const std::uint64_t total = allocation_count(11, 36);
  double worst = 0, bound = 0;
  for (auto _ : s) {
    std::mt19937_64 rng(36);
    for (int i = 0; i < 2000; ++i) {
      const std::uint64_t r = i == 0 ? 0 : i == 1 ? total - 1 : rng() % total;
      const Counts y = allocation_unrank(11, 36, r);
      const auto a = k.wdl(y);
      const auto f = fast::wdl_original(p, x36, y);
      worst = std::max({worst, std::abs(a.win - f.win.value), std::abs(a.draw - f.draw.value), std::abs(a.loss - f.loss.value)});
      bound = std::max(bound, f.win.bound + f.loss.bound);
    }
  }
  s.counters["max_diff"] = worst;
  s.counters["max_fast_bound"] = bound;
  s.counters["kernel_estimate"] = k.error_estimate();
}

}  // namespace

BENCHMARK(emperor_check_12)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(kernel_walk_36)->Unit(benchmark::kMillisecond);
BENCHMARK(kernel_build_36)->Unit(benchmark::kMillisecond);
BENCHMARK(kernel_accuracy_36)->Unit(benchmark::kMillisecond)->Iterations(1);
