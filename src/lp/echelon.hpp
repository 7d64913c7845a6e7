#pragma once
// The solution set of an exact linear system a x = b of any shape: one solution and a basis of the
// null space (the set is x0 + span(basis)), by Gauss-Jordan elimination in Rational. For the small
// systems of optimal faces (alloc/mix/face.hpp); square systems of the LP's bases use linear.hpp.
#include <optional>
#include <vector>

#include "lp/problem.hpp"

namespace alea::lp {

struct SolutionSet {
  std::vector<Rational> x0;                 // one solution
  std::vector<std::vector<Rational>> basis;  // of the null space of a; empty when x0 is unique
  std::size_t rank = 0;
};

// nullopt when the system has no solution. a: rows of `cols` coefficients (cols given so that a
// may have no rows). Checks for Ctrl-C per pivot.
std::optional<SolutionSet> solve_system(const Matrix<Rational>& a, const std::vector<Rational>& b, std::size_t cols);

}  // namespace alea::lp
