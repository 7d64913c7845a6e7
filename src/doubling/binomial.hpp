#pragma once
// The binomial distribution b(t, p, s) of Theorem 2, exact or in doubles.
#include <vector>

#include "core/rational.hpp"

namespace alea::doubling {

// P[s successes in t trials], s = 0..t, exactly.
std::vector<Rational> binomial_pmf(long long t, const Rational& p);

// The same in doubles for 0 <= p <= 1/2. Terms are built outward from the mode and normalized
// by their sum, so there is no underflow of (1-p)^t for large t and the relative error of each
// kept term is a few ulps times log t. The vector stops at the last s whose term exceeds
// 1e-300 relative to the mode (later terms are below anything a double sum can notice).
std::vector<double> binomial_pmf(long long t, double p);

// P[X >= s] for s = 0..size, summed from the top so small tails keep their digits; the last
// entry is 0.
template <class T>
std::vector<T> upper_tails(const std::vector<T>& pmf) {
  std::vector<T> tail(pmf.size() + 1, T(0));
  for (std::size_t s = pmf.size(); s-- > 0;) tail[s] = tail[s + 1] + pmf[s];
  return tail;
}

}  // namespace alea::doubling
