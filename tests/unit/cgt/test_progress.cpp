// cgt's long loops report to the progress service (core/progress.hpp), seen through a
// ProgressLog: heap thermographs and large-heap onsets (heap sizes), sums (parts), hot play
// (positions). The
// game-tree walk of rulesets is tested with its fixture in test_ruleset.cpp.
#include <catch2/catch.hpp>

#include "cgt/robin_hood/large_heaps.hpp"
#include "cgt/robin_hood/positions.hpp"
#include "cgt/robin_hood/thermo_table.hpp"
#include "cgt/sums.hpp"
#include "cgt/game.hpp"
#include "core/errors.hpp"
#include "core/interrupt.hpp"
#include "core/progress.hpp"

using namespace alea;
using namespace alea::cgt;

TEST_CASE("progress: heap thermographs, large-heap onsets and hot play", "[cgt][progress]") {
  ProgressLog log;
  for_each_heap_thermograph(HeapRules::robin_hood, 12, 4, 3, [](long long, long long, long long, const Thermograph&) {});
  REQUIRE(log.started("thermographs").size() == 1);
  CHECK(log.started("thermographs")[0].total == 13);
  CHECK(log.started("thermographs")[0].done == 13);  // heap sizes 0 .. 12
  large_heap_onsets(20, 3, 3);
  CHECK(log.most_done("large heaps") == 21);
  const PositionPtr s = sum({heap_position(robin_hood(9, 3, 2)), heap_position(robin_hood(4, 2, 1))});
  s->value();
  CHECK(log.most_done("sum: parts") == 2);
  hotstrat(s, Side::right, Side::right);
  REQUIRE(log.started("hot play: positions").size() == 1);
  CHECK(log.started("hot play: positions")[0].total == 0);
  CHECK(log.started("hot play: positions")[0].done > 0);
}

TEST_CASE("progress: the options of *n report and poll Ctrl-C", "[cgt][progress][issue31]") {
  // Issue 31, item 4: cgt.star(10^7):left_options() drew no bar and took Ctrl-C only at its end.
  {
    ProgressLog log;
    CHECK(Game::star(100003).left_options().size() == 100003);
    REQUIRE(log.started("options of *n").size() == 1);
    CHECK(log.started("options of *n")[0].total == 100003);
    CHECK(log.started("options of *n")[0].done == 100003);
  }
  request_interrupt();
  CHECK_THROWS_AS(Game::star(200003).left_options(), Interrupted);
  clear_interrupt();
}
