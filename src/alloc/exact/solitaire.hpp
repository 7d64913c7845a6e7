#pragma once
// One allocation by Fluet's recursions (seed 000, 6.1.1 and 6.1.3), memoized over the
// sub-allocations of X.
// Templated on the scalar: Rational gives exact answers, double the same recursion in floating
// point (a cross-check), Certified (certified.hpp) a long double with a proven error. Callers
// pass an allocation valid for p (the surface, alloc/solitaire.hpp and alloc/head_to_head.hpp, takes
// Allocation objects, whose constructor checks them); state spaces past the memory guard are
// refused with LimitExceeded before any work starts.
#include <cstdint>
#include <vector>

#include "alloc/counts.hpp"

namespace alea::alloc::exact {

// E[T_X], eq. (4)-(5).
template <class S>
S expected_time(const std::vector<S>& p, const Counts& x);

// Var(T_X), section 6.1.3.
template <class S>
S variance(const std::vector<S>& p, const Counts& x);

// P(T_X = n) for n = 0 .. n_max (n_max >= 0).
template <class S>
std::vector<S> pmf(const std::vector<S>& p, const Counts& x, std::int64_t n_max);

}  // namespace alea::alloc::exact
