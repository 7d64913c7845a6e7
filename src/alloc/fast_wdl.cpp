// Win, draw and loss under Original rules (one shared roll) by Poissonization. X clears at the
// arrival of the x_j-th roll of its last value j, at rate a_j(s) = p_j P(Poisson(p_j s) = x_j - 1),
// when every other value already has its x_i rolls. X wins unless Y has cleared by then, which
// needs y_j <= x_j and every other value at max(x_i, y_i); it is a draw when Y clears at the
// same roll, i.e. j is Y's last value too (y_j = x_j). So, with products over i != j,
//   win(s)  = sum_{j: x_j >= 1} a_j [prod G_i(x_i) - 1{y_j <= x_j} prod G_i(max(x_i, y_i))]
//   draw(s) = sum_{j: x_j = y_j >= 1} a_j prod G_i(max(x_i, y_i)),
// and loss is win with X and Y swapped. The three are integrated together.
#include <algorithm>
#include <array>

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

// One allocation's tails of one value at a batch of points: G = P(N >= k) = 1 - (the k-term
// lower sum), a = p P(N = k - 1), and the bounds: G's absolute error d, G's relative ulps.
struct TailBatch {
  std::array<double, kBatch> g, a, d, ulps;
};

// G = 1 - (the k-term lower sum) where that is cheaper than the upper series: such a G is
// accurate absolutely, within d, which enters the bound through abs below.
void tails_at(const PoissonTail& tail, double rate, const double* s, std::size_t n, const double* emu,
              TailBatch& out) {
  if (tail.k() == 0) {
    for (std::size_t j = 0; j < n; ++j) out.g[j] = 1, out.a[j] = 0, out.d[j] = 0, out.ulps[j] = 0;
    return;
  }
  if (emu) {  // the batch form: k <= kDirectMax, every p s < 700
    std::array<double, kBatch> mu, lower, pmf;
    for (std::size_t j = 0; j < n; ++j) mu[j] = rate * s[j];
    tail.lower_sums(mu.data(), emu, n, lower.data(), pmf.data());
    const double ulps = tail.lower_sum_ulps();
    for (std::size_t j = 0; j < n; ++j) {
      out.g[j] = std::max(0.0, 1 - lower[j]);
      out.a[j] = rate * pmf[j];
      out.d[j] = 2 * (lower[j] * ulps + 1) * kEps;
      out.ulps[j] = ulps;
    }
    return;
  }
  for (std::size_t j = 0; j < n; ++j) {
    const Tail t = tail.at(rate * s[j], false);
    out.g[j] = t.upper, out.a[j] = rate * t.pmf, out.ulps[j] = t.ulps;
    out.d[j] = t.lower_direct ? 2 * (t.lower * t.ulps + 1) * kEps : 0.0;
  }
}

class WdlIntegrand {
 public:
  WdlIntegrand(const std::vector<double>& p, const Counts& x, const Counts& y) {
    for (std::size_t i = 0; i < p.size(); ++i)
      if (x[i] > 0 || y[i] > 0) v_.push_back({p[i], x[i], y[i], PoissonTail(x[i]), PoissonTail(y[i])});
    // Equal rates side by side, so e^{-p s} is computed once per rate.
    std::stable_sort(v_.begin(), v_.end(), [](const PairValue& a, const PairValue& b) { return a.rate < b.rate; });
    const std::size_t n = v_.size();
    gx_.resize(n), gy_.resize(n), gm_.resize(n), ax_.resize(n), ay_.resize(n);
    px_.resize(n), py_.resize(n), pm_.resize(n);
  }

  // n <= kBatch points at once: the tails of every value, then products over i != j from
  // prefix and suffix products, all in loops over the points.
  void operator()(const double* s, std::size_t n, Sample<3>* out) const {
    std::array<double, kBatch> ulps{}, abs{}, emu;
    const double s_max = *std::max_element(s, s + n);
    double emu_rate = -1;
    for (std::size_t i = 0; i < v_.size(); ++i) {
      const auto& v = v_[i];
      // Most values hold as many tokens in both allocations: one tail serves both.
      const bool batch = std::max(v.x, v.y) <= kDirectMax && v.rate * s_max < 700;
      if (batch && v.rate != emu_rate) {
        emu_rate = v.rate;
        for (std::size_t j = 0; j < n; ++j) emu[j] = exp_neg(v.rate * s[j]);
      }
      const double* e = batch ? emu.data() : nullptr;
      tails_at(v.tx, v.rate, s, n, e, tx_);
      if (v.x != v.y) tails_at(v.ty, v.rate, s, n, e, ty_);
      const TailBatch& ty = v.x == v.y ? tx_ : ty_;
      const TailBatch& tm = v.x >= v.y ? tx_ : ty;
      for (std::size_t j = 0; j < n; ++j) {
        gx_[i][j] = tx_.g[j], gy_[i][j] = ty.g[j], gm_[i][j] = tm.g[j];
        ax_[i][j] = tx_.a[j], ay_[i][j] = ty.a[j];
        ulps[j] += tx_.ulps[j] + ty.ulps[j] + 8;
        abs[j] += tx_.d[j] + ty.d[j] + std::max(tx_.d[j], ty.d[j]);
      }
    }
    products_excluding(gx_, px_, n);
    products_excluding(gy_, py_, n);
    products_excluding(gm_, pm_, n);
    std::array<double, kBatch> win{}, draw{}, loss{}, size{}, arate{};
    for (std::size_t i = 0; i < v_.size(); ++i) {
      const auto& v = v_[i];
      const double x_pays = v.y <= v.x ? 1.0 : 0.0, y_pays = v.x <= v.y ? 1.0 : 0.0;
      const double drawn = v.x > 0 && v.x == v.y ? 1.0 : 0.0;
      for (std::size_t j = 0; j < n; ++j) {
        win[j] += ax_[i][j] * (px_[i][j] - x_pays * pm_[i][j]);
        draw[j] += drawn * ax_[i][j] * pm_[i][j];
        loss[j] += ay_[i][j] * (py_[i][j] - y_pays * pm_[i][j]);
        size[j] += ax_[i][j] * (px_[i][j] + pm_[i][j]) + ay_[i][j] * (py_[i][j] + pm_[i][j]);
        arate[j] += ax_[i][j] + ay_[i][j];
      }
    }
    // Each factor carries a relative error of a few ulps; the sums are of terms bounded by size.
    // A product of factors <= 1 with absolute errors d_i is off by at most sum_i d_i, so each
    // a_j [prod - prod] is off by at most a_j * abs (doubled for the second-order terms).
    for (std::size_t j = 0; j < n; ++j) {
      out[j].value = {win[j], draw[j], loss[j]};
      const double r = (ulps[j] + 4) * kEps * size[j] + 2 * abs[j] * arate[j];
      out[j].round = {r, r, r};
    }
  }

 private:
  using Column = std::array<double, kBatch>;  // one value's factor at every point of the batch
  // Products over i != j of the factors g[i], for every j, by prefix and suffix products.
  static void products_excluding(const std::vector<Column>& g, std::vector<Column>& out, std::size_t n) {
    Column prefix;
    prefix.fill(1);
    for (std::size_t i = 0; i < g.size(); ++i)
      for (std::size_t j = 0; j < n; ++j) out[i][j] = prefix[j], prefix[j] *= g[i][j];
    Column suffix;
    suffix.fill(1);
    for (std::size_t i = g.size(); i-- > 0;)
      for (std::size_t j = 0; j < n; ++j) out[i][j] *= suffix[j], suffix[j] *= g[i][j];
  }

  std::vector<PairValue> v_;
  mutable std::vector<Column> gx_, gy_, gm_, ax_, ay_, px_, py_, pm_;
  mutable TailBatch tx_, ty_;
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
  auto cuts = merged_cuts(cx, cy, S);
  const auto tails = [&](double z) { return std::max(cx.tail_zeroth(z), cy.tail_zeroth(z)); };
  const double end = shorten(cuts, std::max(cx.scale(), cy.scale()), tails, 1e-14);
  const auto r = integrate<3>(WdlIntegrand(p, x, y), cuts, {1e-13, 1e-13, 1e-13});
  // Past the end: X's win rate is at most the density of tau_X, Y's at most that of tau_Y.
  const double tx = cx.tail_zeroth(end), ty = cy.tail_zeroth(end);
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
