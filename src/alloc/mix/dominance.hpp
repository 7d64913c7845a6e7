#pragma once
// Iterated elimination of dominated allocations in the symmetric game of optimal_mix (mix.hpp),
// before its LP (docs/alloc_mix.md, "Dominance"). Strategy i is dominated by a mix r of the others
// when sum_k r_k a[k][j] >= a[i][j] for every remaining j: strictly when > for every j, weakly when
// > for some j. The game is symmetric (a antisymmetric), so row i is dominated exactly when column
// i is (for the column player), and a strategy leaves as a row and a column at once.
//
// Strict elimination keeps every optimal mix: a strictly dominated strategy is in no optimal mix
// (moving its weight to the dominating mix would guarantee more than the value), and a removed
// column's constraint is implied by those of the columns that dominate it; by induction over the
// rounds the optimal mixes of the reduced game are those of the whole. Weak elimination keeps the
// value and at least one optimal mix (any optimal mix of the reduced game is optimal in the whole),
// but may lose others, and what it removes depends on the order: it is reported, not used.
//
// Every elimination carries an exact certificate: the dominating mix in Rational, checked against
// every remaining column. Dominance by a mix is found by an LP in doubles (GLPK) and certified by
// its mix made exact; close calls (|margin| <= 1e-6) are decided by the exact LP (lp/exact.hpp).
#include <cstddef>
#include <vector>

#include "core/rational.hpp"
#include "lp/problem.hpp"

namespace alea::alloc {

struct Dominated {
  std::size_t index = 0;             // the strategy removed (a position in the list)
  std::size_t round = 0;             // from 1; strict rounds remove every strategy found at once
  std::vector<std::size_t> by;       // the dominating mix's support (one strategy: dominated by a pure one)
  std::vector<Rational> weights;     // its weights, summing to 1
};

struct Reduction {
  std::vector<Dominated> strict;     // iterated strict dominance, in order
  std::vector<std::size_t> kept;     // what remains, increasing: every optimal mix lives here
  std::vector<Dominated> weak;       // then iterated weak dominance, one at a time in index order
  std::vector<std::size_t> kept_weak;
};

// a square and antisymmetric (the caller checks). Interrupted on Ctrl-C.
Reduction reduce_dominated(const lp::Matrix<Rational>& a);

}  // namespace alea::alloc
