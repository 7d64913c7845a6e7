#pragma once
// Fluet's three Minimal Allocation Theorems (4.2.4 and 6.2.1) as constraints for a depth-first
// search over the values sorted by decreasing probability (ties in board order). In that order
// a minimal allocation in normal form is non-increasing (Third MAT), counts of one class differ
// by at most 1 (Second MAT), and for p_a < p_b, x_a <= ceil(p_a x_b / p_b) (the First MAT,
// p_b (x_a - 1) < p_a x_b, solved for x_a). Exact P: the ceilings are exact; float P: they are
// rounded up, so a rounding error can only keep an allocation, never drop a minimal one.
#include <cstdint>
#include <vector>

#include "alloc/counts.hpp"
#include "prob/prob_vector.hpp"

namespace alea::alloc {

class MatConstraints {
 public:
  MatConstraints(const ProbVector& p, std::int64_t t);

  std::size_t size() const { return order_.size(); }
  std::int64_t tokens() const { return t_; }
  // The board index of the k-th value in decreasing probability, and its probability.
  std::size_t index(std::size_t k) const { return order_[k]; }
  double prob(std::size_t k) const { return sorted_p_[k]; }
  // First sorted position of k's class of equal probability.
  std::size_t class_start(std::size_t k) const { return class_start_[k]; }

  // Bounds on y[k] given the sorted counts y[0..k-1]: lowest(k) <= y[k] <= highest(k).
  std::int64_t lowest(const Counts& y, std::size_t k) const;
  std::int64_t highest(const Counts& y, std::size_t k) const;
  // The most y[k] can be for k >= known when only y[0..known-1] are placed (bounds every
  // completion, used to check that the remaining tokens still fit).
  std::int64_t ceiling(const Counts& y, std::size_t known, std::size_t k) const;

  // Sorted order -> board order.
  Counts to_board(const Counts& sorted) const;

 private:
  // ceil(p_k v / p_j) for j < k with p_j > p_k, v = 0..t.
  std::int64_t first_mat_cap(std::size_t j, std::size_t k, std::int64_t v) const;
  std::int64_t t_;
  std::vector<std::size_t> order_, class_start_;
  std::vector<double> sorted_p_;
  std::vector<std::vector<std::int64_t>> caps_;  // caps_[j * N + k][v]
};

// The First MAT on every pair of unequal probabilities, the Second on every equal pair
// (board order, any allocation): Fluet's two filters of 6.2.1, for counting and cross-checks.
bool satisfies_first_mat(const ProbVector& p, const Counts& x);
bool satisfies_second_mat(const ProbVector& p, const Counts& x);

// Every allocation (board order) in normal form that satisfies the three MATs: the candidates
// Fluet's 6.2.1 evaluates (49 for 12 tokens on two dice), in decreasing lexicographic order.
std::vector<Counts> mat_candidates(const ProbVector& p, std::int64_t t);

}  // namespace alea::alloc
