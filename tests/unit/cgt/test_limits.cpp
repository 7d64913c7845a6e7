// Ctrl-C and the memory guard: long canonicalisations and thermograph tables stop on request
// and leave the store usable; big work is refused before it starts.
#include <catch2/catch.hpp>

#include "cgt/engine/memo.hpp"
#include "cgt/engine/uptimal.hpp"
#include "cgt/game.hpp"
#include "cgt/print.hpp"
#include "cgt/impartial_ruleset.hpp"
#include "cgt/robin_hood/large_heaps.hpp"
#include "cgt/robin_hood/positions.hpp"
#include "cgt/robin_hood/thermo_table.hpp"
#include "cgt/ruleset.hpp"
#include "core/errors.hpp"
#include "core/memory_guard.hpp"
#include "delayed_interrupt.hpp"

using namespace alea;
using namespace alea::cgt;

namespace {
struct LimitScope {
  explicit LimitScope(std::uint64_t bytes) : saved(memory_limit()) { set_memory_limit(bytes); }
  ~LimitScope() { set_memory_limit(saved); }
  std::uint64_t saved;
};
}  // namespace

TEST_CASE("cgt limits: Ctrl-C stops a long canonical sum and the store stays usable", "[cgt][limits]") {
  std::vector<PositionPtr> heaps;
  for (const Heap& h : {robin_hood(12, 3, 2), robin_hood(12, 4, 3), robin_hood(12, 5, 3), robin_hood(12, 5, 4), robin_hood(12, 6, 4)})
    heaps.push_back(heap_position(h));
  const PositionPtr big = sum(heaps);
  {
    alea::test::DelayedInterrupt interrupt;
    CHECK_THROWS_AS(big->value(), Interrupted);
  }
  Game a = heap_value(robin_hood(9, 3, 2)), b = heap_value(robin_hood(4, 2, 1));
  CHECK((a + b).left_stop() == Dyadic(9));
  CHECK(a + b - b == a);
}

TEST_CASE("cgt limits: Ctrl-C stops the recognition of a long uptimal while printing", "[cgt][limits]") {
  Game deep = Game::from_id(engine::up_power(1000));  // ^<1000>: about 10 s to recognize
  {
    alea::test::DelayedInterrupt interrupt;
    CHECK_THROWS_AS(to_string(deep), Interrupted);
  }
  CHECK(to_string(Game::from_id(engine::up_power(40))) == "^<40>");
  CHECK(to_string(-Game::from_id(engine::up_power(3)) + Game::star()) == "v<3>*");
}

TEST_CASE("cgt limits: Ctrl-C stops thermograph tables and rulesets", "[cgt][limits]") {
  {
    alea::test::DelayedInterrupt interrupt;
    CHECK_THROWS_AS(large_heap_onsets(100000, 40, 40), Interrupted);
  }
  Ruleset::Callbacks cb;
  cb.options = [](Ruleset::Handle n, Side) {
    std::vector<Ruleset::Handle> v;
    if (n > 0) v.push_back(n - 1);
    return v;
  };
  cb.key = [](Ruleset::Handle n) { return std::to_string(n); };
  Ruleset chain(cb);
  {
    alea::test::DelayedInterrupt interrupt;
    CHECK_THROWS_AS(chain.thermograph(1ull << 40), Interrupted);
  }
  CHECK(chain.thermograph(10).mast == Dyadic(0));
}

TEST_CASE("cgt limits: work past the memory guard is refused up front", "[cgt][limits]") {
  LimitScope scope(1 << 16);
  CHECK_THROWS_AS(heap_thermograph(robin_hood(200, 40, 40)), LimitExceeded);
  CHECK_THROWS_AS(large_heap_onsets(10, 40, 40), LimitExceeded);
  Ruleset::Callbacks cb;
  cb.options = [](Ruleset::Handle n, Side) {
    std::vector<Ruleset::Handle> v;
    if (n > 0) v.push_back(n - 1);
    return v;
  };
  cb.key = [](Ruleset::Handle n) { return std::to_string(n); };
  Ruleset chain(cb);
  CHECK_THROWS_AS(chain.thermograph(100000), LimitExceeded);
  try {
    heap_thermograph(robin_hood(200, 40, 40));
  } catch (const LimitExceeded& e) {
    CHECK(std::string(e.what()).find("over the memory limit") != std::string::npos);
  }
}

TEST_CASE("impartial ruleset: Ctrl-C stops a walk, the memory guard refuses a long one", "[cgt][impartial][ruleset][limits]") {
  ImpartialRuleset::Callbacks cb;
  cb.moves = [](ImpartialRuleset::Handle n) { return n == 0 ? std::vector<ImpartialRuleset::Handle>{} : std::vector<ImpartialRuleset::Handle>{n - 1}; };
  cb.key = [](ImpartialRuleset::Handle n) { return std::to_string(n); };
  ImpartialRuleset chain(cb);
  {
    alea::test::DelayedInterrupt interrupt;
    CHECK_THROWS_AS(chain.nim_value(ImpartialRuleset::Handle{1} << 40), Interrupted);
  }
  CHECK(chain.nim_value(11) == 1);  // the ruleset goes on
  {
    LimitScope scope(1 << 16);
    CHECK_THROWS_AS(chain.misere(100000), LimitExceeded);
  }
  CHECK(chain.misere(3) == misere::MisereGame::heap(1));  // a chain of 3 moves is *
}

TEST_CASE("cgt limits: a raised guard raises the tables, not the caches", "[cgt][limits]") {
  // An eighth of the guard, capped at an eighth of the default 4 GiB (docs/cgt.md, the research
  // runs: a larger canonicalisation cache measured slower and larger on Toads and Frogs).
  {
    LimitScope scope(1ull << 30);
    CHECK(engine::cache_allowance() == (1ull << 30) / 8);
  }
  {
    LimitScope scope(20ull << 30);
    CHECK(engine::cache_allowance() == (4ull << 30) / 8);
  }
  // Under the raised guard the engine still works and its caches empty themselves as before.
  LimitScope scope(20ull << 30);
  CHECK(heap_value(robin_hood(9, 3, 2)) + heap_value(robin_hood(4, 2, 1)) - heap_value(robin_hood(4, 2, 1)) ==
        heap_value(robin_hood(9, 3, 2)));
}
