#pragma once
// Exact Knock 'em Down quantities by Fluet's recursions (seed 000, section 6: eq. 4-8 and the
// reduced WDL'_O of 6.2.2), memoized over sub-allocations. Templated on the scalar: Rational
// gives exact answers, double the same recursion in floating point. State spaces beyond the
// memory guard are refused with LimitExceeded before any work starts.
#include <cstdint>
#include <vector>

namespace alea::alloc::exact {

using Counts = std::vector<std::int64_t>;

template <class S>
struct Wdl {
  S win, draw, loss;
};

// E[T_X] (Solitaire), eq. (4)-(5).
template <class S>
S expected_time(const std::vector<S>& p, const Counts& x);

// Var(T_X), section 6.1.3.
template <class S>
S variance(const std::vector<S>& p, const Counts& x);

// P(T_X = n) for n = 0 .. n_max.
template <class S>
std::vector<S> pmf(const std::vector<S>& p, const Counts& x, std::int64_t n_max);

// WDL under Original rules (one shared roll), by the reduced recursion WDL'_O(Max(X,Y); F,B,S).
template <class S>
Wdl<S> wdl_original(const std::vector<S>& p, const Counts& x, const Counts& y);

// WDL under Independent rules (one roll each).
template <class S>
Wdl<S> wdl_independent(const std::vector<S>& p, const Counts& x, const Counts& y);

// E[min(T_X, T_Y)]: expected rolls until one side clears.
template <class S>
S duration_original(const std::vector<S>& p, const Counts& x, const Counts& y);
template <class S>
S duration_independent(const std::vector<S>& p, const Counts& x, const Counts& y);

}  // namespace alea::alloc::exact
