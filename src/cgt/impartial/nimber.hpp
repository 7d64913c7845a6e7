#pragma once
// Nimber arithmetic on the integers below 2^64 (CGSuite's NimSum, NimProduct, NimInverse,
// NimDiv). Nim addition is XOR; nim multiplication is Conway's: a (x) b = mex{a'(x)b + a(x)b' +
// a'(x)b'}, which makes [0, 2^(2^k)) a field for every k (Winning Ways ch. 14, ONAG ch. 6). It is
// computed by splitting at the Fermat 2-powers F = 2^(2^m), where F (x) F = 3F/2 and F (x) x =
// F * x for x < F.
#include <cstdint>

namespace alea::cgt::impartial {

inline std::uint64_t nim_sum(std::uint64_t a, std::uint64_t b) { return a ^ b; }
std::uint64_t nim_product(std::uint64_t a, std::uint64_t b);
// The inverse in the field of nimbers below 2^64 (role "a" when a = 0).
std::uint64_t nim_inverse(std::uint64_t a);
// The c with c (x) b = a (role "b" when b = 0).
std::uint64_t nim_quotient(std::uint64_t a, std::uint64_t b);

}  // namespace alea::cgt::impartial
