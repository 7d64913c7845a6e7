#pragma once
// The exact check of a basis: optimal for the true (Rational) data, or why not.
#include <optional>
#include <string>
#include "lp/problem.hpp"

namespace alea::lp {

// The verdict on a basis for the exact data: the solution when it is optimal, else the reason.
struct Verified {
  std::optional<Solution<Rational>> solution;
  std::string reason;
};
Verified verify_basis(const Problem<Rational>& p, const Basis& b);

}  // namespace alea::lp
