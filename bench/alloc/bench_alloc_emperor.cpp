// The streaming emperor check (src/alloc/emperor/): the kernel before issue 15
// (emperor_kernel_before.hpp) and now, side by side in one run, per opponent on one core:
//   kernel_walk/<t>/before, kernel_walk/<t>/<loops>   t = 12 (all 646,646 allocations of the
//       Figure 8 emperor) and 36 (2^20 opponents from the middle of the conjecture's order);
//       counters: ns per opponent (thread CPU time), flops per opponent (as executed, padding
//       included, from the loops' operation counts below), GFLOP/s and the ratio to the core's
//       peak in the precision of the hot loop (before: double; now: float);
// Fluet 2.7's whole 12-token check on alea's threads, the kernel's build, and its agreement with
// the adaptive fast::wdl_original on random 36-token opponents (a counter).
// Independent rules (independent_kernel.hpp), beside the pair-by-pair decision it replaced:
//   independent_walk/<t>/<loops>   the same ranges, ns per opponent (thread CPU time);
//   independent_pair_36            one pair by fast::wdl_independent (what find_emperor did per pair);
//   independent_check_36_part      the whole check over 2^24 opponents on alea's threads;
//   independent_build_36, independent_accuracy_36 (w, d, l against fast::wdl_independent, and the
//   float gaps against the double ones beside the proven slack).
#include <benchmark/benchmark.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <ctime>
#include <random>

#include "alloc/emperor/check.hpp"
#include "alloc/emperor/checkpoint.hpp"
#include "alloc/emperor/find.hpp"
#include "alloc/emperor/independent_kernel.hpp"
#include "alloc/emperor/kernel.hpp"
#include "alloc/emperor/kernel_loops.hpp"
#include "alloc/enumerate.hpp"
#include "alloc/fast/wdl.hpp"
#include "emperor_kernel_before.hpp"

namespace {

using namespace alea;
using namespace alea::alloc;

const Counts x12{0, 0, 1, 1, 2, 3, 2, 2, 1, 0, 0};
const Counts x36{0, 2, 3, 4, 6, 7, 5, 4, 3, 2, 0};

std::vector<double> two_d6() { return ProbVector::dice(2, 6).values(); }

// The walks timed: all of the 12-token order; 2^20 opponents from the middle of the 36-token one.
struct Range {
  Counts x;
  std::uint64_t from, count;
};
Range range(int tokens) {
  if (tokens == 12) return {x12, 0, allocation_count(11, 12)};
  return {x36, allocation_count(11, 36) / 2, 1 << 20};
}

double thread_seconds() {
  timespec t;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return double(t.tv_sec) + 1e-9 * double(t.tv_nsec);
}

// The core's clock: a chain of dependent integer adds runs at one per cycle.
double clock_ghz() {
  static const double ghz = [] {
#if defined(__x86_64__)
    const long n = 200000000;
    long x = 0;
    const double t0 = thread_seconds();
    for (long i = 0; i < n; ++i) asm volatile("add $1, %0" : "+r"(x));
    return double(n) / (thread_seconds() - t0) * 1e-9;
#else
    return 0.0;
#endif
  }();
  return ghz;
}
// Peak flops per cycle of one core of this machine (lscpu: AMD EPYC, family 25 model 17, Zen 4):
// two 256-bit FMA pipes (AVX-512 runs on them in two halves): 2 x 4 doubles x 2 = 16 in double,
// 32 in float.
constexpr double kPeakDouble = 16, kPeakFloat = 32;

// Flops per opponent as the loops execute them, counted over the walk's order.
//   before (per opponent, qp nodes): the fused leaf loop, 14 per node (u = pre ga gb: 2;
//     each of I and D: ca a + cb b + pi and u (...) + s: 6); each prefix depth recomputed:
//     1 + [in J] + [in K] per node.
//   now (per prefix of rest r, qp nodes): the deepest value, 5 per node (g p0, a p0, e (a p0),
//     g t0 + ...); each leaf: 2 per node for <h, T>, 2 more with a row hb, and 3 vector adds and
//     the lanes (63 for 16 lanes); each depth recomputed: 5 per node.
struct Flops {
  double before = 0, now = 0;
};
Flops count_flops(const Range& R, std::size_t qp_before, std::size_t qp_now) {
  const std::size_t n = R.x.size(), a = n - 2, b = n - 1, m = n - 2;
  std::int64_t t = 0;
  for (auto v : R.x) t += v;
  const Counts& x = R.x;
  auto in_j = [&](std::size_t i, std::int64_t y) { return x[i] >= 1 && y <= x[i]; };
  auto in_k = [&](std::size_t i, std::int64_t y) { return x[i] >= 1 && y == x[i]; };
  Counts y = allocation_unrank(n, t, R.from), prev = y;
  double before = 0, now = 0;
  for (std::uint64_t i = 0; i < R.count; ++i) {
    std::size_t k = 0;  // the first value that changed (0 for the walk's first opponent)
    if (i > 0) {
      prev = y;
      next_allocation(y);
      while (k < n && y[k] == prev[k]) ++k;
    }
    before += 14.0 * double(qp_before);
    for (std::size_t d = k; d < m; ++d) before += double(qp_before) * (1 + in_j(d, y[d]) + in_k(d, y[d]));
    if (k < m) {  // a new prefix (the walk's first one too)
      now += 5.0 * double(qp_now);
      for (std::size_t d = k; d + 1 < m; ++d) now += 5.0 * double(qp_now);
    }
    const bool hb = in_j(a, y[a]) || in_j(b, y[b]);
    now += double(qp_now) * (hb ? 4 : 2) + 63;
  }
  return {before / double(R.count), now / double(R.count)};
}

struct Sink : emperor::OpponentVisitor {
  double best = 1;
  void visit(emperor::Leaves& l) override {
    for (std::size_t i = 0; i < l.size(); ++i) best = std::min(best, l.gap(i));
  }
};
struct SinkBefore : emperor::before::OpponentVisitor {
  double best = 1;
  void visit(std::uint64_t, const Counts&, const emperor::before::KernelWdl& w) override {
    best = std::min(best, w.win - w.loss);
  }
};

void report(benchmark::State& s, double seconds, std::uint64_t opponents, double flops, double peak_per_cycle) {
  const double ns = seconds * 1e9 / double(opponents), gflops = flops / ns;
  s.counters["ns_per_opponent"] = ns;
  s.counters["flops_per_opponent"] = flops;
  s.counters["GFLOPs"] = gflops;
  s.counters["GHz"] = clock_ghz();
  s.counters["peak_ratio"] = gflops / (peak_per_cycle * clock_ghz());
}

void kernel_walk_before(benchmark::State& s, int tokens) {
  const Range R = range(tokens);
  const emperor::before::Kernel k(two_d6(), R.x);
  const emperor::Kernel now(two_d6(), R.x);
  const std::size_t qp_before = (k.nodes() + 3) / 4 * 4, qp_now = (now.nodes() + emperor::kNodePad - 1) / emperor::kNodePad * emperor::kNodePad;
  double seconds = 0;
  std::uint64_t opponents = 0;
  for (auto _ : s) {
    SinkBefore sink;
    const double t0 = thread_seconds();
    k.walk(R.from, R.from + R.count, sink);
    seconds += thread_seconds() - t0, opponents += R.count;
    benchmark::DoNotOptimize(sink.best);
  }
  report(s, seconds, opponents, count_flops(R, qp_before, qp_now).before, kPeakDouble);
  s.counters["nodes"] = double(k.nodes());
}

void kernel_walk(benchmark::State& s, int tokens, std::string loops) {
  const Range R = range(tokens);
  const emperor::Loops* L = emperor::runnable_loops(loops.c_str());
  if (!L) return s.SkipWithError("this CPU or build has no such loops");
  const emperor::Kernel k(two_d6(), R.x, *L);
  const emperor::before::Kernel old(two_d6(), R.x);
  const std::size_t qp_before = (old.nodes() + 3) / 4 * 4, qp_now = (k.nodes() + emperor::kNodePad - 1) / emperor::kNodePad * emperor::kNodePad;
  double seconds = 0;
  std::uint64_t opponents = 0;
  for (auto _ : s) {
    Sink sink;
    const double t0 = thread_seconds();
    k.walk(R.from, R.from + R.count, sink);
    seconds += thread_seconds() - t0, opponents += R.count;
    benchmark::DoNotOptimize(sink.best);
  }
  report(s, seconds, opponents, count_flops(R, qp_before, qp_now).now, kPeakFloat);
  s.counters["nodes"] = double(k.nodes());
}

// The whole 12-token check (kernel build, streaming, rechecks) on alea's threads.
void emperor_check_12(benchmark::State& s) {
  const Allocation x(ProbVector::dice(2, 6), x12);
  emperor::Options o;
  o.progress = false;
  for (auto _ : s) benchmark::DoNotOptimize(emperor::is_emperor(x, o).emperor);
  s.counters["opponents"] = 646645;
}

// The whole check (the kernel's build, the walk, the check's visitor, rechecks, audit) on alea's
// threads over 2^24 opponents from the middle of the 36-token order, started from a checkpoint
// there: ns per opponent per core is the process's CPU time (all threads) per opponent; the
// kernel's build (kernel_build_36, ~30 ms) is ~2 ns of it here and nothing over the whole order.
void check_36_part(benchmark::State& s, Rules rules, std::uint64_t n) {
  const Allocation x(ProbVector::dice(2, 6), x36);
  const std::string path = "/tmp/bench_alloc_emperor_36.ckpt";
  const std::uint64_t from = allocation_count(11, 36) / 2;
  double cpu = 0;
  for (auto _ : s) {
    emperor::Checkpoint start{x.prob().values(), x36, rules_name(rules), from, {}};
    start.state.total = allocation_count(11, 36);
    emperor::write_checkpoint(path, start);
    emperor::Options o;
    o.rules = rules, o.progress = false, o.full = true, o.checkpoint = path, o.stop_after = n;
    o.prune = false;  // the walk itself, every opponent (emperor_check_36_pruned below prunes)
    const std::clock_t c0 = std::clock();
    try {
      emperor::is_emperor(x, o);
    } catch (const Interrupted&) {  // the end of the part
    }
    cpu += double(std::clock() - c0) / CLOCKS_PER_SEC;
  }
  std::remove(path.c_str());
  s.counters["ns_per_opponent_per_core"] = cpu * 1e9 / double(n * s.iterations());
}
void emperor_check_36_part(benchmark::State& s) { check_36_part(s, Rules::original, 1 << 24); }

// Pruning (issue 30, docs/alloc_emperor.md "Pruning"): the check of the 36-token X over the whole
// order with rivals = 0 (what find_emperor runs), and find_emperor for two dice at 36 and 48 tokens
// (the pass and the survivor's check); CPU seconds of the process and the opponents visited.
void emperor_check_36_pruned(benchmark::State& s) {
  const Allocation x(ProbVector::dice(2, 6), x36);
  emperor::Options o;
  o.progress = false, o.rivals = 0, o.full = true;
  double cpu = 0, visited = 0;
  for (auto _ : s) {
    const std::clock_t c0 = std::clock();
    visited = double(emperor::is_emperor(x, o).visited);
    cpu += double(std::clock() - c0) / CLOCKS_PER_SEC;
  }
  s.counters["cpu_s"] = cpu / double(s.iterations());
  s.counters["visited"] = visited;
}
void find_emperor_pruned(benchmark::State& s, int t) {
  emperor::FindOptions o;
  o.progress = false;
  double cpu = 0, visited = 0;
  for (auto _ : s) {
    const std::clock_t c0 = std::clock();
    visited = double(emperor::find_emperor(ProbVector::dice(2, 6), t, o).visited);
    cpu += double(std::clock() - c0) / CLOCKS_PER_SEC;
  }
  s.counters["cpu_s"] = cpu / double(s.iterations());
  s.counters["visited"] = visited;
}

void kernel_build_36(benchmark::State& s) {
  for (auto _ : s) benchmark::DoNotOptimize(emperor::Kernel(two_d6(), x36).nodes());
}

// max |kernel - fast| over random 36-token opponents and the extremes [36,0..] and [0..,36], and
// the largest bound the fast method gave.
std::pair<double, double> against_fast(const emperor::OpponentKernel& k, Rules rules, int samples) {
  const auto p = two_d6();
  const std::uint64_t total = allocation_count(11, 36);
  double worst = 0, bound = 0;
  std::mt19937_64 rng(36);
  for (int i = 0; i < samples; ++i) {
    const std::uint64_t r = i == 0 ? 0 : i == 1 ? total - 1 : rng() % total;
    const Counts y = allocation_unrank(11, 36, r);
    const auto a = k.wdl(y);
    const auto f = rules == Rules::original ? fast::wdl_original(p, x36, y) : fast::wdl_independent(p, x36, y);
    worst = std::max({worst, std::abs(a.win - f.win.value), std::abs(a.draw - f.draw.value), std::abs(a.loss - f.loss.value)});
    bound = std::max(bound, f.win.bound + f.loss.bound);
  }
  return {worst, bound};
}

void kernel_accuracy_36(benchmark::State& s) {
  const emperor::Kernel k(two_d6(), x36);
  std::pair<double, double> a;
  for (auto _ : s) a = against_fast(k, Rules::original, 2000);
  s.counters["max_diff"] = a.first;
  s.counters["max_fast_bound"] = a.second;
  s.counters["kernel_estimate"] = k.error_estimate();
}

void independent_walk(benchmark::State& s, int tokens, std::string loops) {
  const Range R = range(tokens);
  const emperor::Loops* L = emperor::runnable_loops(loops.c_str());
  if (!L) return s.SkipWithError("this CPU or build has no such loops");
  const emperor::IndependentKernel k(two_d6(), R.x, *L);
  double seconds = 0;
  std::uint64_t opponents = 0;
  for (auto _ : s) {
    Sink sink;
    const double t0 = thread_seconds();
    k.walk(R.from, R.from + R.count, sink);
    seconds += thread_seconds() - t0, opponents += R.count;
    benchmark::DoNotOptimize(sink.best);
  }
  s.counters["ns_per_opponent"] = seconds * 1e9 / double(opponents);
  s.counters["roll_counts"] = double(k.nodes());
  s.counters["horizon"] = double(k.horizon());
}

void independent_pair_36(benchmark::State& s) {
  const auto p = two_d6();
  std::mt19937_64 rng(7);
  const std::uint64_t total = allocation_count(11, 36);
  double seconds = 0;
  std::uint64_t pairs = 0;
  for (auto _ : s) {
    const Counts y = allocation_unrank(11, 36, rng() % total);
    const double t0 = thread_seconds();
    benchmark::DoNotOptimize(fast::wdl_independent(p, x36, y).win.value);
    seconds += thread_seconds() - t0, ++pairs;
  }
  s.counters["ns_per_opponent"] = seconds * 1e9 / double(pairs);
}

void independent_check_36_part(benchmark::State& s) { check_36_part(s, Rules::independent, 1 << 24); }

void independent_build_36(benchmark::State& s) {
  for (auto _ : s) benchmark::DoNotOptimize(emperor::IndependentKernel(two_d6(), x36).nodes());
}

void independent_accuracy_36(benchmark::State& s) {
  const emperor::IndependentKernel k(two_d6(), x36);
  struct Gaps : emperor::OpponentVisitor {
    double worst = 0;
    void visit(emperor::Leaves& l) override {
      for (std::size_t i = 0; i < l.size(); i += 97) {
        const auto w = l.wdl(i);
        worst = std::max(worst, std::abs(l.gap(i) - (w.win - w.loss)));
      }
    }
  } gaps;
  const std::uint64_t total = allocation_count(11, 36);
  std::pair<double, double> a;
  for (auto _ : s) {
    a = against_fast(k, Rules::independent, 300);
    k.walk(total / 2, total / 2 + (1 << 18), gaps);
  }
  s.counters["max_diff"] = a.first;
  s.counters["max_fast_bound"] = a.second;
  s.counters["kernel_bound"] = k.error_estimate();
  s.counters["max_gap_diff"] = gaps.worst;
  s.counters["gap_slack"] = k.gap_slack();
}

}  // namespace

BENCHMARK_CAPTURE(kernel_walk_before, 12, 12)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(kernel_walk, 12/avx512, 12, "avx512")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(kernel_walk, 12/avx2, 12, "avx2")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(kernel_walk, 12/portable, 12, "portable")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(kernel_walk_before, 36, 36)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(kernel_walk, 36/avx512, 36, "avx512")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(kernel_walk, 36/avx2, 36, "avx2")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(kernel_walk, 36/portable, 36, "portable")->Unit(benchmark::kMillisecond);
BENCHMARK(emperor_check_12)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(emperor_check_36_part)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(emperor_check_36_pruned)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK_CAPTURE(find_emperor_pruned, 36, 36)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(1);
BENCHMARK_CAPTURE(find_emperor_pruned, 48, 48)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(1);
BENCHMARK(kernel_build_36)->Unit(benchmark::kMillisecond);
BENCHMARK(kernel_accuracy_36)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK_CAPTURE(independent_walk, 12/avx512, 12, "avx512")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(independent_walk, 12/avx2, 12, "avx2")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(independent_walk, 12/portable, 12, "portable")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(independent_walk, 36/avx512, 36, "avx512")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(independent_walk, 36/avx2, 36, "avx2")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(independent_walk, 36/portable, 36, "portable")->Unit(benchmark::kMillisecond);
BENCHMARK(independent_pair_36)->Unit(benchmark::kMillisecond)->Iterations(20);
BENCHMARK(independent_check_36_part)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(independent_build_36)->Unit(benchmark::kMillisecond);
BENCHMARK(independent_accuracy_36)->Unit(benchmark::kMillisecond)->Iterations(1);
