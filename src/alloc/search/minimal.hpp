#pragma once
// Fluet 2.5 and 6.2.1: every minimal allocation of t tokens (least E(T_X)), by a depth-first
// search over normal-form partitions pruned by the three Minimal Allocation Theorems and by
// lower bounds on E(T_X) (docs/alloc_search.md proves each). The fast E(T_X) with its error
// bound decides; candidates it cannot separate from the best are decided in Rational when P is
// exact, so ties are exact ties.
#include <cstdint>
#include <optional>
#include <vector>

#include "alloc/counts.hpp"
#include "core/rational.hpp"
#include "prob/prob_vector.hpp"

namespace alea::alloc {

// How much of the search to prune: none = every normal-form allocation is evaluated (the brute
// force the others are checked against); mats = Fluet's three MATs only; all = the MATs and
// the lower bounds on E(T_X) against the best found so far.
enum class Pruning { none, mats, all };

struct MinimalOptions {
  std::optional<bool> exact = false;  // decide the best in Rational (P must be exact); nullopt: when P is
  Pruning pruning = Pruning::all;
  // List every minimal allocation, the images of the normal forms under permutations of values
  // of equal probability (refused up front past the memory guard: uniform(200) has 10^18 of
  // them); by default only counted.
  bool images = false;
};

struct MinimalResult {
  std::uint64_t count = 0;           // minimal allocations, images included (saturates at 2^64 - 1)
  std::vector<Counts> allocations;   // every minimal allocation, decreasing order (with images=true)
  std::vector<Counts> normal_forms;  // those in normal form
  double expected_time = 0;          // fast value (the exact one rounded when decided exactly)
  double error_bound = 0;            // of expected_time; 0 when decided exactly
  std::optional<Rational> exact_time;
  bool tie_within_bound = false;     // float P: the fast bound could not separate these
  std::uint64_t nodes = 0;              // partial allocations the search generated
  std::uint64_t evaluated = 0;          // allocations whose fast E(T) was computed: the three below
  std::uint64_t leaves = 0;             // complete t-token allocations the search reached
  std::uint64_t bound_evaluations = 0;  // sub-allocations whose E(T) served as a lower bound
  std::uint64_t start_evaluations = 0;  // the local descent giving the first upper bound
  std::uint64_t exact_evaluations = 0;  // candidates decided in Rational
};

MinimalResult minimal_allocations(const ProbVector& p, std::int64_t t, const MinimalOptions& opts = {});

// Every allocation obtained from the normal-form x by permuting counts within the classes of
// equal probability (all have the same E(T_X)), in decreasing lexicographic order; and how many
// there are, without listing them (saturating).
std::vector<Counts> equal_probability_images(const ProbVector& p, const Counts& x);
std::uint64_t equal_probability_image_count(const ProbVector& p, const Counts& x);

}  // namespace alea::alloc
