// Periodicity: the periods and preperiods Winning Ways and OEIS give for octal games (proved here
// by the octal periodicity theorem from the computed values), CGSuite's CheckPeriodicity results,
// arithmetic periods of single-heap codes, windowed spawning games, and what cannot be proved.
#include <catch2/catch.hpp>

#include <cstdio>

#include "cgt/impartial.hpp"
#include "cgt/impartial/long_run.hpp"
#include "core/errors.hpp"

using namespace alea;
using namespace alea::cgt::impartial;

namespace {

Periodicity proved(const std::string& code, std::uint64_t n) {
  auto r = periodicity(*take_and_break(code), n);
  INFO(code << ": " << r.reason);
  REQUIRE(r.periodicity);
  return *r.periodicity;
}

}  // namespace

TEST_CASE("periodicity: octal games with the periods Winning Ways and OEIS give", "[cgt][periodicity]") {
  // CGSuite's GameHeapTest (CheckPeriodicity(2000)): Kayles 12 from 71, Dawson's Kayles 34 from 53.
  CHECK(proved("0.77", 2000) == Periodicity{12, 71, 0});
  CHECK(proved("0.07", 2000) == Periodicity{34, 53, 0});
  // OEIS A002187: Dawson's chess 0.137, period 34, last exception at 51.
  CHECK(proved("0.137", 2000) == Periodicity{34, 52, 0});
  // OEIS A071434 (Winning Ways p. 102): .1377, period 24, last exception at 140.
  CHECK(proved("0.1377", 2000) == Periodicity{24, 141, 0});
  // OEIS A071435 (Winning Ways p. 102): .177, period 20, last exception at 496.
  CHECK(proved("0.177", 3000) == Periodicity{20, 497, 0});
  // OEIS A071453 (Winning Ways p. 104): .117, period 48, exceptions up to 46; .051 is it shifted.
  CHECK(proved("0.117", 2000) == Periodicity{48, 47, 0});
  CHECK(proved("0.051", 2000).period == 48);
  // OEIS A071452 (Winning Ways p. 104): .11377, period 32, last exception at 186.
  CHECK(proved("0.11377", 3000) == Periodicity{32, 187, 0});
  // Games solved after Winning Ways (Kenyon 1967, Austin 1976, Gangolli and Plambeck 1989), as
  // tczajka/octal-games' SolvedGames.md lists them: period and prefix.
  CHECK(proved("0.45", 2000) == Periodicity{20, 498, 0});
  CHECK(proved("0.156", 10000) == Periodicity{349, 3479, 0});
  CHECK(proved("0.356", 16000) == Periodicity{142, 7315, 0});
  CHECK(proved("0.644", 8000) == Periodicity{442, 3256, 0});
  CHECK(proved("0.165", 15000) == Periodicity{1550, 5181, 0});
#ifndef ALEA_SANITIZED
  // OEIS A071464 (Gangolli and Plambeck): .127, period 4, last exception at 46577.
  CHECK(proved("0.127", 100000) == Periodicity{4, 46578, 0});
#endif
  // CGSuite: the subtraction game {2, 3, 7} has period 5 from 0.
  CHECK(periodicity(*subtraction({2, 3, 7}, false), 100).periodicity == Periodicity{5, 0, 0});
}

TEST_CASE("periodicity: arithmetic periods of single-heap codes", "[cgt][periodicity]") {
  // Nim: G(n) = n (CGSuite's CheckPeriodicity reports nothing for it).
  CHECK(periodicity(*take_and_break("0.[3]"), 100).periodicity == Periodicity{1, 0, 1});
  // All but {2, 3, 7} (CGSuite's values 1,0,1,2,3,2,3,4,5,...): G(n + 4) = G(n) + 2 from 0.
  CHECK(periodicity(*subtraction({2, 3, 7}, true), 200).periodicity == Periodicity{4, 0, 2});
  // The all-but games are arithmetic periodic (Angela Siegel); check the proof against the values.
  for (const std::vector<std::uint64_t>& s : {std::vector<std::uint64_t>{1}, {2}, {1, 2}, {3, 5}, {2, 4, 8}, {1, 4, 6, 9}}) {
    auto h = subtraction(s, true);
    auto r = periodicity(*h, 3000);
    REQUIRE(r.periodicity);
    const auto p = *r.periodicity;
    const auto g = nim_sequence(*h, 3000, SequenceMethod::direct);
    for (std::uint64_t n = p.preperiod; n + p.period <= 3000; ++n) CHECK(g[n + p.period] == g[n] + p.saltus);
  }
}

TEST_CASE("periodicity: proved periods continue the sequence, and agree with computing it", "[cgt][periodicity]") {
  for (const char* code : {"0.77", "0.07", "0.137", "0.51", "0.15", "0.05", "0.3[1]", "0.[2]", "0.2[3]", "0.1[3]"}) {
    INFO(code);
    auto by_period = take_and_break(code);
    auto direct = take_and_break(code);
    CHECK(nim_sequence(*by_period, 20000) == nim_sequence(*direct, 20000, SequenceMethod::direct));
  }
}

TEST_CASE("periodicity: windowed spawning games, and games no theorem covers", "[cgt][periodicity]") {
  // Mock Turtle Fives and Triplet Fives (CGSuite's values above) repeat with period 5.
  CHECK(periodicity(*spawning("1-3C(5)"), 100).periodicity == Periodicity{5, 1, 0});
  CHECK(periodicity(*spawning("3C(5)"), 100).periodicity == Periodicity{5, 1, 0});
  auto mock = periodicity(*spawning("1-3"), 100);
  CHECK(!mock.periodicity);
  CHECK(mock.reason.find("not within a bounded span") != std::string::npos);
  auto grundy = periodicity(*take_and_break("4!.0"), 1000);
  CHECK(!grundy.periodicity);
  CHECK(grundy.reason.find("modifiers") != std::string::npos);
  auto six = periodicity(*take_and_break("0.6"), 2000);
  CHECK(!six.periodicity);
  CHECK(six.reason.find("no period proved by heap 2000") == 0);
  auto seven = periodicity(*take_and_break("0.[7]"), 100);
  CHECK(seven.reason.find("repeats for ever and splits") != std::string::npos);
}

TEST_CASE("periodicity: no saltus for splitting codes, and the reason says what is known", "[cgt][periodicity]") {
  // Horrocks and Nowakowski (INTEGERS 3, 2003, #G1): finite octal games are not arithmetic-periodic.
  // So the three-digit codes whose values grow large (0.764 reaches 4 665 by heap 10^5) can only
  // become periodic; no saltus is reported, and the reason says why none is looked for.
  for (const char* code : {"0.764", "0.004", "0.6"}) {
    INFO(code);
    auto r = periodicity(*take_and_break(code), 3000);
    CHECK(!r.periodicity);
    CHECK(r.reason.find("finite octal games are not arithmetic-periodic (Horrocks and Nowakowski 2003)") !=
          std::string::npos);
  }
  // 0.8 (take one token, leave three heaps) is a hexadecimal code: G(n) = floor((n - 1) / 3) for
  // n >= 1 (its values are checked against the mex of its options in test_cgt_impartial.lua), an
  // arithmetic period 3 with saltus 1, which no theorem here proves: the reason says so instead of
  // guessing.
  auto hex = take_and_break("0.8");
  const auto g = nim_sequence(*hex, 300, SequenceMethod::direct);
  for (std::uint64_t n = 1; n <= 300; ++n) CHECK(g[n] == (n - 1) / 3);
  auto r = periodicity(*hex, 300);
  CHECK(!r.periodicity);
  CHECK(r.reason.find("(Howse and Nowakowski 2004), are not tested") != std::string::npos);
}

TEST_CASE("periodicity: a long run resumes from its checkpoint with the same values", "[cgt][periodicity][long]") {
  const std::string path = std::string(ALEA_SOURCE_DIR) + "/build-test-nim-checkpoint.bin";
  std::remove(path.c_str());
  LongRunOptions o;
  o.checkpoint = path;
  o.to = 20000;
  auto first = take_and_break("0.6");
  const LongRunReport a = extend(*first, o);
  CHECK(a.heaps > 20000);
  CHECK(a.resumed_from == 0);
  o.to = 40000;
  auto second = take_and_break("0.6");
  const LongRunReport b = extend(*second, o);
  CHECK(b.resumed_from == a.heaps);
  CHECK(b.mask == 0x1ee);  // tczajka/octal-games' mask for .6
  CHECK(b.rare == 1584);  // rare values to heap 40000 (the last is at 20627)
  CHECK(b.last_rare == 20627);
  CHECK(!b.periodicity);
  CHECK(nim_sequence(*second, 40000) == nim_sequence(*take_and_break("0.6"), 40000, SequenceMethod::direct));
  o.checkpoint = path;
  auto other = take_and_break("0.77");
  CHECK_THROWS_AS(extend(*other, o), InvalidArgument);
  std::remove(path.c_str());
}
