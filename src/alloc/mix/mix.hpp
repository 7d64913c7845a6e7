#pragma once
// Optimal mixed strategies of Knock 'em Down (Fluet 7: "an intriguing possibility"): both
// players pick an allocation from the same list, the row player receives w - l (its chance
// of winning minus its chance of losing). The game is symmetric and zero-sum (the payoff
// matrix is antisymmetric), so its value is 0 and an optimal mix guarantees w - l >= 0 in
// expectation against every allocation of the list. Solved by src/lp/game.hpp.
#include <optional>
#include <string>
#include <vector>

#include "alloc/allocation.hpp"
#include "alloc/mix/dominance.hpp"
#include "core/rational.hpp"
#include "lp/problem.hpp"

namespace alea::alloc {

// w - l of every allocation of the list (row) against every one (column). Only the pairs
// i < j are computed (in parallel, with a progress bar and Ctrl-C): a[j][i] = -a[i][j] and
// a[i][i] = 0 hold exactly, so the game is symmetric in either number type.
// Exact: Fluet's recursions in Rational (P must be exact). Double: see payoff_matrix in mix.cpp.
lp::Matrix<Rational> payoff_matrix_exact(const std::vector<Allocation>& list, Rules rules);
lp::Matrix<double> payoff_matrix(const std::vector<Allocation>& list, Rules rules);

// What optimal_mix does beside the LP.
struct FaceOptions {
  bool reduce = true;    // iterated elimination of dominated allocations first (dominance.hpp)
  bool vertices = true;  // the whole optimal face (face.hpp): its vertices, dimension, playable strategies
};

struct MixOptions {
  std::optional<bool> exact = false;  // nullopt: when P is exact
  Rules rules = Rules::original;
  FaceOptions face;
};

struct Mix {
  bool exact = false;                   // the weights and value are verified rationals
  std::vector<std::size_t> support;     // positions in the list with positive weight, increasing
  std::vector<double> weights;          // per support position; they sum to 1
  std::vector<Rational> exact_weights;  // the same, when exact
  double value = 0;                     // the game value, 0 (checked)
  double guarantee = 0;                 // min over the list of the mix's expected w - l
  Rational exact_value, exact_guarantee;
  std::string reason;                   // why an exact request ended with exact = false
  // The reduction before the LP (positions in the list), when asked for: the LP runs over
  // reduction.kept, which every optimal mix lives in.
  Reduction reduction;
  // Every optimal mix, when asked for (face.hpp): exact for the payoffs the LP saw (in fast mode,
  // the payoffs in doubles, whose exact relations rounding may break).
  bool face = false;
  std::size_t dimension = 0;                    // of the optimal face; 0: the optimal mix is unique
  std::vector<std::size_t> playable;            // positions some optimal mix plays (the union of supports)
  std::vector<std::vector<Rational>> vertices;  // every vertex, each a mix over the whole list
  bool unique() const { return face && dimension == 0; }
};

// The optimal mix of the symmetric game with an antisymmetric payoff matrix (from the list
// below, or a tournament's w - l); InvalidArgument unless a[j][i] = -a[i][j] exactly.
Mix optimal_mix(const lp::Matrix<double>& a, const FaceOptions& face = {});
Mix optimal_mix(const lp::Matrix<Rational>& a, const FaceOptions& face = {});  // exact when GLPK's basis verifies

// Throws InvalidArgument for an empty list or allocations over different P (role
// "allocations"), exact with a float P (role "exact"); LimitExceeded past the memory guard;
// Interrupted on Ctrl-C.
Mix optimal_mix(const std::vector<Allocation>& list, const MixOptions& opts);

}  // namespace alea::alloc
