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

// Expected number of rolls until the game ends (one side clears): E[min(T_X, T_Y)], by Wald's
// identity in Poissonized time (Original), sum_n P(T_X > n) P(T_Y > n) (Independent).
Estimate duration_original(const std::vector<double>& p, const Counts& x, const Counts& y);
Estimate duration_independent(const std::vector<double>& p, const Counts& x, const Counts& y);

}  // namespace alea::alloc::fast
