#pragma once
// The dynamic program over all 3^n partial assignments of a table function: each variable is
// -1, +1 or free, state index sum_i d_i 3^(i-1) with d = 0 (-1), 1 (+1), 2 (free), so both
// children of a state (a free variable set to -1 or +1) have smaller indices. One sweep in
// index order fills, per state: whether f is constant there (the game is over, a tree reached a
// leaf), E_p[f | state] (Theorem 21's value), the optimal moves (Theorem 22: the free i
// maximising E[f | x_i = 1] - E[f | x_i = -1]), the expected remaining length, leaves and depth
// of optimal play under each tie-break, and the optimal decision tree's cost, leaves and depth.
//
// Exact coins p = a/b run in integers scaled by b^(free variables) (int32, int64 or int128,
// the narrowest that cannot overflow), floating coins in doubles (ties within 1e-9). The top
// digits split the table into blocks that depend only on blocks with fewer free top digits;
// blocks of one phase run in parallel, so results do not depend on the thread count.
#include <cstdint>
#include <memory>
#include <vector>

#include "boolfn/coin.hpp"
#include "boolfn/table/truth_table.hpp"
#include "core/number.hpp"

namespace alea::boolfn::game {

// How optimal play picks among tied optimal moves: the lowest index, or the best or worst
// choice for the quantity asked (each quantity optimised on its own).
enum class Tie { first = 0, min = 1, max = 2 };

// What to fill (bit flags).
enum Want : unsigned {
  want_value = 1,          // E_p[f | state]: needed by any game quantity
  want_first = 2,          // optimal play, lowest-index tie-break: length
  want_min = 4,            // min over tie-breaks
  want_max = 8,            // max over tie-breaks
  want_play_shape = 16,    // leaves and depth of the induced trees of the chosen tie modes
  want_tree = 32,          // optimal decision tree: expected cost
  want_tree_shape = 64,    // its fewest leaves among optimal-cost trees, then least depth
  want_tree_extremes = 128 // fewest leaves and least depth over all trees (each on its own)
};

class StateTables;
std::unique_ptr<StateTables> solve(const TruthTable& t, const Coin& coin, unsigned want);

class StateTables {
 public:
  virtual ~StateTables() = default;
  int n() const { return n_; }
  std::uint64_t root() const { return root_; }
  // The state with free variable i (0-based) of `state` set to v = +-1.
  std::uint64_t child(std::uint64_t state, int i, int v) const {
    return state - (v > 0 ? 1 : 2) * pow3_[i];
  }
  std::vector<int> free_variables(std::uint64_t state) const;  // 0-based
  virtual bool determined(std::uint64_t state) const = 0;
  virtual Number value(std::uint64_t state) const = 0;      // E_p[f | state]
  virtual Rational leaf_value(std::uint64_t state) const = 0;  // f there, when determined
  // The free variables maximising E[f | x_i=1] - E[f | x_i=-1] (empty when determined).
  virtual std::vector<int> optimal_moves(std::uint64_t state) const = 0;
  virtual std::vector<Number> move_scores(std::uint64_t state) const = 0;  // per free variable
  virtual Number length(Tie tie, std::uint64_t state) const = 0;
  virtual std::uint64_t play_leaves(Tie tie, std::uint64_t state) const = 0;
  virtual int play_depth(Tie tie, std::uint64_t state) const = 0;
  // The move optimal play makes under the tie-break (for the min/max modes: the one that
  // optimises the expected length; lowest index among equals).
  virtual int play_move(Tie tie, std::uint64_t state) const = 0;
  virtual Number tree_cost(std::uint64_t state) const = 0;
  virtual std::uint64_t tree_leaves(std::uint64_t state) const = 0;
  virtual int tree_depth(std::uint64_t state) const = 0;
  virtual std::uint64_t fewest_leaves(std::uint64_t state) const = 0;
  virtual int least_depth(std::uint64_t state) const = 0;
  // The query of an optimal tree: least cost, then fewest leaves, least depth, lowest index.
  virtual int tree_move(std::uint64_t state) const = 0;
  std::uint64_t bytes() const { return bytes_; }

 protected:
  friend std::unique_ptr<StateTables> solve(const TruthTable&, const Coin&, unsigned);
  int n_ = 0;
  std::uint64_t root_ = 0;
  std::uint64_t bytes_ = 0;
  std::vector<std::uint64_t> pow3_;
};

// Bytes per state for `want` (with the narrowest ring that fits this table and coin).
std::uint64_t bytes_per_state(const TruthTable& t, const Coin& coin, unsigned want);
// Fills the tables (memory guard with the estimate first; Ctrl-C; progress).
std::unique_ptr<StateTables> solve(const TruthTable& t, const Coin& coin, unsigned want);

}  // namespace alea::boolfn::game
