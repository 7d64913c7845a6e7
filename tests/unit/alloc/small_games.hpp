#pragma once
// The small games the alloc tests share: two dice (the sum of two fair dice, values 2..12) and
// Fluet's P = (1/2, 1/3, 1/6). One definition, so the test files can share a unity batch.
#include "core/rational.hpp"
#include "prob/prob_vector.hpp"

namespace alea::alloc::testing {

inline ProbVector two_dice() { return ProbVector::dice(2, 6); }
inline ProbVector p321() { return ProbVector::from_exact({Rational(1, 2), Rational(1, 3), Rational(1, 6)}); }

}  // namespace alea::alloc::testing
