#include "doubling/scalar.hpp"

#include <charconv>
#include <cmath>

#include "core/errors.hpp"
#include "core/number.hpp"

namespace alea::doubling {

std::string show(double x) { return alea::show(x); }

void check_factor(const Rational& a, const char* role, const char* what) {
  if (a < 1) throw InvalidArgument(role, std::string(what) + " must be a number >= 1, got " + show(a));
}

void check_factor(double a, const char* role, const char* what) {
  if (!(a >= 1) || !std::isfinite(a))
    throw InvalidArgument(role, std::string(what) + " must be a finite number >= 1, got " + show(a));
}

void check_count(long long k, const char* role, const char* what) {
  if (k < 0) throw InvalidArgument(role, std::string(what) + " must be >= 0, got " + std::to_string(k));
}

void check_state(const Rational& p, const char* role, const char* what) {
  if (p < 0 || p > 1)
    throw InvalidArgument(role, std::string(what) + " must be a probability in [0, 1], got " + show(p));
}

void check_state(double p, const char* role, const char* what) {
  if (!(p >= 0 && p <= 1))
    throw InvalidArgument(role, std::string(what) + " must be a probability in [0, 1], got " + show(p));
}

std::string paper_format(const Rational& x, int digits) {
  if (digits < 0 || digits > 30) throw InvalidArgument("digits", "digits must be in [0, 30], got " + std::to_string(digits));
  BigInt scale = 1;
  for (int i = 0; i < digits; ++i) scale *= 10;
  Rational mag = x < 0 ? -x : x;
  BigInt q = floor(mag * Rational(scale) + Rational(1, 2));  // half up, on the magnitude
  std::string units = to_string(BigInt(q / scale)), frac = digits ? to_string(BigInt(q % scale)) : "";
  frac.insert(0, static_cast<std::size_t>(digits) - frac.size(), '0');  // digits >= frac.size() here
  std::string s;
  if (x < 0 && q != 0) s.push_back('-');
  if (units != "0" || digits == 0) s.append(units);
  if (digits > 0) s.append(".").append(frac);
  return s;
}

std::string paper_format(double x, int digits) {
  return paper_format(rational_from_double(x), digits);
}

}  // namespace alea::doubling
