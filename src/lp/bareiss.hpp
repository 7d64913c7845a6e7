#pragma once
// Fraction-free (Bareiss) elimination over any big-integer type: every division is exact and
// entries grow only linearly in size. A template so the benchmark can compare integer backends
// (cpp_int, GMP) on the LP's own systems.
#include <utility>
#include <vector>

#include "core/interrupt.hpp"

namespace alea::lp {

// Rows of n coefficients and a right-hand side, reduced in place to upper-triangular form;
// false when the matrix is singular. Checks for Ctrl-C per pivot.
template <class I>
bool bareiss_eliminate(std::vector<std::vector<I>>& m) {
  const std::size_t n = m.size();
  I prev = 1;
  for (std::size_t k = 0; k < n; ++k) {
    check_interrupt();
    std::size_t piv = k;
    while (piv < n && m[piv][k] == 0) ++piv;
    if (piv == n) return false;
    std::swap(m[k], m[piv]);
    for (std::size_t i = k + 1; i < n; ++i) {
      for (std::size_t j = k + 1; j <= n; ++j) m[i][j] = (m[i][j] * m[k][k] - m[i][k] * m[k][j]) / prev;
      m[i][k] = 0;
    }
    prev = m[k][k];
  }
  return true;
}

}  // namespace alea::lp
