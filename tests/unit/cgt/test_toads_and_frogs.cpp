// Toads and Frogs' decomposition and keys (src/cgt/games/placement.cpp): the pieces that can
// never move, found by the fixpoint of ToadsAndFrogsRules::dead, against every line of play of
// the plain rules (naive_games.hpp); the parts between them, the packed keys of parts of up to 32
// cells and the table of longer parts, each against the plain rules valued without decomposition.
#include <catch2/catch.hpp>

#include <random>
#include <set>

#include "cgt/games.hpp"
#include "cgt/games/notation.hpp"
#include "cgt/games/placement.hpp"
#include "cgt/parse.hpp"
#include "core/errors.hpp"
#include "core/memory_guard.hpp"
#include "naive_games.hpp"

using namespace alea;
using namespace alea::cgt;

namespace {

// The cells of a one-row strip that hold the same piece in every position reached from it by
// moves of either player in any order: the pieces that never move (a piece leaving its cell
// leaves it empty).
std::set<int> unmoved_by_play(const std::string& strip) {
  std::set<std::string> seen{strip};
  std::vector<std::string> todo{strip};
  while (!todo.empty()) {
    const std::string p = todo.back();
    todo.pop_back();
    for (Side side : {Side::left, Side::right})
      for (const std::string& o : naive::toads_and_frogs(naive::text(p), side))
        if (seen.insert(o).second) todo.push_back(o);
  }
  std::set<int> cells;
  for (int i = 0; i < static_cast<int>(strip.size()); ++i) {
    bool same = strip[i] != '.';
    for (const std::string& p : seen) same = same && p[i] == strip[i];
    if (same) cells.insert(i);
  }
  return cells;
}

std::set<int> dead_by_rules(const std::string& strip) {
  const int n = static_cast<int>(strip.size());
  const geometry::Grid g = games::frame_for(1, n);
  const games::ToadsAndFrogsRules rules(g);
  games::Mask board = 0, toads = 0, frogs = 0;  // the strip's cells: the frame may be wider
  for (int i = 0; i < n; ++i) {
    board |= geometry::bit(g.cell(0, i));
    if (strip[i] == 'T') toads |= geometry::bit(g.cell(0, i));
    if (strip[i] == 'F') frogs |= geometry::bit(g.cell(0, i));
  }
  const games::Mask d = rules.dead(board, toads, frogs);
  std::set<int> cells;
  for (int i = 0; i < n; ++i)
    if (d & geometry::bit(g.cell(0, i))) cells.insert(i);
  return cells;
}

std::string random_strip(std::mt19937& rng, int length, const std::vector<int>& weights) {
  std::discrete_distribution<int> pick(weights.begin(), weights.end());
  std::string s;
  for (int i = 0; i < length; ++i) s += ".TF"[pick(rng)];
  return s;
}

Game plain_value(const std::string& strip) { return naive::value(naive::toads_and_frogs, strip); }

}  // namespace

TEST_CASE("games: Toads and Frogs' dead pieces are those no line of play ever moves", "[cgt][games]") {
  for (const char* strip : {"TTFF", "T.TTFF.F", "FF.T", "TF", "FT", "T", "F", "TFTF", "TTF.FF", "TT.FF", "FTTFF.T"}) {
    INFO(strip);
    CHECK(dead_by_rules(strip) == unmoved_by_play(strip));
  }
  std::mt19937 rng(31);
  for (int k = 0; k < 400; ++k) {
    const std::string strip = random_strip(rng, 1 + static_cast<int>(rng() % 10), {1, 2, 2});
    INFO(strip);
    REQUIRE(dead_by_rules(strip) == unmoved_by_play(strip));
  }
}

TEST_CASE("games: Toads and Frogs splits a strip at its walls", "[cgt][games]") {
  // TTFF can never move: the strip is T. + .F, 1 - 1 = 0.
  const PositionPtr p = toads_and_frogs("T.TTFF.F");
  const auto parts = p->components();
  REQUIRE(parts.size() == 2);
  CHECK(parts[0]->to_string() == "T.");
  CHECK(parts[1]->to_string() == ".F");
  CHECK(p->value() == plain_value("T.TTFF.F"));
  // Frogs at the start and a toad on the last cell never move: nothing is left to value.
  CHECK(toads_and_frogs("FF.T")->components().empty());
  CHECK(toads_and_frogs("FF.T")->value() == Game());
  // Dense strips (walls everywhere), on one or two rows, against the plain rules valued whole.
  std::mt19937 rng(32);
  for (int k = 0; k < 150; ++k) {
    const int rows = 1 + static_cast<int>(rng() % 2), cols = 2 + static_cast<int>(rng() % (rows == 1 ? 10 : 5));
    std::string board;
    for (int r = 0; r < rows; ++r) {
      if (r) board += '|';  // not (r ? "|" : "") + strip: GCC 12 warns falsely (-Wstringop-overflow) on that
      board += random_strip(rng, cols, {1, 1, 1});
    }
    INFO(board);
    const PositionPtr q = toads_and_frogs(board);
    REQUIRE(q->value() == plain_value(board));
    Game sum;
    for (const auto& c : q->components()) sum += c->value();
    REQUIRE(sum == q->value());
  }
}

TEST_CASE("games: Toads and Frogs parts longer than 32 cells (unpacked keys) and mirrors", "[cgt][games]") {
  // Three pieces on 33 to 48 cells: parts too long for a 64-bit key, valued through the table of
  // cell sets, against the plain rules.
  std::mt19937 rng(33);
  for (int k = 0; k < 12; ++k) {
    std::string strip(33 + rng() % 16, '.');
    for (int piece = 0; piece < 3; ++piece) strip[rng() % strip.size()] = "TF"[rng() % 2];
    INFO(strip);
    REQUIRE(toads_and_frogs(strip)->value() == plain_value(strip));
  }
  // A strip reversed with toads and frogs exchanged is its negative (the normalisation's symmetry).
  for (int k = 0; k < 100; ++k) {
    const std::string strip = random_strip(rng, 1 + static_cast<int>(rng() % 14), {2, 1, 1});
    std::string mirror(strip.rbegin(), strip.rend());
    for (char& ch : mirror) ch = ch == 'T' ? 'F' : ch == 'F' ? 'T' : ch;
    INFO(strip);
    REQUIRE(toads_and_frogs(mirror)->value() == -toads_and_frogs(strip)->value());
  }
}

TEST_CASE("games: the memory guard refuses a Toads-and-Frogs table of packed keys that would not fit", "[cgt][games]") {
  const auto saved = memory_limit();
  set_memory_limit(1 << 16);  // a strip of 30 cells has far more than the 5 000 parts 64 KiB hold
  CHECK_THROWS_AS(toads_and_frogs("TTTTTTTT..............FFFFFFFF")->value(), LimitExceeded);
  set_memory_limit(saved);
  CHECK(toads_and_frogs("TT..FFFFFF")->value() == parse_game("{0|-7/2}"));  // the research table's value
}
