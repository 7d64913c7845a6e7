// The thermographic intersection of the two scaffolds, and CGSuite's text form.
#include <algorithm>
#include <optional>
#include <unordered_map>

#include "cgt/thermograph.hpp"
#include "core/errors.hpp"

namespace alea::cgt {
namespace {

const Dyadic kBase(-1);

// The temperature t* = max{t >= -1 : LS(t) >= RS(t)} given LS(-1) >= RS(-1). LS has slopes
// -1 and 0 and RS slopes 0 and 1 (walls of short games), so LS - RS never increases and the
// crossing is where it first turns negative.
Dyadic crossing(const Trajectory& ls, const Trajectory& rs) {
  std::vector<Dyadic> ts;
  for (const auto& p : ls.points()) ts.push_back(p.t);
  for (const auto& p : rs.points()) ts.push_back(p.t);
  std::sort(ts.begin(), ts.end());
  ts.erase(std::unique(ts.begin(), ts.end()), ts.end());
  for (std::size_t j = 0; j < ts.size(); ++j) {
    Dyadic d = ls.value_at(ts[j]) - rs.value_at(ts[j]);
    int slope = ls.slope_above(ts[j]) - rs.slope_above(ts[j]);
    if (slope >= 0) continue;  // D does not fall on this piece
    // D(t) = d + slope (t - ts[j]) reaches 0 at ts[j] + d / -slope.
    Dyadic c = ts[j] + (slope == -1 ? d : d.half());
    if (j + 1 == ts.size() || c <= ts[j + 1]) return c;
  }
  throw std::logic_error("thermograph scaffolds never meet");
}

Thermograph mast_only(const Dyadic& x) {
  Thermograph th;
  th.left = th.right = Trajectory::constant(x);
  th.temperature = kBase;
  th.mast = x;
  return th;
}

std::string wall_text(const Trajectory& w, const Dyadic& mast) {
  // CGSuite lists critical points from the top down (those above t = -1), and the slopes from
  // the mast (0) down.
  std::string s = mast.to_string() + ",[";
  const auto& pts = w.points();
  for (std::size_t i = pts.size(); i-- > 1;) {
    s += pts[i].t.to_string();
    if (i > 1) s += ",";
  }
  s += "],[";
  for (std::size_t i = pts.size(); i-- > 0;) {
    s += std::to_string(w.slopes()[i]);
    if (i > 0) s += ",";
  }
  return s + "]";
}

}  // namespace

std::vector<Point> Thermograph::left_wall() const {
  std::vector<Point> pts = left.points();
  if (pts.back().t < temperature) pts.push_back({temperature, mast});
  return pts;
}

std::vector<Point> Thermograph::right_wall() const {
  std::vector<Point> pts = right.points();
  if (pts.back().t < temperature) pts.push_back({temperature, mast});
  return pts;
}

std::string Thermograph::to_string() const {
  return "Thermograph(" + wall_text(left, mast) + "," + wall_text(right, mast) + ")";
}

Thermograph thermograph_from_walls(const std::vector<const Trajectory*>& lefts,
                                   const std::vector<const Trajectory*>& rights) {
  std::optional<Trajectory> ls, rs;
  for (const Trajectory* w : lefts) ls = ls ? Trajectory::max(*ls, *w) : *w;
  for (const Trajectory* w : rights) rs = rs ? Trajectory::min(*rs, *w) : *w;
  if (ls) ls = ls->tilt(-1);
  if (rs) rs = rs->tilt(1);
  // A cave from the base: the form is an integer, the one closest to 0 between the scaffolds.
  std::optional<Dyadic> l0, r0;
  if (ls) l0 = ls->value_at(kBase);
  if (rs) r0 = rs->value_at(kBase);
  if (!ls || !rs || *l0 < *r0) {
    if (l0 && l0->sign() > 0) return mast_only(*l0);
    if (r0 && r0->sign() < 0) return mast_only(*r0);
    return mast_only(Dyadic());
  }
  Dyadic t = crossing(*ls, *rs);
  Thermograph th;
  th.mast = ls->value_at(t);
  th.left = ls->truncated(t);
  th.right = rs->truncated(t);
  // The temperature is where the walls turn vertical for good: the scaffolds may have been
  // vertical already below their crossing (a form equal to an integer, like {-1/2 | 1/2}).
  th.temperature = max(th.left.points().back().t, th.right.points().back().t);
  return th;
}

Thermograph thermograph_from_options(const std::vector<const Thermograph*>& left_options,
                                     const std::vector<const Thermograph*>& right_options) {
  std::vector<const Trajectory*> l, r;
  for (const Thermograph* th : left_options) l.push_back(&th->right);
  for (const Thermograph* th : right_options) r.push_back(&th->left);
  return thermograph_from_walls(l, r);
}

Thermograph thermograph_of_number(const Dyadic& x) {
  if (x.is_integer()) return mast_only(x);
  if (x.exponent() > 5000)
    throw LimitExceeded("the thermograph of a number with denominator 2^" + std::to_string(x.exponent()) + " is too deep to build");
  // x = m/2^k = {x - 2^-k | x + 2^-k}: the options have smaller exponents, so the numbers met
  // (about 2k of them) are done in order of exponent, without recursion.
  std::unordered_map<Dyadic, Thermograph, DyadicHash> memo;
  std::vector<Dyadic> met, todo{x};
  while (!todo.empty()) {
    Dyadic y = todo.back();
    todo.pop_back();
    if (memo.count(y)) continue;
    memo.emplace(y, Thermograph{});
    met.push_back(y);
    if (!y.is_integer()) {
      Dyadic step = Dyadic::unit(y.exponent());
      todo.push_back(y - step);
      todo.push_back(y + step);
    }
  }
  std::sort(met.begin(), met.end(), [](const Dyadic& a, const Dyadic& b) { return a.exponent() < b.exponent(); });
  for (const Dyadic& y : met) {
    if (y.is_integer()) {
      memo[y] = mast_only(y);
      continue;
    }
    Dyadic step = Dyadic::unit(y.exponent());
    const Thermograph& lo = memo.at(y - step);
    const Thermograph& hi = memo.at(y + step);
    memo[y] = thermograph_from_options({&lo}, {&hi});
  }
  return memo.at(x);
}

}  // namespace alea::cgt
