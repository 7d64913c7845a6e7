#pragma once
// Random +-1 functions for the property tests: each table word the AND of `density` random
// words, so about 2^-density of the points are +1.
#include <random>

#include "boolfn/function.hpp"
#include "boolfn/table/bit_table.hpp"

namespace alea::boolfn {

inline BooleanFunction random_boolean(int n, std::mt19937_64& rng, int density) {
  Words w(words_of(n), 0);
  for (auto& v : w) {
    v = rng();
    for (int k = 1; k < density; ++k) v &= rng();
  }
  w[0] &= valid_mask(n);
  return BooleanFunction(TruthTable::boolean(n, w));
}

}  // namespace alea::boolfn
