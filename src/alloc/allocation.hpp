#pragma once
// An allocation (Fluet section 3): x_i tokens on the i-th value of a probability vector P.
// It carries P, so every quantity of one allocation needs no other argument.
#include <string>
#include <string_view>
#include <vector>

#include "alloc/lattice.hpp"
#include "core/rational.hpp"
#include "prob/prob_vector.hpp"

namespace alea::alloc {

// Fluet's two rule sets for two players: one shared roll (original) or one roll each.
enum class Rules { original, independent };

class Allocation {
 public:
  // Throws InvalidArgument when the lengths differ or a count is negative.
  Allocation(ProbVector p, Counts x);
  // Bramhall's notation with P's labels: "6^3 7^6 8^3", "[6 7^2]", "[3, 5, 6]" (a label
  // repeated counts once per mention).
  static Allocation parse(ProbVector p, std::string_view notation);

  const ProbVector& prob() const { return p_; }
  const Counts& counts() const { return x_; }
  std::size_t size() const { return x_.size(); }
  std::int64_t tokens() const;

  // Every X + e_i - e_j (i != j, x_j > 0): the allocations one moved token away.
  std::vector<Allocation> neighbors() const;
  // Fluet 6.2.1: among values of equal probability, counts non-increasing in index order.
  Allocation normal_form() const;
  // x_i <= y_i for every i (same P).
  bool is_sub(const Allocation& y) const;
  // Bramhall: t! / prod x_i! * prod p_i^x_i, the probability of clearing in exactly t rolls.
  Rational multinomial_exact() const;  // P must be exact
  double multinomial() const;

  std::string to_string() const { return format_counts(x_); }
  bool operator==(const Allocation& y) const { return x_ == y.x_ && p_ == y.p_; }

 private:
  ProbVector p_;
  Counts x_;
};

// Throws InvalidArgument unless x and y share their probability vector.
void check_same_game(const Allocation& x, const Allocation& y, const std::string& what);

}  // namespace alea::alloc
