// The exact recursions (src/alloc/exact_*.cpp) against Fluet (seed 000) and Bramhall (seed 001):
// the worked examples in rationals, the printed E columns of Figures 8-11, the head-to-head
// percentages of sections 2.1, 2.2 and 2.6, and Rational-vs-double cross-checks.
#include <catch2/catch.hpp>

#include "delayed_interrupt.hpp"
#include "seed_tables.hpp"

#include <chrono>
#include <cmath>
#include <random>
#include <string>
#include <thread>

#include "alloc/exact/independent.hpp"
#include "alloc/exact/original.hpp"
#include "alloc/exact/original_impl.hpp"
#include "alloc/exact/solitaire.hpp"
#include "core/errors.hpp"
#include "core/interrupt.hpp"
#include "core/memory_guard.hpp"
#include "core/rational.hpp"
#include "prob/prob_vector.hpp"
#include "exact_literal.hpp"

using namespace alea;
using alea::test::R;
using namespace alea::alloc::exact;
using alea::test::DelayedInterrupt;

namespace {
std::vector<Rational> dice2() { return ProbVector::dice(2, 6).exact(); }
std::vector<double> dice2d() { return ProbVector::dice(2, 6).values(); }
std::vector<double> to_d(const std::vector<Rational>& p) {
  std::vector<double> r;
  for (auto& v : p) r.push_back(to_double(v));
  return r;
}
const std::vector<double> p4 = {.4, .3, .2, .1};
const std::vector<Rational> p321_exact = {R(1, 2), R(1, 3), R(1, 6)};
// Rounded to the 3 decimals the paper prints.
double round3(double v) { return std::round(v * 1000) / 1000; }
}  // namespace

TEST_CASE("exact: section 2.4, the 2-valued game in rationals", "[alloc][exact][seed000 §2.4]") {
  std::vector<Rational> p = {R(2, 3), R(1, 3)};
  CHECK(expected_time(p, {1, 1}) == R(7, 2));
  CHECK(expected_time(p, {2, 0}) == R(3));
  CHECK(expected_time(p, {0, 2}) == R(6));
  auto ab = wdl_original(p, {1, 1}, {2, 0});
  CHECK(ab.win == R(5, 9));
  CHECK(ab.draw == R(0));
  CHECK(ab.loss == R(4, 9));
  auto ac = wdl_original(p, {1, 1}, {0, 2});
  CHECK(ac.win == R(8, 9));
  CHECK(ac.draw == R(0));
  CHECK(ac.loss == R(1, 9));
}

TEST_CASE("exact: E(T) of five tokens each on 6, 7, 8 with two dice (issue 3)", "[alloc][exact]") {
  Rational e = expected_time(dice2(), {0, 0, 0, 0, 5, 5, 5, 0, 0, 0, 0});
  CHECK(to_string(e) == "3944780087497523445776943/82962908926146261286912");
}

TEST_CASE("exact: Figure 8, E(X*) of the printed minimal allocations", "[alloc][exact][seed000 Fig.8]") {
  for (const auto& [x, e] : seed::fluet_figure8())
    CHECK(round3(expected_time(dice2d(), x)) == Approx(e).margin(1e-9));
}

TEST_CASE("exact: Figures 9-11, the E columns", "[alloc][exact][seed000 Fig.9]") {
  std::vector<double> p2 = {2.0 / 3, 1.0 / 3};
  const std::pair<std::vector<std::int64_t>, double> fig9[] = {
      {{1, 0}, 1.500}, {{2, 0}, 3.000}, {{2, 1}, 4.333}, {{3, 1}, 5.389}, {{4, 1}, 6.593},
      {{5, 1}, 7.895}, {{5, 2}, 8.949}, {{6, 2}, 10.053}, {{7, 2}, 11.261}, {{204, 96}, 313.325},
      {{405, 195}, 618.844}, {{606, 294}, 923.093}, {{807, 393}, 1226.673}};
  for (auto& [x, e] : fig9) CHECK(round3(expected_time(p2, x)) == Approx(e).margin(1e-9));
  const std::pair<std::vector<std::int64_t>, double> fig10[] = {
      {{1, 0, 0}, 2.000},  {{1, 1, 0}, 3.800},  {{2, 1, 0}, 5.080},  {{3, 1, 0}, 6.648},
      {{3, 2, 0}, 8.074},  {{4, 2, 0}, 9.400},  {{4, 2, 1}, 10.923}, {{5, 2, 1}, 12.149},
      {{5, 3, 1}, 13.207}, {{6, 3, 1}, 14.387}, {{6, 4, 1}, 15.684}, {{7, 4, 1}, 16.802},
      {{8, 4, 1}, 18.104}, {{8, 5, 1}, 19.342}, {{9, 5, 1}, 20.568}};
  for (auto& [x, e] : fig10) CHECK(round3(expected_time(to_d(p321_exact), x)) == Approx(e).margin(1e-9));
  const std::pair<std::vector<std::int64_t>, double> fig11[] = {
      {{1, 0, 0, 0}, 2.500},  {{1, 1, 0, 0}, 4.405},  {{2, 1, 0, 0}, 6.088},
      {{2, 1, 1, 0}, 7.916},  {{3, 1, 1, 0}, 9.428},  {{3, 2, 1, 0}, 10.569},
      {{4, 2, 1, 0}, 12.079}, {{4, 3, 1, 0}, 13.519}, {{5, 3, 1, 0}, 14.979},
      {{5, 3, 2, 0}, 16.327}, {{5, 4, 2, 0}, 17.724}, {{6, 4, 2, 0}, 18.923},
      {{7, 4, 2, 0}, 20.395}, {{7, 5, 2, 0}, 21.739}, {{7, 5, 3, 0}, 23.057}};
  for (auto& [x, e] : fig11) CHECK(round3(expected_time(p4, x)) == Approx(e).margin(1e-9));
}

TEST_CASE("exact: section 2.1, B beats A 75% / 9% / 16%", "[alloc][exact][seed000 §2.1]") {
  auto r = wdl_original(dice2d(), {0, 0, 1, 1, 2, 4, 2, 1, 1, 0, 0}, {1, 1, 1, 1, 1, 2, 1, 1, 1, 1, 1});
  CHECK(std::round(r.win * 100) == 75);
  CHECK(std::round(r.draw * 100) == 9);
  CHECK(std::round(r.loss * 100) == 16);
}

TEST_CASE("exact: section 2.2, the 4-valued game", "[alloc][exact][seed000 §2.2]") {
  // B = [5,3,2,0] loses to A = [4,3,2,1] more than one and a half times as often as it wins.
  auto ba = wdl_original(p4, {5, 3, 2, 0}, {4, 3, 2, 1});
  CHECK(ba.loss > 1.5 * ba.win);
  auto r = wdl_original(p4, {10, 6, 3, 1}, {8, 6, 4, 2});
  CHECK(r.win == Approx(.4335).margin(5e-4));  // .43384, printed truncated as .433
  CHECK(r.loss == Approx(.388).margin(5e-4));
  CHECK(r.draw == Approx(.179).margin(1e-3));
  // The non-transitive triangle: [8,6,4,2] beats [9,6,4,1], which beats [10,6,3,1].
  auto a = wdl_original(p4, {8, 6, 4, 2}, {9, 6, 4, 1});
  CHECK(a.win > a.loss);
  auto b = wdl_original(p4, {9, 6, 4, 1}, {10, 6, 3, 1});
  CHECK(b.win > b.loss);
}

TEST_CASE("exact: section 2.6, Independent rules", "[alloc][exact][seed000 §2.6]") {
  std::vector<Rational> p = {R(1, 2), R(1, 4), R(1, 4)};
  auto o = wdl_original(p, {1, 1, 0}, {1, 0, 1});
  CHECK(to_double(o.win) == Approx(.4167).margin(5e-5));
  CHECK(o.win == o.loss);
  auto i = wdl_independent(p, {1, 1, 0}, {1, 0, 1});
  CHECK(to_double(i.win) == Approx(.4212).margin(5e-5));
  CHECK(i.win == i.loss);
  // The paper's [9,6,3,1] has 19 tokens; [9,6,4,1] (the Figure 13 emperor) gives its numbers.
  auto a = wdl_independent(p4, {9, 6, 4, 1}, {10, 6, 3, 1});
  CHECK(a.win == Approx(.4818).margin(5e-5));
  CHECK(a.loss == Approx(.4620).margin(5e-5));
  auto b = wdl_independent(p4, {9, 6, 4, 1}, {8, 6, 4, 2});
  CHECK(b.win == Approx(.5183).margin(5e-5));
  CHECK(b.loss == Approx(.4313).margin(5e-5));
}

TEST_CASE("exact: Bramhall's worked examples", "[alloc][exact]") {
  auto p = dice2();
  // A = [6 7^2], B = [6 7 8]: Pr(A beats B) = .2272 and the expected game duration 7.98.
  std::vector<std::int64_t> a = {0, 0, 0, 0, 1, 2, 0, 0, 0, 0, 0}, b = {0, 0, 0, 0, 1, 1, 1, 0, 0, 0, 0};
  CHECK(to_double(wdl_original(p, a, b).win) == Approx(.2272).margin(5e-5));
  // Bramhall prints 7.98 but leaves out the wait inside each reduced game; conditioning on
  // each roll in turn (docs/alloc.md, errata) gives 10.87.
  Rational e1 = R(36, 11) + R(6, 11) * R(36, 11) + R(5, 11) * R(6);
  Rational e2 = R(36, 16) + R(5, 16) * R(36, 11) + R(11, 16) * R(36, 5);
  Rational e3 = R(36, 11) + R(5, 11) * R(6) + R(6, 11) * R(36, 5);
  CHECK(duration_original(p, a, b) == R(36, 16) + R(5, 16) * e1 + R(6, 16) * e2 + R(5, 16) * e3);
  CHECK(to_double(duration_original(p, a, b)) == Approx(10.8686).margin(1e-4));
  // [3,5,6] vs [6^3]: ED 22.33 and 21.6.
  CHECK(to_double(expected_time(p, {0, 1, 0, 1, 1, 0, 0, 0, 0, 0, 0})) == Approx(22.33).margin(5e-3));
  CHECK(expected_time(p, {0, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0}) == R(108, 5));
  auto w = wdl_original(p, {0, 1, 0, 1, 1, 0, 0, 0, 0, 0, 0}, {0, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0});
  // Bramhall prints .5459 / .4541 (a simulation); the exact values are .5580 / .4420 (errata).
  CHECK(to_double(w.win) == Approx(.5580).margin(5e-5));
  CHECK(to_double(w.loss) == Approx(.4420).margin(5e-5));
  CHECK(w.draw == R(0));
  // Transitivity: A = [2,5,6], B = [2,4,7], C = [2,7^2].
  std::vector<std::int64_t> A = {1, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0}, B = {1, 0, 1, 0, 0, 1, 0, 0, 0, 0, 0},
                            C = {1, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0};
  auto ab = wdl_original(p, A, B), bc = wdl_original(p, B, C), ac = wdl_original(p, A, C);
  CHECK(to_double(ab.win) == Approx(.21).margin(5e-3));
  CHECK(to_double(ab.loss) == Approx(.17).margin(5e-3));
  CHECK(to_double(bc.win) == Approx(.18).margin(5e-3));
  CHECK(to_double(bc.loss) == Approx(.17).margin(5e-3));
  CHECK(to_double(ac.win) == Approx(.1747).margin(5e-5));
  CHECK(to_double(ac.loss) == Approx(.1777).margin(5e-5));
}

TEST_CASE("exact: variance and pmf", "[alloc][exact]") {
  // One token on a value of probability p: geometric, Var = (1-p)/p^2.
  std::vector<Rational> p = {R(1, 4), R(3, 4)};
  CHECK(variance(p, {1, 0}) == R(12));
  // pmf sums towards 1 and its mean matches E[T_X].
  auto f = pmf(to_d(p321_exact), {2, 1, 1}, 400);
  double sum = 0, mean = 0;
  for (std::size_t n = 0; n < f.size(); ++n) sum += f[n], mean += n * f[n];
  CHECK(sum == Approx(1).margin(1e-12));
  CHECK(mean == Approx(expected_time(to_d(p321_exact), {2, 1, 1})).margin(1e-9));
  auto fr = pmf(p321_exact, {1, 1, 0}, 3);
  CHECK(fr[0] == R(0));
  CHECK(fr[1] == R(0));
  CHECK(fr[2] == R(1, 3));  // 2 * 1/2 * 1/3
  CHECK(pmf(p321_exact, {0, 0, 0}, 2)[0] == R(1));
}

TEST_CASE("exact: Rational and double recursions agree (property)", "[alloc][exact]") {
  std::mt19937_64 rng(3);
  std::uniform_int_distribution<int> tokens(0, 3);
  for (int trial = 0; trial < 20; ++trial) {
    std::vector<std::int64_t> x(3), y(3);
    for (auto& v : x) v = tokens(rng);
    for (auto& v : y) v = tokens(rng);
    auto pd = to_d(p321_exact);
    CHECK(to_double(expected_time(p321_exact, x)) == Approx(expected_time(pd, x)).margin(1e-12));
    CHECK(to_double(variance(p321_exact, x)) == Approx(variance(pd, x)).margin(1e-10));
    auto o = wdl_original(p321_exact, x, y);
    CHECK(o.win + o.draw + o.loss == R(1));
    auto od = wdl_original(pd, x, y);
    CHECK(to_double(o.win) == Approx(od.win).margin(1e-12));
    auto rev = wdl_original(p321_exact, y, x);
    CHECK(rev.win == o.loss);
    CHECK(rev.draw == o.draw);
    auto ind = wdl_independent(p321_exact, x, y);
    CHECK(ind.win + ind.draw + ind.loss == R(1));
    CHECK(to_double(ind.win) == Approx(wdl_independent(pd, x, y).win).margin(1e-12));
    CHECK(wdl_independent(p321_exact, y, x).win == ind.loss);
    Rational dur = duration_original(p321_exact, x, y);
    CHECK(dur <= expected_time(p321_exact, x));
    CHECK(dur <= expected_time(p321_exact, y));
    Rational di = duration_independent(p321_exact, x, y);
    CHECK(di <= expected_time(p321_exact, x));
    CHECK(di <= expected_time(p321_exact, y));
  }
}

TEST_CASE("exact: tables past the memory guard are refused up front", "[alloc][exact]") {
  // Invalid allocations never get here (test_surface.cpp); tables past the memory guard are refused.
  CHECK_THROWS_WITH(expected_time(dice2d(), {100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100}),
                    Catch::Contains("over the memory limit"));
  CHECK_THROWS_AS(wdl_independent(dice2d(), {0, 9, 9, 9, 9, 9, 9, 9, 9, 9, 0}, {0, 9, 9, 9, 9, 9, 9, 9, 9, 9, 0}),
                  LimitExceeded);
}

// --- Ctrl-C ------------------------------------------------------------------------------

// 6^7 = 279,936 sub-allocations in Rational with denominators up to 36^42: seconds of work
// uninterrupted, so the 50 ms interrupt arrives mid-recursion.
namespace {
const alloc::Counts kLarge = {0, 0, 0, 5, 5, 5, 5, 5, 5, 5, 0};
}  // namespace

TEST_CASE("exact: Ctrl-C stops a large exact recursion", "[alloc][exact][interrupt]") {
  clear_interrupt();
  {
    DelayedInterrupt stop;
    CHECK_THROWS_AS(expected_time(dice2(), kLarge), Interrupted);
  }
  CHECK_NOTHROW(check_interrupt());
  {
    DelayedInterrupt stop;
    // 5^4 x 5^4 = 390,625 pairs of sub-allocations.
    CHECK_THROWS_AS(wdl_independent(dice2(), alloc::Counts{0, 0, 0, 0, 4, 4, 4, 4, 0, 0, 0}, alloc::Counts{0, 0, 0, 4, 4, 4, 4, 0, 0, 0, 0}),
                    Interrupted);
  }
  CHECK_NOTHROW(check_interrupt());
  // The flag is clear again: a small exact computation runs to the end.
  CHECK(expected_time(std::vector<Rational>{R(2, 3), R(1, 3)}, {1, 1}) == R(7, 2));
}


// --- The layered integer recursion (original_impl.hpp) ----------------------------------------

namespace {
// A random probability vector with exact entries of mixed denominators.
std::vector<Rational> random_exact_p(std::mt19937_64& rng, std::size_t n) {
  std::uniform_int_distribution<int> w(1, 12), den(1, 5);
  std::vector<Rational> p(n);
  Rational sum = 0;
  for (auto& v : p) {
    v = Rational(w(rng), den(rng));
    sum += v;
  }
  for (auto& v : p) v /= sum;
  return p;
}
}  // namespace

TEST_CASE("exact: layered integers equal the generic rational recursion (property)", "[alloc][exact]") {
  namespace oi = alloc::exact::original_impl;
  std::mt19937_64 rng(11);
  std::uniform_int_distribution<int> tokens(0, 3);
  for (int trial = 0; trial < 40; ++trial) {
    const auto p = trial % 4 == 0 ? dice2() : random_exact_p(rng, 2 + trial % 5);
    alloc::Counts x(p.size()), y(p.size());
    // At most six values hold tokens, so the generic rational table stays small (4^6 states).
    for (std::size_t i = 0; i < std::min<std::size_t>(p.size(), 6); ++i) {
      x[p.size() - 1 - i] = tokens(rng);
      y[p.size() - 1 - i] = tokens(rng);
    }
    x.back() += 1;  // never both empty
    auto layered = oi::wdl_layers<BigInt>(p, x, y);
    REQUIRE(layered);
    auto generic = oi::wdl_generic(p, x, y);
    CHECK(layered->win == generic.win);
    CHECK(layered->draw == generic.draw);
    CHECK(layered->loss == generic.loss);
    auto gmp = oi::wdl_layers<GmpInt>(p, x, y);  // the backend alea runs them on
    REQUIRE(gmp);
    CHECK(gmp->win == generic.win);
    CHECK(gmp->loss == generic.loss);
    auto dl = oi::duration_layers<BigInt>(p, x, y);
    REQUIRE(dl);
    CHECK(*dl == oi::duration_generic(p, x, y));
    CHECK(*oi::duration_layers<GmpInt>(p, x, y) == *dl);
  }
}

TEST_CASE("exact: the layered recursion declines what it cannot do, and the result is the same", "[alloc][exact]") {
  namespace oi = alloc::exact::original_impl;
  // 17 values with tokens: 2^17 subset sums are not enumerated; the generic path answers.
  std::vector<Rational> p(17, R(1, 17));
  alloc::Counts x(17, 1), y(17, 1);
  y[0] = 2;
  x[1] = 0;
  CHECK_FALSE(oi::wdl_layers<BigInt>(p, x, y));
  auto w = wdl_original(p, x, y);
  CHECK(w.win + w.draw + w.loss == R(1));
  CHECK(to_double(w.win) == Approx(wdl_original(to_d(p), x, y).win).margin(1e-12));
  // Section 2.1's B beats A 75% / 9% / 16%, through the layers (dice2 has 11 values).
  auto r = oi::wdl_layers<BigInt>(dice2(), {0, 0, 1, 1, 2, 4, 2, 1, 1, 0, 0}, {1, 1, 1, 1, 1, 2, 1, 1, 1, 1, 1});
  REQUIRE(r);
  CHECK(round3(to_double(r->win)) == Approx(0.75).margin(0.005));
  CHECK(round3(to_double(r->draw)) == Approx(0.09).margin(0.005));
  CHECK(round3(to_double(r->loss)) == Approx(0.16).margin(0.005));
}
