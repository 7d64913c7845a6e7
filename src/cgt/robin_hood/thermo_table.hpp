#pragma once
// Thermographs of every heap (m; x, y), x <= max_a, y <= max_b, filled one heap size at a time.
// The options of (m; x, y) are heaps of sizes m-1, ..., m-max(x, y), so only a window of that
// many sizes is kept; the wealth pairs of one size are independent and filled in parallel.
#include <functional>
#include <vector>

#include "cgt/robin_hood/heap.hpp"
#include "cgt/thermograph.hpp"

namespace alea::cgt {

// The thermograph of a heap, computed on the positions without canonical forms (the heaps
// asked for lately are remembered).
Thermograph heap_thermograph(const Heap& h);

// Thermographs of every heap (n; a, b) with n <= max_n, a <= max_a, b <= max_b, handed to
// visit(n, a, b, thermograph) in order of n (then a, then b). Memory is a window of
// max(max_a, max_b) + 1 heap sizes; the positions of one heap size are computed in parallel.
void for_each_heap_thermograph(HeapRules rules, long long max_n, long long max_a, long long max_b,
                               const std::function<void(long long, long long, long long, const Thermograph&)>& visit);

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
