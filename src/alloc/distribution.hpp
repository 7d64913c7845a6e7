#pragma once
// The distribution of T_X for the Lua surface: the fast cdf (src/alloc/fast) carried to a tail
// tolerance, with its error bound, and quantiles that agree with the exact recursion even when
// P(T_X <= n) lands within rounding of q.
#include <cstdint>
#include <vector>

#include "alloc/allocation.hpp"
#include "alloc/fast/fast.hpp"

namespace alea::alloc {

// cdf[n] = P(T_X <= n) for n = 0 .. cdf.size() - 1, error_bound on every entry (the fast split's).
using CdfEstimate = fast::CdfEstimate;

// P(T_X <= n) for n = 0 .. n_max by the fast binomial split.
CdfEstimate fast_cdf(const Allocation& x, std::int64_t n_max);

// The same up to the first n with 1 - P(T_X <= n) < tol; LimitExceeded past 10^7 rolls.
CdfEstimate fast_cdf_until(const Allocation& x, double tol);

// The smallest n with P(T_X <= n) >= q, q in (0, 1) (InvalidArgument otherwise).
std::int64_t quantile(const Allocation& x, double q);

}  // namespace alea::alloc
