// Canonical forms, CGSuite's printing and parsing, and the well-known values of the issue.
#include <catch2/catch.hpp>

#include <functional>
#include <map>

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

TEST_CASE("cgt game: CGSuite's plain-text forms", "[cgt]") {
  struct Case {
    const char* in;
    const char* out;
  };
  const Case cases[] = {
      {"0", "0"},          {"{|}", "0"},          {"{0|}", "1"},         {"{|0}", "-1"},
      {"{1|2}", "3/2"},    {"{-1|-1/2}", "-3/4"}, {"*", "*"},            {"{0,*|0,*}", "*2"},
      {"*3", "*3"},        {"*0", "0"},           {"^", "^"},            {"v", "v"},
      {"^^", "^^"},        {"vv", "vv"},          {"^3", "^3"},          {"^^^", "^3"},
      {"v*", "v*"},        {"^^*", "^^*"},        {"^*2", "^*2"},        {"{0|*2}", "^*3"},
      {"1+^", "1^"},       {"-1+v*", "-1v*"},     {"3/4+^^^", "3/4^3"},  {"1/2*", "1/2*"},
      {"{1*|-1*}", "+-(1*)"}, {"+-^", "*"},       {"+-{2,{2|1}}", "+-{2,{2|1}}"},
      {"{1,*|-1,*}", "+-1"}, {"2+-1", "{3|1}"},   {"{0||0|-1}", "Tiny(1)"}, {"{1|0||0}", "Miny(1)"},
      {"{2||2|1}", "2Tiny(1)"}, {"Tiny(2)", "Tiny(2)"}, {"{^|v}", "*"},
      {"{{2|-1}|-3}", "{2|-1||-3}"}, {"{3|{2|-1}}", "{3||2|-1}"},
      {"{4|{3|{2|{1|0}}}}", "{4||||3|||2||1|0}"}, {"{5|{4|{3|{2|{1|0}}}}}", "{5|{4||||3|||2||1|0}}"},
      {"{3 || 2* | 1*}", "{3||2*|1*}"}, {"(1 + 1/2) - *", "3/2*"}, {"-{2|-1}", "{1|-2}"},
  };
  for (const auto& c : cases) {
    INFO(c.in);
    CHECK(canon(c.in) == c.out);
  }
  // Shared structure: each repeated follower once, by name; substituting the names back gives
  // the same game.
  Game big = g("{2,{2||1|*},{2,{2||1|*}|*2,{1,{1|*}|*,*2}}|*2,*3,{1,{1|*},{1,{1|*}|*,*2}|*,*2,*3}}");
  std::string shared = print_shared(big).text;
  CHECK(shared == "{2,g1,{2,g1|*2,g3}|*2,*3,{1,g2,g3|*,*2,*3}}  where g1 = {2|g2}, g2 = {1|*}, g3 = {1,g2|*,*2}");
  std::map<std::string, std::string> defs{{"g1", "{2|g2}"}, {"g2", "{1|*}"}, {"g3", "{1,g2|*,*2}"}};
  std::function<std::string(const std::string&)> expand = [&](const std::string& t) {
    std::string out;
    for (std::size_t i = 0; i < t.size(); ++i) {
      if (t[i] == 'g') {
        std::size_t j = i + 1;
        while (j < t.size() && std::isdigit(static_cast<unsigned char>(t[j]))) ++j;
        out += expand(defs.at(t.substr(i, j - i)));
        i = j - 1;
      } else {
        out += t[i];
      }
    }
    return out;
  };
  std::string text = expand(shared.substr(0, shared.find("  where ")));
  CHECK(parse_game(text) == big);
}

TEST_CASE("cgt game: parse errors point at the character", "[cgt]") {
  auto message = [](const char* text) {
    try {
      parse_game(text);
    } catch (const InvalidArgument& e) {
      CHECK(e.role == "text");
      return std::string(e.what());
    }
    return std::string("no error");
  };
  CHECK(message("{1|2").find("missing '}' at character 5") != std::string::npos);
  CHECK(message("{1|2|3}").find("ambiguous bars") != std::string::npos);
  CHECK(message("1/3").find("'1/3' is not a dyadic rational at character 1") != std::string::npos);
  CHECK(message("{1,|2}").find("expected a game after ','") != std::string::npos);
  CHECK(message("{1 2|3}").find("expected ',', '|' or '}' at character 4") != std::string::npos);
  CHECK(message("abc").find("unknown name") != std::string::npos);
  CHECK(message("").find("empty") != std::string::npos);
  CHECK(message("{2|-1}.").find("unexpected '.' at character 7") != std::string::npos);
  CHECK(message("{1 2|3}").find("\n  {1 2|3}\n     ^") != std::string::npos);
  CHECK(message("{1}").find("needs a '|'") != std::string::npos);
}

TEST_CASE("cgt game: outcomes, options, predicates", "[cgt]") {
  CHECK(Game::star().outcome() == Outcome::N);
  CHECK(Game::up().outcome() == Outcome::L);
  CHECK(Game::up(-1).outcome() == Outcome::R);
  CHECK(Game().outcome() == Outcome::P);
  CHECK(g("{2|-1}").outcome() == Outcome::N);
  CHECK(to_string(Outcome::P) == "P");
  CHECK(g("^*").confused_with(Game()));
  CHECK(Game() < Game::up());
  CHECK(Game::up() < g("1/64"));
  CHECK_FALSE(Game::star() <= Game());
  auto lo = g("{0,*|0}").left_options();
  REQUIRE(lo.size() == 2);
  CHECK(lo[0] == Game());
  CHECK(lo[1] == Game::star());
  CHECK(g("{3||2*|1*}").right_options().size() == 1);
  CHECK(g("5/8").is_number());
  CHECK(g("*7").is_nimber());
  CHECK(g("3v*").is_number_up_star());
  CHECK(g("3v*").up_multiple() == -1);
  CHECK(g("3v*").nimber_part() == 1);
  CHECK(g("3v*").number_part() == Dyadic(3));
  CHECK(g("^").is_infinitesimal());
  CHECK_FALSE(g("{2|-1}").is_infinitesimal());
  CHECK(g("+-5").is_switch());
  CHECK_THROWS_AS(g("{2|-1}").to_dyadic(), InvalidArgument);
  CHECK_THROWS_AS(g("{2|-1}").up_multiple(), InvalidArgument);
}

TEST_CASE("cgt game: numbers of any size stay exact", "[cgt]") {
  Game big = g("1267650600228229401496703205376");  // 2^100
  CHECK(big.is_integer());
  CHECK(to_string(big + Game::integer(1)) == "1267650600228229401496703205377");
  Game sw = Game::plus_minus({big});
  CHECK(sw.temperature() == big.to_dyadic());
  CHECK(sw.mean() == Dyadic(0));
  CHECK(sw.left_stop() == big.to_dyadic());
  Game tiny = g("1/1180591620717411303424");  // 2^-70
  CHECK(tiny.temperature() == -Dyadic::unit(70));
  CHECK(tiny.birthday() == 71);
  CHECK(tiny.thermograph().temperature == -Dyadic::unit(70));
  CHECK(tiny + tiny == g("1/590295810358705651712"));
  CHECK(Game::up() < tiny);
  CHECK(big + Game::star() > big - Game::integer(1));
  CHECK(g("^1000").up_multiple() == 1000);
  CHECK(g("^1000").temperature() == Dyadic(0));
  CHECK(g("^1000").confused_with(g("^999*")));
  CHECK(g("^1000") > g("^998*"));
}

namespace {
// The birthday by recursion on the options all the way down (no formula).
std::uint64_t birthday_by_options(const Game& x) {
  std::uint64_t b = 0;
  for (const Game& o : x.left_options()) b = std::max(b, birthday_by_options(o) + 1);
  for (const Game& o : x.right_options()) b = std::max(b, birthday_by_options(o) + 1);
  return b;
}
}  // namespace

TEST_CASE("cgt game: birthdays", "[cgt]") {
  CHECK(Game().birthday() == 0);
  CHECK(g("1/2").birthday() == 2);
  CHECK(g("{2|-1}").birthday() == 3);
  CHECK(g("+-1").birthday() == 2);
  for (long long up = -5; up <= 5; ++up)
    for (unsigned long long star = 0; star <= 5; ++star)
      for (const char* x : {"0", "1", "-3/4", "5/2"}) {
        Game v = Game::nus(Dyadic::parse(x), up, star);
        INFO(to_string(v));
        CHECK(v.birthday() == birthday_by_options(v));
      }
}

TEST_CASE("cgt game: cooling, heating, incentives", "[cgt]") {
  Game a = g("{2|-1}");
  CHECK(to_string(a.cool(Dyadic(1))) == "{1|0}");
  CHECK(to_string(a.cool(Dyadic::parse("3/2"))) == "1/2*");
  CHECK(to_string(a.cool(Dyadic(2))) == "1/2");
  CHECK(Game::integer(3).cool(Dyadic(5)) == Game::integer(3));
  CHECK_THROWS_AS(a.cool(Dyadic(-1)), InvalidArgument);
  CHECK(to_string(Game::star().heat(Game::integer(1))) == "+-1");
  CHECK(to_string(g("+-1").heat(Game::integer(1))) == "+-2");
  auto inc = a.incentives();
  REQUIRE(inc.size() == 1);
  CHECK(to_string(inc[0]) == "{3|0}");
  // Cooled stops are the walls of the thermograph at that temperature.
  Game b = g("{3||2*|1*}");
  Thermograph th = b.thermograph();
  for (const char* t : {"0", "1/4", "1/2", "5/8"}) {
    Game c = b.cool(Dyadic::parse(t));
    CHECK(c.left_stop() == th.left.value_at(Dyadic::parse(t)));
    CHECK(c.right_stop() == th.right.value_at(Dyadic::parse(t)));
  }
}

TEST_CASE("cgt game: atomic weights of infinitesimals", "[cgt]") {
  CHECK(Game::up().atomic_weight() == Game::integer(1));
  CHECK(g("^*").atomic_weight() == Game::integer(1));
  CHECK(g("^^").atomic_weight() == Game::integer(2));
  CHECK(Game::star().atomic_weight() == Game());
  CHECK(g("{0|^}").atomic_weight() == Game::integer(2));
  CHECK(g("{0,^*|0}").atomic_weight() == Game::integer(1));
  CHECK_THROWS_AS(g("{2|-1}").atomic_weight(), InvalidArgument);
  // Atomic weight is additive on all-small games.
  const char* smalls[] = {"^", "^*", "*2", "{0|^}", "{0,^*|0}", "{0||0|*}", "{^|*}", "{0,*|v}"};
  for (const char* x : smalls)
    for (const char* y : smalls) {
      INFO(x << " + " << y);
      CHECK((g(x) + g(y)).atomic_weight() == g(x).atomic_weight() + g(y).atomic_weight());
    }
}

TEST_CASE("cgt game: inputs too deep for the C++ stack are refused, not crashed on", "[cgt]") {
  std::string deep(5000, '{');
  CHECK_THROWS_AS(parse_game(deep), InvalidArgument);
  std::string nested;
  for (int i = 0; i < 200; ++i) nested += "{0|";
  nested += "0";
  for (int i = 0; i < 200; ++i) nested += "}";
  CHECK(parse_game(nested).birthday() >= 1);
  // ^100000 exists and compares by formula; playing through it is refused.
  Game far = Game::up(100000);
  CHECK(far > Game::up(99998));
  CHECK_THROWS_AS(far.left_options(), LimitExceeded);
  CHECK_THROWS_AS(far + g("{2|-1}") <= g("{2|-1}"), LimitExceeded);
  Game fine = Game::number(Dyadic::unit(30000));
  CHECK(fine.temperature() == -Dyadic::unit(30000));
  CHECK_THROWS_AS(fine.thermograph(), LimitExceeded);
}

TEST_CASE("cgt game: deep chains still compare and cool", "[cgt]") {
  // ^1000 and 1/2^5000 unfold into long chains of options; comparisons with a general game
  // walk the first.
  Game up = Game::up(1000), hot = g("{2|-1}");
  CHECK((up + hot).left_stop() == Dyadic(2));
  CHECK(up + hot > hot);
  Game x = Game::number(Dyadic::unit(5000));
  CHECK((hot + x).left_stop() == Dyadic(2) + Dyadic::unit(5000));
  CHECK(hot + x > hot);
  CHECK(x.thermograph().temperature == -Dyadic::unit(5000));
}
