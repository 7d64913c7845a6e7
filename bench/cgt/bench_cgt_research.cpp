// Research runs of docs/cgt.md (seed 002's open problems), a program rather than a benchmark:
//   bench_cgt_research onsets N A B     n0(a, b) of Theorem 1.1 for a <= A, b <= B, checked to n <= N
//   bench_cgt_research fibonacci N K    the same table up to the Pingala pair (F_{K+1}, F_K)
//   bench_cgt_research middle N a b     t(n; a, b) and m(n; a, b) for n <= N (the middle region)
// Output is markdown, with the run time.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "cgt/large_heaps.hpp"
#include "cgt/pingala.hpp"
#include "cgt/robin_hood.hpp"

using namespace alea::cgt;

namespace {

double seconds_since(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

const LargeHeapOnset& find(const std::vector<LargeHeapOnset>& v, long long a, long long b) {
  for (const auto& o : v)
    if (o.a == a && o.b == b) return o;
  std::fprintf(stderr, "no pair (%lld,%lld)\n", a, b);
  std::exit(1);
}

// The conjectured onset: see docs/cgt.md. Filled in by the analysis.
long long conjectured_onset(long long a, long long b);

void onsets(long long N, long long A, long long B) {
  auto t0 = std::chrono::steady_clock::now();
  auto v = large_heap_onsets(N, A, B);
  double secs = seconds_since(t0);
  std::printf("## n0(a, b) for 1 <= a <= %lld, 1 <= b <= %lld, checked for every n <= %lld (%.1f s)\n\n", A, B, N, secs);
  long long stops_differ = 0, lj_differs = 0, shape_ne_law = 0, lj_law_ne = 0, worst = 0, misses = 0;
  for (const auto& o : v) {
    stops_differ += o.stops_differ;
    lj_differs += o.same_as_little_john_from != 0;
    shape_ne_law += o.shape_from != o.law_from;
    lj_law_ne += o.little_john_law_from != o.law_from;
    worst = std::max(worst, o.law_from);
    if (o.law_from != conjectured_onset(o.a, o.b)) ++misses;
  }
  std::printf("- pairs: %zu; largest n0: %lld\n", v.size(), worst);
  std::printf("- pairs whose Robin Hood thermograph differs from Little John's at some n <= %lld: %lld\n", N, lj_differs);
  std::printf("- (pair, n) where the stops of Robin Hood and Little John differ: %lld\n", stops_differ);
  std::printf("- pairs where the temperature pattern starts elsewhere than the law: %lld\n", shape_ne_law);
  std::printf("- pairs where Little John's onset differs from Robin Hood's: %lld\n", lj_law_ne);
  std::printf("- pairs where the conjectured closed form misses n0: %lld\n\n", misses);
  std::printf("n0(a, b): row a, column b\n\n```\n    ");
  for (long long b = 1; b <= B; ++b) std::printf("%4lld", b);
  std::printf("\n");
  for (long long a = 1; a <= A; ++a) {
    std::printf("%4lld", a);
    for (long long b = 1; b <= B; ++b) std::printf("%4lld", find(v, a, b).law_from);
    std::printf("\n");
  }
  std::printf("```\n\n");
  if (misses) {
    std::printf("Misses of the conjecture (a, b, n0, conjectured):\n\n");
    for (const auto& o : v)
      if (o.law_from != conjectured_onset(o.a, o.b))
        std::printf("(%lld,%lld) %lld %lld\n", o.a, o.b, o.law_from, conjectured_onset(o.a, o.b));
  }
}

void fibonacci(long long N, int K) {
  std::vector<long long> f{1, 1};
  while (static_cast<int>(f.size()) <= K + 1) f.push_back(f[f.size() - 1] + f[f.size() - 2]);
  long long A = f[static_cast<std::size_t>(K + 1)], B = f[static_cast<std::size_t>(K)];
  auto t0 = std::chrono::steady_clock::now();
  auto v = large_heap_onsets(N, A, B);
  double secs = seconds_since(t0);
  std::printf("## Pingala pairs (F(k+1), F(k)) up to (%lld, %lld), n <= %lld (%.1f s)\n\n", A, B, N, secs);
  std::printf("| k | pair | ratio < phi | n0 | a + b | conjecture | LJ thermograph differs |\n|---|---|---|---|---|---|---|\n");
  for (int k = 1; k <= K; ++k) {
    const auto& o = find(v, f[static_cast<std::size_t>(k + 1)], f[static_cast<std::size_t>(k)]);
    std::printf("| %d | (%lld,%lld) | %s | %lld | %lld | %lld | %s |\n", k, o.a, o.b, o.temperature_grows ? "yes" : "no", o.law_from,
                o.a + o.b, conjectured_onset(o.a, o.b), o.same_as_little_john_from ? "yes" : "no");
  }
  long long misses = 0, lj = 0;
  for (const auto& o : v) {
    misses += o.law_from != conjectured_onset(o.a, o.b);
    lj += o.same_as_little_john_from != 0;
  }
  std::printf("\nAll %zu pairs of the table: conjecture misses %lld, Little John differs for %lld.\n", v.size(), misses, lj);
}

void middle(long long N, long long a, long long b) {
  LargeHeapLaw law = large_heap_law(a, b);
  std::printf("## (n; %lld, %lld), n <= %lld: temperature and mean (law: t = %s n + %s, m = %s n + %s)\n\n", a, b, N,
              law.temperature_slope.to_string().c_str(), law.temperature_offset.to_string().c_str(),
              law.mean_slope.to_string().c_str(), law.mean_offset.to_string().c_str());
  std::printf("| n | t | m | L | R | law holds |\n|---|---|---|---|---|---|\n");
  for_each_heap_thermograph(HeapRules::robin_hood, N, a, b, [&](long long n, long long x, long long y, const Thermograph& t) {
    if (x != a || y != b) return;
    bool ok = t.temperature == law.temperature(n) && t.mast == law.mean(n);
    std::printf("| %lld | %s | %s | %s | %s | %s |\n", n, t.temperature.to_string().c_str(), t.mast.to_string().c_str(),
                t.left_stop().to_string().c_str(), t.right_stop().to_string().c_str(), ok ? "yes" : "");
  });
}

long long conjectured_onset(long long a, long long b) { return a + b; }

}  // namespace

int main(int argc, char** argv) {
  std::string mode = argc > 1 ? argv[1] : "";
  auto arg = [&](int i, long long dflt) { return argc > i ? std::atoll(argv[i]) : dflt; };
  if (mode == "onsets") {
    onsets(arg(2, 1000), arg(3, 40), arg(4, 40));
  } else if (mode == "fibonacci") {
    fibonacci(arg(2, 600), static_cast<int>(arg(3, 9)));
  } else if (mode == "middle") {
    middle(arg(2, 40), arg(3, 5), arg(4, 3));
  } else {
    std::fprintf(stderr, "usage: %s onsets N A B | fibonacci N K | middle N a b\n", argv[0]);
    return 2;
  }
  return 0;
}
