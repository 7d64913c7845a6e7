#pragma once
// Every optimal mix of the symmetric game of optimal_mix (mix.hpp): the optimal face
//   F = {q >= 0, sum q = 1, q^T a >= 0}   (a antisymmetric, value 0),
// a polytope, given by its vertices (exact), its dimension and the strategies some optimal mix
// plays (docs/alloc_mix.md, "Every optimal mix"). Gambit's enummixed lists the same vertices.
//
// The playable strategies S (the union of the supports) and the columns W where some optimal
// mix is strictly above 0 come from one LP: maximize sum z + sum w over the cone q >= 0,
// q^T a >= 0, with z_i <= q_i, z_i <= 1, w_j <= (q^T a)_j, w_j <= 1 (a large multiple of a mix
// that plays all of S and is above 0 on all of W reaches |S| + |W|). By complementary slackness
// (the column player's optimal mixes are the row player's) and strict complementarity
// (Goldman-Tucker), S and W partition the strategies, and
//   F = {q: q_i = 0 off S, sum q = 1, (q^T a)_j = 0 on S, q_i >= 0 on S, (q^T a)_j >= 0 on W},
// whose affine part is solved exactly (lp/echelon.hpp): F has dimension k = |S| - rank, and a
// vertex makes k independent inequalities tight. Vertices are enumerated over the k-subsets of the
// inequalities (refused, LimitExceeded, past max_subsets).
#include <cstdint>
#include <vector>

#include "core/rational.hpp"
#include "lp/problem.hpp"

namespace alea::alloc {

struct OptimalFace {
  std::vector<std::size_t> playable;              // the strategies some optimal mix plays (increasing)
  std::size_t dimension = 0;                      // 0: the optimal mix is unique
  std::vector<std::vector<Rational>> vertices;    // each a mix over all strategies, sorted
  bool unique() const { return dimension == 0; }
};

// a square and antisymmetric (the caller checks). Error if the exact LP fails (GLPK's basis
// unverifiable); LimitExceeded past max_subsets; Interrupted on Ctrl-C.
OptimalFace optimal_face(const lp::Matrix<Rational>& a, std::uint64_t max_subsets = 2000000);

}  // namespace alea::alloc
