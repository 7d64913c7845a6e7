#pragma once
// Which points lie in a constant subcube of dimension d (d free variables): the step of the
// certificate complexity C(f) = n - min_x (the largest dimension of a constant subcube through x).
//
// A depth-first walk over the free sets T in increasing order of their elements carries the
// tables "f = +1 on the whole subcube" and "f = -1 on it" (cube_table.hpp's and_halves, one
// variable freed per step, so the tables of a path take 2^(n+1) bits in all); a branch whose two
// tables are empty ends (no larger subcube is constant). At |T| = d the tables mark the constant
// subcubes; on the way back each is or-expanded into its parent, so the root receives, per point,
// "some constant d-subcube contains it". Every T is visited once and its parent is T minus its
// largest element, so the walk costs at most four passes over the 3^n subcube bits.
#include <cstdint>

#include "boolfn/table/bit_table.hpp"

namespace alea::boolfn::query {

struct Coverage {
  Words covered[2];  // per side (0: f = -1, 1: f = +1), the points in a constant d-subcube
};

// bits: f's table (bit set iff f = +1), n <= 30; 0 <= d <= n.
Coverage cover(const Words& bits, int n, int d);

}  // namespace alea::boolfn::query
