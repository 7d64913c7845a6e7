#pragma once
// An allocation (Fluet section 3): x_i tokens on the i-th value of a probability vector P. It
// carries P (shared, not copied), so every quantity of one allocation needs no other argument.
// Its invariants are checked once, in the constructor: one count per value, counts >= 0, no
// token on a value of probability 0 (it could never be removed), and a total that fits 64 bits.
// Everything that takes an Allocation relies on them and checks nothing again.
#include <string>
#include <string_view>
#include <vector>

#include "alloc/counts.hpp"
#include "core/rational.hpp"
#include "prob/prob_vector.hpp"

namespace alea::alloc {

// Fluet's two rule sets for two players: one shared roll (original) or one roll each.
enum class Rules { original, independent };
// The name the Lua option and the checkpoint files use.
inline const char* rules_name(Rules r) { return r == Rules::original ? "original" : "independent"; }

class Allocation {
 public:
  // Throws InvalidArgument with role `role` (the name the caller's signature gives the counts).
  Allocation(ProbVector p, Counts x, const char* role = "counts");
  // Bramhall's notation with P's labels: "6^3 7^6 8^3", "[6 7^2]", "[3, 5, 6]" (a label
  // repeated counts once per mention; brackets, when present, must match). Role "notation".
  static Allocation parse(ProbVector p, std::string_view notation);

  const ProbVector& prob() const { return p_; }
  const Counts& counts() const { return x_; }
  std::size_t size() const { return x_.size(); }
  std::int64_t tokens() const { return t_; }

  // Every X + e_i - e_j (i != j, x_j > 0, p_i > 0): the allocations one moved token away.
  std::vector<Allocation> neighbors() const;
  // Fluet 6.2.1: among values of equal probability, counts non-increasing in index order.
  Allocation normal_form() const;
  // x_i <= y_i for every i (role "Y" when the games differ).
  bool is_sub(const Allocation& y) const;
  // Bramhall: t! / prod x_i! * prod p_i^x_i, the probability of clearing in exactly t rolls.
  Rational multinomial_exact() const;  // P must be exact
  double multinomial() const;

  std::string to_string() const { return format_counts(x_); }
  bool operator==(const Allocation& y) const { return x_ == y.x_ && p_ == y.p_; }

 private:
  ProbVector p_;
  Counts x_;
  std::int64_t t_ = 0;
};

// Throws InvalidArgument (role "Y") unless x and y are over the same probability vector.
void check_same_game(const Allocation& x, const Allocation& y);

}  // namespace alea::alloc
