// Every long call of alloc reports its work to the progress service (core/progress.hpp), seen
// through a ProgressLog: the exact recursions whatever their size, simulations, quantiles, and
// the searches' listings, and the graph work of tournaments (the favored graph, its cycles, the
// emperor cycle).
#include <catch2/catch.hpp>

#include "alloc/allocation.hpp"
#include "alloc/head_to_head.hpp"
#include "alloc/search/all.hpp"
#include "alloc/search/multinomial.hpp"
#include "alloc/solitaire.hpp"
#include "alloc/tournament/tournament.hpp"
#include "core/progress.hpp"
#include "small_games.hpp"

using namespace alea;
using namespace alea::alloc;
using alea::alloc::testing::two_dice;

namespace {
const Mode kExact{true, Method::fast}, kRecursion{false, Method::recursion};
// 6^3 7^6 8^3: (1 + 3)(1 + 6)(1 + 3) = 112 sub-allocations, a table of 112 states.
Allocation x_of(const ProbVector& p) { return Allocation::parse(p, "6^3 7^6 8^3"); }
}  // namespace

TEST_CASE("progress: the exact recursions report every table, small ones too", "[alloc][progress]") {
  const ProbVector P = two_dice();
  const Allocation x = x_of(P), y = Allocation::parse(P, "6 7^4 8");
  ProgressLog log;
  expected_time(x, kExact);
  // States 0 .. 63 are counted at state 64: a table of 112 states reports 64 of them.
  REQUIRE(log.started("recursion: E[T]").size() == 1);
  CHECK(log.started("recursion: E[T]")[0].total == 112);
  CHECK(log.most_done("recursion: E[T]") == 64);
  variance(x, kRecursion);  // the same recursion in doubles
  CHECK(log.started("recursion: E[T]").size() == 2);
  distribution(x, 40, 1e-12, kExact);
  CHECK(log.most_done("recursion: distribution") > 0);
  wdl(x, y, Rules::original, kExact);
  CHECK(log.most_done("recursion: WDL") > 0);
  duration(x, y, Rules::original, kExact);
  CHECK(log.most_done("recursion: duration") > 0);
  wdl(x, y, Rules::independent, kExact);
  CHECK(log.most_done("recursion: Independent-rules table") > 0);
}

TEST_CASE("progress: simulations count their games, quantiles their cdf table", "[alloc][progress]") {
  const ProbVector P = two_dice();
  const Allocation x = x_of(P), y = Allocation::parse(P, "6 7^4 8");
  ProgressLog log;
  simulate(x, y, 10000, Rules::original, 7);
  REQUIRE(log.started("simulate").size() == 1);
  CHECK(log.started("simulate")[0].total == 10000);
  CHECK(log.started("simulate")[0].done == 10000);
  quantile(x, 0.5);
  CHECK(log.most_done("fast cdf") > 0);
  for (const auto& r : log.started("fast cdf")) CHECK(r.done == r.total);  // every table to its end
}

TEST_CASE("progress: listing allocations and the greedy multinomial builder", "[alloc][progress]") {
  const ProbVector P = two_dice();
  ProgressLog log;
  const auto all = all_allocations(P, 6, false, 1000000);  // C(16, 10) = 8008 allocations
  REQUIRE(log.started("listing allocations").size() == 1);
  CHECK(log.started("listing allocations")[0].total == all.size());
  CHECK(log.started("listing allocations")[0].done == all.size());
  greedy_multinomial(P, 5000);
  REQUIRE(log.started("greedy multinomial").size() == 1);
  CHECK(log.started("greedy multinomial")[0].done == 5000);
}

TEST_CASE("progress: a tournament's favored graph, cycles and emperor cycle", "[alloc][progress]") {
  const auto P = ProbVector::from_exact({Rational(3, 6), Rational(2, 6), Rational(1, 6)});
  const auto T = Tournament::full(P, 5, false, {});
  const std::uint64_t n = T.allocations().size();  // 21 allocations of 5 tokens on 3 values
  ProgressLog log;
  T.cycles({}, [](const std::vector<std::size_t>&) {});
  CHECK(log.most_done("favored graph") == n);
  REQUIRE(log.started("cycles").size() == 1);
  CHECK(log.started("cycles")[0].done == n);  // every start vertex
  const auto limited = T.cycles({0, 5}, [](const std::vector<std::size_t>&) {});  // at most 5 cycles
  REQUIRE(log.started("cycles").size() == 2);
  CHECK(log.started("cycles")[1].total == 5);
  CHECK(log.started("cycles")[1].done == limited.cycles);
  T.emperor_cycle();
  CHECK(log.most_done("strong components") == n);
}
