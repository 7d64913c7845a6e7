// Thermographs: CGSuite's text form, the walls as breakpoint lists, trajectories, drawings.
#include <catch2/catch.hpp>

#include <cstdio>
#include <fstream>

#include "cgt/parse.hpp"
#include "cgt/thermograph.hpp"
#include "core/errors.hpp"

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

TEST_CASE("cgt thermograph: SVG and terminal sketch", "[cgt][thermograph]") {
  Thermograph g = th("{3||2*|1*}");
  std::string svg = thermograph_svg(g, "{3||2*|1*} <demo>");
  CHECK(svg.rfind("<svg", 0) == 0);
  CHECK(svg.find("polyline") != std::string::npos);
  CHECK(svg.find("mean 9/4, temperature 3/4") != std::string::npos);
  CHECK(svg.find("&lt;demo&gt;") != std::string::npos);
  std::string path = "cgt_thermograph_test.svg";
  save_thermograph_svg(g, path);
  std::ifstream in(path);
  CHECK(in.good());
  std::remove(path.c_str());
  CHECK_THROWS_AS(save_thermograph_svg(g, "/nonexistent-dir/x.svg"), InvalidArgument);
  std::string sketch = thermograph_sketch(th("{2|-1}"), 40, 12);
  CHECK(std::count(sketch.begin(), sketch.end(), '\n') == 14);
  CHECK(sketch.find('/') != std::string::npos);
  CHECK(sketch.find('\\') != std::string::npos);
  CHECK(sketch.find("mean 1/2, temperature 3/2") != std::string::npos);
  CHECK_THROWS_AS(thermograph_sketch(g, 3, 3), InvalidArgument);
}
