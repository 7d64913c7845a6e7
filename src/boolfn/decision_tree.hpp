#pragma once
// Decision trees (seed 2.2.3, Definition 19): at an inner node the variable x_i is read and the
// walk goes to the -1 or the +1 child; a leaf holds f's value. Costs are the expected number of
// variables read under the product distribution mu_p (p = 1/2: the uniform distribution).
//
// optimal_decision_tree finds Delta_p(f), the least expected cost, exactly over all 3^k partial
// assignments of the k free variables; among optimal trees the one with the fewest leaves, then
// the least depth. induced_decision_tree is the seed's influence-based construction (5.2): the
// tree random-turn optimal play walks, under a tie-break.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "boolfn/coin.hpp"
#include "boolfn/function.hpp"
#include "boolfn/game/table_engine.hpp"
#include "boolfn/partial.hpp"

namespace alea::boolfn {

using game::Tie;

class DecisionTree {
 public:
  struct Node {
    int var = 0;                // 1-based variable read; 0 at a leaf
    int minus = -1, plus = -1;  // children for x_var = -1, +1
    Rational value;             // at a leaf
  };
  std::vector<Node> nodes;
  int root = 0;

  std::uint64_t leaves() const;
  int depth() const;
  // Expected number of reads under mu_p, given the fixed variables of `partial` (never read).
  Quantity expected_cost(const Coin& coin = {}) const;
  // The leaf reached by x (x[i-1] = x_i).
  Rational evaluate(const Point& x) const;
  // Graphviz: inner nodes circles "x3", leaves double circles with the value; edges -1 / +1.
  std::string to_dot() const;
  // Indented text: "x1\n  -1: x4\n  ..." with leaves as "= 1".
  std::string to_text() const;
};

// The engine of optimal trees: the 3^n tables, or the read-once formula by symmetry (numbers
// only: no tree, no depth); automatic takes the symmetry past 16 variables when it applies.
// search: branch and bound over restricted functions at p = 1/2 (tree_search.hpp; an optimal tree,
// not the one with the fewest leaves: fewest_leaves and least_depth are not known).
enum class TreeEngine { automatic, tables, symmetry, search };

struct TreeOptions {
  Coin coin;
  Assignments partial;          // start from this partial assignment (tree on the free ones)
  Tie tie = Tie::first;         // induced trees only
  bool build = true;            // also return the tree itself
  TreeEngine engine = TreeEngine::automatic;  // optimal trees only (induced trees use the tables)
  std::uint64_t max_leaves = 1u << 20;  // refuse to build larger trees (LimitExceeded)
  std::uint64_t max_states = 0;         // search: stop with bounds at this many memoised functions

  static TreeOptions at(Coin coin, bool build = true) {
    TreeOptions o;
    o.coin = std::move(coin);
    o.build = build;
    return o;
  }
};

struct TreeResult {
  Quantity cost;                // expected number of reads
  std::uint64_t leaves = 0;
  int depth = 0;
  std::uint64_t fewest_leaves = 0;  // over all trees computing f (optimal trees only)
  int least_depth = 0;              // D(f): over all trees (optimal trees only)
  bool has_tree = false;
  DecisionTree tree;
  TreeEngine engine = TreeEngine::tables;  // the engine that ran
  std::uint64_t states = 0;                // partial assignments (tables) or formula states
  std::uint64_t bytes = 0;                 // of the tables
  std::optional<Rational> greedy;          // search: the greedy tree's cost (an upper bound)
  std::optional<Rational> lower;           // search: the lower bound proved (= cost when finished)
  bool finished = true;                    // search: false when max_states stopped it
  bool cost_known = true;                  // search: finished, or stopped with lower == greedy
};

// Role "method" when the symmetry engine is asked for and does not apply.
TreeResult optimal_decision_tree(const BooleanFunction& f, const TreeOptions& options = {});
TreeResult induced_decision_tree(const BooleanFunction& f, const TreeOptions& options = {});

// The tables of f restricted to `partial`, with the map from their variables to f's (1-based).
struct RestrictedTables {
  std::unique_ptr<game::StateTables> tables;
  std::vector<int> variables;  // tables' variable j is f's variables[j]
};
RestrictedTables solve_restricted(const BooleanFunction& f, const Assignments& partial, const Coin& coin,
                                  unsigned want);

}  // namespace alea::boolfn
