#pragma once
// The largest inputs the alloc surface accepts, in one place (docs/alloc.md lists them). Past
// them the work is refused with the limit in the message, before it starts; below them the
// memory guard still refuses tables that would not fit.
#include <cstdint>

#include "alloc/counts.hpp"
#include "prob/prob_vector.hpp"

namespace alea::alloc {

constexpr std::int64_t kMaxSearchTokens = 100'000'000;    // t of alloc.all, count, minimal, ...
constexpr std::int64_t kMaxTournamentTokens = 1'000'000;  // t of alloc.tournament(P, t)
constexpr std::int64_t kMaxFormulaTokens = 1'000'000;     // t of alloc.two_value (sums of t terms)
constexpr std::int64_t kMaxRolls = 100'000'000;           // the last n of a distribution table
constexpr std::int64_t kMaxGames = 1'000'000'000'000;     // games of one simulation
// Tokens on one value for the fast method: past about 2e10 Boost's incomplete gamma stops
// converging (measured), so 1e10 leaves a margin.
constexpr std::int64_t kMaxFastTokens = 10'000'000'000;

// Throws InvalidArgument (role `role`) unless 0 <= t <= max.
void check_tokens(std::int64_t t, std::int64_t max, const char* role = "t");

// The inputs of a search over every allocation of t tokens: t within kMaxSearchTokens (role "t").
// Values of probability 0 are allowed: no allocation holds tokens there (enumerate.hpp).
void check_search(const ProbVector& p, std::int64_t t);

// The counts of an allocation (role `role`) the fast method can evaluate: at most
// kMaxFastTokens on each value.
void check_fast(const Counts& x, const char* role);

}  // namespace alea::alloc
