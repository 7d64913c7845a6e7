// find_emperor: the champion pass and the survivor's check against a brute-force tournament
// (every pair among the normal forms, then the full check of the few favored over all of them),
// on two dice for t <= 8 and on random exact P, both rules; Fluet 2.7's 12-token emperors; a
// pass split into ranges and combined; checkpoint and resume; the errors.
#include <catch2/catch.hpp>

#include <cmath>
#include <cstdio>
#include <fstream>
#include <random>

#include "alloc/emperor/find.hpp"
#include "emperor_testing.hpp"
#include "alloc/enumerate.hpp"
#include "alloc/search/all.hpp"
#include "alloc/tournament/tournament.hpp"
#include "core/errors.hpp"
#include "core/interrupt.hpp"
#include "core/rational.hpp"
#include "temp_file.hpp"

using namespace alea;
using namespace alea::alloc;
using alea::alloc::testing::random_p;

namespace {

emperor::FindOptions find_quiet(Rules rules = Rules::original) {
  emperor::FindOptions o;
  o.rules = rules;
  o.progress = false;
  return o;
}

// The emperors in normal form, by brute force: every pair of normal forms played (a tournament,
// its own pair engines); an emperor's normal form is favored over every normal form, so the
// candidates are those, and each is then checked against every allocation.
std::vector<Counts> brute_emperors(const ProbVector& p, std::int64_t t, Rules rules) {
  TournamentOptions o;
  o.rules = rules;
  std::vector<Allocation> list;
  for (const auto& x : all_allocations(p, t, true, 1u << 20)) list.emplace_back(p, x);
  const auto tour = Tournament::of(list, o);
  std::vector<Counts> out;
  for (std::size_t i = 0; i < tour.size(); ++i) {
    bool favored = true;
    for (std::size_t j = 0; j < tour.size() && favored; ++j) favored = i == j || tour.favored(i, j);
    if (!favored) continue;
    // Against every allocation: the streaming check (Original), or pair by pair (Independent).
    emperor::Options eo;
    eo.progress = false;
    const Allocation x(p, tour.allocations()[i]);
    const auto r = rules == Rules::original ? emperor::is_emperor(x, eo) : emperor::check_by_pairs(x, rules, 0);
    REQUIRE(r.undecided.empty());
    if (r.emperor) out.push_back(tour.allocations()[i]);
  }
  return out;
}

void agrees_with_brute_force(const ProbVector& p, std::int64_t t, Rules rules) {
  INFO("P " << p.size() << " values, t = " << t << (rules == Rules::original ? ", original" : ", independent"));
  const auto brute = brute_emperors(p, t, rules);
  const auto r = emperor::find_emperor(p, t, find_quiet(rules));
  CHECK(r.total == allocation_count(p.size(), t));
  CHECK(r.normal_forms == count_allocations(p, t, true));
  for (const auto& tie : r.ties) CHECK(tie.settled);
  if (brute.empty()) {
    CHECK(r.verdict == "none");
    CHECK(!r.emperor);
    REQUIRE(r.first_beater);
    // The evidence: the first beater is strictly favored over the survivor.
    CHECK(r.first_beater->wdl.win < r.first_beater->wdl.loss);
  } else {
    CHECK(r.verdict == "emperor");
    REQUIRE(r.emperor);
    CHECK(std::find(brute.begin(), brute.end(), *r.emperor) != brute.end());
  }
}


}  // namespace

// The brute force plays every pair of normal forms (t = 1..8 take about 40 s in Release). Under
// the sanitizers, which check memory rather than the maths, t stops at 6.
#ifdef ALEA_SANITIZED
constexpr std::int64_t kBruteForceTokens = 6;
#else
constexpr std::int64_t kBruteForceTokens = 8;
#endif

TEST_CASE("find_emperor: two dice, t = 1..8, Original rules, as a brute-force tournament finds", "[alloc][emperor][find][long]") {
  const auto P = ProbVector::dice(2, 6);
  for (std::int64_t t = 1; t <= kBruteForceTokens; ++t) agrees_with_brute_force(P, t, Rules::original);
}

TEST_CASE("find_emperor: two dice, t = 1..4, Independent rules, as a brute-force tournament finds", "[alloc][emperor][find]") {
  const auto P = ProbVector::dice(2, 6);
  for (std::int64_t t = 1; t <= 4; ++t) agrees_with_brute_force(P, t, Rules::independent);
}

TEST_CASE("find_emperor: Fluet Figure 12 (P = (3/6, 2/6, 1/6)), both passes, and random P", "[alloc][emperor][find][seed000 Fig.12]") {
  const auto P = ProbVector::from_exact({Rational(3, 6), Rational(2, 6), Rational(1, 6)});
  // Figure 12: [1,0,0], [1,1,0], [2,1,0], [2,1,1], none (an emperor cycle), [3,2,1].
  const std::vector<Counts> figure{{1, 0, 0}, {1, 1, 0}, {2, 1, 0}, {2, 1, 1}, {}, {3, 2, 1}};
  for (std::int64_t t = 1; t <= 6; ++t) {
    INFO("t = " << t);
    auto o = find_quiet();
    for (bool by_pairs : {false, true}) {
      o.by_pairs = by_pairs;
      const auto r = emperor::find_emperor(P, t, o);
      if (figure[t - 1].empty()) CHECK(r.verdict == "none");
      else CHECK((r.emperor && *r.emperor == figure[t - 1]));
    }
  }
  std::mt19937_64 rng(14);
  for (std::size_t n : {2, 3, 4, 5, 6}) {
    for (int k = 0; k < 3; ++k) {
      const auto p = random_p(rng, n);
      const std::int64_t t = std::int64_t(rng() % (n <= 3 ? 9 : n <= 4 ? 7 : 5)) + 1;
      agrees_with_brute_force(p, t, Rules::original);
      if (n <= 4) agrees_with_brute_force(p, std::min<std::int64_t>(t, 5), Rules::independent);
    }
  }
}

TEST_CASE("find_emperor: Fluet 2.7, the 12-token two-dice emperor", "[alloc][emperor][find][seed000 §2.7]") {
  // Both [0,0,1,1,2,3,2,2,1,0,0] and its mirror [0,0,1,2,2,3,2,1,1,0,0] are emperors (2.7); the
  // normal form (non-increasing within each class {v, 14 - v}) is the mirror's.
  const auto r = emperor::find_emperor(ProbVector::dice(2, 6), 12, find_quiet());
  CHECK(r.verdict == "emperor");
  REQUIRE(r.emperor);
  CHECK(*r.emperor == Counts{0, 0, 1, 2, 2, 3, 2, 1, 1, 0, 0});
  CHECK(r.survivor_checked == 646645);
}

TEST_CASE("find_emperor: a pass split into ranges and combined equals the whole pass", "[alloc][emperor][find]") {
  const auto P = ProbVector::dice(2, 6);
  const std::int64_t t = 7;
  const std::uint64_t total = allocation_count(11, t);
  emperor::PassState whole;
  whole.end = total;
  emperor::pass_range(P, t, Rules::original, whole);
  std::vector<emperor::PassState> parts;
  for (std::uint64_t b : {std::uint64_t(0), total / 3, total / 2, total}) {
    if (!parts.empty()) parts.back().end = b;
    if (b < total) parts.push_back({}), parts.back().begin = parts.back().next = b;
  }
  for (auto& part : parts) emperor::pass_range(P, t, Rules::original, part);
  const auto joined = emperor::combine(P, Rules::original, parts);
  // The survivor may differ, but a game with an emperor has it as both survivors.
  const auto r = emperor::find_emperor(P, t, find_quiet());
  CHECK(whole.champion == r.survivor);
  if (r.verdict == "emperor" && whole.ties.empty() && joined.ties.empty()) CHECK(joined.champion == whole.champion);
  // A budget stops a pass part-way; continuing it ends where the whole pass ends.
  emperor::PassState piece;
  piece.end = total;
  emperor::pass_range(P, t, Rules::original, piece, 5000);
  CHECK(!piece.done());
  emperor::pass_range(P, t, Rules::original, piece);
  CHECK(piece.champion == whole.champion);
  CHECK(piece.replacements == whole.replacements);
}

TEST_CASE("find_emperor: a resumed run equals an uninterrupted one (both rules)", "[alloc][emperor][find]") {
  for (Rules rules : {Rules::original, Rules::independent}) {
    const auto P = ProbVector::dice(2, 6);
    const std::int64_t t = rules == Rules::original ? 8 : 3;
    // From the weakest start the pass replaces its champion often: its batches stay small.
    auto start = find_quiet(rules);
    start.start = first_allocation(11, t);
    const auto whole = emperor::find_emperor(P, t, start);
    const std::string path = alea::test::temp_file("find_emperor.ckpt");
    std::remove(path.c_str()), std::remove((path + ".check").c_str());
    auto o = start;
    o.checkpoint = path;
    o.checkpoint_seconds = 0;
    o.stop_after = rules == Rules::original ? 1000 : 30;
    CHECK_THROWS_AS(emperor::find_emperor(P, t, o), Interrupted);
    REQUIRE(std::ifstream(path));
    o.stop_after = 0;
    const auto resumed = emperor::find_emperor(P, t, o);
    CHECK(resumed.resumed_from > 0);
    CHECK(resumed.verdict == whole.verdict);
    CHECK(resumed.survivor == whole.survivor);
    CHECK(resumed.replacements == whole.replacements);
    CHECK(resumed.ties.size() == whole.ties.size());
    CHECK(resumed.emperor == whole.emperor);
    // A finished pass answers from the file (the survivor's check runs again).
    const auto again = emperor::find_emperor(P, t, o);
    CHECK(again.resumed_from == whole.total);
    CHECK(again.survivor == whole.survivor);
    std::remove(path.c_str()), std::remove((path + ".check").c_str());
  }
}

TEST_CASE("find_emperor: errors are clear", "[alloc][emperor][find]") {
  const auto P = ProbVector::dice(2, 6);
  try {
    emperor::find_emperor(P, -1, find_quiet());
    FAIL("t = -1 was accepted");
  } catch (const InvalidArgument& e) {
    CHECK(e.role == "t");
  }
  try {
    emperor::find_emperor(ProbVector::from_doubles({0.5, 0.5, 0.0}), 2, find_quiet());
    FAIL("a value of probability 0 was accepted");
  } catch (const InvalidArgument& e) {
    CHECK(e.role == "P");
  }
  CHECK_THROWS_AS(emperor::find_emperor(P, 100000000, find_quiet()), LimitExceeded);
  const std::string path = alea::test::temp_file("find_emperor_bad.ckpt");
  auto o = find_quiet();
  o.checkpoint = path;
  std::ofstream(path) << "not a checkpoint\n";
  CHECK_THROWS_WITH(emperor::find_emperor(P, 3, o), Catch::Contains("line 1"));
  // Another run's file is refused, not overwritten.
  std::remove(path.c_str());
  emperor::find_emperor(P, 3, o);
  try {
    emperor::find_emperor(P, 4, o);
    FAIL("another run's checkpoint was accepted");
  } catch (const InvalidArgument& e) {
    CHECK(e.role == "checkpoint");
  }
  std::remove(path.c_str()), std::remove((path + ".check").c_str());
  // The trivial games: no tokens, or one value.
  CHECK(emperor::find_emperor(P, 0, find_quiet()).verdict == "emperor");
  CHECK(emperor::find_emperor(ProbVector::from_exact({Rational(1)}), 3, find_quiet()).verdict == "emperor");
}

TEST_CASE("find_emperor: a tie no method settles makes the verdict undecided (Fluet's irrational P)", "[alloc][emperor][find]") {
  // P = (sqrt2/2, 1 - sqrt2/2): [2,0] against [1,1] has w = l = 1/2 (favored.hpp's example), which
  // floats cannot settle; the pass starts from [1,1] (nearest 2P) and meets [2,0], and neither's
  // own check closes, so "none" would not be rigorous.
  const double r2 = std::sqrt(2.0) / 2;
  const auto P = ProbVector::from_doubles({r2, 1 - r2});
  const auto r = emperor::find_emperor(P, 2, find_quiet());
  CHECK(r.verdict == "undecided");
  CHECK(!r.emperor);
  REQUIRE(r.ties.size() == 1);
  CHECK(r.ties[0].champion == Counts{1, 1});
  CHECK(r.ties[0].y == Counts{2, 0});
  CHECK(r.ties[0].undecided);
  CHECK(!r.ties[0].settled);
  // t = 1 and 3 have emperors there, found as usual.
  CHECK(emperor::find_emperor(P, 1, find_quiet()).verdict == "emperor");
  CHECK(emperor::find_emperor(P, 3, find_quiet()).verdict == "emperor");
}

TEST_CASE("find_emperor: the first champion (start) changes the cost, not the answer", "[alloc][emperor][find]") {
  const auto P = ProbVector::dice(2, 6);
  for (std::int64_t t : {6, 8}) {
    const auto plain = emperor::find_emperor(P, t, find_quiet());
    for (const Counts& start : {Counts{0, 0, 0, 0, 0, 0, 0, 0, 0, 0, t}, Counts{0, 0, 0, 1, 1, 2, 1, 1, 0, 0, t - 6}}) {
      auto o = find_quiet();
      o.start = start;  // not in normal form: its normal form is used
      const auto r = emperor::find_emperor(P, t, o);
      CHECK(r.verdict == plain.verdict);
      CHECK(r.emperor == plain.emperor);
    }
  }
  auto o = find_quiet();
  o.start = Counts(11, 1);
  try {
    emperor::find_emperor(P, 8, o);
    FAIL("a start of 11 tokens was accepted for t = 8");
  } catch (const InvalidArgument& e) {
    CHECK(e.role == "start");
  }
}
