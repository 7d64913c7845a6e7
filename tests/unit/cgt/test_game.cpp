// Canonical forms, CGSuite's printing and parsing, and the well-known values of the issue.
#include <catch2/catch.hpp>

#include "cgt/game.hpp"
#include "cgt/parse.hpp"
#include "cgt/print.hpp"
#include "core/errors.hpp"

using namespace alea;
using namespace alea::cgt;

namespace {
Game g(const char* text) { return parse_game(text); }
std::string canon(const char* text) { return to_string(parse_game(text)); }
}  // namespace

TEST_CASE("cgt game: well-known values", "[cgt]") {
  CHECK(g("{0|0}") == Game::star());
  CHECK(g("{0|*}") == Game::up());
  CHECK(g("{1|1}") == Game::integer(1) + Game::star());
  CHECK(g("{0|1}") == Game::number(Dyadic::parse("1/2")));
  CHECK(g("{0,*|0,*}") == Game::star(2));
  CHECK(canon("{0|0}") == "*");
  CHECK(canon("{0|*}") == "^");
  CHECK(canon("{1|1}") == "1*");
  CHECK(canon("{0|1}") == "1/2");
  CHECK(canon("{0,*|0,*}") == "*2");
  CHECK(canon("{2|-1}") == "{2|-1}");
  CHECK(canon("{1|-1}") == "+-1");
  CHECK(canon("{3||2*|1*}") == "{3||2*|1*}");
  CHECK(canon("{1|0||-1}") == "{1|0||-1}");
  CHECK(canon("3/2") == "3/2");
  CHECK(canon("^^*") == "^^*");
  CHECK(canon("v3") == "v3");
  CHECK(canon("^*") == "^*");
  CHECK(canon("{0,*|0}") == "^*");
}

TEST_CASE("cgt game: stops, mean, temperature of the issue's fixed values", "[cgt]") {
  Game a = g("{2|-1}");
  CHECK(a.left_stop() == Dyadic(2));
  CHECK(a.right_stop() == Dyadic(-1));
  CHECK(a.mean() == Dyadic::parse("1/2"));
  CHECK(a.temperature() == Dyadic::parse("3/2"));
  Game b = g("{3||2*|1*}");
  CHECK(b.left_stop() == Dyadic(3));
  CHECK(b.right_stop() == Dyadic(2));
  CHECK(b.mean() == Dyadic::parse("9/4"));
  CHECK(b.temperature() == Dyadic::parse("3/4"));
  CHECK(Game::integer(5).temperature() == Dyadic(-1));
  CHECK(g("3/8").temperature() == Dyadic::parse("-1/8"));
  CHECK(Game::star().temperature() == Dyadic(0));
}
