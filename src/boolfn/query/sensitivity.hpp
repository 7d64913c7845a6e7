#pragma once
// Sensitivity over a bit table of a +-1 function of n variables (bit x set iff f(x) = +1): the
// number of neighbours x^i with f(x^i) != f(x), at every point at once. Per word of the table,
// each variable's "differs from its neighbour" word is added into a bit-sliced counter (five
// planes: counts up to 31), and the largest count among the +1 and the -1 points is read off the
// planes; so s, s_0, s_1 cost n word operations per 64 points.
#include <cstdint>
#include <vector>

#include "boolfn/table/bit_table.hpp"

namespace alea::boolfn::query {

struct SideMax {
  int value = -1;             // -1: no point on this side
  std::uint64_t point = 0;    // the lowest point reaching it
};

// side[0]: over the points with f = -1; side[1]: f = +1.
struct Sensitivities {
  SideMax side[2];
};
Sensitivities sensitivities(const Words& bits, int n);

// s(f, x) for every point x (n <= 31).
std::vector<std::uint8_t> point_sensitivities(const Words& bits, int n);

// Bit i-1 set iff f depends on x_i.
std::uint64_t relevant_mask(const Words& bits, int n);

}  // namespace alea::boolfn::query
