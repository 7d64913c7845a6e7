#pragma once
// Two allocations under Independent rules (one roll each), over the pairs of sub-allocations:
// prod (1 + x_i) times prod (1 + y_i) states.
// Templated on the scalar: Rational gives exact answers, double the same recursion in floating
// point (a cross-check), Certified (certified.hpp) a long double with a proven error. Callers
// pass an allocation valid for p (the surface, solitaire.hpp and head_to_head.hpp, takes
// Allocation objects, whose constructor checks them); state spaces past the memory guard are
// refused with LimitExceeded before any work starts.
#include <cstdint>
#include <vector>

#include "alloc/counts.hpp"
#include "alloc/wdl.hpp"

namespace alea::alloc::exact {

// P(X wins), P(draw), P(X loses).
template <class S>
Wdl<S> wdl_independent(const std::vector<S>& p, const Counts& x, const Counts& y);

// E[min(T_X, T_Y)].
template <class S>
S duration_independent(const std::vector<S>& p, const Counts& x, const Counts& y);

}  // namespace alea::alloc::exact
