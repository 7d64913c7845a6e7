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
#include <boost/math/distributions/binomial.hpp>
#include <cmath>

#include "alloc/fast_detail.hpp"
#include "core/errors.hpp"
#include "core/interrupt.hpp"
#include <string>

namespace alea::alloc::fast::detail {

namespace {

constexpr double kNegligible = 1e-22;  // binomial terms below this (relative to 1) are dropped

// h_out(m) = sum_{c >= k} Bin(c; m, pi) h_in(m - c) for all m; returns the largest dropped mass.
double split_step(const std::vector<double>& h_in, std::int64_t k, double pi, std::vector<double>& h_out) {
  const auto n = std::int64_t(h_in.size());
  double dropped_max = 0;
  for (std::int64_t m = 0; m < n; ++m) {
    if (m % 1024 == 0) alea::check_interrupt();
    if (m < k) {
      h_out[m] = 0;
      continue;
    }
    if (pi >= 1) {  // the last value takes every remaining roll
      h_out[m] = h_in[0];
      continue;
    }
    const auto mode = std::clamp(std::int64_t(std::floor((double(m) + 1) * pi)), k, m);
    const double top = boost::math::pdf(boost::math::binomial_distribution<double>(double(m), pi), double(mode));
    const double odds = pi / (1 - pi);
    double kept = top, sum = top * h_in[m - mode], term = top;
    std::int64_t terms = 1;
    for (std::int64_t c = mode + 1; c <= m && term > kNegligible; ++c, ++terms) {  // up from the mode
      term *= double(m - c + 1) / double(c) * odds;
      kept += term;
      sum += term * h_in[m - c];
    }
    term = top;
    double below = 0;  // mass under the mode that c >= k excludes on purpose
    for (std::int64_t c = mode - 1; c >= 0 && term > kNegligible; --c, ++terms) {
      term *= double(c + 1) / double(m - c) / odds;
      if (c >= k) {
        kept += term;
        sum += term * h_in[m - c];
      } else {
        below += term;
      }
    }
    h_out[m] = std::min(1.0, sum);
    // Mass neither kept nor deliberately excluded was dropped as negligible; the total is 1, so
    // 1 - kept - below bounds it once the rounding of the sums (an ulp or two per term) is added.
    dropped_max = std::max(dropped_max, std::max(0.0, 1 - kept - below) + 4 * double(terms) * kEps);
  }
  return dropped_max;
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
  double rest = 0;  // mass of the values not yet processed plus the free values
  for (std::size_t i = 0; i < p.size(); ++i)
    if (x[i] == 0) rest += p[i];
  for (std::size_t i = p.size(); i-- > 0;) {
    if (x[i] == 0) continue;
    rest += p[i];
    const double pi = std::min(1.0, p[i] / rest);
    const double dropped = split_step(h, x[i], pi, next);
    // Each step is a sub-convex combination: errors of h carry over, the dropped mass and the
    // rounding of the step (a few ulps per term, terms summing to at most 1) add.
    out.error += dropped + 16 * kEps;
    h.swap(next);
  }
  out.cdf = std::move(h);
  return out;
}

}  // namespace alea::alloc::fast::detail

namespace alea::alloc::fast::detail {

namespace {
// Chernoff: P(Binomial(n, p) < k) <= exp(-(np - k)^2 / (2np)) when np > k.
double binomial_below(std::int64_t n, double p, std::int64_t k) {
  const double mu = double(n) * p;
  if (mu <= double(k)) return 1.0;
  return std::exp(-(mu - double(k)) * (mu - double(k)) / (2 * mu));
}
}  // namespace

std::int64_t roll_horizon(const std::vector<double>& p, const Counts& x, bool weighted) {
  double n = 0;
  std::int64_t values = 0;
  for (auto c : x) values += c > 0;
  for (std::size_t i = 0; i < p.size(); ++i) {
    if (x[i] == 0 || p[i] == 0) continue;
    const auto k = double(x[i]) + 1;
    const double L = 37 + std::log(double(values)) + (weighted ? std::log(std::max(1.0, k / p[i])) : 0);
    n = std::max(n, (k + L + std::sqrt(L * L + 2 * k * L)) / p[i]);  // then exp(-(np-k)^2/2np) <= e^-L
  }
  return std::int64_t(std::ceil(n)) + 1;
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
  detail::check_p(p, "cdf");
  detail::check_counts(p, x, "cdf", "x");
  if (n_max < 0) throw alea::InvalidArgument("cdf: n_max is negative (" + std::to_string(n_max) + ")");
  auto t = detail::cdf_table(p, x, n_max);
  return {std::move(t.cdf), t.error};
}

std::vector<double> cdf(const std::vector<double>& p, const Counts& x, std::int64_t n_max) {
  return cdf_estimate(p, x, n_max).cdf;
}

}  // namespace alea::alloc::fast
