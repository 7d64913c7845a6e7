#pragma once
// Two allocations under Independent rules (one roll each), over the pairs of sub-allocations:
// prod (1 + x_i) times prod (1 + y_i) states.
// Scalars, preconditions and the memory guard as in solitaire.hpp.
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
