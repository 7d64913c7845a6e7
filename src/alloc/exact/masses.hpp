#pragma once
// Shared pieces of the exact recursions: the "wasted roll"
// mass q(a) = sum of p_i over values where a has no token, and the denominator 1 - q(a) of
// eq. 4-8 as the busy mass m(a) = sum of p_i over values where a holds tokens. Summing the busy
// values instead of subtracting keeps every recursion subtraction-free, which is what lets
// Certified (certified.hpp) bound its rounding, and it is exact for rationals summing to 1.
#include <string>
#include <vector>

#include "alloc/exact/lattice.hpp"
#include "core/rational.hpp"

namespace alea::alloc::detail {

// Sum of p_i over the values where state a has no token.
template <class S>
S idle_mass(const std::vector<S>& p, const Counts& a) {
  S q(0);
  for (std::size_t i = 0; i < a.size(); ++i)
    if (a[i] == 0) q += p[i];
  return q;
}

// Sum of p_i over the values where state a holds tokens: 1 - q(a).
template <class S>
S busy_mass(const std::vector<S>& p, const Counts& a) {
  S m(0);
  for (std::size_t i = 0; i < a.size(); ++i)
    if (a[i] != 0) m += p[i];
  return m;
}

// Interrupt polling every 4096 states: cheap and still prompt.
inline bool poll_due(std::size_t k) { return (k & 4095) == 0; }

}  // namespace alea::alloc::detail
