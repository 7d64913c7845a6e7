// The parser's hardening (issue 31, items 1, 2 and 10): every way of nesting counts one depth
// and stops at the same limit with the same message in every build (this file also runs under
// ASan+UBSan, whose stack frames are the largest); parsing is linear and polls Ctrl-C; messages
// show an excerpt around the caret and no raw NUL.
#include <catch2/catch.hpp>

#include <string>

#include "cgt/game.hpp"
#include "cgt/parse.hpp"
#include "core/errors.hpp"
#include "core/interrupt.hpp"

using namespace alea;
using namespace alea::cgt;

namespace {

std::string rep(const std::string& s, int n) {
  std::string out;
  for (int i = 0; i < n; ++i) out += s;
  return out;
}

// The message of the InvalidArgument parse_game throws (role "text"), or "no error".
std::string message(const std::string& text) {
  try {
    parse_game(text);
  } catch (const InvalidArgument& e) {
    CHECK(e.role == "text");
    return e.what();
  }
  return "no error";
}

const std::string kTooDeep = "games nested more than 1000 levels deep";

}  // namespace

TEST_CASE("cgt parse: every nesting path stops at 1000 levels with one message", "[cgt][parse][issue31]") {
  // Issue 31's reproductions (each crashed with SIGSEGV in Release), then each path alone just
  // past the limit.
  for (const std::string& text :
       {rep("+-", 60000) + "1", rep("Tiny(", 20000) + "1" + rep(")", 20000), rep("Miny(", 100000),
        rep("+-{", 100000) + "1", rep("{", 100000), rep("(", 1001) + "1" + rep(")", 1001),
        rep("{", 1001) + rep("|}", 1001), rep("+-", 1001) + "1", rep("Tiny(", 1001) + "1" + rep(")", 1001),
        rep("Miny(", 1001) + "1" + rep(")", 1001), rep("+-{", 1001) + "1" + rep("}", 1001),
        rep("{1|", 1001) + "1" + rep("}", 1001)}) {
    INFO(text.substr(0, 20) << "... (" << text.size() << " characters)");
    CHECK(message(text).find(kTooDeep) != std::string::npos);
  }
}

TEST_CASE("cgt parse: 1000 levels parse in every build", "[cgt][parse][issue31]") {
  // {{...{|}...|}|} with n braces is the integer n - 1 (G = {n-1|} = n); parentheses add nothing.
  CHECK(parse_game(rep("{", 1000) + rep("|}", 1000)) == Game::integer(999));
  CHECK(parse_game(rep("(", 1000) + "5" + rep(")", 1000)) == Game::integer(5));
  CHECK(parse_game(rep("(", 500) + rep("{", 500) + rep("|}", 500) + rep(")", 500)) == Game::integer(499));
  // Bars count as the levels they nest: {1|{1|{1|...}}} written with slashes.
  CHECK(parse_game("{1|||1||1|1}") == parse_game("{1|{1|{1|1}}}"));
}

TEST_CASE("cgt parse: negations do not nest", "[cgt][parse][issue31]") {
  // A million signs: an even count is the game itself, an odd one its negative.
  CHECK(parse_game(rep("- ", 1000000) + "1") == Game::integer(1));
  CHECK(parse_game(rep("- ", 999999) + "{2|-1}") == -parse_game("{2|-1}"));
  CHECK(parse_game("- -1") == Game::integer(1));
  CHECK(parse_game("-{1|-1}") == parse_game("{1|-1}"));
}

TEST_CASE("cgt parse: a brace group after +- is read once", "[cgt][parse][issue31]") {
  // Issue 31: {+-{+-...1|}|} 30 levels deep took over a minute (each level read twice). The same
  // game built by the constructors: G_0 = 1, G_(k+1) = {+-G_k |}.
  Game built = Game::integer(1);
  for (int k = 0; k < 30; ++k) built = Game::from_options({Game::plus_minus({built})}, {});
  CHECK(parse_game(rep("{+-", 30) + "1" + rep("|}", 30)) == built);
  CHECK(parse_game("+-{1,*}") == Game::plus_minus({Game::integer(1), Game::star()}));
  CHECK(parse_game("+-{1|-1}") == Game::plus_minus({parse_game("{1|-1}")}));
}

TEST_CASE("cgt parse: a long text polls Ctrl-C", "[cgt][parse][issue31]") {
  // The flag set before the call: the parser sees it within a few thousand characters.
  request_interrupt();
  CHECK_THROWS_AS(parse_game(rep(" ", 100000) + "1"), Interrupted);
  CHECK_THROWS_AS(parse_game(rep("1+", 100000) + "1"), Interrupted);
  clear_interrupt();
  CHECK(parse_game(rep("1+", 10000) + "1") == Game::integer(10001));
}

TEST_CASE("cgt parse: messages show an excerpt, the caret and no raw NUL", "[cgt][parse][issue31]") {
  using namespace std::string_literals;
  CHECK(message("\0"s) == "unexpected character code 0 at character 1:\n  ?\n  ^");
  CHECK(message("1 \x01"s) == "unexpected character code 1 at character 3:\n  1 ?\n    ^");
  // 100,000 braces: the message shows 60 characters around the place, not the whole text.
  const std::string braces = message(rep("{", 100000));
  CHECK(braces.size() < 200);
  CHECK(braces.find(kTooDeep + " at character 1001:\n  ...") != std::string::npos);
  // A zero denominator is the text's fault, at the number.
  CHECK(message("1/0") == "zero denominator in '1/0' at character 1:\n  1/0\n  ^");
  CHECK(message("{1|2/0}") == "zero denominator in '2/0' at character 4:\n  {1|2/0}\n     ^");
}
