// Pruning (docs/alloc_emperor.md, "Pruning"), under both rules: the bound of a subtree against every
// completion's w - l as the kernel computes it (small random games, every subtree); pruned and full walks of
// find_emperor on two dice for every t <= 14 (and to 20 against the full walk's emperors and one
// check walked both ways), one die and Fluet's three values for t <= 20, and random games of
// three to six values, both rules, and Independent rules on two dice to 8 and one die to 16 (the same verdicts, survivors, first beaters, ties and
// replacements, with the opponents each visits counted); the emperor check with and without
// pruning (the same rivals, beaters and counts); counts that do not depend on the threads.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdio>
#include <map>
#include <random>

#include "alloc/emperor/check.hpp"
#include "alloc/emperor/find.hpp"
#include "alloc/emperor/kernel.hpp"
#include "alloc/emperor/prefix_walk.hpp"
#include "alloc/enumerate.hpp"
#include "core/errors.hpp"
#include "core/rational.hpp"
#include "emperor_testing.hpp"

using namespace alea;
using namespace alea::alloc;
using alea::alloc::testing::random_p;
using alea::alloc::testing::same_result;

namespace {


Counts random_allocation(std::mt19937_64& rng, std::size_t n, std::int64_t t) {
  return allocation_unrank(n, t, rng() % allocation_count(n, t));
}

emperor::FindOptions prune_quiet(bool prune) {
  emperor::FindOptions o;
  o.progress = false;
  o.prune = prune;
  return o;
}

// Every subtree of every depth (1 .. the kernel's prefix values) of the game of X's size: its
// bound against the largest C_X - (w - l) (2I - D, or A + B) of its completions, as the kernel's
// double path computes them.
void bound_holds_on_every_subtree(const ProbVector& p, const Counts& x, Rules rules) {
  const auto k = emperor::make_kernel(p.values(), x, rules);
  if (!k->bounded()) return;
  const std::size_t n = x.size();
  std::int64_t t = 0;
  for (auto v : x) t += v;
  std::map<std::pair<std::size_t, Counts>, double> worst;  // (depth, prefix) -> the largest
  for_each_allocation(n, t, [&](const Counts& y) {
    const auto w = k->wdl(y);
    const double s = k->c_x() - (w.win - w.loss);
    for (std::size_t d = 1; d < n; ++d) {
      auto& v = worst[{d, Counts(y.begin(), y.begin() + std::ptrdiff_t(d))}];
      v = std::max(v, s);
    }
    return true;
  });
  std::size_t asked = 0;
  for (const auto& [key, s] : worst) {
    Counts y = key.second;
    y.resize(n, 0);
    double b = 0;
    try {
      b = k->subtree_bound(y, key.first);
    } catch (const InvalidArgument&) {  // deeper than the kernel's prefix
      continue;
    }
    ++asked;
    INFO("X " << format_counts(x) << ", prefix " << format_counts(key.second));
    // The bound in single precision is within its rounding (and, Independent, the cuts) of the
    // exact one, which is >= s; the test the walk applies never clears a subtree holding an
    // opponent with w - l at or below its threshold.
    CHECK(b + 1e-3 >= s);
    CHECK_FALSE(k->prunable(b, k->c_x() - s));
  }
  CHECK(asked > 0);
}

void same_find(const emperor::FindResult& a, const emperor::FindResult& b) {
  CHECK(a.verdict == b.verdict);
  CHECK(a.emperor == b.emperor);
  CHECK(a.survivor == b.survivor);
  CHECK(a.replacements == b.replacements);
  REQUIRE(a.first_beater.has_value() == b.first_beater.has_value());
  if (a.first_beater) {
    CHECK(a.first_beater->rank == b.first_beater->rank);
    CHECK(a.first_beater->wdl.win == b.first_beater->wdl.win);
    CHECK(a.first_beater->wdl.loss == b.first_beater->wdl.loss);
  }
  REQUIRE(a.ties.size() == b.ties.size());
  for (std::size_t i = 0; i < a.ties.size(); ++i) CHECK(a.ties[i].rank == b.ties[i].rank);
  CHECK(a.survivor_checked == b.survivor_checked);
}

// find_emperor with and without pruning: the same answer; the full walk visits every rank of the
// pass and every opponent of the check, the pruned one the rest of them.
std::uint64_t pruned_equals_full(const ProbVector& p, std::int64_t t, Rules rules = Rules::original) {
  INFO(p.size() << " values, t = " << t << (rules == Rules::original ? ", Original" : ", Independent"));
  auto o = prune_quiet(false);
  o.rules = rules;
  const auto full = emperor::find_emperor(p, t, o);
  o.prune = true;
  const auto pruned = emperor::find_emperor(p, t, o);
  same_find(full, pruned);
  CHECK(full.pruned == 0);
  CHECK(full.visited == full.total + full.survivor_checked);
  CHECK(pruned.visited + pruned.pruned == pruned.total + pruned.survivor_checked);
  CHECK(pruned.pass_pruned <= pruned.pruned);
  return pruned.pruned;
}

}  // namespace

TEST_CASE("prune: the walk's table of compositions counts and ranks as enumerate.hpp does", "[alloc][emperor][prune]") {
  for (std::size_t n = 1; n <= 6; ++n)
    for (std::int64_t t = 0; t <= 8; ++t) {
      const emperor::Compositions c(n, t);
      for (std::size_t k = 1; k <= n; ++k)
        for (std::int64_t r = 0; r <= t; ++r) CHECK(c.count(k, r) == allocation_count(k, r));
      for_each_allocation(n, t, [&](const Counts& y) {
        const std::uint64_t rank = allocation_rank(y);
        CHECK(c.rank(y, 0) == rank);
        CHECK(c.unrank(n, t, rank) == y);
        for (std::size_t from = 0; from < n; ++from)
          CHECK(c.rank(y, from) == allocation_rank(Counts(y.begin() + std::ptrdiff_t(from), y.end())));
        return true;
      });
    }
}

TEST_CASE("prune: the bound of every subtree is at least 2I - D of each of its completions", "[alloc][emperor][prune][long]") {
  std::mt19937_64 rng(30);
  for (std::size_t n : {3, 4, 5, 6}) {
    for (int k = 0; k < 4; ++k) {
      const auto p = random_p(rng, n);
      const std::int64_t t = std::int64_t(rng() % (n <= 4 ? 9 : 6)) + 1;
      const Counts x = random_allocation(rng, n, t);
      bound_holds_on_every_subtree(p, x, Rules::original);
      bound_holds_on_every_subtree(p, x, Rules::independent);
    }
  }
  // Two dice: an emperor (Fluet 2.7) and a weak allocation, 8 tokens; one die, 12. Independent
  // rules' double path recomputes every depth for each opponent over X's roll horizon (about 1,500
  // rolls when X piles 8 tokens on 2: 90 s here), so its weak allocation piles 5 on 7. Under the
  // sanitizers (memory, not the maths) one die only: the two-dice cases walk the same code over
  // 43,758 opponents and took a minute there.
  for (Rules rules : {Rules::original, Rules::independent}) {
    bound_holds_on_every_subtree(ProbVector::dice(1, 6), {3, 2, 2, 2, 2, 1}, rules);
#ifndef ALEA_SANITIZED
    bound_holds_on_every_subtree(ProbVector::dice(2, 6), {0, 0, 1, 1, 1, 2, 1, 1, 1, 0, 0}, rules);
#endif
  }
#ifndef ALEA_SANITIZED
  bound_holds_on_every_subtree(ProbVector::dice(2, 6), {8, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}, Rules::original);
  bound_holds_on_every_subtree(ProbVector::dice(2, 6), {0, 0, 0, 0, 0, 5, 0, 0, 0, 0, 0}, Rules::independent);
#endif
}

// Both walks of two dice cost 13 s of CPU up to 20 tokens, so the full walk runs to 14 tokens
// (0.6 s), and from 15 to 20 the pruned walk meets the emperors the full walk found in the run of
// docs/alloc_emperor.md (Results, run 3), and the survivor's check is walked both ways at 18.
// Under the sanitizers, which check memory rather than the maths, two dice stop at 10 tokens.
#ifdef ALEA_SANITIZED
constexpr std::int64_t kTwoDiceFull = 10, kTwoDiceStored = 10;
#else
constexpr std::int64_t kTwoDiceFull = 14, kTwoDiceStored = 20;
#endif

TEST_CASE("prune: find_emperor pruned equals the full walk, two dice, every t <= 20", "[alloc][emperor][prune]") {
  const auto P = ProbVector::dice(2, 6);
  std::uint64_t pruned = 0;
  for (std::int64_t t = 1; t <= kTwoDiceFull; ++t) pruned += pruned_equals_full(P, t);
  CHECK(pruned > 0);
  const std::vector<Counts> full_walk{{0, 1, 1, 2, 2, 3, 2, 2, 1, 1, 0}, {0, 1, 1, 2, 3, 3, 2, 2, 1, 1, 0},
                                      {0, 1, 1, 2, 3, 3, 3, 2, 1, 1, 0}, {0, 1, 1, 2, 3, 4, 3, 2, 1, 1, 0},
                                      {0, 1, 2, 2, 3, 4, 3, 2, 1, 1, 0}, {0, 1, 2, 2, 3, 4, 3, 2, 2, 1, 0}};
  for (std::int64_t t = 15; t <= kTwoDiceStored; ++t) {
    INFO("t = " << t);
    const auto r = emperor::find_emperor(P, t, prune_quiet(true));
    CHECK(r.verdict == "emperor");
    CHECK(r.emperor == full_walk[std::size_t(t - 15)]);
    CHECK(r.visited + r.pruned == r.total + r.survivor_checked);
    CHECK(r.pruned > r.visited);
  }
  if (kTwoDiceStored >= 18) {
    emperor::Options o;
    o.progress = false, o.rivals = 0, o.prune = false;
    const Allocation x(P, full_walk[3]);
    const auto a = emperor::is_emperor(x, o);
    o.prune = true;
    const auto b = emperor::is_emperor(x, o);
    same_result(a, b);
    CHECK(b.pruned > 0);
  }
}

TEST_CASE("prune: find_emperor pruned equals the full walk, one die and Fluet's three values, t <= 20", "[alloc][emperor][prune]") {
  const auto die = ProbVector::dice(1, 6);
  const auto fluet = ProbVector::from_exact({Rational(3, 6), Rational(2, 6), Rational(1, 6)});
  for (std::int64_t t = 1; t <= 20; ++t) {
    pruned_equals_full(die, t);
    pruned_equals_full(fluet, t);
  }
}

TEST_CASE("prune: find_emperor pruned equals the full walk on random games of three to six values", "[alloc][emperor][prune]") {
  std::mt19937_64 rng(3030);
  for (std::size_t n : {3, 4, 5, 6})
    for (int k = 0; k < 4; ++k) {
      const auto p = random_p(rng, n);
      pruned_equals_full(p, std::int64_t(rng() % (n <= 4 ? 25 : 14)) + 1);
      pruned_equals_full(p, std::int64_t(rng() % (n <= 4 ? 12 : 8)) + 1, Rules::independent);
    }
}

TEST_CASE("prune: Independent rules, pruned equals the full walk: two dice t <= 8, one die t <= 16", "[alloc][emperor][prune]") {
  std::uint64_t pruned = 0;
  for (std::int64_t t = 1; t <= 8; ++t) pruned += pruned_equals_full(ProbVector::dice(2, 6), t, Rules::independent);
  for (std::int64_t t = 1; t <= 16; ++t) pruned += pruned_equals_full(ProbVector::dice(1, 6), t, Rules::independent);
  CHECK(pruned > 0);
}

TEST_CASE("prune: the emperor check with and without pruning, rivals or not, both rules", "[alloc][emperor][prune][long]") {
  const auto P = ProbVector::dice(2, 6);
  const std::vector<std::pair<Counts, Rules>> cases{
      {{0, 0, 1, 1, 2, 3, 2, 2, 1, 0, 0}, Rules::original},    {{0, 1, 1, 1, 2, 3, 2, 1, 1, 0, 0}, Rules::original},
      {{1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2}, Rules::original},    {{0, 0, 1, 2, 2, 2, 2, 1, 1, 0, 0}, Rules::independent},
      // Independent rules: the emperor of 8 tokens (docs/alloc_emperor.md, Results) and a beaten
      // one (a weak allocation with full=true would send each of its ~10^5 beaters through the
      // double path: 13 s at 12 tokens).
      {{0, 0, 0, 1, 2, 2, 2, 1, 0, 0, 0}, Rules::independent}, {{0, 0, 1, 1, 1, 2, 1, 1, 1, 0, 0}, Rules::independent}};
  for (const auto& [x, rules] : cases) {
    for (std::size_t rivals : {0, 1, 10}) {
      for (bool full : {false, true}) {
        INFO("X " << format_counts(x) << ", rivals " << rivals << ", full " << full << ", "
                  << (rules == Rules::original ? "Original" : "Independent"));
        emperor::Options o;
        o.rules = rules, o.progress = false, o.rivals = rivals, o.full = full, o.prune = false;
        const auto a = emperor::is_emperor(Allocation(P, x), o);
        o.prune = true;
        const auto b = emperor::is_emperor(Allocation(P, x), o);
        same_result(a, b);
        CHECK(a.pruned == 0);
        CHECK(a.visited == a.checked);
        CHECK(b.visited + b.pruned == b.checked);
        if (rivals == 0) CHECK(b.pruned > 0);
      }
    }
  }
}

TEST_CASE("prune: what is visited does not depend on the threads nor the blocks", "[alloc][emperor][prune]") {
  const auto P = ProbVector::dice(2, 6);
  auto o = prune_quiet(true);
  o.threads = 1;
  const auto one = emperor::find_emperor(P, 14, o);
  o.threads = 3;
  const auto three = emperor::find_emperor(P, 14, o);
  same_find(one, three);
  CHECK(one.visited == three.visited);
  CHECK(one.pruned == three.pruned);
  CHECK(one.pass_pruned == three.pass_pruned);
  emperor::Options c;
  c.progress = false, c.rivals = 5;
  const Allocation x(P, {0, 0, 1, 2, 2, 3, 2, 1, 1, 0, 0});
  const auto big = emperor::is_emperor(x, c);
  c.block = 777, c.threads = 2;
  const auto small = emperor::is_emperor(x, c);
  same_result(big, small);
  // With rivals the threshold is each block's own, so the counts depend on the block size (a
  // parameter of the run, not of the threads): the answer does not.
  CHECK(small.visited + small.pruned == small.checked);
}
