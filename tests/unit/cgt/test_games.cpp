// The games library: values printed in the literature and by CGSuite (each with its source), and
// every game against a second, plain implementation of its rules (naive_games.hpp: the generic
// solver on the position's text, no decomposition, no symmetries) on random positions.
#include <catch2/catch.hpp>

#include <random>

#include "cgt/games.hpp"
#include "cgt/parse.hpp"
#include "cgt/print.hpp"
#include "core/errors.hpp"
#include "core/memory_guard.hpp"
#include "core/progress.hpp"
#include "naive_games.hpp"

using namespace alea;
using namespace alea::cgt;

namespace {

std::string value_text(const PositionPtr& p) { return to_string(p->value()); }

// A random board of `rows` x `cols` over the characters of `alphabet`, each drawn with its weight.
std::string random_board(std::mt19937& rng, int rows, int cols, const std::string& alphabet, const std::vector<int>& weights) {
  std::discrete_distribution<int> pick(weights.begin(), weights.end());
  std::string s;
  for (int r = 0; r < rows; ++r) {
    if (r) s += '|';
    for (int c = 0; c < cols; ++c) s += alphabet[static_cast<std::size_t>(pick(rng))];
  }
  return s;
}

template <class Make>
void against_naive(Make make, naive::Moves moves, int count, int max_rows, int max_cols, const std::string& alphabet,
                   const std::vector<int>& weights, unsigned seed) {
  std::mt19937 rng(seed);
  for (int k = 0; k < count; ++k) {
    const int rows = 1 + static_cast<int>(rng() % static_cast<unsigned>(max_rows));
    const int cols = 1 + static_cast<int>(rng() % static_cast<unsigned>(max_cols));
    const std::string b = random_board(rng, rows, cols, alphabet, weights);
    INFO(b);
    const PositionPtr p = make(b);
    REQUIRE(p->value() == naive::value(moves, b));
    REQUIRE(p->to_string() == b);
    Game sum;
    for (const auto& c : p->components()) sum += c->value();
    REQUIRE(sum == p->value());
  }
}

}  // namespace

TEST_CASE("games: Domineering values checked with CGSuite (cgt-tools' tests) and Winning Ways", "[cgt][games]") {
  // cgt-tools' domineering.rs lists these as confirmed with CGSuite; 2 x 2 and 3 x 3 are +-1 in
  // Winning Ways ch. 2; the 4 x 4 board without a corner is +-(1*) (cgt-tools prints {1*|-1*}).
  const std::pair<const char*, const char*> known[] = {
      {".|.", "1"},          {"..", "-1"},        {"..|..", "+-1"},     {"..#|..#|##.", "+-1"},
      {"....", "-2"},        {".#|..", "*"},      {".##|.##|...", "0"}, {"..#|..#|...", "{1/2|-2}"},
      {"...|...|...", "+-1"}, {".#.#|.#..", "1*"}, {"#...|....|....|....", "+-(1*)"}, {"", "0"}};
  for (auto [board, value] : known) {
    INFO(board);
    CHECK(value_text(domineering(board)) == value);
  }
  CHECK(domineering("#...|....|....|....")->thermograph().temperature == Dyadic(1));
  // The value of 4 x 5 (4 rows) the Lua ruleset of scripts/cgt/domineering.lua found (docs/cgt.md).
  CHECK(value_text(domineering(".....|.....|.....|.....")) == "1");
  CHECK(value_text(domineering("....|....|....|....|....")) == "-1");  // its transpose
}

TEST_CASE("games: Domineering against the plain rules, and its regions", "[cgt][games]") {
  against_naive(domineering, naive::domineering, 150, 4, 4, ".#", {3, 1}, 7);
  against_naive(domineering, naive::domineering, 30, 3, 6, ".#", {4, 1}, 8);
  const PositionPtr p = domineering("..#..|..#..|#####|.....");
  const auto parts = p->components();
  REQUIRE(parts.size() == 3);
  CHECK(parts[0]->to_string() == "..|..");
  CHECK(parts[2]->to_string() == ".....");
  CHECK(p->value() == parts[0]->value() + parts[1]->value() + parts[2]->value());
  CHECK(p->options(Side::left).size() == 4);
  // The longest boards: a row of 64 cells has stride 64 (no shift by 64 may happen), a column 64 rows.
  std::string column(".");
  for (int r = 1; r < 64; ++r) column += "|.";
  CHECK(value_text(domineering(std::string(64, '.'))) == "-32");
  CHECK(value_text(domineering(column)) == "32");
  CHECK(domineering(std::string(64, '.'))->options(Side::left).empty());
  CHECK(p->options(Side::right).size() == 8);
}

TEST_CASE("games: Clobber and its variants against the plain rules", "[cgt][games]") {
  against_naive(static_cast<PositionPtr (*)(const std::string&)>(clobber), naive::clobber, 150, 3, 4, ".xo", {1, 2, 2}, 9);
  against_naive(static_cast<PositionPtr (*)(const std::string&)>(clobber), naive::clobber, 30, 1, 9, "xo", {1, 1}, 10);
  // Albert, Grossman, Nowakowski and Wolfe, "An introduction to Clobber": xo = *, a lone pair.
  CHECK(value_text(clobber("xo")) == "*");
  CHECK(value_text(clobber("xo.|...|.ox")) == "0");  // * + *
}

TEST_CASE("games: Konane, Fission, Amazons against CGSuite's values (cgt-tools' tests)", "[cgt][games]") {
  CHECK(value_text(konane("..ox")) == "1");
  CHECK(value_text(konane(".ox.")) == "*");
  CHECK(value_text(konane(".ox.|o..x|....")) == "+-1");
  CHECK(value_text(fission("....|..x.|....|....")) == "0");
  CHECK(value_text(fission("..x.|....|..x.|....")) == "-2");
  CHECK(value_text(fission(".x.x|....|..x.|....")) == "-1");
  CHECK(value_text(fission(".x.x|..x.|....|..x.")) == "{-1|-4}");
  CHECK(value_text(fission("....|..x.|....|#..#")) == "0");
  // "Confirmed with cgsuite" in cgt-tools' amazons.rs.
  const Game amazons_value = parse_game(
      "{{6|{3|1, {3|0, {1/2|0}}}}, {6|{4*|-3, {3, {3|0, {1/2|0}}|-4}}}|-3, {0, {0|-2}, {1|-3}|-5}, {0, {0, *|0, {0, "
      "{1/2, {1|0}|v}|v}}|-5}, {{2, {2|0}|0, {0, {2|0, {2|0}}|0}}, {2, {3|0}|0, {0, {0, ^*|0}|-1}}, {{2|0}, {2|{1|1/4}, "
      "{2|0}}|v*, {1/2|{{0|-1}, {*|-1}|-1}}, {{0, ^*|0}|-1}}, {{3|0}, {3|1, {2|0}}, {3, {3|1}|1, {1|0, *}}|-1/16, {0|-1}, "
      "{*|-1}}|-5, {v, v*, {0, {0, ^*|0}|-1}|-5}, {{1/2|{-1/4, {0|-1}, {*|-1}|-1}}, {{1|1/4}|{-1/4|-1}}, {{1|{1|0}, "
      "{1|*}}|-1/2}|-5}}}");
  CHECK(amazons("x..#|....|.#.o")->value() == amazons_value);
}

TEST_CASE("games: Konane, Fission, Amazons, Snort, Col, Ski Jumps against the plain rules", "[cgt][games]") {
  against_naive(konane, naive::konane, 80, 3, 4, ".xo", {2, 2, 2}, 11);
  against_naive(fission, naive::fission, 80, 4, 4, ".x#", {4, 2, 1}, 12);
  against_naive(amazons, naive::amazons, 25, 2, 3, ".xo#", {5, 1, 1, 1}, 13);
  against_naive(snort, naive::colouring<true>, 60, 3, 3, ".xo#", {6, 1, 1, 1}, 14);
  against_naive(col, naive::colouring<false>, 60, 3, 3, ".xo#", {6, 1, 1, 1}, 15);
  against_naive(ski_jumps, naive::ski_jumps, 60, 3, 4, ".LlRr", {8, 1, 1, 1, 1}, 16);
}

TEST_CASE("games: Toads and Frogs (cgt-tools' values) and Toppling Dominoes", "[cgt][games]") {
  const std::pair<const char*, const char*> tf[] = {{"TFTF.TF", "0"}, {"TFTFTF.", "0"}, {"TFTFT.F", "*"},
                                                    {"TF.TTFF", "0"}, {"TFT.TFF", "^"}, {".TTFTFF", "0"},
                                                    {"T.TFTFF", "{0|^}"}, {"T", "0"}, {"", "0"}};
  for (auto [strip, value] : tf) {
    INFO(strip);
    CHECK(toads_and_frogs(strip)->value() == parse_game(value));  // cgt-tools prints ^^* as {0|^}
  }
  against_naive(toads_and_frogs, naive::toads_and_frogs, 100, 1, 8, ".TF", {2, 1, 1}, 17);
  CHECK(value_text(toppling_dominoes("lrrll")) == "{1|*}");  // cgt-tools' toppling_dominoes.rs
  against_naive(toppling_dominoes, naive::toppling, 100, 1, 8, ".lre", {1, 2, 2, 1}, 18);
}

TEST_CASE("games: Hackenbush strings, Cutcake, Partizan Arc Kayles", "[cgt][games]") {
  // CGSuite's documentation of Hackenbush: the stalk lrlrr is 9/16 (Berlekamp's rule).
  CHECK(value_text(hackenbush("lrlrr")) == "9/16");
  CHECK(value_text(hackenbush("l")) == "1");
  CHECK(value_text(hackenbush("e")) == "*");
  CHECK(value_text(hackenbush("lr")) == "1/2");
  CHECK(value_text(hackenbush("0-1:l 0-2:r")) == "0");
  CHECK(hackenbush("l(l;r)")->components().size() == 1);
  CHECK(hackenbush("0-1:l 0-2:r")->components().size() == 2);
  // A green triangle on the ground: cutting a ground edge leaves a stalk of two (*2), cutting the
  // top edge two single edges (* + * = 0), so it is *mex{0, 2} = * (as the fusion principle of
  // Winning Ways ch. 7 says: an odd circuit at the ground fuses to one loop).
  CHECK(value_text(hackenbush(":Geee:G")) == "*");
  // Cutcake: Winning Ways' table (ch. 2) gives the value of an h x w cake; 1 x w = w - 1 (Left's cuts).
  CHECK(value_text(cutcake("1x5")) == "4");
  CHECK(value_text(cutcake("5x1")) == "-4");
  CHECK(value_text(cutcake("2x2")) == "0");
  CHECK(cutcake("3x4 + 4x3")->value() == Game());
  // Every cake up to 20 x 20 against a closed form, an independent method: with 2^k <= height <
  // 2^(k+1) and width >= height, the value is floor(width / 2^k) - 1 (the value steps only as the
  // height passes a power of two, as in Winning Ways' Cutcake table, ch. 2); a cake taller than
  // wide is the negative of its transpose.
  auto closed_form = [](long long h, long long w) {
    long long k = 1;
    while (2 * k <= h) k *= 2;
    return w / k - 1;
  };
  for (long long h = 1; h <= 20; ++h)
    for (long long w = 1; w <= 20; ++w) {
      INFO(h << "x" << w);
      const long long v = w >= h ? closed_form(h, w) : -closed_form(w, h);
      CHECK(cutcake(std::to_string(h) + "x" + std::to_string(w))->value() == Game::integer(v));
    }
  // Partizan Arc Kayles: one blue edge is 1, a blue and a red edge sharing a vertex is *.
  CHECK(value_text(partizan_arc_kayles("1-2:l")) == "1");
  CHECK(value_text(partizan_arc_kayles("1-2:l 2-3:r")) == "*");
  CHECK(value_text(partizan_arc_kayles("1-2:e")) == "*");
}

// CGSuite's own tests of its game library (aaron-siegel/cgsuite, lib/core/src/test/scala/org/
// cgsuite/lang/: GameGridTest.scala, GameGraphTest.scala, GameStripTest.scala), in our notation.
// CGSuite's variants of GenClobber (game/grid/constants.cgs): Kings = compass directions, Rooks =
// slides of any length, Queens = both, AntiClobber = clobbering empty cells and leaving the
// opponent's stone behind.
TEST_CASE("games: CGSuite's tests of its grid and strip games", "[cgt][games]") {
  games::ClobberVariant kings, rooks, queens, diagonal, anti;
  kings.directions = queens.directions = "compass";
  rooks.max_distance = queens.max_distance = 64;
  diagonal.directions = "diagonal";
  anti.clobbered = {1u, 1u};  // the empty cell
  anti.left_behind = {2, 1};
  CHECK(value_text(clobber("xox|ox.")) == "{^^*|*,v}");
  CHECK(value_text(clobber("xoxo|oox.|xxx.", diagonal)) == "{0,v*|vv}");
  CHECK(value_text(clobber("xox|ox.", kings)) == "{^^*|*,v[2]}");
  CHECK(value_text(clobber("xox|ox.", rooks)) == "{^^*|0,*}");
  CHECK(value_text(clobber("xox|ox.", queens)) == "^");
  CHECK(value_text(clobber("xoxo|oo..", anti)) == "{*|-1}");
  CHECK(value_text(amazons("x...|o...")) == "+-{3,{4|0,{1|0,*}},{4|{0,{1/2|0}|v},+-1,+-{1,{2|0}}}}");
  CHECK(value_text(domineering("....|....|....|....")) == "+-{0,{{2|0},2Tiny(2)|{2|0},Miny(2)}}");
  CHECK(value_text(toads_and_frogs("TTTTT..FFFFF")) ==
        "+-{{2|*},{5/2||2|{0||||{0||v<2>|-1},{0||||0||Miny(1/32)|-2|||-1/2*}|||v<2>|-1/2||-1*}|||0}}");
}

// CGSuite's Col and Snort are played on graphs whose vertices are tinted: a vertex "L" is next to
// one Left has coloured (GenCol: colouring deletes the vertex and tints its neighbours). On our
// grids a coloured cell does that tinting, so CGSuite's path "R-.-R-.-L-.-R-.-R-." is a row of ten
// with the colours hung below the tinted cells.
TEST_CASE("games: CGSuite's tests of its graph games", "[cgt][games]") {
  CHECK(value_text(col("..........|o#o#x#o#o#")) == "7/8");  // Col("R-.-R-.-L-.-R-.-R-.")
  CHECK(value_text(snort(".....|x###x")) == "{4|0,+-1}");    // Snort("L-.-.-.-L")
  CHECK(value_text(snort("....|##.#")) == "+-{3|2}");        // Snort(".-.-.(-.;-.)")
  const std::pair<const char*, const char*> hackenbush_values[] = {
      {"lrlrrllr", "77/128"}, {"l(l;rl)", "3/2"}, {"eeeeeee", "*7"}, {"lrlerrr", "3/4v[3]*"},
      {"e(ee(e;e);e(eee;ee);e(ee;e))", "*5"},
      {"e(ee:{waist};ee:{waist}e(ee;e(e:{head};e:{head}e)))", "*2"},  // Winning Ways ch. 7, Figure 3
  };
  for (auto [graph, value] : hackenbush_values) {
    INFO(graph);
    CHECK(value_text(hackenbush(graph)) == value);
  }
  CHECK(value_text(partizan_arc_kayles("llr")) == "1/2");
  CHECK(value_text(partizan_arc_kayles("lrlr(ll;ree(rl;l))")) == "{3*|2*||3/2,3/2*|1/2*}");
  // Arc Kayles on a path of n vertices is Dawson's Kayles; with a loop at every vertex, Kayles
  // (CGSuite's ArcKayles test, n = 1..50 and 1..32: a loop is an edge, at most 64 of them).
  const int dawson[] = {0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1, 3, 0,
                        2, 1, 1, 0, 4, 5, 2, 7, 4, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5};
  const int kayles[] = {1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7, 4, 1, 2, 8, 5, 4, 7, 2, 1};
  for (int n = 1; n <= 50; ++n) {
    INFO(n);
    CHECK(partizan_arc_kayles(std::string(static_cast<std::size_t>(n - 1), 'e'))->value() == Game::star(static_cast<unsigned long long>(dawson[n - 1])));
  }
  for (int n = 1; n <= 32; ++n) {
    std::string looped;
    for (int v = 0; v < n; ++v) {
      looped += std::to_string(v) + "-" + std::to_string(v) + ":e ";
      if (v + 1 < n) looped += std::to_string(v) + "-" + std::to_string(v + 1) + ":e ";
    }
    INFO(looped);
    CHECK(partizan_arc_kayles(looped)->value() == Game::star(static_cast<unsigned long long>(kayles[n - 1])));
  }
}

TEST_CASE("games: the memory guard refuses a table that would not fit, progress reports the parts", "[cgt][games]") {
  const auto saved = memory_limit();
  set_memory_limit(1 << 16);
  CHECK_THROWS_AS(domineering("......|......|......|......|......")->value(), LimitExceeded);
  set_memory_limit(saved);
  ProgressLog log;
  CHECK(domineering("#......|.......|......#")->value() == naive::value(naive::domineering, "#......|.......|......#"));
  REQUIRE(!log.started("Domineering: parts valued").empty());
  CHECK(log.most_done("Domineering: parts valued") > 0);
}

TEST_CASE("games: malformed positions point at the character", "[cgt][games]") {
  auto message = [](auto f) {
    try {
      f();
    } catch (const InvalidArgument& e) {
      return e.role + ": " + e.what();
    }
    return std::string("no error");
  };
  CHECK(message([] { domineering("..|.x"); }) ==
        "position: unexpected 'x' at character 5 of \"..|.x\" (a Domineering board has '.', '#' and '|' between rows)");
  CHECK(message([] { domineering("...|.."); }) ==
        "position: row 2 is shorter than row 1 in \"...|..\" (rows must have the same length)");
  CHECK(message([] { domineering(std::string(65, '.')); }).find("more than 64 cells") != std::string::npos);
  CHECK(message([] { hackenbush("l(r"); }).find("an unclosed '('") != std::string::npos);
  CHECK(message([] { cutcake("3x0"); }) == "position: a side must be in 1..255 at character 3 of \"3x0\"");
}
