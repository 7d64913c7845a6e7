// The streaming emperor kernel under Independent rules: w, d, l against the exact recursion in
// Rational and the fast method, the walk's single-precision gaps within their slack, walks from
// any rank alike, the instruction sets alike, and the check and find_emperor against pair by pair.
#include <catch2/catch.hpp>

#include <cmath>
#include <random>

#include "alloc/emperor/check.hpp"
#include "alloc/emperor/find.hpp"
#include "alloc/emperor/independent_kernel.hpp"
#include "alloc/emperor/kernel_loops.hpp"
#include "alloc/enumerate.hpp"
#include "alloc/exact/independent.hpp"
#include "alloc/fast/wdl.hpp"
#include "core/errors.hpp"
#include "core/memory_guard.hpp"
#include "core/rational.hpp"

using namespace alea;
using namespace alea::alloc;

namespace {

struct Seen {
  std::vector<std::uint64_t> ranks;
  std::vector<Counts> ys;
  std::vector<double> gaps;
  std::vector<emperor::KernelWdl> wdls;
};

// Every opponent of ranks [from, to) as the walk gives it; w, d, l (each a double recomputation
// of the prefix) for one rank in `every` (0 for none).
Seen walk(const emperor::OpponentKernel& k, std::uint64_t from, std::uint64_t to, std::uint64_t every = 1) {
  struct Collect : emperor::OpponentVisitor {
    Seen s;
    std::uint64_t every = 1;
    void visit(emperor::Leaves& l) override {
      for (std::size_t i = 0; i < l.size(); ++i) {
        const std::uint64_t rank = l.first_rank() + i;
        s.ranks.push_back(rank), s.ys.push_back(l.y(i)), s.gaps.push_back(l.gap(i));
        s.wdls.push_back(every && rank % every == 0 ? l.wdl(i) : emperor::KernelWdl{0, 0, 0});
      }
    }
  } c;
  c.every = every;
  k.walk(from, to, c);
  return c.s;
}

std::int64_t tokens(const Counts& x) {
  std::int64_t t = 0;
  for (auto v : x) t += v;
  return t;
}

}  // namespace

TEST_CASE("independent kernel: w, d, l equal exact::wdl_independent in Rational on small random games",
          "[alloc][emperor][independent]") {
  std::mt19937_64 rng(41);
  for (int inst = 0; inst < 30; ++inst) {
    const std::size_t n = 1 + rng() % 5;
    std::vector<Rational> w(n);
    for (auto& v : w) v = Rational(1 + std::int64_t(rng() % 6));
    const auto P = ProbVector::from_exact(w);
    const std::int64_t t = std::int64_t(rng() % 6);
    const Counts x = allocation_unrank(n, t, rng() % allocation_count(n, t));
    const emperor::IndependentKernel k(P.values(), x);
    CHECK(k.error_estimate() < 1e-11);
    const Seen s = walk(k, 0, allocation_count(n, t));
    REQUIRE(s.ys.size() == allocation_count(n, t));
    for (std::size_t i = 0; i < s.ys.size(); ++i) {
      const Counts& y = s.ys[i];
      INFO(P.to_string() << " " << format_counts(x) << " vs " << format_counts(y));
      CHECK(s.ranks[i] == i);
      CHECK(allocation_rank(y) == i);  // the walk's order is enumerate.hpp's
      const auto e = exact::wdl_independent(P.exact(), x, y);
      const auto a = k.wdl(y);
      CHECK(std::abs(a.win - to_double(e.win)) <= k.error_estimate() + 1e-15);
      CHECK(std::abs(a.draw - to_double(e.draw)) <= 2 * k.error_estimate() + 1e-15);
      CHECK(std::abs(a.loss - to_double(e.loss)) <= k.error_estimate() + 1e-15);
      // The walk computes the opponent as the single-opponent call does, and its float gap
      // within the slack.
      CHECK(s.wdls[i].win == a.win);
      CHECK(s.wdls[i].loss == a.loss);
      CHECK(std::abs(s.gaps[i] - (a.win - a.loss)) <= k.gap_slack());
    }
  }
}

TEST_CASE("independent kernel: 2d6 opponents against the fast method, at 12 and 36 tokens",
          "[alloc][emperor][independent]") {
  const auto p = ProbVector::dice(2, 6).values();
  std::mt19937_64 rng(36);
  for (const Counts& x : {Counts{0, 0, 1, 1, 2, 3, 2, 2, 1, 0, 0}, Counts{0, 2, 3, 4, 6, 7, 5, 4, 3, 2, 0}}) {
    const emperor::IndependentKernel k(p, x);
    CHECK(k.leaf_values() == 3);
    CHECK(k.error_estimate() < 1e-11);
    const std::uint64_t total = allocation_count(11, tokens(x));
    std::vector<std::uint64_t> ranks{0, total - 1, allocation_rank(x)};  // [t,0..], [0..,t], X itself
    for (int i = 0; i < 25; ++i) ranks.push_back(rng() % total);
    for (auto r : ranks) {
      const Counts y = allocation_unrank(11, tokens(x), r);
      const auto a = k.wdl(y);
      const auto f = fast::wdl_independent(p, x, y);
      INFO(format_counts(x) << " vs " << format_counts(y));
      CHECK(std::abs(a.win - f.win.value) <= f.win.bound + k.error_estimate());
      CHECK(std::abs(a.draw - f.draw.value) <= f.draw.bound + 2 * k.error_estimate());
      CHECK(std::abs(a.loss - f.loss.value) <= f.loss.bound + k.error_estimate());
    }
    const auto self = k.wdl(x);
    CHECK(std::abs(self.win - self.loss) < 1e-13);
  }
}

TEST_CASE("independent kernel: a walk from any rank, on any instruction set, gives the same opponents",
          "[alloc][emperor][independent]") {
  const auto p = ProbVector::dice(2, 6).values();
  const Counts x{0, 0, 1, 1, 1, 2, 1, 1, 0, 0, 0};
  const emperor::IndependentKernel k(p, x);
  const std::uint64_t total = allocation_count(11, 7);
  const Seen whole = walk(k, 0, total, 7);
  REQUIRE(whole.ys.size() == total);
  for (std::uint64_t from : {std::uint64_t(1), std::uint64_t(777), total / 3, total - 5}) {
    const Seen part = walk(k, from, std::min(total, from + 5000), 7);
    for (std::size_t i = 0; i < part.ys.size(); ++i) {
      INFO("from " << from << ", rank " << part.ranks[i]);
      REQUIRE(part.ys[i] == whole.ys[from + i]);
      CHECK(part.gaps[i] == whole.gaps[from + i]);  // bit for bit: block splits never matter
      CHECK(part.wdls[i].win == whole.wdls[from + i].win);
    }
  }
  for (const char* isa : {"portable", "avx2", "avx512"}) {
    const emperor::Loops* loops = emperor::runnable_loops(isa);
    if (!loops) continue;
    const emperor::IndependentKernel other(p, x, *loops);
    const Seen s = walk(other, 0, total, 7);
    INFO(isa);
    for (std::size_t i = 0; i < total; ++i) {
      CHECK(std::abs(s.gaps[i] - whole.gaps[i]) <= 2 * k.gap_slack());
      CHECK(std::abs(s.wdls[i].win - whole.wdls[i].win) <= 1e-13);
    }
  }
}

TEST_CASE("independent kernel: the emperor check agrees with the check pair by pair",
          "[alloc][emperor][independent]") {
  const auto P = ProbVector::dice(2, 6);
  emperor::Options o;
  o.progress = false, o.rules = Rules::independent;
  // Figure 8's minimal allocation of t = 3 is the Independent emperor (docs/alloc_emperor.md);
  // the others are beaten, the last by a leaf of the walk's first prefix.
  for (const Counts& x : {Counts{0, 0, 0, 0, 1, 1, 1, 0, 0, 0, 0}, Counts{0, 0, 0, 1, 1, 1, 0, 0, 0, 0, 0},
                          Counts{1, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0}, Counts{0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0}}) {
    const Allocation a(P, x);
    const auto streamed = emperor::is_emperor(a, o);
    const auto pairs = emperor::check_by_pairs(a, Rules::independent, 0);
    INFO(format_counts(x));
    CHECK(streamed.emperor == pairs.emperor);
    REQUIRE(streamed.beaten_by.has_value() == pairs.beaten_by.has_value());
    if (streamed.beaten_by) CHECK(streamed.beaten_by->y == pairs.beaten_by->y);
    CHECK(streamed.undecided.empty());
  }
}

TEST_CASE("independent kernel: find_emperor streamed equals find_emperor pair by pair",
          "[alloc][emperor][independent][find]") {
  emperor::FindOptions o;
  o.progress = false, o.rules = Rules::independent;
  const auto fluet = ProbVector::from_exact({Rational(3, 6), Rational(2, 6), Rational(1, 6)});
  for (std::int64_t t = 1; t <= 12; ++t) {
    INFO("t = " << t);
    o.by_pairs = false;
    const auto streamed = emperor::find_emperor(fluet, t, o);
    o.by_pairs = true;
    const auto pairs = emperor::find_emperor(fluet, t, o);
    CHECK(streamed.verdict == pairs.verdict);
    CHECK(streamed.survivor == pairs.survivor);
    CHECK(streamed.emperor == pairs.emperor);
  }
}

TEST_CASE("independent kernel: errors and the memory guard", "[alloc][emperor][independent]") {
  CHECK_THROWS_AS(emperor::IndependentKernel({0.5, 0.5, 0.0}, {1, 1, 0}), InvalidArgument);
  const emperor::IndependentKernel k(ProbVector::dice(2, 6).values(), {0, 0, 1, 1, 2, 3, 2, 2, 1, 0, 0});
  CHECK_THROWS_AS(k.wdl({1, 1}), InvalidArgument);
  const auto saved = memory_limit();
  set_memory_limit(1 << 20);
  CHECK_THROWS_AS(emperor::IndependentKernel(ProbVector::dice(2, 6).values(), {0, 2, 3, 4, 6, 7, 5, 4, 3, 2, 0}),
                  LimitExceeded);
  set_memory_limit(saved);
}
