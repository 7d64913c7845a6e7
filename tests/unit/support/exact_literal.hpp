#pragma once
// R(n, d): an exact rational in a test's tables, R(1, 6) for 1/6. One definition for every unit
// test, so the files of a test executable can share a unity batch.
#include "core/rational.hpp"

namespace alea::test {

inline Rational R(long long n, long long d = 1) { return Rational(n, d); }

}  // namespace alea::test
