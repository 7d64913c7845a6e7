#pragma once
// Continuous piecewise-linear functions on [0, 1]: the match winning chance as a function of the
// state p (A's cubeless chance of winning the game) in Keeler and Spencer's continuous game. The
// state is a martingale, so between the points where a player acts the value is linear in p;
// every cube model of match play is built from such functions. T is Rational (exact) or double.
#include <algorithm>
#include <optional>
#include <utility>
#include <vector>

namespace alea::doubling {

template <class T>
class Pwl {
 public:
  // The line from (0, y0) to (1, y1).
  static Pwl line(const T& y0, const T& y1) { return Pwl({T(0), T(1)}, {y0, y1}); }
  static Pwl constant(const T& y) { return line(y, y); }
  // Through the points (x_0 = 0 < x_1 < ... < x_k = 1); points with an x equal to the previous
  // one are dropped (a corner placed at an end).
  static Pwl through(const std::vector<std::pair<T, T>>& points) {
    std::vector<T> x, y;
    for (const auto& [px, py] : points) {
      if (!x.empty() && !(px > x.back())) continue;
      x.push_back(px), y.push_back(py);
    }
    return Pwl(std::move(x), std::move(y));
  }

  const std::vector<T>& xs() const { return x_; }
  const std::vector<T>& ys() const { return y_; }

  T operator()(const T& p) const {
    std::size_t i = 1;
    while (i + 1 < x_.size() && p > x_[i]) ++i;
    return interpolate(i, p);
  }

  // wa * f + wb * g on the union of the breakpoints.
  friend Pwl combine(const T& wa, const Pwl& f, const T& wb, const Pwl& g) {
    std::vector<T> x;
    std::merge(f.x_.begin(), f.x_.end(), g.x_.begin(), g.x_.end(), std::back_inserter(x));
    x.erase(std::unique(x.begin(), x.end()), x.end());
    std::vector<T> y;
    y.reserve(x.size());
    for (const T& p : x) y.push_back(wa * f(p) + wb * g(p));
    return Pwl(std::move(x), std::move(y));
  }

  // max(f, c) and min(f, c), with the crossings added as breakpoints.
  Pwl max(const T& c) const { return clamp(c, true); }
  Pwl min(const T& c) const { return clamp(c, false); }

  // For a nondecreasing f: the smallest p with f(p) >= y, nullopt when f(1) < y.
  std::optional<T> first_at_least(const T& y) const {
    if (!(y_.back() >= y)) return std::nullopt;
    if (y_[0] >= y) return T(0);
    for (std::size_t i = 1; i < x_.size(); ++i)
      if (y_[i] >= y) return x_[i - 1] + (y - y_[i - 1]) * (x_[i] - x_[i - 1]) / (y_[i] - y_[i - 1]);
    return std::nullopt;
  }
  // For a nondecreasing f: the largest p with f(p) <= y, nullopt when f(0) > y.
  std::optional<T> last_at_most(const T& y) const {
    if (!(y_[0] <= y)) return std::nullopt;
    if (y_.back() <= y) return T(1);
    for (std::size_t i = x_.size() - 1; i-- > 0;)
      if (y_[i] <= y) return x_[i] + (y - y_[i]) * (x_[i + 1] - x_[i]) / (y_[i + 1] - y_[i]);
    return std::nullopt;
  }
  // The smallest p where f(p) >= 0 (f need not be monotone), nullopt when f < 0 throughout.
  std::optional<T> first_nonnegative() const {
    if (y_[0] >= T(0)) return T(0);
    for (std::size_t i = 1; i < x_.size(); ++i)
      if (y_[i] >= T(0)) return x_[i - 1] - y_[i - 1] * (x_[i] - x_[i - 1]) / (y_[i] - y_[i - 1]);
    return std::nullopt;
  }

  // The smallest concave function above f (the value of a player who may stop at any time and
  // take f, the state being a martingale), and the largest convex one below it: the upper and
  // lower hulls of the vertices.
  Pwl concave_majorant() const { return hull(true); }
  Pwl convex_minorant() const { return hull(false); }

 private:
  Pwl(std::vector<T> x, std::vector<T> y) : x_(std::move(x)), y_(std::move(y)) {}

  T interpolate(std::size_t i, const T& p) const {
    return y_[i - 1] + (y_[i] - y_[i - 1]) * (p - x_[i - 1]) / (x_[i] - x_[i - 1]);
  }

  Pwl clamp(const T& c, bool upper) const {
    auto pick = [&](const T& v) { return upper ? (v > c ? v : c) : (v < c ? v : c); };
    std::vector<T> x{x_[0]}, y{pick(y_[0])};
    for (std::size_t i = 1; i < x_.size(); ++i) {
      const bool crosses = (y_[i - 1] < c && y_[i] > c) || (y_[i - 1] > c && y_[i] < c);
      if (crosses) {
        x.push_back(x_[i - 1] + (c - y_[i - 1]) * (x_[i] - x_[i - 1]) / (y_[i] - y_[i - 1]));
        y.push_back(c);
      }
      x.push_back(x_[i]), y.push_back(pick(y_[i]));
    }
    return Pwl(std::move(x), std::move(y));
  }

  // Andrew's monotone chain over the vertices (already sorted by x).
  Pwl hull(bool upper) const {
    std::vector<std::size_t> h;
    for (std::size_t i = 0; i < x_.size(); ++i) {
      while (h.size() >= 2) {
        const std::size_t o = h[h.size() - 2], m = h.back();
        const T cross = (x_[m] - x_[o]) * (y_[i] - y_[o]) - (y_[m] - y_[o]) * (x_[i] - x_[o]);
        if (upper ? cross >= T(0) : cross <= T(0)) h.pop_back();
        else break;
      }
      h.push_back(i);
    }
    std::vector<T> x, y;
    for (std::size_t i : h) x.push_back(x_[i]), y.push_back(y_[i]);
    return Pwl(std::move(x), std::move(y));
  }

  std::vector<T> x_, y_;
};

}  // namespace alea::doubling
