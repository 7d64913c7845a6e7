#pragma once
// Section 5 and the appendix: what the continuous game looks like when both raise potentials
// are large. L = log(a)/2, M = log(b)/2 throughout.

namespace alea::doubling {

// Eq. (23): X - Y is nearly normal with mean L - M and variance L + M, so with a continuity
// correction alpha(a, b) ~ Phi((1/2 - (L - M)) / sqrt(L + M)), Phi the standard normal cdf.
double normal_alpha(double a, double b);

// Eq. (25): A's value at an even game with both points from normal_alpha (eq. 20, +-1 when one
// point is already past 1/2).
double normal_value(double a, double b);

// Eq. (26)-(27): E(a, b) = log(a/b) + o(1) as a, b grow with a/b fixed.
double log_ratio_value(double a, double b);

// alpha(a, a) ~ 1/2 + 1/(2 sqrt(2 pi log a)): eq. (23) with L = M, linearized at 0. The paper
// prints 1/2 + 1/(2 sqrt(log a)), having dropped the 1/sqrt(2 pi) of its unnormalized Phi;
// as_printed = true returns that form (see docs/doubling.md, errata).
double equal_alpha_asymptotic(double a, bool as_printed = false);

// The standard normal distribution function.
double standard_normal_cdf(double x);

}  // namespace alea::doubling
