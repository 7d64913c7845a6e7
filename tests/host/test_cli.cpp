// The alea command line (issue 2, section 2): exit codes, -e, -, stdin as a script, arg.
#include <catch2/catch.hpp>

#include <cstdlib>
#include <fstream>

#include "process.hpp"

using alea::test::run_alea;
using alea::test::TempDir;

namespace {
std::string write_file(const TempDir& dir, const std::string& name, const std::string& text) {
  std::string path = dir.file(name);
  std::ofstream(path) << text;
  return path;
}
}  // namespace

TEST_CASE("cli: -e runs code and exits 0", "[cli]") {
  auto r = run_alea({"-e", "print(rat(1,3) + rat(1,6))"});
  CHECK(r.status == 0);
  CHECK(r.out == "1/2\n");
  CHECK(r.err.empty());
}

TEST_CASE("cli: repeated -e chunks run in order in one state", "[cli]") {
  auto r = run_alea({"-e", "x = 20", "-e", "x = x + 1; io.write(x, ' ')", "-e", "print(x * 2)"});
  CHECK(r.status == 0);
  CHECK(r.out == "21 42\n");
}

TEST_CASE("cli: a Lua error exits 1 with message and traceback on stderr", "[cli]") {
  auto r = run_alea({"-e", "print('before'); error('boom')"});
  CHECK(r.status == 1);
  CHECK(r.out == "before\n");
  CHECK_THAT(r.err, Catch::Contains("boom"));
  CHECK_THAT(r.err, Catch::Contains("stack traceback:"));
}

TEST_CASE("cli: an error in a later -e stops the rest", "[cli]") {
  auto r = run_alea({"-e", "error('first')", "-e", "print('not reached')"});
  CHECK(r.status == 1);
  CHECK(r.out.empty());
  CHECK_THAT(r.err, Catch::Contains("first"));
}

TEST_CASE("cli: bad usage exits 2", "[cli]") {
  SECTION("unknown option") {
    auto r = run_alea({"--no-such-option"});
    CHECK(r.status == 2);
    CHECK_THAT(r.err, Catch::Contains("unknown option --no-such-option"));
    CHECK_THAT(r.err, Catch::Contains("usage:"));
  }
  SECTION("-e without code") {
    auto r = run_alea({"-e"});
    CHECK(r.status == 2);
    CHECK_THAT(r.err, Catch::Contains("-e needs code"));
  }
}

TEST_CASE("cli: --help and --version exit 0", "[cli]") {
  auto help = run_alea({"--help"});
  CHECK(help.status == 0);
  CHECK_THAT(help.out, Catch::StartsWith("usage: alea"));
  auto version = run_alea({"--version"});
  CHECK(version.status == 0);
  CHECK_THAT(version.out, Catch::StartsWith("alea ") && Catch::Contains("Lua 5.4"));
}

TEST_CASE("cli: stdin without arguments runs as a script", "[cli]") {
  auto r = run_alea({}, "print(rat(1,3)+rat(1,6))\n");
  CHECK(r.status == 0);
  CHECK(r.out == "1/2\n");
}

TEST_CASE("cli: stdin script that errors exits 1", "[cli]") {
  auto r = run_alea({}, "local x = nil\nprint(x.field)\n");
  CHECK(r.status == 1);
  CHECK_THAT(r.err, Catch::Contains("attempt to index a nil value"));
  CHECK_THAT(r.err, Catch::Contains("stack traceback:"));
}

TEST_CASE("cli: - reads the script from stdin", "[cli]") {
  auto r = run_alea({"-e", "y = 7", "-"}, "print(y * 6)\n");
  CHECK(r.status == 0);
  CHECK(r.out == "42\n");
}

TEST_CASE("cli: a script file gets its arguments in arg", "[cli]") {
  TempDir dir;
  std::string script = write_file(dir, "args.lua",
                                  "print(arg[0])\n"
                                  "print(#arg, arg[1], arg[2])\n");
  auto r = run_alea({script, "a", "b"});
  CHECK(r.status == 0);
  CHECK(r.out == script + "\n2\ta\tb\n");
}

TEST_CASE("cli: a script file that errors exits 1", "[cli]") {
  TempDir dir;
  std::string script = write_file(dir, "bad.lua", "print('start')\nrat(1, 0)\n");
  auto r = run_alea({script});
  CHECK(r.status == 1);
  CHECK(r.out == "start\n");
  CHECK_THAT(r.err, Catch::Contains("bad.lua:2:"));
  CHECK_THAT(r.err, Catch::Contains("stack traceback:"));
}

TEST_CASE("cli: a script with a syntax error exits 1", "[cli]") {
  TempDir dir;
  std::string script = write_file(dir, "syntax.lua", "x = = 1\n");
  auto r = run_alea({script});
  CHECK(r.status == 1);
  CHECK_THAT(r.err, Catch::Contains("syntax.lua:1:"));
}

TEST_CASE("cli: a nonexistent script exits 1", "[cli]") {
  TempDir dir;
  auto r = run_alea({dir.file("missing.lua")});
  CHECK(r.status == 1);
  CHECK_THAT(r.err, Catch::Contains("missing.lua"));
  CHECK(r.out.empty());
}

TEST_CASE("cli: -i with a piped stdin runs the code, then reads the REPL from stdin", "[cli]") {
  auto r = run_alea({"-e", "z = 40", "-i"}, "z + 2\nx = 1;\n");
  CHECK(r.status == 0);
  CHECK_THAT(r.out, Catch::Contains("42\n"));
}

// Issue 17: a missing gnuplot or Graphviz is a clear error naming the Debian package. Simulated
// twice: the override variable naming a path that does not exist, and a PATH without the tool.
TEST_CASE("cli: a missing gnuplot or dot names the package to install", "[cli][picture]") {
  TempDir empty;
  const char* old_path = std::getenv("PATH");
  const std::string saved = old_path ? old_path : "";
  setenv("ALEA_GNUPLOT", "/nonexistent/gnuplot", 1);
  auto plot = run_alea({"-e", "alea.plot({y = {1, 2}})"});
  unsetenv("ALEA_GNUPLOT");
  CHECK(plot.status == 1);
  CHECK_THAT(plot.err, Catch::StartsWith("alea.plot: gnuplot is not installed: install Debian's gnuplot-nox "
                                         "(apt-get install gnuplot-nox), or set ALEA_GNUPLOT to its path"));
  setenv("PATH", empty.path().c_str(), 1);
  auto dot = run_alea({"-e", "graph.tug_of_war(2):to_svg()"});
  auto plot2 = run_alea({"-e", "alloc(prob.dice(2), '7'):plot()"});
  auto thermo = run_alea({"-e", "cgt('{2|-1}'):thermograph():to_svg()"});
  setenv("PATH", saved.c_str(), 1);
  CHECK(dot.status == 1);
  CHECK_THAT(dot.err, Catch::StartsWith("graph.game:to_svg: dot is not installed: install Debian's graphviz"));
  CHECK_THAT(plot2.err, Catch::StartsWith("allocation:plot: gnuplot is not installed: install Debian's gnuplot-nox"));
  CHECK_THAT(thermo.err, Catch::StartsWith("cgt.thermograph:to_svg: gnuplot is not installed: install Debian's gnuplot-nox"));
  // With the tools present, the same calls draw.
  auto ok = run_alea({"-e", "io.write(graph.tug_of_war(2):to_svg():sub(1, 5))"});
  CHECK(ok.status == 0);
  CHECK(ok.out == "<?xml");
}

// Help is never paged when its output is not a terminal, whatever PAGER says.
TEST_CASE("cli: help output to a pipe is not paged", "[cli][help]") {
  setenv("PAGER", "sed 's/^/paged: /'", 1);
  auto r = run_alea({"-e", "help(alloc)"});
  unsetenv("PAGER");
  CHECK(r.status == 0);
  CHECK_THAT(r.out, Catch::StartsWith("alloc  [module]\n"));
  CHECK(r.out.find("paged: ") == std::string::npos);
}

TEST_CASE("cli: Ctrl-C stops a script even inside pcall", "[cli][interrupt][issue31]") {
  // Issue 31, item 5. The watchdog presses Ctrl-C once the loop has run half a second; the
  // script must then end (not print "went on") within the grace period, whatever the timing.
  TempDir dir;
  std::string script = write_file(dir, "loop.lua",
                                  "print('begin 1 loop')\nio.stdout:flush()\n"
                                  "while true do pcall(function() while true do end end) end\nprint('went on')\n");
  auto r = alea::test::run_alea_watched({script}, 0.5, 5, 60);
  CHECK(r.interrupts == 1);
  CHECK(r.hang.empty());
  CHECK(r.status == 1);
  CHECK(r.out == "begin 1 loop\n");
  CHECK_THAT(r.err, Catch::StartsWith("interrupted"));
}

// alea --install-kernel (issue 25): the kernelspec runs alea-kernel from alea's folder, which
// make test builds when xeus is installed; without it the command says how to build it.
TEST_CASE("cli: --install-kernel writes the kernelspec alea under --prefix", "[cli][jupyter]") {
  TempDir dir;
  const std::string kernel = std::string(ALEA_BINARY).substr(0, std::string(ALEA_BINARY).rfind('/')) + "/alea-kernel";
  const bool built = std::ifstream(kernel).good();
  auto r = run_alea({"--install-kernel", "--prefix", dir.path()});
  std::ifstream spec(dir.path() + "/share/jupyter/kernels/alea/kernel.json");
  if (built) {
    REQUIRE(r.status == 0);
    REQUIRE(spec.good());
    const std::string text((std::istreambuf_iterator<char>(spec)), std::istreambuf_iterator<char>());
    CHECK(text.find("\"argv\": [\"" + kernel + "\", \"{connection_file}\"]") != std::string::npos);
    CHECK(text.find("\"language\": \"lua\"") != std::string::npos);
    CHECK(text.find("\"interrupt_mode\": \"signal\"") != std::string::npos);
    // alea --kernel becomes alea-kernel, which refuses what is not a connection file.
    auto k = run_alea({"--kernel", write_file(dir, "bad.json", "{bad")});
    CHECK(k.status == 2);
    CHECK(k.err.find("is not a Jupyter connection file") != std::string::npos);
  } else {
    CHECK(r.status == 1);
    CHECK_FALSE(spec.good());
    CHECK(r.err.find("make notebook") != std::string::npos);
  }
  CHECK(run_alea({"--install-kernel", "--prefix"}).status == 2);
  CHECK(run_alea({"--install-kernel", "--bogus"}).status == 2);
  CHECK(run_alea({"--kernel"}).status == 2);
}
