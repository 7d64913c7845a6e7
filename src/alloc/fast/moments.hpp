#pragma once
// Fast (floating-point) Knock 'em Down quantities by Poissonization: in continuous time the
// rolls of value i form independent Poisson processes of rate p_i, which leaves the order of
// rolls (and so every discrete outcome) unchanged. Each costs O(N * Q) for Q quadrature nodes,
// independent of the token counts, and reports a bound on its error. Callers pass an allocation
// valid for p (the surface takes Allocation objects, whose constructor checks them).
#include <vector>
#include "alloc/counts.hpp"
#include "alloc/fast/estimate.hpp"

namespace alea::alloc::fast {

// E[T_X] = integral_0^inf (1 - prod_i G_i(x_i, s)) ds, G_i(k, s) = P(Poisson(p_i s) >= k).
Estimate expected_time(const std::vector<double>& p, const Counts& x);

// Var(T_X) from E[T_X^2] = integral 2s(1 - prod G) ds - E[T_X].
Estimate variance(const std::vector<double>& p, const Counts& x);

}  // namespace alea::alloc::fast
