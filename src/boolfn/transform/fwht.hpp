#pragma once
// The fast Walsh-Hadamard transform in place: a[S] <- sum_x a[x] chi_S(x) over the 2^n points,
// with the module's bit order (bit i-1 of x set iff x_i = +1, so chi_{i}(x) = +1 on set bits
// and the butterfly is (lo, hi) -> (hi + lo, hi - lo)). Levels below 2^15 run inside
// cache-sized blocks, the rest sixteen at a time (four levels per pass over memory), blocks and
// columns in parallel; Ctrl-C is polled between chunks. Exact for integer T when
// max|a| * 2^n fits T.
#include <cstdint>
#include <vector>

namespace alea::boolfn {

void fwht(std::vector<double>& a, int n);
void fwht(std::vector<std::int32_t>& a, int n);
void fwht(std::vector<std::int64_t>& a, int n);
void fwht(std::vector<__int128>& a, int n);

}  // namespace alea::boolfn
