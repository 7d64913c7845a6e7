// Win, draw and loss under Original rules (one shared roll) by Poissonization. X clears at the
// arrival of the x_j-th roll of its last value j, at rate a_j(s) = p_j P(Poisson(p_j s) = x_j - 1),
// when every other value already has its x_i rolls. X wins unless Y has cleared by then, which
// needs y_j <= x_j and every other value at max(x_i, y_i); it is a draw when Y clears at the
// same roll, i.e. j is Y's last value too (y_j = x_j). So, with products over i != j,
//   win(s)  = sum_{j: x_j >= 1} a_j [prod G_i(x_i) - 1{y_j <= x_j} prod G_i(max(x_i, y_i))]
//   draw(s) = sum_{j: x_j = y_j >= 1} a_j prod G_i(max(x_i, y_i)),
// and loss is win with X and Y swapped. The three are integrated together.
#include <algorithm>

#include "alloc/fast_detail.hpp"
#include "alloc/fast_quadrature.hpp"
#include "core/errors.hpp"

namespace alea::alloc::fast {

using namespace detail;

namespace {

// Per value: rate and the Poisson tails at x_i and y_i (k = 0 gives G = 1, a = 0).
struct PairValue {
  double rate;
  std::int64_t x, y;
  PoissonTail tx, ty;
};

// Products over i != j of the given factors, for every j, by prefix and suffix products.
void products_excluding(const std::vector<double>& g, std::vector<double>& out) {
  const std::size_t n = g.size();
  out.assign(n, 1.0);
  double prefix = 1;
  for (std::size_t j = 0; j < n; ++j) {
    out[j] = prefix;
    prefix *= g[j];
  }
  double suffix = 1;
  for (std::size_t j = n; j-- > 0;) {
    out[j] *= suffix;
    suffix *= g[j];
  }
}

class WdlIntegrand {
 public:
  WdlIntegrand(const std::vector<double>& p, const Counts& x, const Counts& y) {
    for (std::size_t i = 0; i < p.size(); ++i)
      if (x[i] > 0 || y[i] > 0) v_.push_back({p[i], x[i], y[i], PoissonTail(x[i]), PoissonTail(y[i])});
    const std::size_t n = v_.size();
    gx_.resize(n), gy_.resize(n), gm_.resize(n), ax_.resize(n), ay_.resize(n);
  }

  Sample<3> operator()(double s) const {
    double ulps = 0, abs = 0;
    for (std::size_t i = 0; i < v_.size(); ++i) {
      // Most values hold as many tokens in both allocations: one tail serves both.
      // G = 1 - (the k-term lower sum) where that is cheaper than the upper series: such a G is
      // accurate absolutely, within dx (dy) below, and enters the bound through abs.
      const Tail tx = v_[i].tx.at(v_[i].rate * s, false);
      const Tail ty = v_[i].x == v_[i].y ? tx : v_[i].ty.at(v_[i].rate * s, false);
      gx_[i] = tx.upper, gy_[i] = ty.upper;
      gm_[i] = v_[i].x >= v_[i].y ? tx.upper : ty.upper;
      ax_[i] = v_[i].rate * tx.pmf, ay_[i] = v_[i].rate * ty.pmf;
      ulps += tx.ulps + ty.ulps + 8;
      const double dx = tx.lower_direct ? 2 * (tx.lower * tx.ulps + 1) * kEps : 0.0;
      const double dy = ty.lower_direct ? 2 * (ty.lower * ty.ulps + 1) * kEps : 0.0;
      abs += dx + dy + std::max(dx, dy);
    }
    products_excluding(gx_, px_);
    products_excluding(gy_, py_);
    products_excluding(gm_, pm_);
    Sample<3> out;
    double size = 0, arate = 0;
    for (std::size_t j = 0; j < v_.size(); ++j) {
      const auto& v = v_[j];
      if (v.x > 0) out.value[0] += ax_[j] * (px_[j] - (v.y <= v.x ? pm_[j] : 0.0));
      if (v.x > 0 && v.x == v.y) out.value[1] += ax_[j] * pm_[j];
      if (v.y > 0) out.value[2] += ay_[j] * (py_[j] - (v.x <= v.y ? pm_[j] : 0.0));
      size += ax_[j] * (px_[j] + pm_[j]) + ay_[j] * (py_[j] + pm_[j]);
      arate += ax_[j] + ay_[j];
    }
    // Each factor carries a relative error of a few ulps; the sums are of terms bounded by size.
    // A product of factors <= 1 with absolute errors d_i is off by at most sum_i d_i, so each
    // a_j [prod - prod] is off by at most a_j * abs (doubled for the second-order terms).
    for (auto& r : out.round) r = (ulps + 4) * kEps * size + 2 * abs * arate;
    return out;
  }

 private:
  std::vector<PairValue> v_;
  mutable std::vector<double> gx_, gy_, gm_, ax_, ay_, px_, py_, pm_;
};

std::vector<double> merged_cuts(const Clearing& a, const Clearing& b, double S) {
  auto c = a.cuts(S);
  const auto d = b.cuts(S);
  c.insert(c.end(), d.begin(), d.end());
  std::sort(c.begin(), c.end());
  c.erase(std::unique(c.begin(), c.end()), c.end());
  return c;
}

// A side that never clears (tokens on an impossible value) or is already clear decides at once.
bool trivial_wdl(const std::vector<double>& p, const Counts& x, const Counts& y, WdlEstimate& out) {
  const bool nx = never_clears(p, x), ny = never_clears(p, y);
  if (nx && ny) throw alea::InvalidArgument("wdl: neither allocation can clear (tokens on a value of probability 0)");
  const bool ex = Clearing(p, x).values.empty(), ey = Clearing(p, y).values.empty();
  if (!(nx || ny || ex || ey)) return false;
  const double w = (ex && !ey) || ny ? 1.0 : 0.0, l = (ey && !ex) || nx ? 1.0 : 0.0;
  out = {{w, 0}, {1 - w - l, 0}, {l, 0}};
  return true;
}

}  // namespace

WdlEstimate wdl_original(const std::vector<double>& p, const Counts& x, const Counts& y) {
  check_p(p, "wdl_original");
  check_counts(p, x, "wdl_original", "x");
  check_counts(p, y, "wdl_original", "y");
  WdlEstimate out;
  if (trivial_wdl(p, x, y, out)) return out;
  const Clearing cx(p, x), cy(p, y);
  const double S = std::max(cx.horizon(0), cy.horizon(0));
  const auto r = integrate<3>(WdlIntegrand(p, x, y), merged_cuts(cx, cy, S), {1e-13, 1e-13, 1e-13});
  // Past S: X's win rate is at most the density of tau_X, Y's at most that of tau_Y.
  const double tx = cx.tail_zeroth(S), ty = cy.tail_zeroth(S);
  out.win = {r.value[0], r.error[0] + tx};
  out.draw = {r.value[1], r.error[1] + std::min(tx, ty)};
  out.loss = {r.value[2], r.error[2] + ty};
  return out;
}

}  // namespace alea::alloc::fast

namespace alea::alloc::fast {

// Independent rules: T_X and T_Y are independent, so with F = cdf and f = pmf,
//   win = sum_n f_X(n) (1 - F_Y(n)), draw = sum_n f_X(n) f_Y(n), loss = sum_n f_Y(n) (1 - F_X(n)),
// truncated at a roll count past which both clearing times are negligible (Chernoff).
// By summation by parts an error e in every F moves each sum by at most 2 e_X + e_Y.
WdlEstimate wdl_independent(const std::vector<double>& p, const Counts& x, const Counts& y) {
  check_p(p, "wdl_independent");
  check_counts(p, x, "wdl_independent", "x");
  check_counts(p, y, "wdl_independent", "y");
  WdlEstimate out;
  if (trivial_wdl(p, x, y, out)) return out;
  const std::int64_t n = std::max(roll_horizon(p, x, false), roll_horizon(p, y, false));
  const auto fx = cdf_table(p, x, n), fy = cdf_table(p, y, n);
  double w = 0, d = 0, l = 0;
  for (std::int64_t m = 0; m <= n; ++m) {
    const double px = fx.cdf[m] - (m ? fx.cdf[m - 1] : 0.0), py = fy.cdf[m] - (m ? fy.cdf[m - 1] : 0.0);
    w += px * (1 - fy.cdf[m]);
    d += px * py;
    l += py * (1 - fx.cdf[m]);
  }
  const double tx = prob_beyond(p, x, n), ty = prob_beyond(p, y, n);
  const double e = 2 * (fx.error + fy.error) + double(n + 2) * kEps;  // recursive summation of n terms of total <= 1
  out.win = {w, e + tx};
  out.draw = {d, e + std::min(tx, ty)};
  out.loss = {l, e + ty};
  return out;
}

}  // namespace alea::alloc::fast
