// P(tau_X <= s) = prod_i G_i(x_i, s) for the Poissonized clearing time tau_X, computed through
// logs so that both it and its complement 1 - prod G are accurate: near s = 0 the product is
// tiny (log G_i = log P(N_i >= x_i)), and for large s it is close to 1, where
// 1 - prod G = -expm1(sum_i log1p(-P(N_i < x_i))) has no cancellation.
#include <algorithm>
#include <cmath>

#include "alloc/fast_detail.hpp"

namespace alea::alloc::fast::detail {

Clearing::Clearing(const std::vector<double>& p, const Counts& x) {
  for (std::size_t i = 0; i < x.size(); ++i)
    if (x[i] > 0) values.push_back({p[i], PoissonTail(x[i])});
}

Clearing::Point Clearing::at(double s) const {
  double log_cleared = 0, err = 0;
  for (const auto& v : values) {
    const Tail t = v.tail.at(v.rate * s);
    double lg;
    if (t.upper <= 0.5) {
      lg = std::log(t.upper);
      err += t.ulps * kEps;
    } else {
      lg = std::log1p(-t.lower);
      err += 2 * t.lower * t.ulps * kEps;
    }
    if (std::isfinite(lg)) err += kEps * std::abs(lg);
    log_cleared += lg;
  }
  if (std::isfinite(log_cleared)) err += kEps * double(values.size()) * std::abs(log_cleared);
  Point pt;
  pt.cleared = std::exp(log_cleared);
  pt.open = -std::expm1(log_cleared);
  pt.err_cleared = pt.cleared * (err + kEps);
  pt.err_open = pt.cleared * err + kEps * pt.open;
  return pt;
}

double Clearing::horizon() const {
  // Poisson lower tail: P(N <= mu - t) <= exp(-t^2 / (2 mu)). Choosing mu = k + L + sqrt(L^2 + 2kL)
  // makes it e^{-L}; L covers the weights k/p and k(k+1)/p^2 of tail_first and tail_second.
  double S = 0;
  const double logn = std::log(double(values.size()) + 1);
  for (const auto& v : values) {
    const auto k = double(v.tail.k());
    const double L = 40 + logn + std::log(std::max(1.0, k * (k + 1) / (v.rate * v.rate)));
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
  for (const auto& v : values) {
    const auto k = double(v.tail.k());
    // Only where the bend is sharp (many tokens) is a cut worth its 15 nodes.
    if (k >= 16)
      for (double z : {-4.0, 0.0, 4.0}) {
        const double s = (k + z * std::sqrt(k)) / v.rate;
        if (s > 0 && s < S) c.push_back(s);
      }
  }
  std::sort(c.begin(), c.end());
  c.erase(std::unique(c.begin(), c.end()), c.end());
  return c;
}

}  // namespace alea::alloc::fast::detail

namespace alea::alloc::fast::detail {

double Clearing::tail_zeroth(double S) const {
  double sum = 0;
  for (const auto& v : values) sum += v.tail.at(v.rate * S).lower;
  return sum;
}

}  // namespace alea::alloc::fast::detail
