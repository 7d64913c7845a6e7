// P(tau_X <= s) = prod_i G_i(x_i, s) for the Poissonized clearing time tau_X and its complement
// 1 - prod G, both accurate without logarithms (see at()), at one point or at a batch of points
// (a quadrature panel's nodes, in loops that vectorize); the integration range and its tail
// bounds; the panel cuts.
#include <algorithm>
#include <array>
#include <cmath>
#include <limits>

#include "alloc/fast/clearing.hpp"

namespace alea::alloc::fast::detail {

namespace {
// A tail whose Chernoff bound is below e^-69.1 < 1e-30 is not evaluated; 1e-30 enters the bound.
constexpr double kLogNegligible = -69.1, kNegligible = 1e-30;
}  // namespace

Clearing::Clearing(const std::vector<double>& p, const Counts& x) : ladder(sorted_rates(p, x)) {
  for (std::size_t i = 0; i < x.size(); ++i)
    if (x[i] > 0) values.push_back({p[i], PoissonTail(x[i])});
  // Equal rates side by side, so at() computes each e^{-p s} once (2d6: 5 rates for 9 values),
  // in increasing order (the ladder's).
  sort_by_rate(values);
}

// Both sides without logarithms: with C_i = prod_{j<=i} G_j (each G_j accurate to a few ulps,
// relative) and O_i = 1 - C_i, O_i = O_{i-1} + C_{i-1} (1 - G_i), a sum of non-negative terms in
// which 1 - G_i = P(N_i < x_i) is the directly computed lower tail or 1 - (a small upper tail) >= 1/2:
// so O is accurate relative to itself, near 0 and near 1. A value whose Chernoff bound makes a
// tail negligible (below 1e-30, absolute) is not evaluated; the bound is added to the error.
Clearing::Point Clearing::at(double s) const {
  double cleared = 1, open = 0, rel = 0, abs_err = 0, emu_rate = -1, emu = -1;
  for (const auto& v : values) {
    const double mu = v.rate * s, k = double(v.tail.k());
    if (mu < k) {
      // P(N >= k) <= exp(-t^2 / (2(mu + t/3))), t = k - mu (Bernstein).
      const double t = k - mu;
      if (t * t > -2 * kLogNegligible * (mu + t / 3))  // prod G <= that: cleared = 0, open = 1 within it
        return {0.0, 1.0, kNegligible, kNegligible};
    } else {
      // P(N < k) <= P(N <= k) <= exp(-t^2 / (2 mu)), t = mu - k.
      const double t = mu - k;
      if (t * t > -2 * kLogNegligible * mu) {  // G = 1 within that, absolute
        abs_err += kNegligible;
        continue;
      }
    }
    if (v.rate != emu_rate && mu < 700 && v.tail.k() <= kDirectMax) emu_rate = v.rate, emu = std::exp(-mu);
    const Tail t = v.tail.at(mu, false, v.rate == emu_rate ? emu : -1.0, false);
    // The directly computed tail is accurate relatively (ulps); the other, formed as 1 - it,
    // absolutely: each such error moves open and cleared by at most itself.
    rel += (t.ulps + 3) * kEps;
    abs_err += 2 * ((t.lower_direct ? t.lower : t.upper) * t.ulps + 1) * kEps;
    open += cleared * t.lower;
    cleared *= t.upper;
  }
  Point pt;
  pt.cleared = cleared;
  pt.open = open;
  pt.err_cleared = cleared * (rel + kEps) + abs_err;
  pt.err_open = open * (rel + kEps) + abs_err;
  return pt;
}

// The batch form of at(): the same sums of non-negative terms, in loops over the points. A value
// with few tokens is summed at every point (the Chernoff skips of at() would branch per point)
// unless its lower tail is negligible at all of them; one with many tokens (Boost's incomplete
// gamma, costly) or a huge mean goes point by point as in at().
void Clearing::at(const double* s, std::size_t n, Point* out) const {
  for (; n > kBatch; n -= kBatch, s += kBatch, out += kBatch) at(s, kBatch, out);
  std::array<double, kBatch> cleared, open, abs_err, rel_point, mu, exp_ulps, lower, pmf;
  ExpWalk walk;
  bool walking = false;
  std::array<bool, kBatch> decided{};  // prod G <= abs_err: cleared = 0, open = 1
  cleared.fill(1), open.fill(0), abs_err.fill(0), rel_point.fill(0);
  const double s_min = *std::min_element(s, s + n), s_max = *std::max_element(s, s + n);
  double emu_rate = -1;
  for (std::size_t i = 0; i < values.size(); ++i) {
    const auto& v = values[i];
    const double k = double(v.tail.k()), mu_min = v.rate * s_min;
    // P(N < k) <= exp(-t^2 / (2 mu)), t = mu - k, decreasing in mu past k: G = 1 at every point.
    if (mu_min > k && (mu_min - k) * (mu_min - k) > -2 * kLogNegligible * mu_min) {
      for (std::size_t j = 0; j < n; ++j) abs_err[j] += kNegligible;
      continue;
    }
    if (v.tail.k() <= kDirectMax && v.rate * s_max < 700) {
      for (std::size_t j = 0; j < n; ++j) mu[j] = v.rate * s[j];
      // e^{-mu}: up the ladder, or one exp per rate; exp_ulps = its error beyond kExpUlps.
      if (ladder.usable()) {
        if (!walking) walk.start(ladder, s, n), walking = true;
        walk.climb(ladder.multiple(i), n);
        for (std::size_t j = 0; j < n; ++j) exp_ulps[j] = ladder.ulps_at(i, s[j], mu[j]) - kExpUlps;
      } else if (v.rate != emu_rate) {
        emu_rate = v.rate;
        for (std::size_t j = 0; j < n; ++j) walk.power[j] = exp_neg(mu[j]), exp_ulps[j] = 0;
      }
      v.tail.lower_sums(mu.data(), walk.power.data(), n, lower.data(), pmf.data());
      // As in at(): the lower sum relatively, G = 1 - it absolutely. mu itself is rounded (and
      // the node): a relative change of an ulp in mu moves P(N < k) by at most mu pmf ulps.
      const double ulps = v.tail.lower_sum_ulps();
      for (std::size_t j = 0; j < n; ++j) {
        const double u = ulps + exp_ulps[j];
        rel_point[j] += (u + 3) * kEps;
        abs_err[j] += 2 * (lower[j] * u + 1) * kEps + mu[j] * pmf[j] * kEps;
        open[j] += cleared[j] * lower[j];
        cleared[j] *= std::max(0.0, 1 - lower[j]);
      }
      continue;
    }
    emu_rate = -1;
    for (std::size_t j = 0; j < n; ++j) {
      if (decided[j]) continue;
      const double m = v.rate * s[j];
      if (m < k) {
        const double t = k - m;  // Bernstein: P(N >= k) <= exp(-t^2 / (2(mu + t/3)))
        if (t * t > -2 * kLogNegligible * (m + t / 3)) {
          decided[j] = true, abs_err[j] = kNegligible;
          continue;
        }
      } else if ((m - k) * (m - k) > -2 * kLogNegligible * m) {
        abs_err[j] += kNegligible;
        continue;
      }
      const Tail t = v.tail.at(m, false, -1.0, false);
      rel_point[j] += (t.ulps + 3) * kEps;
      abs_err[j] += 2 * ((t.lower_direct ? t.lower : t.upper) * t.ulps + 1) * kEps;
      open[j] += cleared[j] * t.lower;
      cleared[j] *= t.upper;
    }
  }
  for (std::size_t j = 0; j < n; ++j) {
    if (decided[j]) {
      out[j] = {0.0, 1.0, abs_err[j], abs_err[j]};
      continue;
    }
    const double r = rel_point[j] + kEps;
    out[j] = {cleared[j], open[j], cleared[j] * r + abs_err[j], open[j] * r + abs_err[j]};
  }
}

double Clearing::scale() const {
  double m = 0;
  for (const auto& v : values) m = std::max(m, double(v.tail.k()) / v.rate);
  return m;
}

double Clearing::horizon(int order) const {
  // Poisson lower tail: P(N <= mu - t) <= exp(-t^2 / (2 mu)). Choosing mu = k + L + sqrt(L^2 + 2kL)
  // makes it e^{-L}; L covers the number of values and the weights of the tail bounds relative
  // to the quantity's scale: 1 for tail_zeroth (probabilities), (k/p) / scale <= 1 for
  // tail_first (so that bound is below e^-36 of E), and for tail_second (the variance, which
  // can be far below E^2) the absolute weight k(k+1)/p^2 with L = 40 as before.
  double S = 0;
  const double logn = std::log(double(values.size()) + 1), sc = scale();
  for (const auto& v : values) {
    const auto k = double(v.tail.k());
    double w = 1;
    if (order == 1) w = k / v.rate / sc;
    if (order >= 2) w = k * (k + 1) / (v.rate * v.rate);
    const double L = (order >= 2 ? 40 : 36) + logn + std::log(std::max(1.0, w));
    const double mu = k + L + std::sqrt(L * L + 2 * k * L);
    S = std::max(S, mu / v.rate);
  }
  return S;
}

// Integral over [S, inf) of P(tau_X > s) <= sum_i E[tau_i; tau_i > S], tau_i ~ Gamma(x_i, p_i),
// = sum_i (x_i / p_i) P(Poisson(p_i S) < x_i + 1).
double Clearing::tail_first(double S) const {
  double sum = 0;
  for (const auto& v : values) {
    const auto k = v.tail.k();
    sum += double(k) / v.rate * PoissonTail(k + 1).at(v.rate * S).lower;
  }
  return sum;
}

// Integral over [S, inf) of 2s P(tau_X > s) <= sum_i E[tau_i^2; tau_i > S]
// = sum_i x_i (x_i + 1) / p_i^2 P(Poisson(p_i S) < x_i + 2).
double Clearing::tail_second(double S) const {
  double sum = 0;
  for (const auto& v : values) {
    const auto k = v.tail.k();
    sum += double(k) * double(k + 1) / (v.rate * v.rate) * PoissonTail(k + 2).at(v.rate * S).lower;
  }
  return sum;
}

}  // namespace alea::alloc::fast::detail

namespace alea::alloc::fast::detail {

std::vector<double> Clearing::cuts(double S) const {
  std::vector<double> c{0.0, S};
  // A geometric ladder around the scale max_i x_i/p_i: the integrand is flat before the bend
  // there and decays exponentially after it, so panels growing threefold from scale/2 fit both
  // mostly without bisection (ratios 2 and 4 measured slower on the 2d6 benchmarks).
  const double sc = scale();
  for (double z = sc / 2; z < S; z *= 3) c.push_back(z);
  double gap = std::numeric_limits<double>::infinity();
  for (const auto& v : values) {
    const auto k = double(v.tail.k());
    // Only where the bend is sharp (many tokens) is a cut worth its 15 nodes.
    if (k >= 16) {
      gap = std::min(gap, std::sqrt(k) / v.rate);
      for (double z : {-4.0, 0.0, 4.0}) {
        const double s = (k + z * std::sqrt(k)) / v.rate;
        if (s > 0 && s < S) c.push_back(s);
      }
    }
  }
  std::sort(c.begin(), c.end());
  // Values bending at nearly the same place (a proportional allocation) would otherwise cut
  // panels far narrower than any bend: keep cuts at least the narrowest bend width apart.
  if (!std::isfinite(gap)) gap = 0;
  std::vector<double> kept{c.front()};
  for (std::size_t i = 1; i + 1 < c.size(); ++i)
    if (c[i] - kept.back() > gap && c.back() - c[i] > gap) kept.push_back(c[i]);
  kept.push_back(c.back());
  return kept;
}

}  // namespace alea::alloc::fast::detail

namespace alea::alloc::fast::detail {

double Clearing::tail_zeroth(double S) const {
  double sum = 0;
  for (const auto& v : values) sum += v.tail.at(v.rate * S).lower;
  return sum;
}

}  // namespace alea::alloc::fast::detail

namespace alea::alloc::fast::detail {

Counts pointwise_max(const Counts& x, const Counts& y) {
  Counts m(x.size());
  for (std::size_t i = 0; i < x.size(); ++i) m[i] = std::max(x[i], y[i]);
  return m;
}

double shorten(std::vector<double>& cuts, double from, const std::function<double(double)>& tail, double budget) {
  std::size_t end = cuts.size() - 1;
  while (end > 1 && cuts[end - 1] >= from && tail(cuts[end - 1]) <= budget) --end;
  cuts.resize(end + 1);
  return cuts.back();
}

bool never_clears(const std::vector<double>& p, const Counts& x) {
  for (std::size_t i = 0; i < x.size(); ++i)
    if (x[i] > 0 && p[i] == 0) return true;
  return false;
}

}  // namespace alea::alloc::fast::detail
