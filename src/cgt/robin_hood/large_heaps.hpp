#pragma once
// Where the large-heap behaviour of Robin Hood sets in (seed open problem 2), measured on the
// thermographs of every heap (n; a, b), 1 <= a <= max_a, 1 <= b <= max_b, n <= max_n.
// An onset is the least n0 such that the property holds for every n0 <= n <= max_n; it is
// max_n + 1 when the property fails at max_n itself. Exact within the range computed.
#include <vector>

namespace alea::cgt {

struct LargeHeapOnset {
  long long a = 0, b = 0;
  bool temperature_grows = false;  // Theorem 1.1: the ratio lies in (1/phi, phi)
  long long law_from = 0;          // t and m equal Theorem 1.1's formulas
  long long shape_from = 0;        // t(n+1) - t(n) is 1 (grows) or 0 (stays) from here on
  long long same_as_little_john_from = 0;  // Robin Hood's thermograph equals Little John's
  long long little_john_law_from = 0;      // Little John's t and m equal the formulas
  long long stops_differ = 0;      // heap sizes n <= max_n where RH and LJ stops differ (Thm 8.1)
};

// Ordered by a, then b. Runs the two thermograph tables in step (parallel within a heap size).
std::vector<LargeHeapOnset> large_heap_onsets(long long max_n, long long max_a, long long max_b);

}  // namespace alea::cgt
