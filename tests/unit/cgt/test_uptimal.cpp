// Uptimals (engine/uptimal.hpp): ^<n> against independent definitions, expansions recognized
// from canonical forms against the sums they name, CGSuite's display (its test file
// lib/core/src/test/scala/org/cgsuite/lang/CanonicalShortGameTestCase.scala, "More complex
// uptimals"), and parse(print(G)) == G over many random games.
#include <catch2/catch.hpp>

#include <random>

#include "cgt/engine/order.hpp"
#include "cgt/engine/uptimal.hpp"
#include "cgt/game.hpp"
#include "cgt/parse.hpp"
#include "cgt/print.hpp"
#include "core/errors.hpp"

using namespace alea;
using namespace alea::cgt;

namespace {

Game P(const char* s) { return parse_game(s); }
std::string S(const Game& g) { return to_string(g); }
Game power(long long n) { return Game::from_id(engine::up_power(n)); }

std::string joined(const std::vector<Game>& v) {
  std::string s = "{";
  for (std::size_t i = 0; i < v.size(); ++i) {
    if (i > 0) s += ',';
    s += S(v[i]);
  }
  return s + "}";
}

}  // namespace

TEST_CASE("cgt uptimal: ^<n> as Siegel and CGSuite's UptimalTest define it", "[cgt][uptimal]") {
  // ^<2> = {0|v*}, ^<3> = {0|v* - ^<2>}, ^<4> = {0|v* - ^<2> - ^<3>}: a second definition
  // (CGSuite's UptimalTest.scala), independent of the chain ^->n the engine uses.
  Game up2 = Game::from_options({Game()}, {P("v*")});
  Game up3 = Game::from_options({Game()}, {P("v*") - up2});
  Game up4 = Game::from_options({Game()}, {P("v*") - up2 - up3});
  CHECK(power(1) == Game::up(1));
  CHECK(power(2) == up2);
  CHECK(power(3) == up3);
  CHECK(power(4) == up4);
  CHECK(P("^<2>") == up2);
  CHECK(P("^<3>") == up3);
  CHECK(P("v<4>") == -up4);
  CHECK(P("^[3]") == Game::up(1) + up2 + up3);
  CHECK(P("v[4]*") == -(Game::up(1) + up2 + up3 + up4) + Game::star());
  // ^<n> is positive, infinitesimal, and smaller than every positive multiple of ^<n-1>.
  for (long long n = 2; n <= 6; ++n) {
    CHECK(power(n) > Game());
    CHECK(power(n).is_infinitesimal());
    CHECK(power(n) < power(n - 1));
  }
  CHECK(S(up2) == "^<2>");
  CHECK(S(-up3) == "v<3>");
  CHECK(S(Game::up(1) + up2) == "^[2]");
}

TEST_CASE("cgt uptimal: expansions of x + *m + a1.^ + a2.^<2> + a3.^<3> + a4.^<4>", "[cgt][uptimal][property]") {
  // As CGSuite's UptimalTest: every such sum is recognized with exactly its coefficients.
  std::vector<Game> numbers{Game(), Game::integer(1), P("-5/4")};
  std::size_t checked = 0, symbols = 0;
  for (const Game& x : numbers)
    for (unsigned long long m : {0ull, 1ull, 2ull, 4ull})
      for (long long a1 = -2; a1 <= 2; ++a1)
        for (long long a2 = -2; a2 <= 2; ++a2)
          for (long long a3 = -2; a3 <= 2; ++a3)
            for (long long a4 = -1; a4 <= 1; ++a4) {
              Game g = x + Game::star(m) + Game::up(a1);
              for (long long k = 0; k < (a2 < 0 ? -a2 : a2); ++k) g += a2 > 0 ? power(2) : -power(2);
              for (long long k = 0; k < (a3 < 0 ? -a3 : a3); ++k) g += a3 > 0 ? power(3) : -power(3);
              if (a4 != 0) g += a4 > 0 ? power(4) : -power(4);
              auto u = engine::uptimal_of(g.id());
              REQUIRE(u);
              std::vector<long long> want{a1, a2, a3, a4};
              while (!want.empty() && want.back() == 0) want.pop_back();
              CHECK(u->number == (x.is_number() ? x.to_dyadic() : Dyadic()));
              CHECK(u->nim == m);
              CHECK(u->coeffs == want);
              CHECK(Game::from_id(engine::from_uptimal(*u)) == g);
              // The text names the same game.
              std::string text = S(g);
              INFO(text);
              CHECK(P(text.c_str()) == g);
              symbols += text.find_first_of("<[") != std::string::npos;
              ++checked;
            }
  CHECK(checked == 3 * 4 * 5 * 5 * 5 * 3);
  CHECK(symbols > 100);
}

TEST_CASE("cgt uptimal: symbols, number and nimber parts, negation", "[cgt][uptimal]") {
  for (const char* t : {"^<2>", "v<2>", "^[2]", "v[3]", "^<5>*", "v[3]*2", "1^<2>", "-3/4v<3>*", "2^[4]*3",
                        "1/2v[2]"})
    CHECK(S(P(t)) == t);
  // A '-' before a number signs the number only, as CGSuite prints: -5/4^* = -5/4 + ^ + *.
  CHECK(P("-5/4^*") == P("-5/4") + Game::up(1) + Game::star());
  CHECK(P("-1^<2>") == Game::integer(-1) + power(2));
  CHECK(P("-(1^<2>)") == Game::integer(-1) - power(2));
  CHECK(P("2-1^") == Game::integer(1) - Game::up(1));
  CHECK(S(-P("2^[4]*3")) == "-2v[4]*3");
  Game twice = P("^<2>") + P("^<2>");  // 0.02: an uptimal, not a symbol
  CHECK(engine::uptimal_of(twice.id())->coeffs == std::vector<long long>{0, 2});
  CHECK(S(twice).front() == '{');
  CHECK(P("^<2>") + P("v<2>") == Game());
  CHECK(P("^[3]") - P("^[2]") == P("^<3>"));
  CHECK(P("^<1>") == P("^"));
  CHECK(P("v[1]*") == P("v*"));
  // After +- a single option is parenthesized unless it is a bare symbol (CGSuite's isCompact).
  CHECK(S(Game::plus_minus({P("1^<2>")})) == "+-(1^<2>)");
  CHECK(Game::plus_minus({P("^<2>")}) == Game::star());  // {^<2>|v<2>} = *
  // Ordered among the number-up-stars by expansion (number, coefficients, length, nimber):
  // 0.01 < 0.1 < 0.1* < 0.11 < 0.2, after the numbers and nimbers, before other games.
  std::vector<engine::Id> ids;
  for (const char* t : {"{1|0}", "^^", "^[2]", "^*", "^", "^<2>", "*", "1"}) ids.push_back(P(t).id());
  engine::display_sort(ids);
  std::vector<Game> sorted;
  for (auto id : ids) sorted.push_back(Game::from_id(id));
  CHECK(joined(sorted) == "{1,*,^<2>,^,^*,^[2],^^,{1|0}}");
}

TEST_CASE("cgt uptimal: CGSuite's test cases (CanonicalShortGameTestCase.scala)", "[cgt][uptimal]") {
  Game a = P("{0|*||*|||*||||*}");
  CHECK(S(a) == "^[4]");
  CHECK(joined(a.left_options()) == "{^[3]}");
  CHECK(joined(a.right_options()) == "{*}");
  CHECK(joined(a.incentives()) == "{^[4]*}");
  CHECK(joined(a.left_incentives()) == "{v<4>}");
  CHECK(joined(a.right_incentives()) == "{^[4]*}");
  CHECK(S(a.atomic_weight()) == "1");
  CHECK(a.birthday() == 5);

  Game b = P("{0||0|v*}");
  CHECK(S(b) == "{0|^<2>}");
  CHECK(joined(b.left_options()) == "{0}");
  CHECK(joined(b.right_options()) == "{^<2>}");
  CHECK(joined(b.incentives()) == "{^[2]*}");
  CHECK(joined(b.left_incentives()) == "{{v<2>|0}}");
  CHECK(joined(b.right_incentives()) == "{^[2]*}");
  CHECK(b.birthday() == 4);
  CHECK(engine::uptimal_of(b.id())->coeffs == std::vector<long long>{1, 2});  // "*.12"
  CHECK(engine::uptimal_of(b.id())->nim == 1);

  const char* c_text =
      "{0||0,v*|vv|||{0||0,v*|vv|||vv,{0,v*|vv}},{0||0,v*|vv}|{0||0,v*|vv|||vv,{0,v*|vv}||||vv}}";
  Game c = P(c_text);
  CHECK(S(c) == c_text);
  CHECK(joined(c.left_options()) == "{{0||0,v*|vv}}");
  CHECK(joined(c.right_options()) ==
        "{{{0||0,v*|vv|||vv,{0,v*|vv}},{0||0,v*|vv}|{0||0,v*|vv|||vv,{0,v*|vv}||||vv}}}");
  CHECK(joined(c.incentives()) == "{^[4]*}");
  CHECK(joined(c.left_incentives()) == "{{0|^[3]*||0,^[3]*|||0}}");
  CHECK(joined(c.right_incentives()) == "{^[4]*}");
  CHECK(engine::uptimal_of(c.id())->coeffs == std::vector<long long>{0, 2, 0, 2});  // "0.0202"

  const char* d_text =
      "{0,*,*2,*3,{0,*,*2,*3,*4||*4,v*5|vv*4}||{0,*,*2,*3,*4||*4,v*5|vv*4|||vv*4,{*4,v*5|vv*4}},"
      "{0,*,*2,*3,*4||*4,v*5|vv*4}|{0,*,*2,*3,*4||*4,v*5|vv*4|||vv*4,{*4,v*5|vv*4}||||vv*4}}";
  Game d = P(d_text);
  CHECK(S(d) == d_text);
  CHECK(joined(d.left_options()) == "{0,*,*2,*3,{0,*,*2,*3,*4||*4,v*5|vv*4}}");
  CHECK(joined(d.right_options()) ==
        "{{{0,*,*2,*3,*4||*4,v*5|vv*4|||vv*4,{*4,v*5|vv*4}},{0,*,*2,*3,*4||*4,v*5|vv*4}|"
        "{0,*,*2,*3,*4||*4,v*5|vv*4|||vv*4,{*4,v*5|vv*4}||||vv*4}}}");
  CHECK(joined(d.incentives()) == "{^[4]*}");
  CHECK(joined(d.right_incentives()) == "{^[4]*}");
  CHECK(joined(d.left_incentives()) ==
        "{{{^^*4||||{^^*4|*4,^*5},^^*4|||^^*4|*4,^*5||0,*,*2,*3,*4}|{^^*4|*4,^*5||0,*,*2,*3,*4},"
        "{{^^*4|*4,^*5},^^*4|||^^*4|*4,^*5||0,*,*2,*3,*4}||0,*,*2,*3,{^^*4|*4,^*5||0,*,*2,*3,*4}},"
        "{{^^*5||||{^^*5|*5,^*4},^^*5|||^^*5|*5,^*4||0,*,*2,*3,*4,*5}|{^^*5|*5,^*4||0,*,*2,*3,*4,*5},"
        "{{^^*5|*5,^*4},^^*5|||^^*5|*5,^*4||0,*,*2,*3,*4,*5}||0,*,*2,*3,*4,{^^*5|*5,^*4||0,*,*2,*3,*4,*5}},"
        "{{^^*6||||{^^*6|*6,^*7},^^*6|||^^*6|*6,^*7||0,*,*2,*3,*4,*5,*6}|{^^*6|*6,^*7||0,*,*2,*3,*4,*5,*6},"
        "{{^^*6|*6,^*7},^^*6|||^^*6|*6,^*7||0,*,*2,*3,*4,*5,*6}||0,*,*2,*3,*4,*5,{^^*6|*6,^*7||0,*,*2,*3,*4,*5,*6}},"
        "{{^^*7||||{^^*7|*7,^*6},^^*7|||^^*7|*7,^*6||0,*,*2,*3,*4,*5,*6,*7}|{^^*7|*7,^*6||0,*,*2,*3,*4,*5,*6,*7},"
        "{{^^*7|*7,^*6},^^*7|||^^*7|*7,^*6||0,*,*2,*3,*4,*5,*6,*7}||0,*,*2,*3,*4,*5,*6,{^^*7|*7,^*6||0,*,*2,*3,*4,*5,*6,*7}},"
        "{0|^[3]*||0,^[3]*|||0}}");
  CHECK(engine::uptimal_of(d.id())->nim == 4);  // "*4.0202"
}

TEST_CASE("cgt uptimal: parse(print(G)) == G over random games with uptimal followers", "[cgt][uptimal][property]") {
  std::mt19937 rng(2026);
  std::vector<Game> pool{Game(), Game::star(), Game::up(1), Game::integer(1), Game::integer(-1), P("^<2>"),
                         P("v[3]*"), P("1/2^<3>"), P("{0|^<2>}"), P("^[4]")};
  std::size_t with_symbols = 0;
  for (int round = 0; round < 1500; ++round) {
    std::uniform_int_distribution<std::size_t> pick(0, pool.size() - 1), count(0, 2), kind(0, 3);
    Game g;
    if (kind(rng) == 0) {
      g = pool[pick(rng)] + pool[pick(rng)];
    } else if (kind(rng) == 1) {
      g = -pool[pick(rng)];
    } else {
      std::vector<Game> l, r;
      for (auto k = count(rng); k > 0; --k) l.push_back(pool[pick(rng)]);
      for (auto k = count(rng); k > 0; --k) r.push_back(pool[pick(rng)]);
      g = Game::from_options(l, r);
    }
    auto printed = print(g, 20000);
    if (printed.cut) continue;
    INFO(printed.text);
    REQUIRE(parse_game(printed.text) == g);
    with_symbols += printed.text.find_first_of("<[") != std::string::npos;
    if (g.birthday() <= 8) pool.push_back(g);
  }
  CHECK(with_symbols > 200);
}

TEST_CASE("cgt uptimal: malformed symbols name the text and the place", "[cgt][uptimal][errors]") {
  auto message = [](const char* t) {
    try {
      parse_game(t);
    } catch (const InvalidArgument& e) {
      return std::string(e.what());
    }
    return std::string("no error");
  };
  CHECK_THAT(message("^<>"), Catch::Contains("expected the order n of ^<n>"));
  CHECK_THAT(message("v[2"), Catch::Contains("expected ']' to close v[n]"));
  CHECK_THAT(message("^<2]"), Catch::Contains("expected '>' to close ^<n>"));
  CHECK_THAT(message("^<0>"), Catch::Contains("must be at least 1"));
  CHECK_THAT(message("^<100000>"), Catch::Contains("must be at most 256"));
  CHECK_NOTHROW(P("^<256>"));
  CHECK_THAT(message("^^<2>"), Catch::Contains("a single '^'"));
  CHECK_THAT(message("{0|^<2>"), Catch::Contains("missing '}'"));
}
