#pragma once
// Two allocations played against each other (Fluet 2-3, 6.2; Bramhall): WDL, who is favored,
// how long a game lasts, the reduction, and Monte Carlo play. Each function is what one Lua
// function computes, in the mode asked (mode.hpp). Both allocations must be over the same P
// (InvalidArgument, role "Y").
#include <cstdint>
#include <optional>
#include <utility>

#include "alloc/allocation.hpp"
#include "alloc/mode.hpp"
#include "alloc/simulate.hpp"
#include "alloc/wdl.hpp"
#include "core/quantity.hpp"

namespace alea::alloc {

// The chances that X wins, draws and loses against Y: exact by the recursions (7)/(8) and the
// reduced WDL'_O of 6.2.2; fast by Poissonization, each with its own bound.
Wdl<Quantity> wdl(const Allocation& x, const Allocation& y, Rules rules, const Mode& m);

// X is favored over Y: w >= l. Exact mode compares the exact w and l; the fast mode takes the
// one sign decision (favored.hpp), so near ties are settled rigorously when P is exact (and
// within the error bound of a tie over float P, both are favored); method = recursion compares
// the recursion's doubles.
bool favored(const Allocation& x, const Allocation& y, Rules rules, const Mode& m);

// E[min(T_X, T_Y)], the expected number of rolls until the game is decided.
Quantity duration(const Allocation& x, const Allocation& y, Rules rules, const Mode& m);

// Bramhall's reduction: on each value the side with fewer tokens drops them.
std::pair<Allocation, Allocation> reduce(const Allocation& x, const Allocation& y);

// n games (1 <= n <= kMaxGames, role "n"), reproducible under seed.
Simulation simulate(const Allocation& x, const Allocation& y, std::int64_t n, Rules rules,
                    std::optional<std::uint64_t> seed);

}  // namespace alea::alloc
