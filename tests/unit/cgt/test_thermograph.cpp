// Thermographs: CGSuite's text form, the walls as breakpoint lists, trajectories, pictures.
#include <catch2/catch.hpp>

#include <vector>

#include "cgt/parse.hpp"
#include "cgt/thermograph.hpp"

using namespace alea;
using namespace alea::cgt;

namespace {
Thermograph th(const char* text) { return parse_game(text).thermograph(); }
Dyadic d(const char* s) { return Dyadic::parse(s); }
}  // namespace

TEST_CASE("cgt thermograph: CGSuite's text form", "[cgt][thermograph]") {
  CHECK(th("{2|-1}").to_string() == "Thermograph(1/2,[3/2],[0,-1],1/2,[3/2],[0,1])");
  CHECK(th("3").to_string() == "Thermograph(3,[],[0],3,[],[0])");
  CHECK(th("*").to_string() == "Thermograph(0,[0],[0,-1],0,[0],[0,1])");
  CHECK(th("^").to_string() == "Thermograph(0,[0],[0,-1],0,[],[0])");
  CHECK(th("1/2").to_string() == "Thermograph(1/2,[-1/2],[0,-1],1/2,[-1/2],[0,1])");
  CHECK(th("+-1").to_string() == "Thermograph(0,[1],[0,-1],0,[1],[0,1])");
  // {3||2*|1*}: the right wall follows {2*|1*} (mean 3/2 from t = 1/2) up to t = 3/4.
  Thermograph g = th("{3||2*|1*}");
  CHECK(g.temperature == d("3/4"));
  CHECK(g.mast == d("9/4"));
  CHECK(g.to_string() == "Thermograph(9/4,[3/4],[0,-1],9/4,[3/4,1/2,0],[0,1,0,1])");
}

TEST_CASE("cgt thermograph: walls as breakpoint lists from t = -1 to the temperature", "[cgt][thermograph]") {
  Thermograph g = th("{2|-1}");
  auto l = g.left_wall(), r = g.right_wall();
  REQUIRE(l.size() == 2);
  CHECK(l[0] == Point{Dyadic(-1), Dyadic(3)});
  CHECK(l[1] == Point{d("3/2"), d("1/2")});
  REQUIRE(r.size() == 2);
  CHECK(r[0] == Point{Dyadic(-1), Dyadic(-2)});
  CHECK(r[1] == Point{d("3/2"), d("1/2")});
  CHECK(g.left_stop() == Dyadic(2));
  CHECK(g.right_stop() == Dyadic(-1));
  // A vertical wall is one point; the mast starts at the temperature.
  auto up = th("^").right_wall();
  REQUIRE(up.size() == 2);
  CHECK(up[0] == Point{Dyadic(-1), Dyadic(0)});
  CHECK(up[1] == Point{Dyadic(0), Dyadic(0)});
  CHECK(th("7").left_wall().size() == 1);
}

TEST_CASE("cgt thermograph: trajectories", "[cgt][thermograph]") {
  Trajectory a({{Dyadic(-1), Dyadic(3)}, {Dyadic(1), Dyadic(1)}}, {-1, 0});
  Trajectory b({{Dyadic(-1), Dyadic(0)}}, {1});
  Trajectory m = Trajectory::max(a, b);
  CHECK(m.value_at(Dyadic(0)) == Dyadic(2));
  CHECK(m.value_at(Dyadic(1)) == Dyadic(2));  // b crosses a at t = 1/2... then b wins
  CHECK(m.value_at(d("1/2")) == d("3/2"));
  CHECK(m.value_at(Dyadic(5)) == Dyadic(6));
  Trajectory n = Trajectory::min(a, b);
  CHECK(n.value_at(Dyadic(5)) == Dyadic(1));
  CHECK(n.value_at(Dyadic(0)) == Dyadic(1));
  CHECK(a.tilt(1).slopes() == std::vector<int>{0, 1});
  CHECK(a.translate(Dyadic(1)).value_at(Dyadic(-1)) == Dyadic(4));
  // An empty scaffold on one side: {0 |} = 1, {| 0} = -1, {|} = 0.
  CHECK(thermograph_from_walls({}, {}).mast == Dyadic(0));
  Trajectory zero = Trajectory::constant(Dyadic(0));
  CHECK(thermograph_from_walls({&zero}, {}).mast == Dyadic(1));
  CHECK(thermograph_from_walls({}, {&zero}).mast == Dyadic(-1));
  // Numbers of any exponent: m/2^k has temperature -1/2^k.
  CHECK(thermograph_of_number(d("-37/64")).temperature == d("-1/64"));
  CHECK(thermograph_of_number(d("-37/64")).mast == d("-37/64"));
}

TEST_CASE("cgt thermograph: the picture gnuplot draws (walls, mast, stops, values to the left)", "[cgt][thermograph]") {
  // {2|-1}: the left wall runs from 3 at t = -1 to the mast 1/2 at the temperature 3/2, the right
  // wall from -2; the stops (t = 0) are 2 and -1 (CGSuite: Thermograph(1/2,[3/2],[0,-1],...)).
  const picture::Plot p = thermograph_plot(th("{2|-1}"), "{2|-1}");
  REQUIRE(p.series.size() == 3);
  CHECK(p.series[0].title == "left wall");
  CHECK(p.series[0].x == std::vector<double>{3, 0.5});
  CHECK(p.series[0].y == std::vector<double>{-1, 1.5});
  CHECK(p.series[1].title == "right wall");
  CHECK(p.series[1].x == std::vector<double>{-2, 0.5});
  CHECK(p.series[1].y == std::vector<double>{-1, 1.5});
  CHECK(p.series[2].title == "mast");
  CHECK(p.series[2].x == std::vector<double>{0.5, 0.5});
  REQUIRE(p.series[2].y.size() == 2);
  CHECK(p.series[2].y[0] == 1.5);
  CHECK(p.series[2].y[1] > 1.5);  // the mast goes on above the temperature
  CHECK(p.title == "{2|-1}: mean 1/2, temperature 3/2");
  CHECK(p.ylabel == "t");
  CHECK(p.xreverse);   // values grow to the left
  CHECK(p.xzeroaxis);  // t = 0, where the stops are read
  REQUIRE(p.yrange);
  CHECK(p.yrange->first == -1);
  REQUIRE(p.xrange);  // the wall values -2 .. 3 and a margin of 1
  CHECK(p.xrange->first == -3);
  CHECK(p.xrange->second == 4);
  REQUIRE(p.labels.size() == 2);
  CHECK(p.labels[0].text == "L stop 2");
  CHECK(p.labels[0].x == 2);
  CHECK(p.labels[0].y == 0);
  CHECK(p.labels[1].text == "R stop -1");
  CHECK(p.labels[1].x == -1);
  // A number: one stop, the mast from t = -1; and a script that gnuplot reads (the data inline).
  const picture::Plot n = thermograph_plot(th("3"));
  CHECK(n.title == "thermograph: mean 3, temperature -1");
  REQUIRE(n.labels.size() == 1);
  CHECK(n.labels[0].text == "L stop 3");
  CHECK(n.series[2].y[0] == -1);
  const std::string script = picture::gnuplot_script(p, "svg", "");
  CHECK(script.find("set xrange [4:-3]") != std::string::npos);  // drawn high to low: values grow leftwards
  CHECK(script.find("set xzeroaxis") != std::string::npos);
  CHECK(script.find("'L stop 2' at 2,0 point") != std::string::npos);
}
