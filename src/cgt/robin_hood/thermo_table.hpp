#pragma once
// Thermographs of every heap (m; x, y), x <= max_a, y <= max_b, filled one heap size at a time.
// The options of (m; x, y) are heaps of sizes m-1, ..., m-max(x, y), so only a window of that
// many sizes is kept; the wealth pairs of one size are independent and filled in parallel.
#include <vector>

#include "cgt/robin_hood.hpp"

namespace alea::cgt {

class HeapThermographTable {
 public:
  HeapThermographTable(HeapRules rules, long long max_a, long long max_b);
  // Fills heap size m; sizes must come in order 0, 1, 2, ...
  void fill(long long m);
  // The thermograph of (m; x, y), m among the last window of filled sizes.
  const Thermograph& at(long long m, long long x, long long y) const;

 private:
  Thermograph position(long long m, long long x, long long y) const;
  HeapRules rules_;
  long long a_, b_, depth_ = 1;
  long long next_ = 0;
  std::vector<std::vector<Thermograph>> layers_;
};

}  // namespace alea::cgt
