// Take-and-break codes in CGSuite's syntax: normalization and the options of a heap in CGSuite's
// order, each case from CGSuite's own TBCodeTest.scala (lib/core/src/test/.../TBCodeTest.scala);
// the codes CGSuite accepts that never move (0.0, 00.00[00]) are errors here.
#include <catch2/catch.hpp>

#include <string>

#include "cgt/impartial.hpp"
#include "cgt/impartial/code.hpp"
#include "error_role.hpp"

using namespace alea;
using namespace alea::cgt::impartial;

namespace {

// The options of heap n as CGSuite's test writes them: "8  1,7  2,6", "-" for none left.
std::string traversal(const std::string& code, std::uint64_t n) {
  auto h = take_and_break(code);
  std::string out;
  for (const auto& heaps : heap_options(*h, n)) {
    if (!out.empty()) out += "  ";
    if (heaps.empty()) out += "-";
    for (std::size_t i = 0; i < heaps.size(); ++i) {
      if (i) out += ',';
      out += std::to_string(heaps[i]);
    }
  }
  return out;
}

}  // namespace

TEST_CASE("code: normalization as CGSuite prints codes", "[cgt][code]") {
  const std::pair<const char*, const char*> cases[] = {
      {"04.30", "4.3"},
      {"04.00[30]", "4.00[30]"},
      {"04.00[00]", "4.0"},
      {"0.{1,2!}", "0.6!"},
      {"0.{0!,2!,3!}", "0.D!"},
      {"0.{0!,2!,3}", "0.{0,2!,3}"},
      {"0.{0!,2!,3!+}", "0.{0,2+}!"},
      {"0.{0!,2,3!+}", "0.{0,2,3!+}"},
      {"0.{0!,3+}", "0.{0,3+}"},
      {"0.{0,2!,4!+}", "0.{0,2,4+}!"},
      {"0.{0!,2!,4+}", "0.{0,2!,4+}"},
      {"0.{0!,2!,4?+}", "0.{0,2!,4?+}"},
      {"0.{0!,2?,4?+}", "0.{0,2,4+}?"},
      {"0.{0!,2=,4?+}", "0.{0,2=,4?+}"},
      {"0.{0!,2=,3?,4?+}", "0.{0,2=,3?+}"},
      {"0.{0!,2?,3?,4?+}", "0.{0,2+}?"},
      {"0.{0,1!,2,3,4+}", "0.*"},
      {"0.{0,1,2!,3!,4!+}", "0.*!"},
  };
  for (const auto& [in, out] : cases) {
    INFO(in);
    CHECK(Code::parse(in).to_string() == out);
  }
}

TEST_CASE("code: the options of a heap, in CGSuite's order", "[cgt][code]") {
  const std::tuple<const char*, int, const char*> cases[] = {
      {"0.3", 9, "8"},
      {"0.7", 9, "8  1,7  2,6  3,5  4,4"},
      {"0.77", 9, "8  1,7  2,6  3,5  4,4  7  1,6  2,5  3,4"},
      {"4.0", 8, "1,7  2,6  3,5  4,4"},
      {"4!.0", 8, "1,7  2,6  3,5"},
      {"0.3F", 9, "8  7  1,6  2,5  3,4  1,1,5  1,2,4  1,3,3  2,2,3"},
      {"0.3F?", 9, "8  7  1,6  2,5  3,4  1,1,5  1,2,4  1,3,3  2,2,3"},
      {"0.3F!", 9, "8  7  1,6  2,5  3,4  1,2,4"},
      {"0.3f", 11, "10  9  1,8  2,7  3,6  4,5  1,1,7  1,2,6  1,3,5  1,4,4  2,2,5  2,3,4  3,3,3"},
      {"0.3f?", 11, "10  9  1,8  2,7  3,6  4,5  1,1,7  1,2,6  1,3,5  1,4,4  2,2,5  2,3,4"},
      {"0.3f!", 11, "10  9  1,8  2,7  3,6  4,5  1,2,6  1,3,5  2,3,4"},
      {"0.*3", 7, "6  1,5  2,4  3,3  1,1,4  1,2,3  2,2,2  1,1,1,3  1,1,2,2  1,1,1,1,2  1,1,1,1,1,1  5"},
      {"0.*?3", 7, "6  1,5  2,4  1,1,4  1,2,3  1,1,1,3  1,1,2,2  1,1,1,1,2  5"},
      {"0.*!3", 7, "6  1,5  2,4  1,2,3  5"},
      {"0.[3]", 7, "6  5  4  3  2  1  -"},
      {"0.[2]", 7, "6  5  4  3  2  1"},
      {"0.3[1]", 7, "6  -"},
      {"0.7[03]", 7, "6  1,5  2,4  3,3  4  2  -"},
      {"80.0", 7, "1,1,6  1,2,5  1,3,4  2,2,4  2,3,3"},
      {"0.*=", 11, "10  5,5  2,2,2,2,2  1,1,1,1,1,1,1,1,1,1"},
      {"{2+}=.0", 10, "5,5  2,2,2,2,2  1,1,1,1,1,1,1,1,1,1"},
      {"0.{0,1,3+}", 1, "-"},
      {"0.{0,1,3+}", 2, "1"},
      {"0.{0,1,3+}", 7, "6  1,1,4  1,2,3  2,2,2  1,1,1,3  1,1,2,2  1,1,1,1,2  1,1,1,1,1,1"},
      {"0.{1,3+}", 1, ""},
      {"0.{2,3?+}", 7, "1,5  2,4  3,3  1,1,4  1,2,3  1,1,1,3  1,1,2,2  1,1,1,1,2"},
  };
  for (const auto& [code, n, want] : cases) {
    INFO(code << " heap " << n);
    CHECK(traversal(code, static_cast<std::uint64_t>(n)) == want);
  }
}

TEST_CASE("code: malformed codes are errors naming the code and the character", "[cgt][code][errors]") {
  auto message = [](const std::string& code) {
    try {
      Code::parse(code);
    } catch (const InvalidArgument& e) {
      CHECK(e.role == "code");
      return std::string(e.what());
    }
    return std::string("no error");
  };
  CHECK(message("0.") == "no digits after the point at character 2 of \"0.\"");
  CHECK(message("") == "missing '.' (a code is d0.d1d2..., as 0.77) at character 1 of \"\"");
  CHECK(message("077") == "missing '.' (a code is d0.d1d2..., as 0.77) at character 4 of \"077\"");
  CHECK(message("0.0") == "the code \"0.0\" allows no move from any heap");
  CHECK(message("00.00[00]") == "the code \"00.00[00]\" allows no move from any heap");
  CHECK(message("0.{}") == "'{}' is an empty set of counts at character 3 of \"0.{}\"");
  CHECK(message("0.[]") == "'[]' repeats nothing at character 3 of \"0.[]\"");
  CHECK(message("0.[3") == "missing ']' for this '[' at character 3 of \"0.[3\"");
  CHECK(message("0.{2,3") == "missing '}' for this '{' at character 3 of \"0.{2,3\"");
  CHECK(message("0.7@") == "expected a digit (0-9, A-Z), '*', '{' or '[' at character 4 of \"0.7@\"");
  CHECK(message("0.[3]7") == "text after the repeating block, which must end the code at character 6 of \"0.[3]7\"");
  CHECK(message("20.017").find("d_-1 adds 1 token and may leave 1 heap") != std::string::npos);
  CHECK(message("1.0").find("d0 may not allow leaving 0 or 1 heaps") != std::string::npos);
  CHECK(message("0.{3,2}") == "counts must increase at character 6 of \"0.{3,2}\"");
  CHECK(message("0.{2+,5}").find("a count after '2+'") != std::string::npos);
  // 0.9 is hexadecimal in CGSuite's syntax (take one, leave none or three heaps): accepted.
  CHECK(Code::parse("0.9").to_string() == "0.9");
}

TEST_CASE("code: subtraction sets as CGSuite's FromSubtractionSet", "[cgt][code]") {
  CHECK(Code::subtraction({2, 3, 7}, false).to_string() == "0.0330003");
  CHECK(Code::subtraction({2, 3, 5, 9}, false).to_string() == "0.033030003");
  CHECK(Code::subtraction({2, 3, 5, 9}, true).to_string() == "0.300303330[3]");
  CHECK(Code::subtraction({2, 3, 7}, true).to_string() == "0.3003330[3]");
  CHECK(Code::subtraction({}, true).to_string() == "0.[3]");
  CHECK(alea::test::error_role([] { Code::subtraction({}, false); }) == "S");
  CHECK(alea::test::error_role([] { Code::subtraction({0, 2}, false); }) == "S");
  CHECK(alea::test::error_role([] { Code::subtraction({std::uint64_t{1} << 40}, false); }) == "S");
}
