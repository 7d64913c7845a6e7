// The streaming emperor check: the kernel against fast::wdl_original and the exact recursion,
// the verdicts against a brute-force tournament (Fluet's Figure 12), checkpoints (resume after a
// stop equals an uninterrupted run; Ctrl-C leaves a valid file) and the errors.
#include <catch2/catch.hpp>

#include <chrono>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <random>
#include <thread>

#include "alloc/emperor/check.hpp"
#include "alloc/emperor/checkpoint.hpp"
#include "emperor_testing.hpp"
#include "alloc/emperor/kernel.hpp"
#include "alloc/favored.hpp"
#include "alloc/enumerate.hpp"
#include "alloc/exact/independent.hpp"
#include "alloc/exact/original.hpp"
#include "alloc/exact/solitaire.hpp"
#include "alloc/fast/cdf.hpp"
#include "alloc/fast/duration.hpp"
#include "alloc/fast/moments.hpp"
#include "alloc/fast/wdl.hpp"
#include "core/errors.hpp"
#include "core/interrupt.hpp"
#include "core/rational.hpp"
#include "temp_file.hpp"
#include "small_games.hpp"

using namespace alea;
using namespace alea::alloc;
using alea::alloc::testing::two_dice;
using alea::alloc::testing::p321;
using alea::alloc::testing::same_result;

namespace {



emperor::Options quiet() {
  emperor::Options o;
  o.progress = false;
  return o;
}

std::string temp_path(const char* name) { return alea::test::temp_file(std::string("emperor_") + name + ".ckpt"); }

// Brute force: X is favored (w >= l, exact rationals) over every other allocation.
bool brute_emperor(const ProbVector& p, const Counts& x) {
  std::int64_t t = 0;
  for (auto v : x) t += v;
  bool emperor = true;
  for_each_allocation(p.size(), t, [&](const Counts& y) {
    if (y == x) return true;
    const auto w = exact::wdl_original(p.exact(), x, y);
    emperor = w.win >= w.loss;
    return emperor;
  });
  return emperor;
}

}  // namespace

TEST_CASE("emperor: kernel: w, d, l equal fast::wdl_original on random and extreme 2d6 opponents", "[alloc][emperor]") {
  const auto p = two_dice().values();
  std::mt19937_64 rng(2024);
  for (const Counts& x : {Counts{0, 0, 1, 1, 2, 3, 2, 2, 1, 0, 0}, Counts{0, 2, 3, 4, 6, 7, 5, 4, 3, 2, 0}}) {
    const emperor::Kernel k(p, x);
    std::int64_t t = 0;
    for (auto v : x) t += v;
    const std::uint64_t total = allocation_count(11, t);
    std::vector<std::uint64_t> ranks{0, total - 1, allocation_rank(x)};  // [t,0..], [0..,t], X itself
    for (int i = 0; i < 60; ++i) ranks.push_back(rng() % total);
    for (auto r : ranks) {
      const Counts y = allocation_unrank(11, t, r);
      const auto a = k.wdl(y);
      const auto f = fast::wdl_original(p, x, y);
      INFO(format_counts(x) << " vs " << format_counts(y));
      CHECK(std::abs(a.win - f.win.value) <= f.win.bound + 1e-13);
      CHECK(std::abs(a.draw - f.draw.value) <= f.draw.bound + 1e-13);
      CHECK(std::abs(a.loss - f.loss.value) <= f.loss.bound + 1e-13);
    }
    CHECK(k.error_estimate() < 1e-12);
  }
}

TEST_CASE("emperor: kernel: w, d, l equal exact::wdl_original in Rational on small random games", "[alloc][emperor]") {
  std::mt19937_64 rng(7);
  for (int inst = 0; inst < 25; ++inst) {
    const std::size_t n = 2 + rng() % 3;
    std::vector<Rational> w(n);
    for (auto& v : w) v = Rational(1 + std::int64_t(rng() % 6));
    const auto P = ProbVector::from_exact(w);
    const std::int64_t t = 1 + std::int64_t(rng() % 5);
    const Counts x = allocation_unrank(n, t, rng() % allocation_count(n, t));
    const emperor::Kernel k(P.values(), x);
    for_each_allocation(n, t, [&](const Counts& y) {
      const auto e = exact::wdl_original(P.exact(), x, y);
      const auto a = k.wdl(y);
      INFO(P.to_string() << " " << format_counts(x) << " vs " << format_counts(y));
      CHECK(std::abs(a.win - to_double(e.win)) < 1e-13);
      CHECK(std::abs(a.draw - to_double(e.draw)) < 1e-13);
      CHECK(std::abs(a.loss - to_double(e.loss)) < 1e-13);
      return true;
    });
  }
}

TEST_CASE("emperor: kernel: w, d, l within 3e-14 of the exact recursion for an X with few values", "[alloc][emperor]") {
  // X = [3,0,...,0,3] of 2d6: opponents spreading tokens over the empty values bring products of
  // many ratios, which single-ratio probes alone missed (a rule built on them was 1.1e-13 off on
  // [1,0,0,1,1,1,1,1,0,0,0]); the rule's probes include actual opponents (rule.cpp).
  const auto P = two_dice();
  const Counts x{3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3};
  const emperor::Kernel k(P.values(), x);
  std::mt19937_64 rng(3);
  std::vector<Counts> ys{{1, 0, 0, 1, 1, 1, 1, 1, 0, 0, 0}, {0, 0, 1, 1, 1, 1, 1, 1, 0, 0, 0}, x};
  for (int i = 0; i < 40; ++i) ys.push_back(allocation_unrank(11, 6, rng() % allocation_count(11, 6)));
  for (const auto& y : ys) {
    const auto e = exact::wdl_original(P.exact(), x, y);
    const auto a = k.wdl(y);
    INFO(format_counts(y));
    CHECK(std::abs(a.win - to_double(e.win)) < 3e-14);
    CHECK(std::abs(a.draw - to_double(e.draw)) < 3e-14);
    CHECK(std::abs(a.loss - to_double(e.loss)) < 3e-14);
  }
  CHECK(k.error_estimate() < 1e-14);
}

TEST_CASE("emperor: the walk visits the order of enumerate.hpp with the single-opponent values", "[alloc][emperor]") {
  const auto p = p321().values();
  const Counts x{3, 2, 1};
  const emperor::Kernel k(p, x);
  struct Collect : emperor::OpponentVisitor {
    std::vector<std::pair<std::uint64_t, Counts>> seen;
    std::vector<double> gaps;
    std::vector<emperor::KernelWdl> wdls;
    void visit(emperor::Leaves& l) override {
      for (std::size_t i = 0; i < l.size(); ++i) {
        seen.emplace_back(l.first_rank() + i, l.y(i));
        gaps.push_back(l.gap(i));
        wdls.push_back(l.wdl(i));
      }
    }
  } c;
  k.walk(5, 20, c);
  REQUIRE(c.seen.size() == 15);
  for (std::size_t i = 0; i < c.seen.size(); ++i) {
    CHECK(c.seen[i].first == 5 + i);
    CHECK(c.seen[i].second == allocation_unrank(3, 6, 5 + i));
    const auto w = k.wdl(c.seen[i].second);  // the same arithmetic: the same bits
    CHECK(c.wdls[i].win == w.win);
    CHECK(c.wdls[i].draw == w.draw);
    CHECK(c.wdls[i].loss == w.loss);
    CHECK(std::abs(c.gaps[i] - (w.win - w.loss)) < k.gap_slack());
  }
}

TEST_CASE("emperor: Fluet Figure 12 (P = (3/6, 2/6, 1/6), t = 1..6) agrees with a brute-force tournament", "[alloc][emperor][seed000 Fig.12]") {
  const auto P = p321();
  // Figure 12: [1,0,0], [1,1,0], [2,1,0], [2,1,1], none (an emperor cycle), [3,2,1].
  const std::vector<Counts> figure{{1, 0, 0}, {1, 1, 0}, {2, 1, 0}, {2, 1, 1}, {}, {3, 2, 1}};
  for (std::int64_t t = 1; t <= 6; ++t) {
    std::vector<Counts> emperors;
    for_each_allocation(3, t, [&](const Counts& x) {
      const auto r = emperor::is_emperor(Allocation(P, x), quiet());
      CHECK(r.emperor == brute_emperor(P, x));
      CHECK(r.checked == allocation_count(3, t) - 1);
      if (r.emperor) emperors.push_back(x);
      return true;
    });
    INFO("t = " << t);
    if (figure[t - 1].empty()) CHECK(emperors.empty());
    else CHECK(emperors == std::vector<Counts>{figure[t - 1]});
  }
}

TEST_CASE("emperor: the first opponent favored over X, and full scans", "[alloc][emperor]") {
  const auto P = p321();
  const Allocation x(P, {4, 1, 0});  // in Figure 5's emperor cycle: some opponent is favored over it
  auto o = quiet();
  const auto r = emperor::is_emperor(x, o);
  REQUIRE(r.beaten_by);
  CHECK_FALSE(r.emperor);
  // No earlier opponent is favored over X, and beaten_by is (exactly) favored over X.
  std::uint64_t first = UINT64_MAX, rank = 0;
  for_each_allocation(3, 5, [&](const Counts& y) {
    const auto w = exact::wdl_original(P.exact(), x.counts(), y);
    if (w.loss > w.win && first == UINT64_MAX) first = rank;
    ++rank;
    return true;
  });
  CHECK(r.beaten_by->rank == first);
  o.full = true;
  const auto f = emperor::is_emperor(x, o);
  CHECK(f.complete);
  CHECK(f.checked == 20);
  CHECK(f.beaten_by->rank == first);
  CHECK(f.rivals.front().gap() < 0);
}

TEST_CASE("emperor: near ties are rechecked and trivial ties counted by symmetry", "[alloc][emperor]") {
  // P = (2/4, 1/4, 1/4): [1,1,0] and [1,0,1] tie exactly (Fluet 2.6's a-priori tie).
  const auto P = ProbVector::from_exact({Rational(2, 4), Rational(1, 4), Rational(1, 4)});
  const FavoredDecision decision(P, Rules::original);
  CHECK(decision.symmetric({1, 1, 0}, {1, 0, 1}));
  CHECK_FALSE(decision.symmetric({1, 1, 0}, {0, 1, 1}));
  const auto rc = decision.decide({1, 1, 0}, {1, 0, 1});
  CHECK(rc.method == SignMethod::symmetry);
  CHECK(rc.decided);
  CHECK(rc.value == 0);
  CHECK(rc.wdl.win == Approx(0.4167).margin(5e-5));  // Fluet: 41.67% each way
  const auto r = emperor::is_emperor(Allocation(P, {1, 1, 0}), quiet());
  CHECK(r.trivial_ties == 1);
  // Fluet 2.6's non-trivial tie: with P = (sqrt(2)/2, 1 - sqrt(2)/2), [2,0] against [1,1] wins and
  // loses with probability 1/2 each. P is not exact, so no rigorous path can settle the sign.
  const auto Q = ProbVector::from_doubles({std::sqrt(2.0) / 2, 1 - std::sqrt(2.0) / 2});
  const auto rq = FavoredDecision(Q, Rules::original).decide({2, 0}, {1, 1});
  CHECK_FALSE(rq.decided);
  CHECK(rq.wdl.win == Approx(0.5).margin(1e-12));
  CHECK(rq.wdl.loss == Approx(0.5).margin(1e-12));
  const auto rt = emperor::is_emperor(Allocation(Q, {2, 0}), quiet());
  CHECK(rt.rechecked == 1);
  REQUIRE(rt.undecided.size() == 1);
  CHECK(rt.undecided[0].y == Counts{1, 1});
  CHECK_FALSE(rt.emperor);
}

TEST_CASE("emperor: a resumed run equals an uninterrupted one", "[alloc][emperor]") {
  const Allocation x(two_dice(), {0, 0, 0, 1, 1, 2, 1, 1, 0, 0, 0});  // Figure 8, t = 6 (8,008 allocations)
  auto o = quiet();
  o.full = true;
  o.block = 250;
  const auto whole = emperor::is_emperor(x, o);
  CHECK(whole.complete);
  CHECK(whole.checked == 8007);
  const std::string path = temp_path("resume");
  std::remove(path.c_str());
  o.checkpoint = path;
  o.stop_after = 3000;
  CHECK_THROWS_AS(emperor::is_emperor(x, o), Interrupted);
  const auto c = emperor::read_checkpoint(path);
  REQUIRE(c);
  CHECK(c->rank == 3000);
  CHECK(c->state.checked + 1 >= 3000);
  o.stop_after = 0;
  const auto resumed = emperor::is_emperor(x, o);
  CHECK(resumed.resumed_from == 3000);
  same_result(whole, resumed);
  // Pruning (the default) visits and skips the same opponents across the stop (blocks from 0).
  CHECK(resumed.visited == whole.visited);
  CHECK(resumed.pruned == whole.pruned);
  CHECK(whole.visited + whole.pruned == whole.checked);
  // A finished checkpoint answers at once.
  const auto again = emperor::is_emperor(x, o);
  CHECK(again.resumed_from == whole.total);
  same_result(whole, again);
  std::remove(path.c_str());
}

TEST_CASE("emperor: Ctrl-C leaves a valid checkpoint that resumes to the same result", "[alloc][emperor]") {
  const Allocation x(two_dice(), {0, 0, 0, 1, 2, 2, 2, 1, 0, 0, 0});  // Figure 8, t = 8 (43,758 allocations)
  auto o = quiet();
  o.block = 500;
  o.checkpoint_seconds = 0;  // write after every batch
  o.prune = false;  // batches of a few blocks, walked in full: the press comes before the end
  const std::string path = temp_path("ctrlc");
  std::remove(path.c_str());
  const auto whole = emperor::is_emperor(x, o);
  o.checkpoint = path;
  // Ctrl-C from another thread once the first batch is written, as the SIGINT handler would.
  std::thread pressing([&] {
    for (int i = 0; i < 20000 && !std::ifstream(path); ++i) std::this_thread::sleep_for(std::chrono::microseconds(100));
    request_interrupt();
  });
  bool interrupted = false;
  try {
    emperor::is_emperor(x, o);
  } catch (const Interrupted&) {
    interrupted = true;
  }
  pressing.join();
  clear_interrupt();
  const auto c = emperor::read_checkpoint(path);
  REQUIRE(c);
  // Ctrl-C lands during the walk, or (the pressing thread woken late on a busy machine) after
  // its last batch: either way the checkpoint says how far the walk got, and resumes to the
  // same result.
  if (interrupted) CHECK(c->rank < whole.total);
  else CHECK(c->rank == whole.total);
  const auto resumed = emperor::is_emperor(x, o);
  same_result(whole, resumed);
  std::remove(path.c_str());
}

TEST_CASE("emperor: errors are clear", "[alloc][emperor]") {
  const Allocation x(two_dice(), {0, 0, 1, 1, 2, 3, 2, 2, 1, 0, 0});
  auto o = quiet();
  const std::string path = temp_path("bad");
  std::ofstream(path) << "not a checkpoint\n";
  o.checkpoint = path;
  CHECK_THROWS_WITH(emperor::is_emperor(x, o), Catch::Contains("line 1"));
  std::ofstream(path) << "alea emperor checkpoint 1\nrules original\n";
  CHECK_THROWS_WITH(emperor::is_emperor(x, o), Catch::Contains("no 'end'"));
  // A checkpoint of another allocation is refused, not overwritten.
  emperor::Checkpoint other{two_dice().values(), {0, 0, 1, 2, 2, 3, 2, 1, 1, 0, 0}, "original", 5, {}};
  other.state.total = 646646;
  emperor::write_checkpoint(path, other);
  CHECK_THROWS_WITH(emperor::is_emperor(x, o), Catch::Contains("another check"));
  std::remove(path.c_str());
  // Too many allocations for 64 bits; a value that never comes up (no opponent may use it).
  CHECK_THROWS_AS(emperor::is_emperor(Allocation(two_dice(), Counts(11, 100000000)), quiet()), LimitExceeded);
  const auto P3 = ProbVector::from_doubles({0.5, 0.5, 0.0});
  try {
    emperor::is_emperor(Allocation(P3, {1, 1, 0}), quiet());
    FAIL("a P with a value of probability 0 was accepted");
  } catch (const InvalidArgument& e) {
    CHECK(e.role == "X");
    CHECK_THAT(e.what(), Catch::Contains("probability 0"));
  }
}
