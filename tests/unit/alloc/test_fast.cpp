// The fast (Poissonized) Knock 'em Down quantities against the seed (Fluet, seed 000), the
// 2-value closed forms, and an independent brute force written here: Markov-chain recursions in
// doubles over sub-allocations (and over pairs of them), which share no code with the fast path.
#include <catch2/catch.hpp>

#include "seed_tables.hpp"

#include <cmath>
#include <functional>
#include <map>
#include <random>
#include <vector>

#include "alloc/exact/independent.hpp"
#include "alloc/exact/original.hpp"
#include "alloc/exact/solitaire.hpp"
#include "alloc/fast/cdf.hpp"
#include "alloc/fast/duration.hpp"
#include "alloc/fast/moments.hpp"
#include "alloc/fast/wdl.hpp"
#include "alloc/fast/clearing.hpp"
#include "alloc/fast/exp_ladder.hpp"
#include "alloc/fast/poisson_tail.hpp"
#include "core/errors.hpp"
#include "core/rational.hpp"

using namespace alea;
using namespace alea::alloc;
using alloc::Counts;

namespace {

const std::vector<double> two_d6 = {1 / 36., 2 / 36., 3 / 36., 4 / 36., 5 / 36., 6 / 36.,
                                    5 / 36., 4 / 36., 3 / 36., 2 / 36., 1 / 36.};

bool empty(const Counts& x) {
  for (auto c : x)
    if (c) return false;
  return true;
}

// --- brute force: one allocation. Progress happens on a roll of a value still holding tokens
// (probability q); the wait for it is Geometric(q), mean 1/q, second moment (2 - q)/q^2.
struct Moments {
  double m1, m2;
};
Moments brute_moments(const std::vector<double>& p, const Counts& x,
                      std::map<Counts, Moments>& memo) {
  if (empty(x)) return {0, 0};
  if (auto it = memo.find(x); it != memo.end()) return it->second;
  double q = 0;
  for (std::size_t i = 0; i < x.size(); ++i)
    if (x[i]) q += p[i];
  double next1 = 0, next2 = 0;
  for (std::size_t i = 0; i < x.size(); ++i)
    if (x[i]) {
      Counts y = x;
      --y[i];
      const auto m = brute_moments(p, y, memo);
      next1 += p[i] / q * m.m1;
      next2 += p[i] / q * m.m2;
    }
  const Moments r{1 / q + next1, (2 - q) / (q * q) + 2 / q * next1 + next2};
  memo[x] = r;
  return r;
}
double brute_mean(const std::vector<double>& p, const Counts& x) {
  std::map<Counts, Moments> memo;
  return brute_moments(p, x, memo).m1;
}
double brute_variance(const std::vector<double>& p, const Counts& x) {
  std::map<Counts, Moments> memo;
  const auto m = brute_moments(p, x, memo);
  return m.m2 - m.m1 * m.m1;
}

// P(T_X = n), n = 0..n_max, by stepping the distribution over sub-allocations one roll at a time.
std::vector<double> brute_pmf(const std::vector<double>& p, const Counts& x, int n_max) {
  std::map<Counts, double> dist{{x, 1.0}};
  std::vector<double> pmf(n_max + 1, 0.0);
  for (int n = 0; n <= n_max; ++n) {
    std::map<Counts, double> next;
    for (const auto& [y, pr] : dist) {
      if (empty(y)) {
        pmf[n] += pr;
        continue;
      }
      for (std::size_t i = 0; i < y.size(); ++i) {
        Counts z = y;
        if (z[i]) --z[i];
        next[z] += pr * p[i];
      }
    }
    dist.swap(next);
  }
  return pmf;
}

// --- brute force: two allocations under Original rules (one shared roll removes a token from
// each side's rolled value). Rolls that change neither side are skipped by conditioning.
struct Wdl {
  double w, d, l, duration;
};
Wdl brute_original(const std::vector<double>& p, const Counts& x, const Counts& y,
                   std::map<std::pair<Counts, Counts>, Wdl>& memo) {
  const bool ex = empty(x), ey = empty(y);
  if (ex || ey) return {ex && !ey ? 1.0 : 0.0, ex && ey ? 1.0 : 0.0, ey && !ex ? 1.0 : 0.0, 0.0};
  if (auto it = memo.find({x, y}); it != memo.end()) return it->second;
  double q = 0;
  for (std::size_t i = 0; i < x.size(); ++i)
    if (x[i] || y[i]) q += p[i];
  Wdl r{0, 0, 0, 1 / q};
  for (std::size_t i = 0; i < x.size(); ++i)
    if (x[i] || y[i]) {
      Counts a = x, b = y;
      if (a[i]) --a[i];
      if (b[i]) --b[i];
      const auto s = brute_original(p, a, b, memo);
      const double pr = p[i] / q;
      r.w += pr * s.w;
      r.d += pr * s.d;
      r.l += pr * s.l;
      r.duration += pr * s.duration;
    }
  memo[{x, y}] = r;
  return r;
}
Wdl brute_original(const std::vector<double>& p, const Counts& x, const Counts& y) {
  std::map<std::pair<Counts, Counts>, Wdl> memo;
  return brute_original(p, x, y, memo);
}

// Random small instance: N in 2..4 values, 0..3 tokens each, probabilities bounded away from 0.
struct Instance {
  std::vector<double> p;
  Counts x, y;
};
Instance random_instance(std::mt19937_64& rng) {
  std::uniform_int_distribution<int> n_dist(2, 4), c_dist(0, 3);
  std::uniform_real_distribution<double> u(0.1, 1.0);
  Instance in;
  const int n = n_dist(rng);
  double sum = 0;
  for (int i = 0; i < n; ++i) sum += in.p.emplace_back(u(rng));
  for (auto& v : in.p) v /= sum;
  for (int i = 0; i < n; ++i) {
    in.x.push_back(c_dist(rng));
    in.y.push_back(c_dist(rng));
  }
  return in;
}

}  // namespace

TEST_CASE("fast: section 2.4, P = (2/3, 1/3): expected clearing times 7/2, 3, 6", "[alloc][fast][seed000 §2.4]") {
  const std::vector<double> p{2 / 3., 1 / 3.};
  CHECK(fast::expected_time(p, {1, 1}).value == Approx(3.5).margin(1e-13));
  CHECK(fast::expected_time(p, {2, 0}).value == Approx(3.0).margin(1e-13));
  CHECK(fast::expected_time(p, {0, 2}).value == Approx(6.0).margin(1e-13));
  CHECK(std::abs(fast::expected_time(p, {1, 1}).value - 3.5) <= 1e-13);
}

TEST_CASE("fast: Figure 8, E(X*) of the minimal allocations on 2d6 to 3 decimals", "[alloc][fast][seed000 Fig.8]") {
  const auto& rows = seed::fluet_figure8();
  for (const auto& [x, printed] : rows) {
    INFO("allocation index " << &x - &rows[0].first);
    const auto e = fast::expected_time(two_d6, x);
    CHECK(std::abs(e.value - printed) <= 0.0005 + 1e-12);
  }
}

TEST_CASE("fast: 15 tokens, five each on 6, 7, 8: the exact rational value", "[alloc][fast]") {
  // 3944780087497523445776943 / 82962908926146261286912, rounded to double by hand (Python
  // fractions): 47.548719524880383.
  const auto e = fast::expected_time(two_d6, {0, 0, 0, 0, 5, 5, 5, 0, 0, 0, 0});
  CHECK(std::abs(e.value - 47.548719524880383) <= 1e-12);
  CHECK(e.bound >= std::abs(e.value - 47.548719524880383));
  CHECK(e.bound < 1e-9);
}

TEST_CASE("fast: two values, closed forms", "[alloc][fast]") {
  // All tokens on one value: T is negative binomial, E = k/p, Var = k(1-p)/p^2.
  for (double p1 : {0.5, 0.3, 0.9})
    for (std::int64_t k : {1, 4, 17, 60}) {
      const std::vector<double> p{p1, 1 - p1};
      CHECK(std::abs(fast::expected_time(p, {k, 0}).value - k / p1) <= 1e-12 * std::max(1.0, k / p1));
      const double var = k * (1 - p1) / (p1 * p1);
      CHECK(std::abs(fast::variance(p, {k, 0}).value - var) <= 1e-12 * std::max(1.0, var));
    }
  // One token on each value: E = 1 + p/q + q/p (the first roll clears one, then wait for the other).
  for (double p1 : {0.5, 0.2, 0.05}) {
    const double q1 = 1 - p1;
    CHECK(std::abs(fast::expected_time({p1, q1}, {1, 1}).value - (1 + p1 / q1 + q1 / p1)) <= 1e-12);
  }
}

TEST_CASE("fast: E and Var against the brute-force recursion on random small instances", "[alloc][fast]") {
  std::mt19937_64 rng(20240601);
  double worst_e = 0, worst_v = 0;
  for (int t = 0; t < 200; ++t) {
    const auto in = random_instance(rng);
    const auto e = fast::expected_time(in.p, in.x);
    const auto v = fast::variance(in.p, in.x);
    const double be = brute_mean(in.p, in.x), bv = brute_variance(in.p, in.x);
    CHECK(std::abs(e.value - be) <= 1e-12);
    CHECK(std::abs(e.value - be) <= e.bound + 1e-15 * be);
    CHECK(std::abs(v.value - bv) <= 1e-12 * std::max(1.0, bv));
    CHECK(std::abs(v.value - bv) <= v.bound + 1e-15 * bv);
    worst_e = std::max(worst_e, std::abs(e.value - be));
    worst_v = std::max(worst_v, std::abs(v.value - bv));
  }
  WARN("max |fast - brute| over 200 instances: E " << worst_e << ", Var " << worst_v);
}

TEST_CASE("fast: section 2.4, WDL_O([1,1],[2,0]) = 5/9, 0, 4/9 and ([1,1],[0,2]) = 8/9, 0, 1/9", "[alloc][fast][seed000 §2.4]") {
  const std::vector<double> p{2 / 3., 1 / 3.};
  const auto a = fast::wdl_original(p, {1, 1}, {2, 0});
  CHECK(std::abs(a.win.value - 5 / 9.) <= 1e-13);
  CHECK(std::abs(a.draw.value) <= 1e-13);
  CHECK(std::abs(a.loss.value - 4 / 9.) <= 1e-13);
  const auto b = fast::wdl_original(p, {1, 1}, {0, 2});
  CHECK(std::abs(b.win.value - 8 / 9.) <= 1e-13);
  CHECK(std::abs(b.draw.value) <= 1e-13);
  CHECK(std::abs(b.loss.value - 1 / 9.) <= 1e-13);
}

TEST_CASE("fast: WDL_O against the brute-force pair recursion on random small instances", "[alloc][fast]") {
  std::mt19937_64 rng(7);
  double worst = 0;
  for (int t = 0; t < 150; ++t) {
    const auto in = random_instance(rng);
    const auto f = fast::wdl_original(in.p, in.x, in.y);
    const auto b = brute_original(in.p, in.x, in.y);
    const std::pair<fast::Estimate, double> parts[] = {{f.win, b.w}, {f.draw, b.d}, {f.loss, b.l}};
    for (const auto& [est, exact] : parts) {
      CHECK(std::abs(est.value - exact) <= 1e-12);
      CHECK(std::abs(est.value - exact) <= est.bound + 1e-15);
      worst = std::max(worst, std::abs(est.value - exact));
    }
    CHECK(std::abs(f.win.value + f.draw.value + f.loss.value - 1) <= 1e-12);
    const auto g = fast::wdl_original(in.p, in.y, in.x);  // swapping the players swaps W and L
    CHECK(std::abs(g.win.value - f.loss.value) <= 1e-13);
    CHECK(std::abs(g.draw.value - f.draw.value) <= 1e-13);
    CHECK(std::abs(g.loss.value - f.win.value) <= 1e-13);
  }
  WARN("max |fast - brute| WDL_O over 150 instances: " << worst);
}

TEST_CASE("fast: WDL_O on 2d6 sums to 1 and is antisymmetric", "[alloc][fast]") {
  const Counts x{0, 1, 3, 4, 6, 8, 6, 4, 3, 1, 0}, y{0, 1, 2, 4, 5, 7, 5, 3, 2, 1, 0};
  const auto f = fast::wdl_original(two_d6, x, y), g = fast::wdl_original(two_d6, y, x);
  CHECK(std::abs(f.win.value + f.draw.value + f.loss.value - 1) <= 1e-13);
  CHECK(std::abs(f.win.value - g.loss.value) <= 1e-14);
  CHECK(f.win.bound < 1e-10);
}

namespace {
// Random instance with rational probabilities w_i / W (w_i in 1..9), for the exact recursions.
struct RationalInstance {
  std::vector<Rational> pr;
  std::vector<double> p;
  Counts x, y;
};
RationalInstance random_rational_instance(std::mt19937_64& rng, int max_tokens) {
  std::uniform_int_distribution<int> n_dist(2, 4), w_dist(1, 9), c_dist(0, max_tokens);
  RationalInstance in;
  const int n = n_dist(rng);
  std::vector<int> w(n);
  int W = 0;
  for (auto& v : w) W += (v = w_dist(rng));
  for (int v : w) {
    in.pr.emplace_back(v, W);
    in.p.push_back(double(v) / W);
    in.x.push_back(c_dist(rng));
    in.y.push_back(c_dist(rng));
  }
  return in;
}
}  // namespace

TEST_CASE("fast: every quantity against exact.hpp in Rational on random instances", "[alloc][fast]") {
  std::mt19937_64 rng(12345);
  double worst = 0;
  auto check = [&](const char* what, const fast::Estimate& e, const Rational& exact) {
    const double ex = to_double(exact), diff = std::abs(e.value - ex);
    INFO(what << ": fast " << e.value << " exact " << ex << " bound " << e.bound);
    CHECK(diff <= 1e-12 * std::max(1.0, ex));
    CHECK(diff <= e.bound + 1e-15 * std::max(1.0, ex));
    worst = std::max(worst, diff / std::max(1.0, ex));
  };
  for (int t = 0; t < 40; ++t) {
    const auto in = random_rational_instance(rng, 3);
    check("E", fast::expected_time(in.p, in.x), exact::expected_time(in.pr, in.x));
    check("Var", fast::variance(in.p, in.x), exact::variance(in.pr, in.x));
    const auto fo = fast::wdl_original(in.p, in.x, in.y);
    const auto eo = exact::wdl_original(in.pr, in.x, in.y);
    check("win_O", fo.win, eo.win), check("draw_O", fo.draw, eo.draw), check("loss_O", fo.loss, eo.loss);
    const auto fi = fast::wdl_independent(in.p, in.x, in.y);
    const auto ei = exact::wdl_independent(in.pr, in.x, in.y);
    check("win_I", fi.win, ei.win), check("draw_I", fi.draw, ei.draw), check("loss_I", fi.loss, ei.loss);
    check("dur_O", fast::duration_original(in.p, in.x, in.y), exact::duration_original(in.pr, in.x, in.y));
    check("dur_I", fast::duration_independent(in.p, in.x, in.y),
          exact::duration_independent(in.pr, in.x, in.y));
  }
  WARN("max |fast - exact Rational| (relative above 1) over 40 instances, all quantities: " << worst);
}

TEST_CASE("fast: every quantity against exact.hpp in double, larger instances", "[alloc][fast]") {
  std::mt19937_64 rng(99);
  double worst = 0;
  auto check = [&](const fast::Estimate& e, double ex) {
    const double diff = std::abs(e.value - ex);
    CHECK(diff <= 1e-12 * std::max(1.0, ex));
    CHECK(diff <= e.bound + 1e-14 * std::max(1.0, ex));  // the double recursion rounds too
    worst = std::max(worst, diff / std::max(1.0, ex));
  };
  for (int t = 0; t < 30; ++t) {
    const auto in = random_rational_instance(rng, 6);
    check(fast::expected_time(in.p, in.x), exact::expected_time(in.p, in.x));
    check(fast::variance(in.p, in.x), exact::variance(in.p, in.x));
    const auto fo = fast::wdl_original(in.p, in.x, in.y);
    const auto eo = exact::wdl_original(in.p, in.x, in.y);
    check(fo.win, eo.win), check(fo.draw, eo.draw), check(fo.loss, eo.loss);
    const auto fi = fast::wdl_independent(in.p, in.x, in.y);
    const auto ei = exact::wdl_independent(in.p, in.x, in.y);
    check(fi.win, ei.win), check(fi.draw, ei.draw), check(fi.loss, ei.loss);
    check(fast::duration_original(in.p, in.x, in.y), exact::duration_original(in.p, in.x, in.y));
    check(fast::duration_independent(in.p, in.x, in.y), exact::duration_independent(in.p, in.x, in.y));
  }
  WARN("max |fast - exact double| (relative above 1) over 30 instances: " << worst);
}

TEST_CASE("fast: 2d6 Figure 8 allocations against exact.hpp in double", "[alloc][fast][seed000 Fig.8]") {
  const Counts x{0, 0, 1, 2, 2, 3, 2, 1, 1, 0, 0}, y{0, 0, 1, 1, 2, 3, 2, 1, 1, 0, 0};
  CHECK(std::abs(fast::expected_time(two_d6, x).value - exact::expected_time(two_d6, x)) <= 1e-12);
  CHECK(std::abs(fast::variance(two_d6, x).value - exact::variance(two_d6, x)) <= 1e-11);
  const auto f = fast::wdl_original(two_d6, x, y);
  const auto e = exact::wdl_original(two_d6, x, y);
  CHECK(std::abs(f.win.value - e.win) <= 1e-12);
  CHECK(std::abs(f.loss.value - e.loss) <= 1e-12);
  const auto fi = fast::wdl_independent(two_d6, x, y);
  const auto ei = exact::wdl_independent(two_d6, x, y);
  CHECK(std::abs(fi.win.value - ei.win) <= 1e-12);
  CHECK(std::abs(fi.draw.value - ei.draw) <= 1e-12);
}

TEST_CASE("fast: cdf against the brute-force step-by-step distribution", "[alloc][fast]") {
  std::mt19937_64 rng(3);
  double worst = 0;
  for (int t = 0; t < 60; ++t) {
    const auto in = random_instance(rng);
    const int n_max = 40;
    const auto est = fast::cdf_estimate(in.p, in.x, n_max);
    const auto& f = est.cdf;
    const auto pmf = brute_pmf(in.p, in.x, n_max);
    REQUIRE(f.size() == std::size_t(n_max + 1));
    CHECK(est.cdf == fast::cdf(in.p, in.x, n_max));
    CHECK(est.bound < 1e-13);
    double F = 0;
    for (int n = 0; n <= n_max; ++n) {
      F += pmf[n];
      CHECK(std::abs(f[n] - F) <= 1e-13);
      CHECK(std::abs(f[n] - F) <= est.bound + 1e-15);  // the brute force rounds too
      worst = std::max(worst, std::abs(f[n] - F));
    }
  }
  WARN("max |fast cdf - brute| " << worst);
  // The cdf of T for all tokens on one value is a binomial tail: P(T <= n) = P(Bin(n, p) >= k).
  const auto f = fast::cdf({0.3, 0.7}, {2, 0}, 5);
  const double expect[] = {0, 0, 0.09, 0.216, 0.3483, 0.47178};
  for (int n = 0; n <= 5; ++n) CHECK(std::abs(f[n] - expect[n]) <= 1e-15);
}

TEST_CASE("fast: durations are below both clearing times", "[alloc][fast]") {
  const Counts x{0, 1, 3, 4, 6, 8, 6, 4, 3, 1, 0}, y{0, 0, 1, 2, 2, 3, 2, 1, 1, 0, 0};
  const double ex = fast::expected_time(two_d6, x).value, ey = fast::expected_time(two_d6, y).value;
  const double d_o = fast::duration_original(two_d6, x, y).value;
  const double d_i = fast::duration_independent(two_d6, x, y).value;
  // y is a sub-allocation of x: with one shared roll y clears no later than x, so the duration
  // is exactly E[T_y]; with independent rolls it is strictly below both.
  CHECK(std::abs(d_o - ey) <= 1e-12);
  CHECK(d_i < std::min(ex, ey));
  CHECK(d_o > 0);
}

TEST_CASE("fast: 10,000 tokens stay finite and match the asymptotics", "[alloc][fast]") {
  // Tokens proportional to 2d6: x_i = 10000 p_i (rounded). Every value clears near t = 10000 with
  // spread sqrt(x_i)/p_i, so E[T] = t + O(sqrt t): above max x_i/p_i and within a few spreads.
  Counts x(11);
  std::int64_t total = 0;
  for (int i = 0; i < 11; ++i) total += (x[i] = std::llround(10000 * two_d6[i]));
  double lower = 0, spread = 0;
  for (int i = 0; i < 11; ++i) {
    lower = std::max(lower, double(x[i]) / two_d6[i]);
    spread = std::max(spread, std::sqrt(double(x[i]) * (1 - two_d6[i])) / two_d6[i]);
  }
  const auto e = fast::expected_time(two_d6, x);
  REQUIRE(std::isfinite(e.value));
  CHECK(e.value >= lower);
  CHECK(e.value <= lower + 4 * spread);
  CHECK(e.bound < 1e-8 * e.value);
  // Single value: E = k/p exactly, Var = k(1-p)/p^2, through the incomplete-gamma path.
  const auto big = fast::expected_time({0.25, 0.75}, {10000, 0});
  CHECK(std::abs(big.value - 40000) <= 1e-9 * 40000);
  const auto var = fast::variance({0.25, 0.75}, {10000, 0});
  CHECK(std::abs(var.value - 10000 * 0.75 / 0.0625) <= 1e-8 * 120000);
  (void)total;
}

TEST_CASE("fast: one value with 49..400 tokens (unpromoted incomplete gamma): E = k/p within the bound", "[alloc][fast]") {
  // The tails for k > 48 come from Boost in plain double; the negative binomial mean is exact.
  for (std::int64_t k : {49, 50, 77, 128, 255, 400})
    for (double p : {0.02, 0.3, 0.9}) {
      INFO("k " << k << " p " << p);
      const auto e = fast::expected_time({p, 1 - p}, {k, 0});
      const double ex = double(k) / p;
      CHECK(std::abs(e.value - ex) <= e.bound);
      CHECK(e.bound < 1e-11 * ex);
      // Two values, both large: still finite, above both means and bounded.
      const auto two = fast::expected_time({p, 1 - p}, {k, k});
      CHECK(two.value >= std::max(ex, double(k) / (1 - p)) - two.bound);
      CHECK(two.bound < 1e-10 * two.value);
    }
}

TEST_CASE("fast: edge cases that are answers, not errors", "[alloc][fast]") {
  // Invalid input never reaches the fast methods: ProbVector and Allocation refuse it
  // (test_surface.cpp). These are the valid corners.
  const std::vector<double> p{0.5, 0.5};
  CHECK(fast::expected_time(p, {0, 0}).value == 0);
  CHECK(fast::wdl_original(p, {0, 0}, {0, 0}).draw.value == 1);
  CHECK(fast::wdl_independent({1.0, 0.0}, {1, 0}, {1, 0}).draw.value == Approx(1).margin(1e-15));
}

TEST_CASE("fast: the inline e^{-x} of the batches is within kExpUlps of std::exp", "[alloc][fast]") {
  // std::exp (glibc) is correctly rounded to within 1 ulp; the bound claims kExpUlps for ours.
  std::mt19937_64 rng(11);
  std::uniform_real_distribution<double> u(0.0, 708.0), small(0.0, 2.0);
  double worst = 0;
  for (int t = 0; t < 200000; ++t) {
    const double x = t % 2 ? u(rng) : small(rng);
    const double e = std::exp(-x), ours = fast::detail::exp_neg(x);
    worst = std::max(worst, std::abs(ours - e) / e / fast::detail::kEps);
  }
  CHECK(worst <= fast::detail::kExpUlps - 1);
  CHECK(fast::detail::exp_neg(0.0) == 1.0);
  CHECK(std::abs(fast::detail::exp_neg(std::log(2.0)) - 0.5) <= 2 * fast::detail::kEps);
  WARN("max |exp_neg - std::exp| in ulps: " << worst);
}

TEST_CASE("fast: clearing product at a batch of points equals the point-by-point one within bounds", "[alloc][fast]") {
  // The batch evaluates every value at every point (the point-by-point one skips negligible
  // tails), so they differ by rounding and skipped tails only: both bounds together cover it.
  // 2d6 rates share the base 1/36 (one exp per point, powers up the ladder); the last rates
  // share none (one exp per rate).
  const std::vector<double> odd = {0.17, 0.31, 0.52};
  const std::pair<std::vector<double>, Counts> cases[] = {{two_d6, {0, 1, 3, 4, 6, 8, 6, 4, 3, 1, 0}},
                                                          {two_d6, {0, 0, 1, 2, 2, 3, 2, 1, 1, 0, 0}},
                                                          {two_d6, {60, 0, 0, 0, 0, 2, 0, 0, 0, 0, 1}},
                                                          {odd, {3, 5, 9}}};
  for (const auto& [p, x] : cases) {
    const fast::detail::Clearing c(p, x);
    CHECK(c.ladder.usable() == (p != odd));
    std::vector<double> s;
    for (double z = 0.37; z < 3000; z *= 1.3) s.push_back(z);
    std::vector<fast::detail::Clearing::Point> batch(s.size());
    c.at(s.data(), s.size(), batch.data());  // more than one batch of kBatch points
    for (std::size_t j = 0; j < s.size(); ++j) {
      const auto one = c.at(s[j]);
      INFO("s " << s[j]);
      CHECK(std::abs(batch[j].open - one.open) <= batch[j].err_open + one.err_open);
      CHECK(std::abs(batch[j].cleared - one.cleared) <= batch[j].err_cleared + one.err_cleared);
      CHECK(batch[j].err_open < 1e-12);  // a few hundred ulps at most
    }
  }
}
