// The REPL (issue 2, section 2) driven through a pseudo-terminal, as a user types at it.
// Output is matched including the echo of the typed line, so "1+1\r\n2\r\n> " checks that
// exactly 2 was printed before the next prompt.
#include <catch2/catch.hpp>

#include <chrono>
#include <fstream>
#include <sstream>
#include <thread>

#include "process.hpp"

using alea::test::PtySession;
using alea::test::TempDir;

namespace {

void pause(double seconds) {
  std::this_thread::sleep_for(std::chrono::duration<double>(seconds));
}

// A REPL session with its own HOME, so history goes to a temporary directory.
struct Repl {
  TempDir home;
  PtySession term{home.path()};

  Repl() { REQUIRE(term.expect("> ")); }

  // Presses keys once the line editor reads them (not while the prompt is still being set up).
  void keys(std::string_view k) {
    CHECK(term.wait_mode(true));
    term.send(k);
  }
  // Presses Ctrl-C during a computation, once the terminal turns it into SIGINT again.
  void interrupt_after(double seconds) {
    CHECK(term.wait_mode(false));
    pause(seconds);
    term.send("\x03");
  }
  // Types a line; true when `shown` follows in the output.
  bool type(const std::string& line, const std::string& shown) {
    keys(line + "\r");
    bool ok = term.expect(shown);
    if (!ok) UNSCOPED_INFO("after typing " << line << ", the terminal showed: " << term.pending());
    return ok;
  }
  // Types a line and checks that it prints `result` (one line) and then the next prompt.
  bool shows(const std::string& line, const std::string& result) {
    return type(line, line + "\r\n" + result + "\r\n> ");
  }
  // Types a line and checks that nothing is printed before the next prompt.
  bool quiet(const std::string& line) { return type(line, line + "\r\n> "); }
};

std::string read_file(const std::string& path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

}  // namespace

TEST_CASE("repl: an expression prints its values", "[repl]") {
  Repl r;
  CHECK(r.shows("1+1", "2"));
  CHECK(r.shows("rat(1,3)+rat(1,6)", "1/2"));
  CHECK(r.shows("rat(5,9), 'x', nil", "5/9\tx\tnil"));
  CHECK(r.shows("'top-level strings are plain'", "top-level strings are plain"));
}

TEST_CASE("repl: a trailing semicolon and statements print nothing", "[repl]") {
  Repl r;
  CHECK(r.quiet("x = 5;"));
  CHECK(r.quiet("6;"));
  CHECK(r.quiet("x = x + 1"));
  CHECK(r.shows("x", "6"));
}

TEST_CASE("repl: incomplete input continues on a second prompt", "[repl]") {
  Repl r;
  CHECK(r.type("function f()", "function f()\r\n>> "));
  CHECK(r.quiet("return 7 end"));
  CHECK(r.shows("f()", "7"));
  CHECK(r.type("t = {1,", ">> "));
  CHECK(r.quiet("2}"));
  CHECK(r.shows("t", "{1, 2}"));
  CHECK(r.type("s = [[abc", ">> "));
  CHECK(r.quiet("def]]"));
  CHECK(r.shows("#s", "7"));
}

TEST_CASE("repl: an error prints message and traceback, and state survives", "[repl]") {
  Repl r;
  CHECK(r.quiet("y = 41"));
  CHECK(r.type("error(\"boom\")", "stdin:1: boom\r\nstack traceback:"));
  CHECK(r.term.expect("> "));
  CHECK(r.type("x = = 1", "unexpected symbol"));
  CHECK(r.term.expect("> "));
  CHECK(r.shows("y+1", "42"));
}

TEST_CASE("repl: Ctrl-C interrupts a busy Lua loop", "[repl][interrupt]") {
  Repl r;
  CHECK(r.quiet("n = 3"));
  CHECK(r.type("while true do end", "while true do end\r\n"));
  r.interrupt_after(0.5);
  CHECK(r.term.expect("interrupted", 10));
  CHECK(r.term.expect("> "));
  CHECK(r.shows("1+2", "3"));
  CHECK(r.shows("n", "3"));
}

TEST_CASE("repl: pcall does not swallow Ctrl-C, and the session keeps its state", "[repl][interrupt][issue31]") {
  // Issue 31, item 5: this loop survived three Ctrl-C (each caught by the pcall inside).
  Repl r;
  CHECK(r.quiet("n = 3"));
  CHECK(r.type("while true do pcall(function() while true do end end) end",
               "while true do pcall(function() while true do end end) end\r\n"));
  r.interrupt_after(0.5);
  CHECK(r.term.expect("interrupted", 10));
  CHECK(r.term.expect("> "));
  CHECK(r.shows("n", "3"));
}

TEST_CASE("repl: a long value is cut, and alea.show or print shows all of it", "[repl][issue31]") {
  // Issue 31, item 12: a 100,000-character value printed whole.
  Repl r;
  CHECK(r.type("string.rep(\"ab\", 50000)", "(96000 more characters: alea.show(x, {max_chars = 100000}) or print(x) shows them)\r\n> "));
  CHECK(r.shows("#alea.show(string.rep(\"ab\", 50000))", "100000"));
}

TEST_CASE("repl: Ctrl-C interrupts a long C++ loop", "[repl][interrupt]") {
  Repl r;
  // Takes about a minute uninterrupted; the C++ loop polls the interrupt flag.
  CHECK(r.type("P = prob.dice(5000, 6)", "P = prob.dice(5000, 6)\r\n"));
  r.interrupt_after(1.0);
  CHECK(r.term.expect("interrupted", 10));
  CHECK(r.term.expect("> "));
  CHECK(r.shows("P == nil", "true"));
}

TEST_CASE("repl: a long call draws its progress bar on the terminal, and Ctrl-C still stops it", "[repl][interrupt][progress]") {
  Repl r;
  // 10^11 games take hours; the bar appears after a second of work and is cleared at the end.
  CHECK(r.quiet("X, Y = alloc(prob.dice(2), \"7^10\"), alloc(prob.dice(2), \"6^5 8^5\")"));
  CHECK(r.type("S = alloc.simulate(X, Y, 10^11)", "S = alloc.simulate(X, Y, 10^11)\r\n"));
  CHECK(r.term.expect("simulate [", 10));
  CHECK(r.term.expect("% ETA ", 5));
  r.interrupt_after(0.3);
  CHECK(r.term.expect("\r\033[K", 10));  // the bar's line cleared
  CHECK(r.term.expect("interrupted", 10));
  CHECK(r.term.expect("> "));
  CHECK(r.shows("S == nil", "true"));
  // alea.quiet(true) turns the bar off.
  CHECK(r.quiet("alea.quiet(true);"));
  CHECK(r.type("alloc.simulate(X, Y, 10^11)", "alloc.simulate(X, Y, 10^11)\r\n"));
  CHECK_FALSE(r.term.expect("simulate [", 2.0));  // two seconds of work, no bar
  r.interrupt_after(0);
  CHECK(r.term.expect("interrupted", 10));
  CHECK(r.term.expect("> "));
}

TEST_CASE("repl: Ctrl-C at the prompt abandons the typed line", "[repl][interrupt]") {
  Repl r;
  r.keys("40\x03");
  CHECK(r.term.expect("40^C\r\n> "));
  CHECK(r.shows("2*3", "6"));
  // In a continuation it abandons the whole unfinished chunk.
  CHECK(r.type("function g()", ">> "));
  r.keys("\x03");
  CHECK(r.term.expect("^C\r\n> "));
  CHECK(r.shows("g", "nil"));
}

TEST_CASE("repl: Ctrl-D exits with status 0 and the history is saved", "[repl]") {
  TempDir home;
  {
    PtySession term(home.path());
    REQUIRE(term.expect("> "));
    CHECK(term.wait_mode(true));
    term.send("1+1\r");
    REQUIRE(term.expect("2\r\n> "));
    CHECK(term.wait_mode(true));
    term.send("\x04");
    CHECK(term.wait_exit() == 0);
  }
  std::string history = read_file(home.file(".alea_history"));
  CHECK_THAT(history, Catch::Contains("\n1+1\n"));

  // A new session recalls it with the up arrow.
  PtySession term(home.path());
  REQUIRE(term.expect("> "));
  CHECK(term.wait_mode(true));
  term.send("\x1b[A\r");
  CHECK(term.expect("1+1\r\n2\r\n> "));
  CHECK(term.wait_mode(true));
  term.send("\x04");
  CHECK(term.wait_exit() == 0);
}

TEST_CASE("repl: tab completes globals, module fields and methods", "[repl][completion]") {
  Repl r;
  SECTION("a unique global") {
    r.keys("pro\t");
    CHECK(r.term.expect("b"));
    CHECK(r.shows(".dice(2)[6]", "1/6"));
  }
  SECTION("an ambiguous global lists the candidates") {
    r.keys("ra\t");
    CHECK(r.term.expect("\r\nrat "));
    CHECK(r.term.expect("rawequal"));
    CHECK(r.term.expect("> ra"));
    CHECK(r.shows("t(1,3)", "1/3"));
  }
  SECTION("a module field") {
    r.keys("prob.di\t(2)[6]\r");
    CHECK(r.term.expect("\r\n1/6\r\n> "));
  }
  SECTION("a method of an object") {
    CHECK(r.quiet("r = rat(1,2)"));
    r.keys("r:nu\t()\r");
    CHECK(r.term.expect("\r\n1\r\n> "));
  }
  SECTION("an __index function is never called") {
    CHECK(r.quiet("trap = setmetatable({}, {__index = function() called = true end})"));
    r.keys("trap.x\t\x03");
    CHECK(r.term.expect("^C\r\n> "));
    CHECK(r.shows("called", "nil"));
  }
}

TEST_CASE("repl: tables print readably", "[repl][printer]") {
  Repl r;
  CHECK(r.shows("{1,2,3}", "{1, 2, 3}"));
  CHECK(r.shows("{b = 'x', a = 1, 10, [2.5] = true}", "{10, [2.5] = true, a = 1, b = \"x\"}"));
  CHECK(r.shows("{{{{{1}}}}}", "{{{{{...}}}}}"));
  CHECK(r.shows("{}", "{}"));
  CHECK(r.quiet("c = {1}; c.me = c"));
  CHECK(r.shows("c", "{1, me = <cycle>}"));
  CHECK(r.quiet("big = {} for i = 1, 200 do big[i] = i end"));
  CHECK(r.type("big", "big\r\n{\r\n  1, 2, 3, 4,"));
  CHECK(r.term.expect("99, 100, ... (+100 more)\r\n}\r\n> "));
}

TEST_CASE("repl: odd values print without harm", "[repl][printer]") {
  Repl r;
  CHECK(r.type("setmetatable({}, {__tostring = function() error('bad') end})",
               "(__tostring failed: stdin:1: bad)>\r\n> "));
  CHECK(r.type("print, coroutine.create(print)", "function: "));
  CHECK(r.term.expect("\tthread: "));
  CHECK(r.shows("{'a\"b\\n'}", "{\"a\\\"b\\n\"}"));
  CHECK(r.shows("1+1", "2"));
}

TEST_CASE("repl: estimates, long rats and records read well", "[repl][printer]") {
  Repl r;
  CHECK(r.shows("alea.estimate(31.921907547284, 5.8e-12)", "31.921907547284 ± 5.8e-12"));
  CHECK(r.quiet("X = alloc(prob.dice(2), '6 7 8')"));
  CHECK(r.shows("X:expected_time{with_error=true}", "12.504545454545 ± 1.1e-12"));
  CHECK(r.shows("rat(1,3), rat(5,36)", "1/3\t5/36"));
  // A long denominator, or a rat longer than the line, shows its decimal beside it.
  CHECK(r.shows("rat(0.1)", "3602879701896397/36028797018963968 ≈ 0.1"));
  CHECK(r.type("rat(2,3)^100", "/515377520732011331036461129765621272702107522001 ≈ 2.45965e-18\r\n> "));
  // Records print their fields in the order the binding set them, not sorted.
  CHECK(r.shows("alea.estimate(1.5, 1e-12):to_table()", "{value = 1.5, bound = 1e-12}"));
  CHECK(r.shows("{b = 2, a = 1}", "{a = 1, b = 2}"));
}

TEST_CASE("repl: arrays of records print as tables cut to the terminal", "[repl][printer]") {
  Repl r;  // the pseudo-terminal is 80 x 24
  CHECK(r.type("prob.dice(2):to_table()",
               "\r\n    label     p\r\n--  -----  ----\r\n 1      2  1/36\r\n 2      3  1/18\r\n"));
  CHECK(r.term.expect("11     12  1/36\r\n> "));
  // 51 rows: 20 fit above the prompt with the header, the rule and the count.
  CHECK(r.type("prob.dice(10):to_table()", "\r\n 1     10       1/60466176\r\n"));
  CHECK(r.term.expect("20     29  611575/15116544\r\n... (+31 more rows)\r\n> "));
  // Columns past the width are hidden and named.
  CHECK(r.quiet("x, y, z = ('x'):rep(30), ('y'):rep(30), ('z'):rep(30)"));
  CHECK(r.quiet("rows = {{a = x, b = y, c = z}, {a = x, b = y, c = z}}"));
  CHECK(r.type("rows", "\r\n   a                               b\r\n-  ------------------------------  ---"));
  CHECK(r.term.expect("2  xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx  yyyyyyyyyyyyyyyyyyyyyyyyyyyyyy\r\n... (+1 more columns: c)\r\n> "));
  // The same table for scripts.
  CHECK(r.type("print(alea.table(rows, {columns={'c'}, index=false}))",
               "\r\nc\r\n------------------------------\r\nzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz\r\nzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz\r\n> "));
}

TEST_CASE("repl: help finds methods of objects and tables of functions, wrapped to the terminal", "[repl][help]") {
  Repl r;
  CHECK(r.quiet("X = alloc(prob.dice(2), '6 7 8')"));
  const std::string method_page =
      "X:expected_time([{exact=false, method=\"fast\"|\"recursion\", with_error=false}]) ->\r\n"
      "  number|rat  [method]\r\n"
      "  E(T_X), the expected number of rolls to clear X (Fluet eq. 4). Fast by default\r\n"
      "    (with_error=true: an estimate value ± bound); exact=true gives a rat.\r\n";
  CHECK(r.type("help('X:expected_time')", "help('X:expected_time')\r\n" + method_page));
  CHECK(r.term.expect("> "));
  CHECK(r.type("help(X.expected_time)", "help(X.expected_time)\r\n" + method_page));
  CHECK(r.term.expect("> "));
  CHECK(r.type("help(alloc.two_value)", "alloc.two_value  [table of functions]\r\n\r\nfunctions:\r\n"
                                        "  alloc.two_value.minimal(p, t) -> integer\r\n"));
  CHECK(r.term.expect("> "));
  CHECK(r.type("help('alloc.two_value')", "alloc.two_value  [table of functions]\r\n"));
  CHECK(r.term.expect("> "));
  // Summaries are not cut at abbreviations ("eq. 4").
  CHECK(r.type("apropos('rolls to clear')", "\r\n      E(T_X), the expected number of rolls to clear X (Fluet eq. 4).\r\n"));
  CHECK(r.term.expect("> "));
}

// Issue 17: help longer than the terminal goes through the pager ($PAGER here, so the test sees
// what it was given), shorter help is printed directly; with no PAGER, less shows it and q
// returns to the prompt.
TEST_CASE("repl: long help pages through $PAGER, short help does not", "[repl][help]") {
  setenv("PAGER", "sed 's/^/paged: /'", 1);
  Repl r;
  unsetenv("PAGER");
  CHECK(r.type("help(alloc)", "help(alloc)\r\npaged: alloc  [module]\r\npaged:   Knock 'em Down"));
  CHECK(r.term.expect("> "));
  CHECK(r.type("help(alloc.two_value)", "help(alloc.two_value)\r\nalloc.two_value  [table of functions]\r\n"));
  CHECK(r.term.expect("> "));
}

TEST_CASE("repl: with no PAGER long help opens less, and q comes back", "[repl][help]") {
  unsetenv("PAGER");
  Repl r;
  CHECK(r.type("help(alloc)", "alloc  [module]"));
  CHECK(r.term.expect("alloc.duration("));  // on the first screen of the page
  pause(0.3);
  r.term.send("q");
  CHECK(r.term.expect("> "));
  CHECK(r.shows("1 + 1", "2"));
}

// A plot with no file prints gnuplot's text rendering in the REPL, sized to the terminal.
TEST_CASE("repl: alea.plot shows its text rendering", "[repl][picture]") {
  Repl r;
  CHECK(r.type("alea.plot({y = {1, 4, 9, 16, 25}, title = 'squares'}, {title = 'in the terminal', key = 'top left'})",
               "in the terminal\r\n"));
  CHECK(r.term.expect("squares *****"));
  CHECK(r.term.expect("> "));
  // 80 x 24: 22 lines (the prompt and a line to spare), none wider than 80.
  CHECK(r.quiet("p = alea.plot({y = {1, 2}})"));
  CHECK(r.shows("select(2, p.text:gsub('\\n', ''))", "22"));
  CHECK(r.shows("p.text:find('[^\\n]' .. ('[^\\n]'):rep(80)) == nil", "true"));
}
