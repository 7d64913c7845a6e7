// Research runs of docs/cgt.md (seed 002's open problems), a program rather than a benchmark:
//   bench_cgt_research onsets N A B     n0(a, b) of Theorem 1.1 for a <= A, b <= B, checked to n <= N
//   bench_cgt_research fibonacci N K    the same table up to the Pingala pair (F_{K+1}, F_K)
//   bench_cgt_research middle N a b     t(n; a, b) and m(n; a, b) for n <= N (the middle region)
// Output is markdown, with the run time.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <optional>
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

// The conjectured onset (docs/cgt.md), from the Pingala index k and the second term p_1 of the
// MP-sequence of (a, b): a for a = b > 1 (0 for a = b = 1); a + b for k = 1, 2;
// a + b + 2 p_1 for k = 3, 4; none for k >= 5 (wealth ratios nearest phi).
std::optional<long long> conjectured_onset(long long a, long long b) {
  MpSequence s = mp_sequence(a, b);
  if (s.k == 0) return a == 1 ? 0 : a;
  if (s.k <= 2) return a + b;
  if (s.k <= 4) return a + b + 2 * s.terms[1];
  return std::nullopt;
}

std::string show(std::optional<long long> v) { return v ? std::to_string(*v) : "-"; }

void onsets(long long N, long long A, long long B) {
  auto t0 = std::chrono::steady_clock::now();
  auto v = large_heap_onsets(N, A, B);
  double secs = seconds_since(t0);
  std::printf("## n0(a, b) for 1 <= a <= %lld, 1 <= b <= %lld, checked for every n <= %lld (%.1f s)\n\n", A, B, N, secs);
  long long stops_differ = 0, lj_differs = 0, shape_ne_law = 0, lj_law_ne = 0, worst = 0, misses = 0, open = 0;
  for (const auto& o : v) {
    stops_differ += o.stops_differ;
    lj_differs += o.same_as_little_john_from != 0;
    shape_ne_law += o.shape_from != o.law_from;
    lj_law_ne += o.little_john_law_from != o.law_from;
    worst = std::max(worst, o.law_from);
    auto c = conjectured_onset(o.a, o.b);
    if (!c) ++open;
    else if (o.law_from != *c) ++misses;
  }
  std::printf("- pairs: %zu; largest n0: %lld\n", v.size(), worst);
  std::printf("- pairs whose Robin Hood thermograph differs from Little John's at some n <= %lld: %lld\n", N, lj_differs);
  std::printf("- (pair, n) where the stops of Robin Hood and Little John differ: %lld\n", stops_differ);
  std::printf("- pairs where the temperature pattern starts elsewhere than the law: %lld\n", shape_ne_law);
  std::printf("- pairs where Little John's onset differs from Robin Hood's: %lld\n", lj_law_ne);
  std::printf("- pairs where the conjectured closed form misses n0: %lld (it makes no claim for %lld pairs, k >= 5)\n\n", misses, open);
  std::printf("n0(a, b): row a, column b\n\n```\n    ");
  for (long long b = 1; b <= B; ++b) std::printf("%4lld", b);
  std::printf("\n");
  for (long long a = 1; a <= A; ++a) {
    std::printf("%4lld", a);
    for (long long b = 1; b <= B; ++b) std::printf("%4lld", find(v, a, b).law_from);
    std::printf("\n");
  }
  std::printf("```\n\n");
  std::printf("Pairs with k >= 5 (a >= b), where the closed form makes no claim:\n\n| pair | k | MP-sequence | n0 | n0 - a - b |\n|---|---|---|---|---|\n");
  for (const auto& o : v) {
    MpSequence s = mp_sequence(o.a, o.b);
    if (o.a < o.b || s.k < 5) continue;
    std::string terms;
    for (long long t : s.terms) {
      if (!terms.empty()) terms += ',';
      terms += std::to_string(t);
    }
    std::printf("| (%lld,%lld) | %zu | %s | %lld | %lld |\n", o.a, o.b, s.k, terms.c_str(), o.law_from, o.law_from - o.a - o.b);
  }
  for (const auto& o : v) {
    auto c = conjectured_onset(o.a, o.b);
    if (c && *c != o.law_from) std::printf("miss: (%lld,%lld) n0 %lld, conjectured %lld\n", o.a, o.b, o.law_from, *c);
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
    std::printf("| %d | (%lld,%lld) | %s | %lld | %lld | %s | %s |\n", k, o.a, o.b, o.temperature_grows ? "yes" : "no", o.law_from,
                o.a + o.b, show(conjectured_onset(o.a, o.b)).c_str(), o.same_as_little_john_from ? "yes" : "no");
  }
  long long misses = 0, open = 0, lj = 0;
  for (const auto& o : v) {
    auto c = conjectured_onset(o.a, o.b);
    open += !c;
    misses += c && *c != o.law_from;
    lj += o.same_as_little_john_from != 0;
  }
  std::printf("\nAll %zu pairs of the table: the conjecture misses %lld (no claim for %lld), Little John's thermograph differs for %lld.\n",
              v.size(), misses, open, lj);
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

// Below n0 (and above min(a, b), where heaps are hot): is the left wall (a >= b) one straight
// line of slope -1 from t = 0 to the temperature, so that m + t = L = n - b? And the mean: how
// far from the law, and with which denominators.
void middle_stats(long long N, long long A, long long B) {
  auto t0 = std::chrono::steady_clock::now();
  auto v = large_heap_onsets(N, A, B);
  long long cells = 0, straight = 0, single_tent = 0, max_exp = 0;
  // Two families with closed forms (docs/cgt.md): (n; a, 1), 2 <= n <= a, and (n; b+1, b),
  // b < n <= 2b: the mean approaches its limit by halves.
  long long fam1 = 0, fam1_ok = 0, fam2 = 0, fam2_ok = 0;
  std::vector<std::pair<long long, long long>> bent;
  for_each_heap_thermograph(HeapRules::robin_hood, N, A, B, [&](long long n, long long a, long long b, const Thermograph& t) {
    if (a < b || b == 0 || n <= b) return;
    const auto& o = find(v, a, b);
    if (n >= o.law_from) return;
    ++cells;
    if (b == 1 && n >= 2 && n <= a) {
      ++fam1;
      Dyadic h = Dyadic::unit(static_cast<std::uint64_t>(n - 1));  // 2^(1-n)
      fam1_ok += t.temperature == Dyadic(1) - h && t.mast == Dyadic(n - 2) + h;
    }
    if (a == b + 1 && n > b && n <= 2 * b) {
      ++fam2;
      Dyadic h = Dyadic::unit(static_cast<std::uint64_t>(n - b));  // 2^(b-n)
      fam2_ok += t.mast == Dyadic(1) - h && t.temperature == Dyadic(n - b - 1) + h;
    }
    bool s = t.mast + t.temperature == Dyadic(n - b) && t.left.points().size() <= 2;
    straight += s;
    single_tent += s && t.right.points().size() == 1;
    if (!s && bent.size() < 12) bent.push_back({a * 1000 + b, n});
    max_exp = std::max<long long>(max_exp, static_cast<long long>(t.temperature.exponent()));
  });
  std::printf("## The middle region, a >= b >= 1, b < n < n0(a, b), a, b <= %lld (%.1f s)\n\n", A, seconds_since(t0));
  std::printf("- heaps: %lld; left wall straight (m + t = n - b): %lld; of these with a vertical right wall: %lld\n", cells,
              straight, single_tent);
  std::printf("- largest exponent of 2 in a denominator of t: %lld\n", max_exp);
  std::printf("- (n; a, 1), 2 <= n <= a: t = 1 - 2^(1-n), m = n - 2 + 2^(1-n) holds for %lld of %lld heaps\n", fam1_ok, fam1);
  std::printf("- (n; b+1, b), b < n <= 2b: m = 1 - 2^(b-n), t = n - b - 1 + 2^(b-n) holds for %lld of %lld heaps\n", fam2_ok, fam2);
  for (auto [ab, n] : bent) std::printf("- bent left wall: (%lld;%lld,%lld)\n", n, ab / 1000, ab % 1000);
}

}  // namespace

int main(int argc, char** argv) {
  std::string mode = argc > 1 ? argv[1] : "";
  auto arg = [&](int i, long long dflt) { return argc > i ? std::atoll(argv[i]) : dflt; };
  if (mode == "onsets") {
    onsets(arg(2, 1000), arg(3, 40), arg(4, 40));
  } else if (mode == "fibonacci") {
    fibonacci(arg(2, 600), static_cast<int>(arg(3, 9)));
  } else if (mode == "middle_stats") {
    middle_stats(arg(2, 300), arg(3, 40), arg(4, 40));
  } else if (mode == "middle") {
    middle(arg(2, 40), arg(3, 5), arg(4, 3));
  } else {
    std::fprintf(stderr, "usage: %s onsets N A B | fibonacci N K | middle N a b | middle_stats N A B\n", argv[0]);
    return 2;
  }
  return 0;
}
