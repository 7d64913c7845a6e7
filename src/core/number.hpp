#pragma once
// A number as the user gave it: exact (an integer or rational) or a float. Functions that
// take such inputs compute exactly when every input is exact, and in doubles otherwise.
#include <optional>
#include <string>

#include "core/rational.hpp"

namespace alea {

// A double as messages show it: the shortest text that reads back as the same double ("2",
// "0.1", "1e-300", "NaN", "inf", "-inf"). Every message that shows a float uses it.
std::string show(double x);

// The float rule (docs/guide.md, "Floats"): a finite float means its binary value exactly
// (0.1 is 3602879701896397/2^55), and a float input makes exact=auto compute in floating point;
// exact=true computes exactly from the binary values (rational()).
struct Number {
  std::optional<Rational> exact;
  double value = 0;
  static Number of(const Rational& r) { return {r, to_double(r)}; }
  static Number of(double x) { return {std::nullopt, x}; }
  bool is_exact() const { return exact.has_value(); }
  // The exact value: the rational given, or the float's binary value (InvalidArgument for NaN
  // and infinities).
  Rational rational() const { return exact ? *exact : rational_from_double(value); }
  // The same number held exactly.
  Number as_exact() const { return exact ? *this : of(rational()); }
  std::string to_string() const;
};

}  // namespace alea
