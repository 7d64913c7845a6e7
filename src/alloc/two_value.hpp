#pragma once
// Fluet section 5: the 2-valued game P = (p, 1-p), where the minimal allocation and the
// emperor are percentiles of Binomial(t, p) and E(T_X) has two finite formulas (5.1).
#include <cstdint>

#include "core/number.hpp"
#include "core/rational.hpp"
#include "core/quantity.hpp"

namespace alea::alloc::two_value {

// Exact for a rational p, in floating point for a double (roles "p", "t", "x1", "x2"; t at most
// kMaxFormulaTokens). The exact sums run over integer numerators (two_value.cpp): t = 10^6 finishes.

// x* = min{x : P(Binomial(t, p) <= x) >= p}: [x*, t - x*] is a minimal allocation.
std::int64_t minimal(const Rational& p, std::int64_t t);
std::int64_t minimal(double p, std::int64_t t);

// The median min{x : P(Binomial(t, p) <= x) >= 1/2}: [x, t - x] is an emperor.
std::int64_t emperor(const Rational& p, std::int64_t t);
std::int64_t emperor(double p, std::int64_t t);

// The first formula of 5.1: x1/p1 - x1 (p1/p2)^x1 sum_{k=x1}^{t-1} C(k,x1) p2^k + (same with 1<->2).
Rational expected_time_first(const Rational& p, std::int64_t x1, std::int64_t x2);
double expected_time_first(double p, std::int64_t x1, std::int64_t x2);

// The second formula of 5.1 (with the exponents of its last sum corrected, docs/alloc.md):
// t + sum_{i<x1} (x1-i) C(t,i) p1^(i-1) p2^(t-i) + sum_{i>x1} (i-x1) C(t,i) p1^i p2^(t-i-1).
Rational expected_time_second(const Rational& p, std::int64_t x1, std::int64_t x2);
double expected_time_second(double p, std::int64_t x1, std::int64_t x2);

// The surface: p as the caller gave it, exact when p is (an integer or a rat), in doubles
// otherwise. formula is 1 or 2 (role "formula").
std::int64_t minimal(const Number& p, std::int64_t t);
std::int64_t emperor(const Number& p, std::int64_t t);
Quantity expected_time(const Number& p, std::int64_t x1, std::int64_t x2, int formula);

}  // namespace alea::alloc::two_value
