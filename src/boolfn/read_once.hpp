#pragma once
// Games and optimal decision trees of read-once formulas (recursive majority, And-Or trees,
// tribes, compositions) by symmetry: states are restricted formulas up to the formula's
// automorphisms, so level-3 recursive 3-majority (27 variables, 3^27 partial assignments) is
// solved exactly. Needs f.formula(), 0 < p < 1 exact; game lengths need a monotone formula.
#include <cstdint>
#include <vector>

#include "boolfn/coin.hpp"
#include "boolfn/function.hpp"
#include "boolfn/game/table_engine.hpp"
#include "boolfn/partial.hpp"

namespace alea::boolfn {

// Read-once functions past this many variables that have no table yet are never tabulated for
// their means, scores and low Fourier coefficients: the formula gives them exactly at once.
constexpr int formula_variables = 26;
inline bool through_formula(const BooleanFunction& f) {
  return f.formula() && !f.has_table() && f.n() > formula_variables;
}

struct ReadOnceGame {
  Rational value;
  Rational length;
  std::uint64_t leaves = 0;   // of the induced decision tree
  std::uint64_t fewest_leaves = 0;  // of an induced tree, over every tie-break
  std::size_t states = 0;     // restricted formulas visited
};
// role "f" when f has no formula, "p" for p outside (0, 1) or a float p.
ReadOnceGame play_read_once(const BooleanFunction& f, const Coin& coin = {}, game::Tie tie = game::Tie::first,
                            const Assignments& partial = {});

struct ReadOnceTree {
  Rational cost;               // Delta_p(f)
  std::uint64_t leaves = 0;    // fewest leaves among optimal trees
  std::uint64_t fewest_leaves = 0;  // over all trees
  std::size_t states = 0;
};
// E_p[f | partial] through the formula (any n; p exact, or a float taken at its exact value).
Number expectation_read_once(const BooleanFunction& f, const Coin& coin = {}, const Assignments& partial = {});
// E_p[f | partial, x_i = 1] - E_p[f | partial, x_i = -1] for every free variable, in order.
std::vector<Number> scores_read_once(const BooleanFunction& f, const Coin& coin, const Assignments& partial,
                                     std::vector<int>& free);

ReadOnceTree optimal_tree_read_once(const BooleanFunction& f, const Coin& coin = {}, const Assignments& partial = {});

}  // namespace alea::boolfn
