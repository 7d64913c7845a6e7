#pragma once
// Algebraic immunity (Courtois & Meier 2003; Meier, Pasalic & Carlet 2004): the least degree of a
// nonzero g with g h = 0 for h = f or h = 1 + f (0/1 functions over GF(2)), at most ceil(n/2).
//
// Whether some g of degree <= d vanishes on a set Z: a polynomial of degree <= d is determined by
// its values on the points of weight <= d, freely (Moebius inversion restricted to them), and for
// |x| > d, g(x) = sum over y inside x with |y| <= d of g(y) binom(|x| - |y| - 1, d - |y|) mod 2
// (Armknecht, Carlet, Gaborit, Kuenzli, Meier, Ruatta, "Efficient computation of algebraic
// immunity for algebraic and fast algebraic attacks", Eurocrypt 2006). So the unknowns are g on
// the low points outside Z (it is 0 on the low points of Z), one equation per high point of Z,
// and g exists iff that GF(2) system has a kernel: fewer equations than unknowns, or a rank
// below the unknowns (gf2_rank.hpp).
#include <cstdint>

#include "boolfn/table/bit_table.hpp"

namespace alea::boolfn::measure {

// zero: the bit table of Z. Memory guard first.
bool has_annihilator(const Words& zero, int n, int d);
// AI(f) for f's table (bit set iff f = +1, read as 1).
int algebraic_immunity(const Words& bits, int n);

}  // namespace alea::boolfn::measure
