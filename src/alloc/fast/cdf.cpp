// The distribution of T_X. P(T_X <= n) = n! [z^n] prod_i (e^{p_i z} - sum_{k<x_i} (p_i z)^k / k!)
// is the probability that n multinomial rolls give every value i at least x_i times. We compute
// that probability by splitting the n rolls value by value: value i takes Binomial(m, pi_i) of
// the m rolls left, pi_i = p_i / (p_i + ... + p_M + free mass), so
//   h_i(m) = sum_{c >= x_i} Bin(c; m, pi_i) h_{i+1}(m - c),   h_{M+1} = 1,   P(T_X <= n) = h_1(n).
// Every step is a convex combination of positive numbers (no cancellation, unlike expanding the
// generating function), and the binomial weights are summed only over their band of
// non-negligible mass, about 2 * 9 sqrt(m pi (1 - pi)) terms, so the cost for all n <= n_max is
// O(M * n_max^1.5) rather than the O(M * n_max^2) of the plain convolution.
#include <algorithm>
#include <boost/math/special_functions/gamma.hpp>
#include <cmath>

#include "alloc/fast/cdf.hpp"
#include "alloc/fast/clearing.hpp"
#include "core/errors.hpp"
#include "core/interrupt.hpp"
#include "core/progress.hpp"
#include <string>

namespace alea::alloc::fast::detail {

namespace {

constexpr double kBandNegligible = 1e-22;  // binomial terms below this (relative to the mode's) are dropped

// h_out(m) = sum_{c >= k} Bin(c; m, pi) h_in(m - c) for all m; returns a bound on the error of
// every h_out(m) (given exact h_in). The binomial weights are never evaluated absolutely: the
// terms are recurred outward from the mode, where the mode's term is 1, and the weighted sum is
// divided by the sum of all the terms the band kept (the weights sum to 1). What the band leaves
// out lies beyond a point where the ratio of successive terms is r < 1 and decreasing, so it is
// at most (first left-out term) / (1 - r); it shifts h_out by at most its share of the total.
double split_step(const std::vector<double>& h_in, std::int64_t k, double pi, const std::vector<double>& inv,
                  std::vector<double>& h_out, Progress& bar) {
  const auto n = std::int64_t(h_in.size());
  const double odds = pi / (1 - pi), sdo = (1 - pi) / pi;
  double worst = 0;
  for (std::int64_t m = 0; m < n; ++m) {
    if (m % 1024 == 0) {
      alea::check_interrupt();
      bar.advance(std::uint64_t(std::min<std::int64_t>(1024, n - m)));
    }
    if (m < k) {
      h_out[m] = 0;
      continue;
    }
    if (pi >= 1) {  // the last value takes every remaining roll
      h_out[m] = h_in[0];
      continue;
    }
    const auto mode = std::clamp(std::int64_t(std::floor((double(m) + 1) * pi)), std::int64_t(0), m);
    double total = 1, sum = mode >= k ? h_in[m - mode] : 0.0, spread = 0, term = 1, left_out = 0;
    std::int64_t c = mode + 1, up = 0;
    for (; c <= m; ++c, ++up) {  // up from the mode: t_c = t_{c-1} (m - c + 1) / c * pi / (1 - pi)
      term *= double(m - c + 1) * inv[c] * odds;
      if (term <= kBandNegligible) break;
      total += term, spread += term * double(c - mode);
      if (c >= k) sum += term * h_in[m - c];
    }
    if (c <= m) left_out += term / std::max(0.0, 1 - double(m - c) * inv[c + 1] * odds);
    term = 1;
    for (c = mode - 1; c >= 0; --c) {  // down: t_c = t_{c+1} (c + 1) / (m - c) * (1 - pi) / pi
      term *= double(c + 1) * inv[m - c] * sdo;
      if (term <= kBandNegligible) break;
      total += term, spread += term * double(mode - c);
      if (c >= k) sum += term * h_in[m - c];
    }
    if (c >= 0) left_out += term / std::max(0.0, 1 - double(c) * inv[m - c + 1] * sdo);
    h_out[m] = sum / total;
    // Rounding: the term at distance d from the mode carries about 3d ulps (three roundings a
    // step), so the weights are off by 2 * 4 * (mean distance) ulps at most, plus the sums'.
    const double terms = double(up + (mode - c)) + 1;
    worst = std::max(worst, left_out / total + (8 * spread / total + 2 * terms + 8) * kEps);
  }
  return worst;
}

}  // namespace

CdfTable cdf_table(const std::vector<double>& p, const Counts& x, std::int64_t n_max) {
  CdfTable out;
  if (n_max < 0) return out;
  std::vector<double> h(std::size_t(n_max) + 1, 1.0), next(h.size());
  if (never_clears(p, x)) {
    out.cdf.assign(h.size(), 0.0);
    return out;
  }
  // Values with tokens, last first: h is built from the end of the chain.
  std::vector<double> inv(h.size() + 2);  // 1/c, so the recurrences multiply instead of divide
  for (std::size_t c = 1; c < inv.size(); ++c) inv[c] = 1.0 / double(c);
  double rest = 0;  // mass of the values not yet processed plus the free values
  std::uint64_t busy = 0;
  for (std::size_t i = 0; i < p.size(); ++i)
    if (x[i] == 0) rest += p[i];
    else ++busy;
  Progress bar("fast cdf", busy * h.size());
  for (std::size_t i = p.size(); i-- > 0;) {
    if (x[i] == 0) continue;
    rest += p[i];
    const double pi = std::min(1.0, p[i] / rest);
    // Each step is a convex combination: errors of h carry over, the step's own add.
    out.error += split_step(h, x[i], pi, inv, next, bar);
    h.swap(next);
  }
  out.cdf = std::move(h);
  return out;
}

}  // namespace alea::alloc::fast::detail

namespace alea::alloc::fast::detail {

namespace {
// P(Binomial(n, p) < k), an upper bound: where np > k (the only case the horizons need) the
// terms c < k grow with c, so they are summed down from the largest, c = k - 1, taken from
// logarithms (lgamma in double is off by a few ulps of values up to n log n, far below the
// 1e-9 relative margin added); elsewhere 1.
double binomial_below(std::int64_t n, double p, std::int64_t k) {
  if (k <= 0 || p >= 1) return k <= 0 || k <= n ? 0.0 : 1.0;
  if (k > n || double(n) * p <= double(k)) return 1.0;
  using NoPromote = boost::math::policies::policy<boost::math::policies::promote_double<false>>;
  const auto lg = [](double v) { return boost::math::lgamma(v, NoPromote()); };
  const double nn = double(n), kk = double(k);
  double term = std::exp(lg(nn + 1) - lg(kk) - lg(nn - kk + 2) + (kk - 1) * std::log(p) + (nn - kk + 1) * std::log1p(-p));
  const double down = (1 - p) / p;
  double sum = 0;
  for (std::int64_t c = k - 1; c >= 0 && term > 0; --c) {
    sum += term;
    term *= double(c) / (nn - double(c) + 1) * down;  // Bin(c - 1) / Bin(c)
  }
  return std::min(1.0, sum * (1 + 1e-9));
}

// Chernoff: P(Binomial(n, p) < k) <= exp(-(np - k)^2 / (2np)) <= e^-L for this n (a start).
double chernoff_rolls(double p, double k, double L) { return (k + L + std::sqrt(L * L + 2 * k * L)) / p; }
}  // namespace

// The smallest n at which the tail bound (prob_beyond, or mean_beyond when weighted) is below
// e^-37, by bisection below the Chernoff n (at which it holds: the sharp binomial tails are
// below their Chernoff bounds, which are below e^-37 / (values * weight) each).
std::int64_t roll_horizon(const std::vector<double>& p, const Counts& x, bool weighted) {
  double n = 0;
  std::int64_t values = 0;
  for (auto c : x) values += c > 0;
  for (std::size_t i = 0; i < p.size(); ++i) {
    if (x[i] == 0 || p[i] == 0) continue;
    const auto k = double(x[i]) + 1;
    const double L = 37 + std::log(double(values)) + (weighted ? std::log(std::max(1.0, k / p[i])) : 0);
    n = std::max(n, chernoff_rolls(p[i], k, L));
  }
  const double target = std::exp(-37.0);
  auto enough = [&](std::int64_t m) { return (weighted ? mean_beyond(p, x, m) : prob_beyond(p, x, m)) <= target; };
  std::int64_t lo = 0, hi = std::int64_t(std::ceil(n)) + 1;  // lo is never enough (P(T > 0) = 1)
  if (!enough(hi)) return hi;
  while (hi - lo > 1) {
    const std::int64_t mid = lo + (hi - lo) / 2;
    (enough(mid) ? hi : lo) = mid;
  }
  return hi;
}

double prob_beyond(const std::vector<double>& p, const Counts& x, std::int64_t n) {
  double sum = 0;  // P(T_X > n) <= sum_i P(Binomial(n, p_i) < x_i)
  for (std::size_t i = 0; i < p.size(); ++i)
    if (x[i] > 0) sum += binomial_below(n, p[i], x[i]);
  return std::min(1.0, sum);
}

double mean_beyond(const std::vector<double>& p, const Counts& x, std::int64_t n) {
  // sum_{m>n} P(T_i > m) <= E[T_i; T_i > n] = (k/p) P(Binomial(n+1, p) < k+1) for the negative
  // binomial time T_i of value i's k-th roll (size-biasing: m P(T_k = m) = (k/p) P(T_{k+1} = m+1)).
  double sum = 0;
  for (std::size_t i = 0; i < p.size(); ++i)
    if (x[i] > 0) sum += double(x[i]) / p[i] * binomial_below(n + 1, p[i], x[i] + 1);
  return sum;
}

}  // namespace alea::alloc::fast::detail

namespace alea::alloc::fast {

CdfEstimate cdf_estimate(const std::vector<double>& p, const Counts& x, std::int64_t n_max) {
  auto t = detail::cdf_table(p, x, n_max);
  return {std::move(t.cdf), t.error};
}

std::vector<double> cdf(const std::vector<double>& p, const Counts& x, std::int64_t n_max) {
  return cdf_estimate(p, x, n_max).cdf;
}

}  // namespace alea::alloc::fast
