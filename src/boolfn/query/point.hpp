#pragma once
// f seen from one point x of a +-1 function of n variables (bit table). A block B (a set of
// variables, as a mask) is sensitive at x when f(x with the variables of B flipped) != f(x): the
// table of sensitive blocks is f's table translated by x. From it, by whole-word passes:
//   * the superset closure U(B) = [B contains a sensitive block]: a subcube through x with free
//     variables T is constant exactly when U(T) = 0, so C(f, x) = n - max{|T| : U(T) = 0};
//   * the minimal sensitive blocks (sensitive, and no B \ {i} contains one): bs(f, x) is the
//     largest number of pairwise disjoint ones (those of size 1 are the sensitive variables).
// Buffers are kept between points: one view per thread.
#include <cstdint>
#include <unordered_map>
#include <vector>

#include "boolfn/table/bit_table.hpp"

namespace alea::boolfn::query {

class PointView {
 public:
  PointView(const Words& bits, int n);

  // Moves the view to x: the sensitive blocks and their superset closure.
  void at(std::uint64_t x);
  std::uint64_t point() const { return x_; }
  // The largest free set T of a constant subcube through x (lowest index among the largest).
  std::uint64_t largest_free_set() const;
  // C(f, x) = n - |largest_free_set()|.
  int certificate_size() const;
  // bs(f, x), and a largest family of disjoint sensitive blocks when `blocks` is given. Gives up
  // (returns at most `at_least - 1`) as soon as at_least is out of reach.
  int block_sensitivity(int at_least = 0, std::vector<std::uint64_t>* blocks = nullptr);

 private:
  int pack(std::uint64_t avail);
  void record(std::uint64_t avail, std::vector<std::uint64_t>& out);

  const Words& bits_;
  int n_;
  std::uint64_t x_ = 0;
  Words sensitive_, closure_, scratch_;
  std::vector<std::uint64_t> blocks_;  // minimal sensitive blocks of two or more variables
  std::unordered_map<std::uint64_t, int> memo_;
  std::uint64_t steps_ = 0;
};

}  // namespace alea::boolfn::query
