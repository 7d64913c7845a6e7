#include "doubling/continuous.hpp"

#include <cmath>
#include <limits>
#include <vector>

#include "core/errors.hpp"
#include "core/interrupt.hpp"
#include "doubling/raising.hpp"
#include "doubling/scalar.hpp"

namespace alea::doubling {

Estimate continuous_alpha(double a, double b) {
  check_factor(a, "a", "A's raise potential a");
  check_factor(b, "b", "B's raise potential b");
  const double L = std::log(a) / 2, M = std::log(b) / 2, eps = std::numeric_limits<double>::epsilon();
  double px = std::exp(-L), cdf_x = px;  // P[X = j], P[X <= j]
  double py = std::exp(-M);              // P[Y = j]
  double sum = py * cdf_x;
  for (long long j = 0;; ++j) {
    double next_py = py * M / static_cast<double>(j + 1);
    if (j + 2 > 2 * M + 1) {
      double tail = next_py / (1 - M / static_cast<double>(j + 2));
      if (tail <= 1e-17 * sum) return {sum, tail + 4 * static_cast<double>(j + 2) * eps * sum};
    }
    py = next_py;
    px = px * L / static_cast<double>(j + 1);
    cdf_x += px;
    sum += py * std::min(cdf_x, 1.0);
    if (j % 4096 == 4095) check_interrupt();
  }
}

Estimate continuous_beta(double a, double b) {
  Estimate r = continuous_alpha(b, a);
  return {1 - r.value, r.bound + std::numeric_limits<double>::epsilon()};
}

double discretized_alpha(double a, double b, long long raises) {
  check_factor(a, "a", "A's raise potential a");
  check_factor(b, "b", "B's raise potential b");
  if (raises < 1) throw InvalidArgument("raises", "the number of raises must be >= 1, got " + std::to_string(raises));
  auto r = static_cast<double>(raises);
  // (a^(1/r) - 1) / (2 a^(1/r)) = (1 - a^(-1/r)) / 2, computed without cancellation.
  double p = -std::expm1(-std::log(a) / r) / 2, q = -std::expm1(-std::log(b) / r) / 2;
  return theorem2_upsets(raises, raises, p, q).alpha;
}

double extrapolated_alpha(double a, double b, long long raises) {
  return 2 * discretized_alpha(a, b, 2 * raises) - discretized_alpha(a, b, raises);
}

double limit_alpha(double a, double b, LimitMethod method) {
  if (method == LimitMethod::Poisson) return continuous_alpha(a, b).value;
  return extrapolated_alpha(a, b, 1 << 16);
}

double continuous_value(double a, double b, double p, LimitMethod method) {
  check_state(p, "p", "the state p");
  double alpha = limit_alpha(a, b, method), beta = 1 - limit_alpha(b, a, method);
  return value_at(alpha, beta, p);
}

double resign_potential(double b, double tolerance, LimitMethod method) {
  check_factor(b, "b", "B's raise potential b");
  if (!(tolerance > 0)) throw InvalidArgument("tol", "the tolerance must be > 0, got " + show(tolerance));
  auto above_half = [&](double a) { return limit_alpha(a, b, method) > 0.5; };
  if (!std::isfinite(4 * b)) throw InvalidArgument("b", "B's raise potential b is too large for doubles, got " + show(b));
  double lo = 1, hi = 4 * b;  // alpha(1, b) = 1 > 1/2
  while (above_half(hi)) {
    lo = hi;
    hi *= 2;
    if (!std::isfinite(hi)) throw InvalidArgument("b", "no resign potential below the largest double for b = " + show(b));
  }
  while (hi - lo > tolerance) {
    check_interrupt();
    double mid = lo + (hi - lo) / 2;
    if (mid <= lo || mid >= hi) break;  // no double left between them
    (above_half(mid) ? lo : hi) = mid;
  }
  return lo + (hi - lo) / 2;
}

}  // namespace alea::doubling
