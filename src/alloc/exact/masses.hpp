#pragma once
// Shared pieces of the exact recursions: input checks on the scalar type, the "wasted roll"
// mass q(a) = sum of p_i over values where a has no token, and the denominator 1 - q(a) of
// eq. 4-8 as the busy mass m(a) = sum of p_i over values where a holds tokens. Summing the busy
// values instead of subtracting keeps every recursion subtraction-free, which is what lets
// Certified (certified.hpp) bound its rounding, and it is exact for rationals summing to 1.
#include <string>
#include <vector>

#include "alloc/lattice.hpp"
#include "core/errors.hpp"
#include "core/rational.hpp"

namespace alea::alloc::detail {

template <class S>
void check_inputs(const std::vector<S>& p, const Counts& x, const std::string& what) {
  check_allocation(p.size(), x, what);
  for (std::size_t i = 0; i < x.size(); ++i)
    if (x[i] > 0 && !(p[i] > S(0)))
      throw InvalidArgument(what + ": value " + std::to_string(i + 1) +
                            " has probability 0 but holds " + std::to_string(x[i]) +
                            " tokens, so it never clears");
}

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
