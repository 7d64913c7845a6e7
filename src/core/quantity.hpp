#pragma once
// A computed number as every module's surface returns it: exact (a Rational), or a double with
// the bound on its error that the method proves, or a double with no bound (a floating-point
// run of an exact recursion, kept as a cross-check). The binding kit turns it into a rat, a
// number, or with with_error=true an estimate "value ± bound" (docs/guide.md, "Exact or fast").
#include <optional>

#include "core/rational.hpp"

namespace alea {

// value ± bound: what a floating method proves about a number (the Lua type estimate).
struct Estimate {
  double value = 0;
  double bound = 0;
};

struct Quantity {
  std::optional<Rational> exact;
  double value = 0;             // the double (the exact value rounded, when exact)
  std::optional<double> bound;  // |value - true value| <= bound, when the method proves one

  static Quantity of(const Rational& r) { return {r, to_double(r), 0.0}; }
  static Quantity estimate(double v, double error_bound) { return {std::nullopt, v, error_bound}; }
  static Quantity approximate(double v) { return {std::nullopt, v, std::nullopt}; }
  bool is_exact() const { return exact.has_value(); }
};

}  // namespace alea
