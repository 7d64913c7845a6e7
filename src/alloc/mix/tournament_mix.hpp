#pragma once
// alloc.optimal_mix over a tournament (src/alloc/tournament): the payoffs w - l are read from
// the WDL the tournament already holds, so nothing is recomputed.
#include "alloc/mix/mix.hpp"
#include "alloc/tournament/tournament.hpp"

namespace alea::alloc {

// w - l of every pair of the tournament, under its own rules; exact needs a tournament built
// with exact=true (InvalidArgument otherwise).
lp::Matrix<double> payoff_matrix(const Tournament& t);
lp::Matrix<Rational> payoff_matrix_exact(const Tournament& t);

// optimal_mix(payoff_matrix(t)) or, exact, optimal_mix(payoff_matrix_exact(t)); the support
// indexes t.allocations(). exact nullopt: exact when the tournament is.
Mix optimal_mix(const Tournament& t, std::optional<bool> exact, const FaceOptions& face = {});

}  // namespace alea::alloc
