#include "cgt/thermo/trajectory.hpp"

#include <algorithm>
#include <stdexcept>

namespace alea::cgt::thermo {
namespace {

const Dyadic kBase(-1);

// (a) / d for d in {-2, -1, 1, 2}: the only divisions crossings of slopes -1, 0, 1 need.
Dyadic divide_small(const Dyadic& a, int d) {
  switch (d) {
    case 1: return a;
    case -1: return -a;
    case 2: return a.half();
    case -2: return (-a).half();
    default: throw std::logic_error("trajectory slopes outside {-1, 0, 1}");
  }
}

Dyadic times(int s, const Dyadic& d) {
  switch (s) {
    case 0: return Dyadic();
    case 1: return d;
    case -1: return -d;
    default: {
      Dyadic r;
      for (int i = 0; i < (s < 0 ? -s : s); ++i) r += d;
      return s < 0 ? -r : r;
    }
  }
}

// Pointwise max (want_max) or min of two trajectories.
template <bool want_max>
Trajectory envelope(const Trajectory& a, const Trajectory& b) {
  // The union of the breakpoints: on each interval between them both are linear.
  std::vector<Dyadic> ts;
  ts.reserve(a.points().size() + b.points().size());
  for (const auto& p : a.points()) ts.push_back(p.t);
  for (const auto& p : b.points()) ts.push_back(p.t);
  std::sort(ts.begin(), ts.end());
  ts.erase(std::unique(ts.begin(), ts.end()), ts.end());

  std::vector<Point> points;
  std::vector<int> slopes;
  auto better = [](const Dyadic& u, const Dyadic& v) { return want_max ? u > v : u < v; };
  std::size_t ia = 0, ib = 0;
  for (std::size_t j = 0; j < ts.size(); ++j) {
    const Dyadic& t = ts[j];
    while (ia + 1 < a.points().size() && a.points()[ia + 1].t <= t) ++ia;
    while (ib + 1 < b.points().size() && b.points()[ib + 1].t <= t) ++ib;
    int sa = a.slopes()[ia], sb = b.slopes()[ib];
    Dyadic va = along(a.points()[ia], sa, t), vb = along(b.points()[ib], sb, t);
    // Which one is on top just above t: the larger value, or on a tie the steeper way out.
    bool a_wins = better(va, vb) || (va == vb && (want_max ? sa >= sb : sa <= sb));
    points.push_back({t, a_wins ? va : vb});
    slopes.push_back(a_wins ? sa : sb);
    if (sa == sb) continue;
    // A crossing inside (t, next): va + sa (c - t) = vb + sb (c - t).
    Dyadic c = t + divide_small(vb - va, sa - sb);
    bool inside = c > t && (j + 1 == ts.size() || c < ts[j + 1]);
    if (inside) {
      points.push_back({c, along(a.points()[ia], sa, c)});
      slopes.push_back(a_wins ? sb : sa);
    }
  }
  return Trajectory(std::move(points), std::move(slopes));
}

}  // namespace

Dyadic along(const Point& p, int s, const Dyadic& t) {
  if (s == 0) return p.x;
  return p.x + times(s, t - p.t);
}

Trajectory::Trajectory(std::vector<Point> points, std::vector<int> slopes)
    : points_(std::move(points)), slopes_(std::move(slopes)) {
  if (points_.empty() || points_.size() != slopes_.size() || points_.front().t != kBase)
    throw std::logic_error("malformed trajectory");
  normalize();
}

Trajectory Trajectory::constant(const Dyadic& x) {
  Trajectory tr;
  tr.points_ = {{kBase, x}};
  tr.slopes_ = {0};
  return tr;
}

void Trajectory::normalize() {
  std::size_t k = 0;
  for (std::size_t i = 0; i < points_.size(); ++i) {
    if (k > 0 && (slopes_[k - 1] == slopes_[i] || points_[k - 1].t == points_[i].t)) {
      if (points_[k - 1].t == points_[i].t) slopes_[k - 1] = slopes_[i];
      continue;
    }
    points_[k] = points_[i];
    slopes_[k] = slopes_[i];
    ++k;
  }
  points_.resize(k);
  slopes_.resize(k);
}

std::size_t Trajectory::piece_at(const Dyadic& t) const {
  auto it = std::upper_bound(points_.begin(), points_.end(), t,
                             [](const Dyadic& v, const Point& p) { return v < p.t; });
  return it == points_.begin() ? 0 : static_cast<std::size_t>(it - points_.begin()) - 1;
}

Dyadic Trajectory::value_at(const Dyadic& t) const {
  std::size_t i = piece_at(t);
  return along(points_[i], slopes_[i], t);
}

int Trajectory::slope_above(const Dyadic& t) const { return slopes_[piece_at(t)]; }

Trajectory Trajectory::tilt(int k) const {
  Trajectory tr = *this;
  for (std::size_t i = 0; i < tr.points_.size(); ++i) {
    tr.points_[i].x += times(k, tr.points_[i].t);
    tr.slopes_[i] += k;
  }
  tr.normalize();
  return tr;
}

Trajectory Trajectory::translate(const Dyadic& c) const {
  Trajectory tr = *this;
  for (auto& p : tr.points_) p.x += c;
  return tr;
}

Trajectory Trajectory::truncated(const Dyadic& t0) const {
  Trajectory tr;
  for (std::size_t i = 0; i < points_.size() && points_[i].t < t0; ++i) {
    tr.points_.push_back(points_[i]);
    tr.slopes_.push_back(slopes_[i]);
  }
  if (tr.points_.empty()) return constant(value_at(t0));
  tr.points_.push_back({t0, value_at(t0)});
  tr.slopes_.push_back(0);
  tr.normalize();
  return tr;
}

Trajectory Trajectory::max(const Trajectory& a, const Trajectory& b) { return envelope<true>(a, b); }
Trajectory Trajectory::min(const Trajectory& a, const Trajectory& b) { return envelope<false>(a, b); }

}  // namespace alea::cgt::thermo
