#pragma once
// A trajectory: a continuous piecewise linear function x(t) on t >= -1 (t the temperature, x
// the value), as thermograph walls and scaffolds are. Short games only ever need slopes -1, 0
// and 1, so every breakpoint and every crossing of two trajectories is a dyadic rational.
#include <cstdint>
#include <vector>

#include "cgt/dyadic.hpp"

namespace alea::cgt::thermo {

struct Point {
  Dyadic t, x;
  bool operator==(const Point&) const = default;
};

class Trajectory {
 public:
  // The constant x (a vertical mast from t = -1).
  static Trajectory constant(const Dyadic& x);
  // From breakpoints (t strictly increasing, the first at t = -1) and the slope of each piece:
  // slopes[i] holds from points[i] to points[i+1], the last one above the last point.
  Trajectory(std::vector<Point> points, std::vector<int> slopes);

  Dyadic value_at(const Dyadic& t) const;
  // The slope just above t.
  int slope_above(const Dyadic& t) const;
  const std::vector<Point>& points() const { return points_; }
  const std::vector<int>& slopes() const { return slopes_; }
  int top_slope() const { return slopes_.back(); }

  // x(t) + k t.
  Trajectory tilt(int k) const;
  // x(t) + c.
  Trajectory translate(const Dyadic& c) const;
  // Pointwise maximum and minimum.
  static Trajectory max(const Trajectory& a, const Trajectory& b);
  static Trajectory min(const Trajectory& a, const Trajectory& b);
  // The same function up to t0 (> -1), then constant at its value there.
  Trajectory truncated(const Dyadic& t0) const;

  bool operator==(const Trajectory&) const = default;

 private:
  Trajectory() = default;
  void normalize();  // merges neighbouring pieces of equal slope
  std::size_t piece_at(const Dyadic& t) const;  // index of the piece holding t (above a breakpoint)
  std::vector<Point> points_;
  std::vector<int> slopes_;
};

// The value at t of the piece starting at p with slope s: p.x + s (t - p.t).
Dyadic along(const Point& p, int s, const Dyadic& t);

}  // namespace alea::cgt::thermo
