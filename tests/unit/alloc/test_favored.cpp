// The one decision of who is favored (favored.hpp), shared by alloc.favored, tournaments and
// emperor checks: each step against the exact recursion.
#include <catch2/catch.hpp>

#include <random>

#include "alloc/enumerate.hpp"
#include "alloc/exact/independent.hpp"
#include "alloc/exact/original.hpp"
#include "alloc/favored.hpp"

using namespace alea;
using namespace alea::alloc;

TEST_CASE("favored: symmetry is an involution of equal values, not any permutation", "[alloc][favored]") {
  // Three equal values: [1,2,3] and [2,3,1] are permutations of each other, but no involution
  // swaps them, and they do not tie: after Bramhall's reduction X needs three rolls of value 3,
  // Y two of value 1 and three of value 2. (The emperor check used to call every permutation a
  // tie; with two dice, whose classes have two values, the two tests agree.)
  const auto U = ProbVector::uniform(3);
  const FavoredDecision d(U, Rules::original);
  CHECK_FALSE(d.symmetric({1, 2, 3}, {2, 3, 1}));
  const auto e = exact::wdl_original(U.exact(), {1, 2, 3}, {2, 3, 1});
  CHECK(e.win > e.loss);
  const Sign s = d.decide({1, 2, 3}, {2, 3, 1});
  CHECK(s.decided);
  CHECK(s.value == 1);
  CHECK(s.method == SignMethod::fast);
  // A transposition is an involution: a tie.
  CHECK(d.symmetric({1, 2, 3}, {2, 1, 3}));
  CHECK(d.decide({1, 2, 3}, {2, 1, 3}).value == 0);
  // Under Original rules the reduced pair is what must be symmetric: [3,0] vs [1,3] reduce to
  // [3,0] vs [0,3].
  const auto H = ProbVector::from_exact({Rational(1, 2), Rational(1, 2)});
  CHECK(FavoredDecision(H, Rules::original).symmetric({3, 0}, {1, 3}));
  CHECK_FALSE(FavoredDecision(H, Rules::independent).symmetric({3, 0}, {1, 3}));
  const auto w = exact::wdl_original(H.exact(), {3, 0}, {1, 3});
  CHECK(w.win == w.loss);
}

TEST_CASE("favored: every decided sign is the exact one, on random games, both rules", "[alloc][favored]") {
  std::mt19937_64 rng(31);
  int by[5] = {0, 0, 0, 0, 0};
  for (int trial = 0; trial < 400; ++trial) {
    const std::size_t n = 2 + rng() % 3;
    std::vector<Rational> w(n);
    for (auto& v : w) v = Rational(1 + std::int64_t(rng() % 3));  // equal weights are common
    const auto P = ProbVector::from_exact(w);
    const std::int64_t t = 1 + std::int64_t(rng() % 4);
    const Counts x = allocation_unrank(n, t, rng() % allocation_count(n, t));
    const Counts y = allocation_unrank(n, t, rng() % allocation_count(n, t));
    for (Rules rules : {Rules::original, Rules::independent}) {
      const auto e = rules == Rules::original ? exact::wdl_original(P.exact(), x, y) : exact::wdl_independent(P.exact(), x, y);
      const int truth = e.win > e.loss ? 1 : e.win < e.loss ? -1 : 0;
      const Sign s = FavoredDecision(P, rules).decide(x, y);
      INFO(P.to_string() << " " << format_counts(x) << " vs " << format_counts(y));
      REQUIRE(s.decided);  // exact P and small tables: always settled
      CHECK(s.value == truth);
      ++by[static_cast<int>(s.method)];
      // A caller's estimate too loose to decide anything: the certified recursion or rationals do.
      const Sign r = FavoredDecision(P, rules).decide(x, y, GapEstimate{0.5, 0, 0.5, 1.0});
      REQUIRE(r.decided);
      CHECK(r.value == truth);
      ++by[static_cast<int>(r.method)];
    }
  }
  CHECK(by[static_cast<int>(SignMethod::symmetry)] > 0);
  CHECK(by[static_cast<int>(SignMethod::fast)] > 0);
  CHECK(by[static_cast<int>(SignMethod::exact)] + by[static_cast<int>(SignMethod::certified)] > 0);
}

TEST_CASE("favored: over float P a tie within the bound stays open", "[alloc][favored]") {
  // Fluet 2.6: with P = (sqrt(2)/2, 1 - sqrt(2)/2), [2,0] against [1,1] wins and loses with
  // probability 1/2 each; no rigorous path exists for float P.
  const auto Q = ProbVector::from_doubles({std::sqrt(2.0) / 2, 1 - std::sqrt(2.0) / 2});
  const Sign s = FavoredDecision(Q, Rules::original).decide({2, 0}, {1, 1});
  CHECK_FALSE(s.decided);
  CHECK(s.wdl.win == Approx(0.5).margin(1e-12));
}
