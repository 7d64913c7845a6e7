#pragma once
// Certificate complexity of a +-1 function from its bit table: C_v(f) = n - d_v, d_v the largest d
// such that every point with f = v lies in a constant subcube of dimension d (cover.hpp). Since
// C_v >= s_v, d_v lies in [0, n - s_v]; it is found by bisection, each step one cover walk shared
// by both sides. The witness of side v is the lowest point with f = v outside every constant
// (d_v + 1)-subcube (or, when d_v = n - s_v, the point of largest sensitivity on that side).
#include <cstdint>

#include "boolfn/query/sensitivity.hpp"
#include "boolfn/table/bit_table.hpp"

namespace alea::boolfn::query {

// side[v].value = C_v (-1: no point with f = v), side[v].point its witness.
struct Certificates {
  SideMax side[2];
};
Certificates certificate_complexity(const Words& bits, int n, const Sensitivities& s);

}  // namespace alea::boolfn::query
