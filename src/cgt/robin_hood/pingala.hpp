#pragma once
// The seed's Pingala (Fibonacci) machinery and its main theorem, as reconstructed in
// docs/cgt.md (the seed's formulas were lost; every statement here was recovered from the
// words and confirmed by computation).
//
// MP-sequence (Definition 6.2): p_0 >= p_1 > 0 and p_{i+2} = p_i + p_{i+1}. For wealths
// a, b >= 1 there is exactly one with p_k = min(a, b) and p_{k+1} = max(a, b) (Proposition 6.4);
// read backwards it is the Little John path of the poorer player starting (Section 5).
//
// Theorem 1.1 (reconstructed). Let a, b >= 1, M = max(a, b), m = min(a, b), g = p_0 of their
// MP-sequence, s = +1 if a >= b and -1 otherwise. For every sufficiently large n:
//   if M/m < phi (equivalently k is even; (n; a, b) has a double tent):
//       t(n; a, b) = n - (M + 2m - g)/2        m(n; a, b) = s (M - g)/2
//   if M/m > phi (k odd; a single tent leaning to the richer player):
//       t(n; a, b) = M - g                      m(n; a, b) = s (n - M - m + g)
// The temperature grows with n exactly when the ratio lies in (1/phi, phi); the mean is
// constant then, and grows with n otherwise (the "reciprocal property").
#include <vector>

#include "cgt/dyadic.hpp"

namespace alea::cgt {

struct MpSequence {
  std::vector<long long> terms;  // p_0, ..., p_{k+1}
  std::size_t k = 0;             // p_k = min(a, b), p_{k+1} = max(a, b)
};

// Throws InvalidArgument (roles "a", "b") unless a, b >= 1.
MpSequence mp_sequence(long long a, long long b);

// max(a, b) / min(a, b) < phi, decided exactly (M^2 - M m - m^2 < 0).
bool ratio_below_golden(long long a, long long b);

// t(n) = temperature_slope * n + temperature_offset, and the same for the mean.
struct LargeHeapLaw {
  bool temperature_grows = false;
  long long g = 0;  // p_0
  Dyadic temperature_slope, temperature_offset, mean_slope, mean_offset;
  Dyadic temperature(long long n) const { return temperature_slope * n + temperature_offset; }
  Dyadic mean(long long n) const { return mean_slope * n + mean_offset; }
};

LargeHeapLaw large_heap_law(long long a, long long b);

// The stops of Little John (n; a, b) for n large (seed Lemma 7.4, reconstructed): the richer
// player starting takes the poorer one's whole wealth, the poorer starting walks the Little
// John path and a + b - g tokens go in the war.
struct Stops {
  Dyadic left, right;
};
Stops large_heap_stops(long long n, long long a, long long b);

}  // namespace alea::cgt
