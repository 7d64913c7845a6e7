// Products of short games (src/cgt/products.cpp): n copies, Norton multiplication, ordinal sums
// and overheating, against CGSuite's own test table (its CgsuiteTest.scala rows are quoted as
// facts), theorems that hold for U > 0, and Hackenbush strings valued by the sign rule.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "cgt/game.hpp"
#include "cgt/parse.hpp"
#include "cgt/print.hpp"
#include "core/errors.hpp"

using namespace alea;
using namespace alea::cgt;

namespace {
Game g(const char* text) { return parse_game(text); }

// Small games to combine: numbers, infinitesimals, switches and hot games.
const char* const kGames[] = {"0", "1", "-2", "1/2", "-3/4", "*", "*2", "^", "v*", "^^*", "{1|0}", "+-1",
                              "{2|-1}", "{0||0|-2}", "{3||2*|1*}", "{1/2|*}"};
}  // namespace

TEST_CASE("cgt products: CGSuite's rows for Norton multiplication and overheating", "[cgt]") {
  // CGSuite, lib/core/src/test/scala/.../CgsuiteTest.scala, ">=2-ary methods".
  CHECK(to_string(Game::integer(0).norton(Game::up())) == "0");
  CHECK(to_string(Game::integer(6).norton(Game::up())) == "^6");
  CHECK(to_string(Game::integer(-4).norton(Game::up())) == "v4");
  CHECK(to_string(g("1/2").norton(Game::up())) == "{^^*|v*}");
  CHECK(to_string(Game::up().norton(Game::up())) == "{^^*||0|v4}");
  CHECK(to_string(g("{0||0|-2}").norton(Game::up())) == "{^^*||0|v6}");  // Tiny(2)
  CHECK(to_string(g("{3||2+*|1+*}").overheat(Game::star(), g("1*"))) == "{1||+-(1*)|-1,{-1|-3}}");
  CHECK(to_string(g("7/16").overheat(Game(), Game())) == "^[3]");
}

TEST_CASE("cgt products: n copies are the repeated sum", "[cgt]") {
  for (const char* x : kGames) {
    INFO(x);
    const Game G = g(x);
    Game sum;
    for (int n = 0; n <= 9; ++n) {
      CHECK(G.times(n) == sum);
      CHECK(G.times(-n) == -sum);
      CHECK(Game::integer(n).norton(G) == sum);  // n.U is n copies of U
      sum += G;
    }
  }
  // Large n by doubling: ^ and numbers add by formula, so 10^12 copies are exact.
  CHECK(Game::up().times(1000000000000LL) == Game::up(1000000000000LL));
  CHECK(g("3/8").times(-1024) == Game::integer(-384));
  CHECK(g("{1|-1}").times(1LL << 40) == Game());  // +-1 + +-1 = 0
}

TEST_CASE("cgt products: Norton multiplication by U > 0 is additive and keeps order", "[cgt]") {
  // Siegel, CGT II.4: for U > 0, G.U depends only on G, (G + H).U = G.U + H.U, and G >= H
  // implies G.U >= H.U. An independent check of the recursion on every pair of kGames.
  for (const char* u : {"1", "^", "1/2", "^^*", "{2|1}"}) {
    const Game U = g(u);
    REQUIRE(U > Game());
    for (const char* x : kGames)
      for (const char* y : kGames) {
        INFO(x << " . " << u << " and " << y);
        const Game G = g(x), H = g(y);
        CHECK((G + H).norton(U) == G.norton(U) + H.norton(U));
        if (G <= H) CHECK(G.norton(U) <= H.norton(U));
      }
  }
  // By 1 every number is itself (1's only incentive is -1, so 1 + I = 0).
  for (const char* x : {"1/2", "-3/4", "5/16", "7"}) CHECK(g(x).norton(Game::integer(1)) == g(x));
}

namespace {
// A Hackenbush string ('L' blue, 'R' red edges from the ground up) by the sign rule: the edges
// before the first change count +-1 each, every later edge +-1/2, +-1/4, ... (Berlekamp).
Dyadic string_value(const std::string& s) {
  Dyadic v, step(1);
  bool changed = false;
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (i > 0 && s[i] != s[i - 1]) changed = true;
    if (changed) step = step.half();
    v += s[i] == 'L' ? step : -step;
  }
  return v;
}
}  // namespace

TEST_CASE("cgt products: ordinal sums stack Hackenbush strings", "[cgt]") {
  // The string is the ordinal sum of its edges, 1 : -1 : ... from the ground up.
  for (unsigned code = 0; code < (1u << 9); ++code)
    for (int len = 1; len <= 9; ++len) {
      if (code >> len) continue;
      std::string s;
      Game G = (code & 1) ? Game::integer(-1) : Game::integer(1);
      s += (code & 1) ? 'R' : 'L';
      for (int i = 1; i < len; ++i) {
        const bool red = (code >> i) & 1;
        s += red ? 'R' : 'L';
        G = G.ordinal_sum(Game::integer(red ? -1 : 1));
      }
      INFO(s);
      CHECK(G == Game::number(string_value(s)));
    }
  // {0,*|0} = ^*: * with a blue edge above (CGSuite's *:1), and G:0 = G.
  CHECK(Game::star().ordinal_sum(Game::integer(1)) == g("^*"));
  for (const char* x : kGames) CHECK(g(x).ordinal_sum(Game()) == g(x));
}

TEST_CASE("cgt products: overheating integers from s is n copies of s", "[cgt]") {
  for (const char* s : {"*", "1", "^", "{1|0}"})
    for (int n = -3; n <= 3; ++n) CHECK(Game::integer(n).overheat(g(s), Game::integer(1)) == g(s).times(n));
  // 1/2 = {0|1} from 1 to 1: its options are integers, 0 copies and 1 copy of 1, so the result
  // is {0 + 1 | 1 - 1} = {1|0}.
  CHECK(to_string(g("1/2").overheat(Game::integer(1), Game::integer(1))) == "{1|0}");
}
