#pragma once
// Games and decision trees of read-once formulas over their restricted forms (store.hpp)
// instead of 3^n tables: memoised recursion on hash-consed states, exact in rationals.
#include <cstdint>
#include <unordered_map>
#include <utility>

#include "boolfn/formula/store.hpp"
#include "boolfn/game/table_engine.hpp"

namespace alea::boolfn::formula {

class Solver {
 public:
  // p in (0, 1) exact; `ordered` keeps every leaf position (needed by Tie::first).
  Solver(const Formula& f, Rational p, bool ordered, const std::vector<signed char>& start);
  int root() const { return root_; }
  Store& store() { return store_; }
  // E_p[f | state].
  Rational value(int id) { return 2 * store_.probability(id) - 1; }
  // Expected turns of optimal play and its induced tree's leaves (tie-break as given; min/max
  // optimise the length, leaves of that choice).
  std::pair<Rational, std::uint64_t> length(int id, game::Tie tie);
  // Least expected reads of a decision tree and, among optimal trees, the fewest leaves.
  std::pair<Rational, std::uint64_t> cost(int id);
  // Fewest leaves of any decision tree; fewest leaves of a tree optimal play induces under
  // some tie-break (each minimised on its own).
  std::uint64_t fewest_leaves(int id);
  std::uint64_t fewest_play_leaves(int id);
  std::size_t states() const { return store_.size(); }

 private:
  void guard() const;
  Store store_;
  Rational p_;
  int root_;
  std::unordered_map<std::int64_t, std::pair<Rational, std::uint64_t>> length_[3], cost_;
  std::unordered_map<std::int64_t, std::uint64_t> fewest_, fewest_play_;
  // The moves maximising the score, as (plus, minus) states; top receives the maximum.
  std::vector<std::pair<int, int>> best_moves(int id, Rational* top = nullptr);
  std::uint64_t steps_ = 0;
};

}  // namespace alea::boolfn::formula
