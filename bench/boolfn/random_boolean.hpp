#pragma once
// A random +-1 function for the boolfn benchmarks: hard for the tables (few determined states).
#include <cstdint>
#include <random>
#include <vector>

#include "boolfn/function.hpp"

inline alea::boolfn::BooleanFunction random_boolean(int n, std::uint64_t seed) {
  std::mt19937_64 rng(seed);
  std::vector<std::uint64_t> bits(alea::boolfn::words_for(n));
  for (auto& w : bits) w = rng();
  if (n < 6) bits[0] &= (1ull << (1u << n)) - 1;
  return alea::boolfn::BooleanFunction(alea::boolfn::TruthTable::boolean(n, bits));
}
