// Searches over all allocations (Fluet 2.5, 4, 5, 6.2.1; Bramhall's multinomial strategy): the
// seeds' figures, Fluet's counts of 6.2.1, and the pruned search against brute force (every
// allocation decided in rationals) on small random instances.
#include <catch2/catch.hpp>

#include "seed_tables.hpp"

#include <algorithm>
#include <cmath>
#include <random>
#include <set>
#include <vector>

#include "alloc/allocation.hpp"
#include "alloc/enumerate.hpp"
#include "alloc/exact/independent.hpp"
#include "alloc/exact/original.hpp"
#include "alloc/exact/solitaire.hpp"
#include "alloc/fast/cdf.hpp"
#include "alloc/fast/duration.hpp"
#include "alloc/fast/moments.hpp"
#include "alloc/fast/wdl.hpp"
#include "alloc/search/minimal.hpp"
#include "alloc/search/multinomial.hpp"
#include "alloc/search/all.hpp"
#include "alloc/search/mat.hpp"
#include "alloc/two_value.hpp"
#include "core/errors.hpp"
#include "small_games.hpp"

using namespace alea;
using namespace alea::alloc;
using alea::alloc::testing::two_dice;

namespace {

ProbVector weights(const std::vector<int>& w) {
  std::vector<Rational> r;
  for (int v : w) r.emplace_back(v);
  return ProbVector::from_exact(r);  // normalized exactly
}


Counts mirror(Counts x) { return std::reverse(x.begin(), x.end()), x; }

bool contains(const std::vector<Counts>& xs, const Counts& x) { return std::find(xs.begin(), xs.end(), x) != xs.end(); }

// Brute force: every allocation's E(T_X) in rationals; the set of least ones and the least value.
std::pair<std::vector<Counts>, Rational> brute_minimal(const ProbVector& p, std::int64_t t) {
  std::vector<Counts> best;
  Rational least(-1);
  for_each_allocation(p.size(), t, [&](const Counts& x) {
    Rational e = exact::expected_time(p.exact(), x);
    if (least < 0 || e < least) least = e, best.clear();
    if (e == least) best.push_back(x);
    return true;
  });
  return {best, least};
}

// Fluet's conditions in integer weights (p_i = w_i / 36), independent of search_mat.cpp.
const int kDiceWeights[11] = {1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1};
bool first_mat_by_weights(const Counts& x) {
  for (int a = 0; a < 11; ++a)
    for (int b = 0; b < 11; ++b)
      if (kDiceWeights[a] < kDiceWeights[b] && !(kDiceWeights[b] * (x[a] - 1) < kDiceWeights[a] * x[b])) return false;
  return true;
}
bool second_mat_by_weights(const Counts& x) {
  for (int a = 0; a < 11; ++a)
    if (std::abs(x[a] - x[10 - a]) > 1) return false;
  return true;
}

}  // namespace

TEST_CASE("search: count and all, with and without normal form (Fluet 6.2.1: 68,354 of 646,646)", "[alloc][search][seed000 §6.2]") {
  REQUIRE(count_allocations(two_dice(), 12, false) == 646646);
  REQUIRE(count_allocations(two_dice(), 12, true) == 68354);
  std::mt19937 rng(4);
  for (int trial = 0; trial < 40; ++trial) {
    std::size_t n = 1 + rng() % 5;
    std::vector<int> w(n);
    for (auto& v : w) v = 1 + static_cast<int>(rng() % 3);  // many equal probabilities
    ProbVector p = weights(w);
    std::int64_t t = rng() % 8;
    auto classes = equal_probability_classes(p);
    std::vector<Counts> all, normal;
    for_each_allocation(n, t, [&](const Counts& x) {
      all.push_back(x);
      if (is_normal_form(classes, x)) normal.push_back(x);
      return true;
    });
    REQUIRE(all_allocations(p, t, false, 1000000) == all);
    REQUIRE(all_allocations(p, t, true, 1000000) == normal);
    REQUIRE(count_allocations(p, t, false) == all.size());
    REQUIRE(count_allocations(p, t, true) == normal.size());
  }
  REQUIRE_THROWS_AS(all_allocations(two_dice(), 12, false, 600000), LimitExceeded);
  REQUIRE_THROWS_AS(count_allocations(two_dice(), -1, false), InvalidArgument);
  REQUIRE_THROWS_AS(count_allocations(ProbVector::uniform(40), 1000, false), LimitExceeded);
}

TEST_CASE("search: Fluet 6.2.1's counts for 12 tokens on two dice (175, 35,014, 109, 76, 49)", "[alloc][search][seed000 §6.2][seed000 §2.1]") {
  std::uint64_t first = 0, second = 0, both = 0;
  for_each_allocation(11, 12, [&](const Counts& x) {
    bool a = first_mat_by_weights(x), b = second_mat_by_weights(x);
    first += a, second += b, both += a && b;
    return true;
  });
  CHECK(first == 175);
  CHECK(second == 35014);
  CHECK(both == 109);
  // The library's predicates agree with the integer ones on every allocation of up to 5 tokens.
  ProbVector d = two_dice();
  for (std::int64_t t = 0; t <= 5; ++t)
    for_each_allocation(11, t, [&](const Counts& x) {
      REQUIRE(satisfies_first_mat(d, x) == first_mat_by_weights(x));
      REQUIRE(satisfies_second_mat(d, x) == second_mat_by_weights(x));
      return true;
    });
  // Third MAT: normal-form partitions of 12 into at most 11 parts in probability order.
  std::uint64_t partitions = 0;
  auto normal = all_allocations(d, 12, true, 100000);
  for (const auto& x : normal) {
    Counts y{x[5], x[4], x[6], x[3], x[7], x[2], x[8], x[1], x[9], x[0], x[10]};  // decreasing p
    partitions += std::is_sorted(y.begin(), y.end(), std::greater<>());
  }
  CHECK(partitions == 76);
  auto candidates = mat_candidates(d, 12);
  CHECK(candidates.size() == 49);
  for (const auto& x : candidates) REQUIRE((first_mat_by_weights(x) && second_mat_by_weights(x)));
  auto r = minimal_allocations(d, 12, {false, Pruning::mats, true});
  CHECK(r.evaluated == 49);
  CHECK(r.leaves == 49);
}

TEST_CASE("search: Figure 8 and 2.7, minimal allocations on two dice", "[alloc][search][seed000 Fig.8]") {
  ProbVector d = two_dice();
  const std::int64_t ts[] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 18, 24, 30, 36};
  for (std::size_t i = 0; i < 17; ++i) {
    const auto& [x, e] = seed::fluet_figure8()[i];
    auto r = minimal_allocations(d, ts[i], {false, Pruning::all, true});
    INFO("t = " << ts[i]);
    REQUIRE(contains(r.allocations, x));
    REQUIRE(contains(r.allocations, mirror(x)));
    REQUIRE(r.expected_time == Approx(e).margin(0.0005));
    for (const auto& y : r.allocations) REQUIRE(equal_probability_images(d, y).size() <= r.allocations.size());
  }
  // 2.7 / Figure 15: exactly two minimal allocations of 12 tokens, mirror images.
  auto r12 = minimal_allocations(d, 12, {false, Pruning::all, true});
  REQUIRE(r12.allocations == std::vector<Counts>{{0, 0, 1, 2, 2, 3, 2, 1, 1, 0, 0}, {0, 0, 1, 1, 2, 3, 2, 2, 1, 0, 0}});
  // Exact mode: the least E in rationals, equal to the recursion's value of the printed row.
  for (std::int64_t t = 1; t <= 7; ++t) {
    auto r = minimal_allocations(d, t, {true, Pruning::all, true});
    REQUIRE(r.exact_time);
    REQUIRE(*r.exact_time == exact::expected_time(d.exact(), seed::fluet_figure8()[t - 1].first));
  }
}

TEST_CASE("search: Figures 9, 10, 11 (two, three and four values)", "[alloc][search][seed000 Fig.9]") {
  auto check = [](const ProbVector& p, const std::vector<seed::MinimalRow>& rows) {
    for (const auto& row : rows) {
      INFO("t = " << row.t);
      auto r = minimal_allocations(p, row.t, {false, Pruning::all, true});
      REQUIRE(r.allocations == std::vector<Counts>{row.x});
      REQUIRE(r.expected_time == Approx(row.e).margin(0.0005));
    }
  };
  check(weights({2, 1}), seed::fluet_figure9());
  check(weights({3, 2, 1}), seed::fluet_figure10());
  check(weights({4, 3, 2, 1}), seed::fluet_figure11());
  check(ProbVector::from_doubles({.4, .3, .2, .1}), seed::fluet_figure11());
  // 5.2's theorem gives the same rows for two values.
  for (const auto& row : seed::fluet_figure9()) REQUIRE(two_value::minimal(Rational(2, 3), row.t) == row.x[0]);
}

TEST_CASE("search: the non-uniqueness example of 2.5, P = ((sqrt5-1)/2, (3-sqrt5)/2)", "[alloc][search]") {
  // Algebra: 2/p1 = sqrt5 + 1 = 1/p1 + 1/p2 - 1, so E[2,0] = E[1,1] exactly; E[0,2] = 2/p2 = 3 + sqrt5.
  // In doubles the two agree within the fast method's bound and both are listed as minimal.
  const double s5 = std::sqrt(5.0), p1 = (s5 - 1) / 2;
  ProbVector p = ProbVector::from_doubles({p1, 1 - p1});
  auto r = minimal_allocations(p, 2, {false, Pruning::all, true});
  REQUIRE(r.allocations == std::vector<Counts>{{2, 0}, {1, 1}});
  REQUIRE(r.tie_within_bound);
  auto e20 = fast::expected_time(p.values(), {2, 0}), e11 = fast::expected_time(p.values(), {1, 1});
  REQUIRE(std::abs(e20.value - e11.value) <= e20.bound + e11.bound + 1e-14);
  REQUIRE(e20.value == Approx(s5 + 1).epsilon(1e-12));
  REQUIRE(fast::expected_time(p.values(), {0, 2}).value == Approx(3 + s5).epsilon(1e-12));
  // Nearby rational P (a Fibonacci ratio) breaks the tie, and the exact decision sees it.
  auto q = minimal_allocations(weights({89, 55}), 2, {true, Pruning::all, true});
  REQUIRE(q.allocations == brute_minimal(weights({89, 55}), 2).first);
  REQUIRE(q.allocations.size() == 1);
}

TEST_CASE("search: section 5's two-value theorem against the search and brute force", "[alloc][search][seed000 §5]") {
  for (int den = 2; den <= 9; ++den)
    for (int num = 1; num < den; ++num)
      for (std::int64_t t = 1; t <= 24; t += 1 + (t > 10)) {
        Rational p1(num, den);
        ProbVector p = ProbVector::from_exact({p1, Rational(1) - p1});
        // Brute force by formula 5.1 (second form), independent of the recursion and the search.
        std::vector<Counts> best;
        Rational least(-1);
        for (std::int64_t x = t; x >= 0; --x) {
          Rational e = two_value::expected_time_second(p1, x, t - x);
          if (least < 0 || e < least) least = e, best.clear();
          if (e == least) best.push_back({x, t - x});
        }
        INFO("p = " << num << "/" << den << ", t = " << t);
        auto r = minimal_allocations(p, t, {false, Pruning::all, true});
        REQUIRE(r.allocations == best);
        REQUIRE(contains(best, Counts{two_value::minimal(p1, t), t - two_value::minimal(p1, t)}));
      }
}

TEST_CASE("search: pruned search = full enumeration on random small instances", "[alloc][search]") {
  std::mt19937 rng(2026);
  for (int trial = 0; trial < 60; ++trial) {
    std::size_t n = 2 + rng() % 4;
    std::vector<int> w(n);
    for (auto& v : w) v = 1 + static_cast<int>(rng() % 5);
    ProbVector p = weights(w);
    std::int64_t t = 1 + rng() % (n <= 3 ? 8 : 5);
    INFO("trial " << trial << ", t = " << t << ", P = " << p.to_string());
    auto [best, least] = brute_minimal(p, t);
    for (auto pruning : {Pruning::all, Pruning::mats, Pruning::none}) {
      auto r = minimal_allocations(p, t, {true, pruning, true});
      REQUIRE(r.allocations == best);
      REQUIRE(*r.exact_time == least);
    }
    auto fast_only = minimal_allocations(p, t, {false, Pruning::all, true});
    REQUIRE(fast_only.allocations == best);
    // The same game in floats: the search finds the same allocations (ties within the bound).
    auto floats = minimal_allocations(ProbVector::from_doubles(p.values()), t, {false, Pruning::all, true});
    for (const auto& x : best) REQUIRE(contains(floats.allocations, x));
    REQUIRE(floats.expected_time == Approx(to_double(least)).epsilon(1e-10));
  }
}

TEST_CASE("search: Bramhall's multinomial table, its ties and his greedy builder", "[alloc][search]") {
  ProbVector d = two_dice();
  // Corrections (docs/alloc.md, Errata): 10 tokens prints .00040917 for .00040197; the first 11-
  // and 12-token rows lack a second 8 (they hold 10 and 11 tokens).
  for (const auto& row : seed::bramhall_multinomial()) {
    std::string s = row.strategy;
    Allocation printed = Allocation::parse(d, s);
    if (printed.tokens() < row.t) printed = Allocation::parse(d, s + " 8");
    INFO(row.t << " tokens: " << s);
    REQUIRE(printed.tokens() == row.t);
    auto best = best_multinomial(d, row.t);
    REQUIRE(contains(best.allocations, printed.counts()));
    REQUIRE(contains(best.allocations, mirror(printed.counts())));
    double printed_value = row.t == 10 ? .00040197 : row.printed;
    // Half a unit of the last printed digit: 4 decimals above .001, 8 below.
    if (printed_value > 0) REQUIRE(best.value == Approx(printed_value).margin(printed_value > .001 ? .5e-4 : .5e-8));
  }
  // The ties Bramhall reports: 3 maximizers at 6 tokens, 5 at 11, 10 at 12 (mirrors included);
  // at 7 tokens he prints one, but [4 5 6 7 8 9 10] ties with it (brute force below agrees).
  CHECK(best_multinomial(d, 6).allocations.size() == 3);
  CHECK(contains(best_multinomial(d, 7).allocations, Allocation::parse(d, "4 5 6 7 8 9 10").counts()));
  CHECK(best_multinomial(d, 11).allocations.size() == 5);
  CHECK(best_multinomial(d, 12).allocations.size() == 10);
  // His builder adds one token per step and every step is a maximum.
  auto path = greedy_multinomial(d, 12);
  REQUIRE(path.size() == 12);
  for (std::size_t s = 0; s < path.size(); ++s) {
    REQUIRE(contains(best_multinomial(d, static_cast<std::int64_t>(s) + 1).allocations, path[s]));
    if (s > 0) REQUIRE(Allocation(d, path[s - 1]).is_sub(Allocation(d, path[s])));
  }
}

TEST_CASE("search: multinomial maxima = brute force over all allocations", "[alloc][search]") {
  std::mt19937 rng(36);
  std::vector<ProbVector> ps{two_dice()};
  for (int trial = 0; trial < 30; ++trial) {
    std::vector<int> w(2 + rng() % 4);
    for (auto& v : w) v = 1 + static_cast<int>(rng() % 6);
    ps.push_back(weights(w));
  }
  for (const auto& p : ps)
    for (std::int64_t t = 0; t <= (p.size() > 6 ? 6 : 8); ++t) {
      std::vector<Counts> best;
      Rational most(-1);
      for_each_allocation(p.size(), t, [&](const Counts& x) {
        Rational m = Allocation(p, x).multinomial_exact();
        if (m > most) most = m, best.clear();
        if (m == most) best.push_back(x);
        return true;
      });
      INFO("P = " << p.to_string() << ", t = " << t);
      auto r = best_multinomial(p, t);
      REQUIRE(r.allocations == best);
      REQUIRE(*r.exact == most);
    }
}

TEST_CASE("search: bad input", "[alloc][search]") {
  REQUIRE_THROWS_AS(minimal_allocations(two_dice(), -1, {false, Pruning::all, true}), InvalidArgument);
  // exact=true with float entries computes from their binary values (the float rule): as from the rats.
  REQUIRE(minimal_allocations(ProbVector::from_doubles({.5, .5}), 3, {true, Pruning::all, true}).allocations ==
          minimal_allocations(ProbVector::from_exact({Rational(1, 2), Rational(1, 2)}), 3, {true, Pruning::all, true}).allocations);
  REQUIRE_THROWS_AS(best_multinomial(two_dice(), -2), InvalidArgument);
  REQUIRE_THROWS_AS(greedy_multinomial(two_dice(), -2), InvalidArgument);
  REQUIRE_THROWS_AS(best_multinomial(ProbVector::uniform(30), 15, 1000), LimitExceeded);
  // Zero tokens: the empty allocation, cleared at once.
  auto r = minimal_allocations(two_dice(), 0, {true, Pruning::all, true});
  REQUIRE(r.allocations == std::vector<Counts>{Counts(11, 0)});
  REQUIRE(*r.exact_time == 0);
  // A value of probability 0 never holds a token of a minimal allocation.
  auto z = minimal_allocations(ProbVector::from_exact({Rational(1, 2), Rational(0), Rational(1, 2)}), 3, {false, Pruning::all, true});
  REQUIRE(z.allocations == std::vector<Counts>{{2, 0, 1}, {1, 0, 2}});
}

TEST_CASE("search: a counterexample to Fluet's Minimal Sub-allocation Conjecture (7.1)", "[alloc][search]") {
  // Found by scripts/alloc/conjectures.lua; here both minimal sets come from exhaustive exact
  // enumeration and from the search: the only minimal allocation of 10 tokens is not inside the
  // only minimal allocation of 11.
  ProbVector p = weights({2, 1, 3, 2});
  auto [ten, e10] = brute_minimal(p, 10);
  auto [eleven, e11] = brute_minimal(p, 11);
  REQUIRE(ten == std::vector<Counts>{{2, 1, 5, 2}});
  REQUIRE(eleven == std::vector<Counts>{{3, 0, 5, 3}});
  REQUIRE_FALSE(Allocation(p, ten[0]).is_sub(Allocation(p, eleven[0])));
  REQUIRE(minimal_allocations(p, 10, {false, Pruning::all, true}).allocations == ten);
  REQUIRE(minimal_allocations(p, 11, {false, Pruning::all, true}).allocations == eleven);
}

TEST_CASE("search: a counterexample to Fluet's Splitting Conjecture (7.2)", "[alloc][search]") {
  // Found by scripts/alloc/conjectures.lua (and confirmed there by the unpruned search over all
  // normal-form allocations). P = (1,3,2,2,3,1)/12; merging values 1 and 6, the two least
  // probable, gives P' = (2,3,2,2,3)/12. The minimal Y = [3,6,4,4,6] of P' would need a minimal
  // X of P with x_2..x_5 >= 6, 4, 4, 6 and x_1 + x_6 <= 3 - no minimal X of P has x_3, x_4 >= 4.
  ProbVector p = weights({1, 3, 2, 2, 3, 1}), merged = weights({2, 3, 2, 2, 3});
  for (auto pruning : {Pruning::all, Pruning::mats}) {
    auto x = minimal_allocations(p, 23, {true, pruning, true});
    auto y = minimal_allocations(merged, 23, {true, pruning, true});
    REQUIRE(x.allocations == std::vector<Counts>{{1, 7, 4, 3, 7, 1}, {1, 7, 3, 4, 7, 1}});
    REQUIRE(contains(y.allocations, Counts{3, 6, 4, 4, 6}));
    for (const auto& xs : x.allocations) REQUIRE_FALSE((xs[2] >= 4 && xs[3] >= 4));
  }
}

TEST_CASE("search: a 10-token counterexample to the Splitting Conjecture (7.2)", "[alloc][search]") {
  // P = (10,3,4,3,5,1)/26, merging values 5 and 6 gives P' = (10,3,4,3,6)/26, whose minimal
  // allocation [5,1,1,1,2] keeps a token on each of values 2, 3, 4; every minimal allocation of
  // P leaves value 2 or value 4 empty. Decided by every normal-form allocation (no MAT or bound
  // pruning) and by the pruned search, both in exact mode.
  ProbVector p = weights({10, 3, 4, 3, 5, 1}), merged = weights({10, 3, 4, 3, 6});
  for (auto pruning : {Pruning::all, Pruning::none}) {
    auto x = minimal_allocations(p, 10, {true, pruning, true});
    auto y = minimal_allocations(merged, 10, {true, pruning, true});
    REQUIRE(x.allocations == std::vector<Counts>{{6, 1, 1, 0, 2, 0}, {6, 0, 1, 1, 2, 0}});
    REQUIRE(y.allocations == std::vector<Counts>{{5, 1, 1, 1, 2}});
  }
}

TEST_CASE("search: images are counted, and listed only when asked and when they fit", "[alloc][search]") {
  // Fluet Figure 8, t = 12: two minimal allocations, a normal form and its mirror image.
  auto r = minimal_allocations(two_dice(), 12);
  REQUIRE(r.count == 2);
  REQUIRE(r.allocations.empty());
  REQUIRE(r.normal_forms.size() == 1);
  // Twelve tokens on 200 equally likely values: one normal form (twelve ones), C(200, 12) images
  // (6.1 * 10^18); listing them is refused up front, counting them is immediate.
  const auto U = ProbVector::uniform(200);
  auto u = minimal_allocations(U, 12);
  REQUIRE(u.count == 6107693672247476400ull);  // C(200, 12)
  REQUIRE_THROWS_AS(minimal_allocations(U, 12, {false, Pruning::all, true}), LimitExceeded);
}
