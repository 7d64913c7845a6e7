#pragma once
// Two allocations under Original rules (one shared roll), by the reduced recursion
// WDL'_O(Max(X,Y); F,B,S) of Fluet 6.2.2: prod (1 + max(x_i, y_i)) states.
// Scalars, preconditions and the memory guard as in solitaire.hpp.
#include <cstdint>
#include <vector>

#include "alloc/counts.hpp"
#include "alloc/wdl.hpp"

namespace alea::alloc::exact {

// P(X wins), P(draw), P(X loses).
template <class S>
Wdl<S> wdl_original(const std::vector<S>& p, const Counts& x, const Counts& y);

// E[min(T_X, T_Y)]: expected rolls until one side clears.
template <class S>
S duration_original(const std::vector<S>& p, const Counts& x, const Counts& y);

}  // namespace alea::alloc::exact
