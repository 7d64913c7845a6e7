#pragma once
// Deterministic query complexity D(f) (the least depth of a decision tree computing f) from the
// bit table, by levels of subcubes. Level m holds, for every free set T of m variables (colex
// rank order), one bit per subcube with free set T: "f restricted to it has a tree of depth at
// most m - (n - k)". Level n - k is "f is constant there" (the walk of free_sets.hpp); level m
// from level m - 1: a subcube has a tree of depth j exactly when for some free i both halves
// along i have trees of depth j - 1. D(f) <= k iff the single bit of level n is set.
#include <cstdint>
#include <optional>
#include <vector>

#include "boolfn/decision_tree.hpp"
#include "boolfn/table/bit_table.hpp"

namespace alea::boolfn::query {

class DepthLevels {
 public:
  DepthLevels(const Words& bits, int n);
  int n() const { return n_; }
  // Bytes the levels of one test of depth k take (all kept: keep_all; else two at a time).
  std::uint64_t bytes(int k, bool keep_all) const;
  // Is there a tree of depth <= k? keep_all keeps the levels for tree().
  bool test(int k, bool keep_all);
  // A tree of depth <= k from the levels of the last passing test kept (leaves +-1). Throws
  // LimitExceeded past max_leaves.
  DecisionTree tree(std::uint64_t max_leaves) const;

 private:
  struct Level {
    int m = 0;
    std::uint64_t words = 0;  // per free set
    Words data;
    const std::uint64_t* of(std::uint64_t rank) const { return data.data() + rank * words; }
  };
  Level constant_level(int m) const;
  Level next_level(const Level& below) const;
  std::uint64_t rank(std::uint64_t set) const;
  int build(DecisionTree& t, std::uint64_t free, std::uint64_t fixed_values, std::uint64_t max_leaves,
            std::uint64_t& leaves) const;

  const Words& bits_;
  int n_;
  std::vector<std::vector<std::uint64_t>> binom_;
  std::vector<Level> kept_;  // levels n - k .. n of the last passing test, when kept
};

// A tree querying the variables of `order` in turn, cut where f is constant (leaves +-1).
DecisionTree ordered_tree(const Words& bits, int n, const std::vector<int>& order, std::uint64_t max_leaves);

// -1, 0 (not constant) or +1: f on the subcube with free variables `free` and the other
// variables' values given by the bits of `values` (a point).
int constant_on(const Words& bits, int n, std::uint64_t free, std::uint64_t values);

}  // namespace alea::boolfn::query
