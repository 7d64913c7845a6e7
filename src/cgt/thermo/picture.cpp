// The picture of a thermograph, drawn by gnuplot through core/picture.hpp.
#include <algorithm>

#include "cgt/thermograph.hpp"

namespace alea::cgt {
namespace {

// A wall's breakpoints as (value, t) points: the value is the plot's x, t its y.
picture::Series wall(const std::string& title, const std::vector<Point>& points) {
  picture::Series s;
  s.title = title;
  for (const auto& p : points) {
    s.x.push_back(p.x.to_double());
    s.y.push_back(p.t.to_double());
  }
  return s;
}

}  // namespace

picture::Plot thermograph_plot(const Thermograph& th, const std::string& title) {
  const double temp = th.temperature.to_double(), mast = th.mast.to_double();
  // t from -1 to a little above the temperature; values from the smallest to the largest wall
  // value, with a margin.
  const double t_top = std::max(temp, 0.0) + std::max(1.0, 0.25 * (temp + 1));
  double lo = mast, hi = mast;
  for (const auto* w : {&th.left, &th.right})
    for (const auto& p : w->points()) {
      lo = std::min(lo, p.x.to_double());
      hi = std::max(hi, p.x.to_double());
    }
  const double pad = std::max(1.0, 0.1 * (hi - lo));
  picture::Plot plot;
  plot.series.push_back(wall("left wall", th.left_wall()));
  plot.series.push_back(wall("right wall", th.right_wall()));
  picture::Series m;
  m.title = "mast";
  m.x = {mast, mast};
  m.y = {temp, t_top};
  plot.series.push_back(std::move(m));
  const std::string facts = "mean " + th.mast.to_string() + ", temperature " + th.temperature.to_string();
  plot.title = title.empty() ? "thermograph: " + facts : title + ": " + facts;
  plot.xlabel = "value (Left's side to the left, as in CGSuite)";
  plot.ylabel = "t";
  plot.xreverse = true;
  plot.xzeroaxis = true;
  plot.xrange = std::pair{lo - pad, hi + pad};
  plot.yrange = std::pair{-1.0, t_top};
  plot.key = "top left";
  // The stops: where the walls cross t = 0 (for a number, both at the number).
  plot.labels.push_back({"L stop " + th.left_stop().to_string(), th.left_stop().to_double(), 0.0});
  if (th.right_stop() != th.left_stop())
    plot.labels.push_back({"R stop " + th.right_stop().to_string(), th.right_stop().to_double(), 0.0});
  return plot;
}

}  // namespace alea::cgt
