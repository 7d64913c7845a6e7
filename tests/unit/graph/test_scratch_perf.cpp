#include <catch2/catch.hpp>
#include <iostream>
#include <chrono>
#include "graph/builtin.hpp"
#include "graph/random_turn.hpp"
#include "support.hpp"
using namespace alea;
using namespace alea::graph;
static double since(std::chrono::steady_clock::time_point t) { return std::chrono::duration<double>(std::chrono::steady_clock::now() - t).count(); }
TEST_CASE("perf exact", "[.perf]") {
  {
    auto g = tug_of_war(10000);
    auto t = std::chrono::steady_clock::now();
    auto v = random_turn(g, Rational(1, 2));
    std::cout << "tug 1e4 exact " << since(t) << " s, exact solves " << v.exact_solves << " float " << v.float_solves << " switches " << v.switches << "\n";
    t = std::chrono::steady_clock::now();
    auto w = random_turn(tug_of_war(1000), Rational(2, 3));
    std::cout << "tug 1e4 p=2/3 exact " << since(t) << " s, exact solves " << w.exact_solves << " float " << w.float_solves << " switches " << w.switches << " digits " << to_string(w.low[500]).size() << "\n";
  }
  for (int side : {70, 100}) {
    auto g = tug_of_war_grid(side, side);
    auto t = std::chrono::steady_clock::now();
    auto v = random_turn(g, Rational(1, 2));
    std::cout << "grid " << side << " exact " << since(t) << " s, exact solves " << v.exact_solves << " float " << v.float_solves << " switches " << v.switches << " digits " << to_string(v.low[side*side/2]).size() << "\n";
  }
}
