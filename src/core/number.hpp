#pragma once
// A number as the user gave it: exact (an integer or rational) or a float. Functions that
// take such inputs compute exactly when every input is exact, and in doubles otherwise.
#include <optional>
#include <string>

#include "core/rational.hpp"

namespace alea {

// A double as messages show it: the shortest text that reads back as the same double ("2",
// "0.1", "1e-300", "nan", "inf").
std::string show(double x);

struct Number {
  std::optional<Rational> exact;
  double value = 0;
  static Number of(const Rational& r) { return {r, to_double(r)}; }
  static Number of(double x) { return {std::nullopt, x}; }
  bool is_exact() const { return exact.has_value(); }
  std::string to_string() const;
};

}  // namespace alea
