// Pictures (core/picture.hpp, core/process.hpp): the gnuplot script alea writes, the checks on
// series before any tool runs, and the process service against programs every system has.
#include <catch2/catch.hpp>

#include <cmath>
#include <cstdlib>
#include <limits>

#include "core/errors.hpp"
#include "core/picture.hpp"
#include "core/process.hpp"

using namespace alea;
using namespace alea::picture;

namespace {
Plot two_points() {
  Plot p;
  p.series.push_back({"it's", {1, 2}, {0.5, 0.25}, "lines"});
  return p;
}

std::string role_of(const Plot& p) {
  try {
    gnuplot_script(p, "text", "");
  } catch (const InvalidArgument& e) {
    return e.role + ": " + e.what();
  }
  return "";
}
}  // namespace

TEST_CASE("picture: the gnuplot script holds the data exactly and quotes titles", "[core][picture]") {
  Plot p = two_points();
  p.title = "a 'quoted'\ntitle";
  p.logy = true;
  p.yrange = std::pair{0.1, 1.0};
  const std::string g = gnuplot_script(p, "svg", "out.svg");
  CHECK(g.find("set terminal svg size 640,400") != std::string::npos);
  CHECK(g.find("set output 'out.svg'") != std::string::npos);
  CHECK(g.find("set title 'a ''quoted'' title'") != std::string::npos);  // '' is gnuplot's quote
  CHECK(g.find("set logscale y") != std::string::npos);
  CHECK(g.find("set yrange [0.10000000000000001:1]") != std::string::npos);  // %.17g round-trips
  CHECK(g.find("$d0 << EOD\n1 0.5\n2 0.25\nEOD\n") != std::string::npos);
  CHECK(g.find("plot $d0 using 1:2 with lines title 'it''s'") != std::string::npos);
  const std::string t = gnuplot_script(p, "text", "");
  CHECK(t.find("set terminal dumb mono size 80,24") != std::string::npos);
  CHECK(t.find("set output") == std::string::npos);
}

TEST_CASE("picture: a reversed x axis, the zero axis, labelled points and SVG on standard output", "[core][picture]") {
  Plot p = two_points();
  p.xreverse = true;
  std::string g = gnuplot_script(p, "text", "");
  CHECK(g.find("set xrange [*:*] reverse") != std::string::npos);  // autoscaled, drawn high to low
  p.xrange = std::pair{-3.0, 4.0};
  p.xzeroaxis = true;
  p.labels.push_back({"L stop 'two'", 2, 0});
  g = gnuplot_script(p, "svg", "");
  CHECK(g.find("set xrange [4:-3]") != std::string::npos);
  CHECK(g.find("set xzeroaxis") != std::string::npos);
  CHECK(g.find("set label 1 'L stop ''two''' at 2,0 point") != std::string::npos);
  CHECK(g.find("set output") == std::string::npos);  // no file: the SVG comes back on standard output
  CHECK(g.find("unset output") == std::string::npos);
  p.labels[0].x = std::numeric_limits<double>::infinity();
  CHECK(role_of(p).rfind("labels: ", 0) == 0);
}

TEST_CASE("picture: bad series are refused with their role before gnuplot runs", "[core][picture]") {
  Plot p = two_points();
  p.series[0].x.pop_back();
  CHECK(role_of(p) == "series: x has 1 values and y 2");
  p = two_points();
  p.series[0].y[1] = std::numeric_limits<double>::quiet_NaN();
  CHECK(role_of(p) == "series: y[2] is NaN (only finite numbers can be drawn)");
  p = two_points();
  p.logx = true;
  p.series[0].x[0] = 0;
  CHECK(role_of(p) == "series: x[1] is 0, which a log scale cannot show");
  p = two_points();
  p.xrange = std::pair{1.0, 1.0};
  CHECK(role_of(p).rfind("xrange: ", 0) == 0);
  p = two_points();
  p.key = "middle";
  CHECK(role_of(p).rfind("key: ", 0) == 0);
  CHECK(role_of(Plot{}) == "series: nothing to plot: no series");
  CHECK(plot_format("a/b.SVG") == "svg");
  CHECK_THROWS_AS(plot_format("a.svg/b"), InvalidArgument);
}

TEST_CASE("process: a tool's output, its failure, and a missing tool naming its package", "[core][process]") {
  const Tool cat{"cat", "ALEA_TEST_CAT", "coreutils"};
  CHECK(run_tool(cat, {}, "through a file\n") == "through a file\n");
  const Tool sh{"sh", "ALEA_TEST_SH", "dash"};
  CHECK_THROWS_WITH(run_tool(sh, {"-c", "echo broken >&2; exit 3"}, ""), "sh failed (exit status 3): broken");
  setenv("ALEA_TEST_CAT", "/nonexistent/cat", 1);
  CHECK(find_tool(cat).empty());
  CHECK_THROWS_WITH(run_tool(cat, {}, ""),
                    "cat is not installed: install Debian's coreutils (apt-get install coreutils), or set "
                    "ALEA_TEST_CAT to its path");
  unsetenv("ALEA_TEST_CAT");
}
