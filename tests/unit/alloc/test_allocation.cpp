// The allocation type, Bramhall's notation, multinomial table and reduction, the simulator and
// Fluet's two-value results (section 5).
#include <catch2/catch.hpp>

#include <cmath>
#include <random>

#include "alloc/allocation.hpp"
#include "alloc/exact/independent.hpp"
#include "alloc/exact/original.hpp"
#include "alloc/exact/solitaire.hpp"
#include "alloc/head_to_head.hpp"
#include "alloc/reduce.hpp"
#include "alloc/simulate.hpp"
#include "alloc/two_value.hpp"
#include "core/errors.hpp"

using namespace alea;
using namespace alea::alloc;

namespace {
ProbVector dice() { return ProbVector::dice(2, 6); }
}  // namespace

TEST_CASE("allocation: notation, tokens, normal form, neighbors, is_sub", "[alloc][allocation]") {
  auto b = Allocation::parse(dice(), "6^3 7^6 8^3");
  CHECK(b.to_string() == "[0,0,0,0,3,6,3,0,0,0,0]");
  CHECK(b.tokens() == 12);
  CHECK(Allocation::parse(dice(), "[2 4 5^2 6^3 7^2 9 10^2]").to_string() == "[1,0,1,2,3,2,0,1,2,0,0]");
  CHECK(Allocation::parse(dice(), "[3, 5, 6]").to_string() == "[0,1,0,1,1,0,0,0,0,0,0]");
  CHECK(Allocation::parse(dice(), "6 7 7") == Allocation::parse(dice(), "6 7^2"));
  CHECK_THROWS_AS(Allocation::parse(dice(), "13^2"), InvalidArgument);
  CHECK_THROWS_AS(Allocation::parse(dice(), "6^x"), InvalidArgument);
  CHECK_THROWS_AS(Allocation(dice(), {1, 2}), InvalidArgument);
  CHECK_THROWS_AS(Allocation(dice(), {0, 0, 0, 0, 0, -1, 0, 0, 0, 0, 0}), InvalidArgument);
  // Fluet 6.2.1: [4,2,3,1,1,0,...] is not in normal form for the sorted dice vector.
  auto sorted = ProbVector::from_exact({Rational(6, 36), Rational(5, 36), Rational(5, 36), Rational(4, 36),
                                        Rational(4, 36), Rational(3, 36), Rational(3, 36), Rational(2, 36),
                                        Rational(2, 36), Rational(1, 36), Rational(1, 36)});
  CHECK(Allocation(sorted, {4, 2, 3, 1, 1, 0, 0, 0, 0, 0, 0}).normal_form().to_string() ==
        "[4,3,2,1,1,0,0,0,0,0,0]");
  // In board order 6 and 8 are the equal pair: the larger count moves to 6.
  CHECK(Allocation(dice(), {0, 0, 0, 1, 1, 2, 2, 1, 0, 0, 0}).normal_form().to_string() ==
        "[0,0,0,1,2,2,1,1,0,0,0]");
  auto x = Allocation(ProbVector::uniform(3), {1, 0, 2});
  CHECK(x.neighbors().size() == 4);
  for (auto& n : x.neighbors()) CHECK(n.tokens() == 3);
  CHECK(Allocation(ProbVector::uniform(3), {1, 0, 1}).is_sub(x));
  CHECK_FALSE(x.is_sub(Allocation(ProbVector::uniform(3), {1, 0, 1})));
  CHECK_THROWS_AS(x.is_sub(Allocation(ProbVector::uniform(2), {1, 0})), InvalidArgument);
}

TEST_CASE("allocation: Bramhall's multinomial table", "[alloc][allocation]") {
  // {strategy, printed value, half a unit of the last printed digit}. Errata (docs/alloc.md):
  // the 10-token value is .00040197, not .00040917; the first 11- and 12-token rows print one
  // token too few (8 should be 8^2), and with it they give the printed values.
  struct Row { const char* s; double v, tol; };
  const Row rows[] = {
      {"7", .1667, 5e-5}, {"6 7", .0463, 5e-5}, {"6 7 8", .0193, 5e-5}, {"5 6 7 8", .0086, 5e-5},
      {"5 6 7 8 9", .0048, 5e-5}, {"5 6 7^2 8 9", .0024, 5e-5}, {"4 5 6 7 8 9", .0024, 5e-5},
      {"4 5 6 7^2 8 9", .0014, 5e-5}, {"4 5 6 7^2 8 9 10", .00092614, 5e-9},
      {"4 5 6^2 7^2 8 9 10", .00057884, 5e-9}, {"4 5 6^2 7^2 8^2 9 10", .00040197, 5e-9},
      {"3 4 5 6^2 7^2 8^2 9 10", .00024565, 5e-9}, {"4 5^2 6^2 7^2 8^2 9 10", .00024565, 5e-9},
      {"4 5 6^2 7^3 8^2 9 10", .00024565, 5e-9}, {"3 4 5 6^2 7^2 8^2 9 10 11", .00016377, 5e-9},
      {"3 4 5^2 6^2 7^2 8^2 9 10", .00016377, 5e-9}, {"3 4 5 6^2 7^3 8^2 9 10", .00016377, 5e-9},
      {"3 4 5 6^2 7^2 8^2 9^2 10", .00016377, 5e-9}};
  for (auto& r : rows) {
    auto a = Allocation::parse(dice(), r.s);
    INFO(r.s);
    CHECK(std::abs(a.multinomial() - r.v) <= r.tol);
    CHECK(to_double(a.multinomial_exact()) == Approx(a.multinomial()).epsilon(1e-12));
  }
  // The rows as printed: 10 and 11 tokens where 11 and 12 are meant.
  CHECK(Allocation::parse(dice(), "3 4 5 6^2 7^2 8 9 10").tokens() == 10);
  CHECK(Allocation::parse(dice(), "3 4 5 6^2 7^2 8 9 10 11").tokens() == 11);
}

TEST_CASE("allocation: reduction leaves WDL unchanged (Bramhall, random pairs)", "[alloc][allocation]") {
  auto [a, b] = reduce({0, 0, 0, 0, 2, 1, 1, 0, 0, 0, 0}, {0, 0, 0, 0, 1, 2, 1, 0, 0, 0, 0});
  CHECK(format_counts(a) == "[0,0,0,0,2,0,1,0,0,0,0]");
  CHECK(format_counts(b) == "[0,0,0,0,0,2,1,0,0,0,0]");
  std::vector<Rational> p = {Rational(1, 2), Rational(1, 4), Rational(1, 6), Rational(1, 12)};
  std::mt19937_64 rng(7);
  std::uniform_int_distribution<int> tok(0, 3);
  for (int k = 0; k < 30; ++k) {
    Counts x(4), y(4);
    for (auto& v : x) v = tok(rng);
    for (auto& v : y) v = tok(rng);
    auto [rx, ry] = reduce(x, y);
    auto w = exact::wdl_original(p, x, y), r = exact::wdl_original(p, rx, ry);
    CHECK(w.win == r.win);
    CHECK(w.draw == r.draw);
    CHECK(w.loss == r.loss);
  }
}

TEST_CASE("allocation: simulation lies within its interval of the exact value", "[alloc][allocation]") {
  auto p = dice().values();
  Counts a = {0, 0, 0, 0, 1, 2, 0, 0, 0, 0, 0}, b = {0, 0, 0, 0, 1, 1, 1, 0, 0, 0, 0};
  auto s = simulate(p, a, b, 40000, Rules::original, 11);
  auto w = exact::wdl_original(p, a, b);
  CHECK(s.win.low <= w.win);
  CHECK(w.win <= s.win.high);
  CHECK(s.loss.low <= w.loss);
  CHECK(w.loss <= s.loss.high);
  CHECK(s.wins + s.draws + s.losses == 40000);
  double d = exact::duration_original(p, a, b);
  CHECK(std::abs(s.mean_duration - d) <= s.duration_half_width);
  auto si = simulate(p, a, b, 40000, Rules::independent, 11);
  auto wi = exact::wdl_independent(p, a, b);
  CHECK(si.win.low <= wi.win);
  CHECK(wi.win <= si.win.high);
  // The same seed gives the same games.
  CHECK(simulate(p, a, b, 5000, Rules::original, 3).wins == simulate(p, a, b, 5000, Rules::original, 3).wins);
  CHECK_THROWS_AS(simulate(Allocation(dice(), a), Allocation(dice(), b), 0, Rules::original, std::nullopt),
                  InvalidArgument);
}

TEST_CASE("allocation: two values, Fluet section 5", "[alloc][allocation][seed000 §5]") {
  // Figure 17/18: t = 9, p = 2/3: minimal [7,2]; the median of Binomial(9, 2/3) is 6.
  CHECK(two_value::minimal(Rational(2, 3), 9) == 7);
  CHECK(two_value::emperor(Rational(2, 3), 9) == 6);
  // Figure 9's minimal allocations, including t = 1200 (doubles, through logs).
  const std::pair<std::int64_t, std::int64_t> fig9[] = {{1, 1}, {2, 2}, {3, 2}, {4, 3}, {5, 4}, {6, 5}, {7, 5},
                                                         {8, 6}, {9, 7}, {300, 204}, {600, 405}, {900, 606}, {1200, 807}};
  for (auto [t, x] : fig9) CHECK(two_value::minimal(2.0 / 3, t) == x);
  // Both formulas of 5.1 against the recursion, exactly.
  for (std::int64_t x1 = 0; x1 <= 6; ++x1)
    for (std::int64_t x2 = 0; x2 <= 5; ++x2) {
      Rational p(2, 3), e = exact::expected_time(std::vector<Rational>{p, 1 - p}, {x1, x2});
      CHECK(two_value::expected_time_first(p, x1, x2) == e);
      CHECK(two_value::expected_time_second(p, x1, x2) == e);
    }
  CHECK(two_value::expected_time_second(2.0 / 3, 807, 393) == Approx(1226.673).margin(5e-4));
  CHECK_THROWS_AS(two_value::minimal(1.5, 3), InvalidArgument);
  CHECK_THROWS_AS(two_value::emperor(0.5, -1), InvalidArgument);
}
