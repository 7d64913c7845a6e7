#pragma once
// The normal-distribution model GNU Backgammon extends every table with past its length (David
// Montgomery's extension, gnubg's ExtendMET): the player needing a points against b has the
// chance that a normal variable of mean 0 and standard deviation
//   sigma = sqrt(s(a)^2 + s(b)^2) sqrt((a + b) / 2)
// falls between a - b and 6 sigma (0 when 6 sigma <= a - b), for a >= b; the other half of the
// table is the complement. s(k) is Montgomery's per-score deviation: 1.24, 1.27, 1.47, 1.50, 1.60,
// 1.61, 1.66, 1.68, 1.70, 1.72 for k = 1..10 and 1.77 beyond.
//
// The value involves erf at irrational points, so it is not a rational of its inputs: it is
// computed as a certified bracket, in interval arithmetic on integers scaled by 2^-256 (the
// square roots and pi bracketed exactly, erf by its Taylor series with the alternating
// series' remainder bound), then rounded to the nearest double with the bracket's half-width.
#include "core/quantity.hpp"

namespace alea::doubling {

// The chance of the player needing a points against b in Montgomery's model (a, b >= 1).
Estimate normal_model_equity(long long a, long long b);

// The same in doubles with std::erf (the fast path, checked against the bracket in tests).
double normal_model_equity_fast(long long a, long long b);

// erf(x) for x in [0, 5] as a certified bracket (exposed for the tests: x rational p/q).
Estimate certified_erf(long long p, long long q);

}  // namespace alea::doubling
