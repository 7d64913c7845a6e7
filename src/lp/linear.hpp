#pragma once
// Exact square linear systems.
#include <optional>
#include <vector>
#include "lp/problem.hpp"

namespace alea::lp {

// x with m x = b for a square m, by fraction-free (Bareiss) elimination over integers after
// clearing each row's denominators; nullopt when m is singular. Checks for Ctrl-C per pivot.
std::optional<std::vector<Rational>> solve_linear(const Matrix<Rational>& m, const std::vector<Rational>& b);

}  // namespace alea::lp
