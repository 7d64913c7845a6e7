#pragma once
// Section 2: standard backgammon doubling, where the players must alternate and at most n
// raises (by 2) may be made in all.
#include "core/rational.hpp"

namespace alea::doubling {

// The largest n each accepts (role "n"): the closed form's 4^n stays within one power's bit limit
// (core/rational.hpp); the recursion's n steps on numbers of 2n bits stay within seconds.
constexpr long long kMaxClosedFormRaises = 1 << 18;
constexpr long long kMaxRecursionRaises = 10000;

// The paper's closed form alpha(n) = 4/5 + (-1)^n / (4^n * 5) for the first doubling point.
Rational alternating_point(long long n);

// The same point from the indifference of the taker: after the double the doubler wins the
// doubled stakes unless the state first falls to the opponent's redouble point 1 - alpha(n-1),
// so alpha(n) = 1 - alpha(n-1)/4, alpha(0) = 1 (no raise: the doubler must win outright).
Rational alternating_point_recursive(long long n);

// The unlimited game: 4/5 (eq. 5).
inline Rational alternating_limit() { return Rational(4, 5); }

}  // namespace alea::doubling
