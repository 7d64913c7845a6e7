#pragma once
// GMP's integers (libgmp-dev) under boost::multiprecision: the big-integer type of the exact
// inner loops (the layered WDL recursion, Bareiss elimination), where they measure 2 to 4 times
// faster than cpp_int (bench/alloc/bench_alloc_exact_arith.cpp, docs/alloc.md "Exact
// arithmetic"). Rational stays boost::rational<cpp_int> everywhere else; numbers cross between
// the two here, a handful per call.
#include <boost/multiprecision/gmp.hpp>
#include <type_traits>

#include "core/rational.hpp"

namespace alea {

using GmpInt = boost::multiprecision::mpz_int;

// n as the integer type I (I = BigInt: n itself).
template <class I>
I convert_int(const BigInt& n) {
  if constexpr (std::is_same_v<I, BigInt>) return n;
  else return I(to_string(n));
}

// Back to BigInt from either type.
template <class I>
BigInt to_big_int(const I& n) {
  if constexpr (std::is_same_v<I, BigInt>) return n;
  else return BigInt(n.str());
}

}  // namespace alea
