#pragma once
// One Walsh-Hadamard transform of a +-1 function, in 32-bit integers in place (W(S) = 2^n
// fhat(S) = sum_x f(x) chi_S(x), |W| <= 2^n < 2^31 for n <= 30: 4 bytes a point, n = 24 in 64 MiB),
// and everything the spectral and cryptographic measures read off it in one more pass.
#include <cstdint>
#include <vector>

#include "boolfn/table/bit_table.hpp"

namespace alea::boolfn::measure {

struct WalshSummary {
  int n = 0;
  std::int64_t w_empty = 0;        // W(empty) = 2^n E[f]
  std::int64_t max_abs = 0;        // max_S |W(S)|
  bool flat = true;                // every |W(S)| equal (bent when n is even)
  int degree = 0;                  // max |S| with W(S) != 0
  int lowest_level = 0;            // min |S| >= 1 with W(S) != 0; n + 1 when there is none
  std::uint64_t support = 0;       // the union of the S with W(S) != 0: the relevant variables
  std::vector<unsigned __int128> level_squares;  // sum of W(S)^2 over |S| = k, k = 0..n
  double entropy_bits = 0;         // sum_S fhat(S)^2 log2(1 / fhat(S)^2)
};

// Memory guard first (4 * 2^n bytes); Ctrl-C between chunks.
WalshSummary walsh_summary(const Words& bits, int n);

}  // namespace alea::boolfn::measure
