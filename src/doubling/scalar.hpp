#pragma once
// What the doubling algorithms need from their scalar type, so one template serves the exact
// answer (Rational: paper tables, verification) and the fast one (double: limits, search).
#include <string>

#include "core/rational.hpp"

namespace alea::doubling {

inline double as_double(double x) { return x; }
inline double as_double(const Rational& r) { return to_double(r); }

std::string show(double x);  // shortest round-trip form, for messages and labels
inline std::string show(const Rational& r) { return to_string(r); }

// A raise multiplies the stakes by a factor >= 1 (1 is a raise that changes nothing). Throws
// InvalidArgument(role, "<what> must be a number >= 1, got <x>") otherwise (NaN included).
void check_factor(const Rational& a, const char* role, const char* what);
void check_factor(double a, const char* role, const char* what);

// Raise counts are non-negative.
void check_count(long long k, const char* role, const char* what);

// A probability of winning: 0 <= p <= 1.
void check_state(const Rational& p, const char* role, const char* what);
void check_state(double p, const char* role, const char* what);

// The chance of an "upset" after a raise of factor a: (a-1)/(2a), from eq. (10).
template <class T>
T upset_probability(const T& a) {
  return (a - T(1)) / (T(2) * a);
}

// x rounded half away from zero to `digits` decimals, printed as the paper does: ".6563",
// "1.0000", "-.333". Floats are rounded from their exact binary value.
std::string paper_format(const Rational& x, int digits);
std::string paper_format(double x, int digits);

}  // namespace alea::doubling
