#pragma once
// The algebraic normal form over GF(2) of a +-1 function read as g(b) = [f(x) = +1], b_i = [x_i =
// +1]: g = XOR over monomials m of a_m prod_{i in m} b_i. The Moebius transform a_m = XOR over
// subsets y of m of g(y), in place on a copy of the bit table (n passes of word operations).
#include <cstdint>

#include "boolfn/table/bit_table.hpp"

namespace alea::boolfn::measure {

// Bit m set iff the monomial with variables m is in the ANF (memory guard first).
Words anf(const Words& bits, int n);
// The largest monomial of an ANF table (0 for the zero function and constants).
int gf2_degree(const Words& anf, int n);

}  // namespace alea::boolfn::measure
