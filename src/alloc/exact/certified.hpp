#pragma once
// A long double that carries a proof of its own accuracy: the scalar of the exact recursions
// when a near tie must be decided without paying for rationals.
//
// Every value the WDL recursions compute is a subtraction-free expression of the p_i (sums,
// products and quotients of nonnegative numbers; see the busy masses in exact_original.cpp and
// exact_independent.cpp). In IEEE arithmetic with unit roundoff u each operation returns
// (exact result)(1 + d), |d| <= u, and 1 + d lies in [1 - u, 1/(1 - u)]. By induction over the
// expression, a computed value c^ of a nonnegative exact value c satisfies
//   c^ / c in [(1 - u)^k, (1 - u)^-k],
// where k counts roundings: a sum of nonnegative terms has k = max(k_a, k_b) + 1 (the terms'
// factors lie in the common interval, and a positive combination keeps them there); a product
// or quotient has k = k_a + k_b + 1. Exact constants have k = 0; p_i = n_i / d_i with n_i, d_i
// exactly representable has k = 1. So |c^ - c| <= c^ ((1 - u)^-k - 1) <= c^ k u / (1 - k u).
// The model needs no underflow: callers check with no_underflow() first.
#include <algorithm>
#include <cstdint>
#include <limits>
#include <optional>
#include <vector>

#include "alloc/allocation.hpp"
#include "core/rational.hpp"

namespace alea::alloc {

struct Certified {
  long double v = 0;
  std::int64_t k = 0;  // roundings on the longest path to v

  Certified() = default;
  explicit Certified(int c) : v(c) {}  // exact small constants (0 and 1)
  Certified(long double value, std::int64_t roundings) : v(value), k(roundings) {}

  static constexpr long double unit_roundoff() { return std::numeric_limits<long double>::epsilon() / 2; }

  // The certified bound on |v - exact|, or +inf when k u is not small.
  long double error() const {
    const long double ku = static_cast<long double>(k) * unit_roundoff();
    if (ku >= 0.5L) return std::numeric_limits<long double>::infinity();
    return v * ku / (1 - ku) * (1 + 1e-6L);  // the last factor absorbs the rounding of this bound
  }

  Certified& operator+=(const Certified& b) { return *this = *this + b; }
  friend Certified operator+(const Certified& a, const Certified& b) {
    return {a.v + b.v, std::max(a.k, b.k) + 1};
  }
  friend Certified operator*(const Certified& a, const Certified& b) { return {a.v * b.v, a.k + b.k + 1}; }
  friend Certified operator/(const Certified& a, const Certified& b) { return {a.v / b.v, a.k + b.k + 1}; }
  friend bool operator>(const Certified& a, const Certified& b) { return a.v > b.v; }
  // No subtraction: the bound above holds only for subtraction-free expressions.
};

// p_i = n_i / d_i in long double, each with k = 1; nullopt when a numerator or denominator is
// not exactly representable (the proof would need its conversion error).
std::optional<std::vector<Certified>> certified_probabilities(const std::vector<Rational>& p);

// True when no nonzero intermediate of a recursion `depth` steps deep can fall below the
// smallest normal long double: every such value is at least min_i p_i^(depth + 2).
bool no_underflow(const std::vector<Certified>& p, std::int64_t depth);

// The sign of w - l for X against Y (+1 or -1) by the exact recursion of `rules` in Certified,
// when the certified bounds decide it; nullopt when they do not (an exact tie, or a gap below
// about 1e-16), when P cannot be certified or the table would not fit the memory guard. It
// costs the recursion in long double: thousands of times less than in rationals.
std::optional<int> certified_sign(const std::vector<Rational>& p, const Counts& x, const Counts& y, Rules rules);

}  // namespace alea::alloc
