#include "doubling/asymptotic.hpp"

#include <cmath>
#include <numbers>

#include "core/errors.hpp"
#include "doubling/scalar.hpp"

namespace alea::doubling {

double standard_normal_cdf(double x) { return std::erfc(-x / std::numbers::sqrt2) / 2; }

double normal_alpha(double a, double b) {
  check_factor(a, "a", "A's raise potential a");
  check_factor(b, "b", "B's raise potential b");
  double L = std::log(a) / 2, M = std::log(b) / 2;
  if (L + M == 0) return 1;  // no raises at all: A's point is the end of the game
  return standard_normal_cdf((0.5 - (L - M)) / std::sqrt(L + M));
}

double normal_value(double a, double b) {
  double alpha = normal_alpha(a, b), alpha_b = normal_alpha(b, a);
  if (alpha <= 0.5) return 1;
  if (alpha_b <= 0.5) return -1;
  return (alpha_b - alpha) / (alpha + alpha_b - 1);
}

double log_ratio_value(double a, double b) {
  check_factor(a, "a", "A's raise potential a");
  check_factor(b, "b", "B's raise potential b");
  return std::log(a / b);
}

double equal_alpha_asymptotic(double a, bool as_printed) {
  check_factor(a, "a", "the raise potential a");
  if (a == 1) throw InvalidArgument("a", "the raise potential a must be > 1 for the asymptotic form, got 1");
  double log_a = std::log(a);
  return 0.5 + 1 / (2 * std::sqrt(as_printed ? log_a : 2 * std::numbers::pi * log_a));
}

}  // namespace alea::doubling
