#pragma once
// Section 4: continuous raises. A may raise by any factors whose product is at most a, B at
// most b. alpha(a, b) = P[X <= Y] with X ~ Poisson(L), Y ~ Poisson(M), L = log(a)/2,
// M = log(b)/2 (eq. 18): the limit of Theorem 2 with m raises of a^(1/m) and n of b^(1/n).
// The answer is irrational in general, so these work in doubles.

#include "core/quantity.hpp"

namespace alea::doubling {

// value ± bound: the bound covers truncation plus rounding.
using Estimate = alea::Estimate;

// Eq. (18) as sum_j P[Y = j] P[X <= j], truncated at the first J > 2M + 1 with
// P[Y = J+1] / (1 - M/(J+2)) <= 1e-17 * sum: that geometric series bounds the whole tail
// P[Y > J], which bounds what the dropped terms (each P[Y = j] times a probability) add.
Estimate continuous_alpha(double a, double b);

// B's raising point: beta(a, b) = 1 - alpha(b, a) by symmetry.
Estimate continuous_beta(double a, double b);

// Theorem 2 with `raises` raises of a^(1/raises) each side: converges to alpha(a, b) like
// 1/raises. The extrapolated form 2 alpha_(2r) - alpha_r cancels that term (error ~ 1/r^2).
double discretized_alpha(double a, double b, long long raises);
double extrapolated_alpha(double a, double b, long long raises);

enum class LimitMethod { Poisson, Theorem2 };
double limit_alpha(double a, double b, LimitMethod method);

// A's expected value at state p (Table IV is p = 1/2; eq. 20 inside the window, +-1 outside).
double continuous_value(double a, double b, double p = 0.5, LimitMethod method = LimitMethod::Poisson);

// Table V: the a with alpha(a, b) = 1/2, where an even game is already A's raising point and
// B should resign. alpha falls as a grows, so bisection on a bracket [lo, hi] stops when
// hi - lo <= tolerance (or the doubles between them run out).
double resign_potential(double b, double tolerance = 1e-10, LimitMethod method = LimitMethod::Poisson);

}  // namespace alea::doubling
