#include "cgt/robin_hood/pingala.hpp"

#include <algorithm>
#include <limits>

#include "core/errors.hpp"

namespace alea::cgt {

MpSequence mp_sequence(long long a, long long b) {
  if (a < 1) throw InvalidArgument("a", "wealths must be >= 1, got " + std::to_string(a));
  if (b < 1) throw InvalidArgument("b", "wealths must be >= 1, got " + std::to_string(b));
  // Walk back from (min, max): while the earliest pair (x, y) has x < y it cannot be the start
  // (p_0 >= p_1), so the term before it is y - x, positive.
  std::vector<long long> rev{std::max(a, b), std::min(a, b)};
  while (rev.back() < rev[rev.size() - 2]) rev.push_back(rev[rev.size() - 2] - rev.back());
  MpSequence s;
  s.terms.assign(rev.rbegin(), rev.rend());
  s.k = s.terms.size() - 2;
  return s;
}

bool ratio_below_golden(long long a, long long b) {
  __int128 M = std::max(a, b), m = std::min(a, b);
  return M * M - M * m - m * m < 0;
}

LargeHeapLaw large_heap_law(long long a, long long b) {
  MpSequence s = mp_sequence(a, b);
  // In dyadics: wealths near 2^63 must not overflow.
  const Dyadic M(std::max(a, b)), m(std::min(a, b)), g(s.terms.front());
  const Dyadic sign(a >= b ? 1 : -1);
  LargeHeapLaw law;
  law.g = s.terms.front();
  law.temperature_grows = ratio_below_golden(a, b);
  if (law.temperature_grows) {
    law.temperature_slope = Dyadic(1);
    law.temperature_offset = -(M + m.twice() - g).half();
    law.mean_slope = Dyadic(0);
    law.mean_offset = a >= b ? (M - g).half() : -(M - g).half();
  } else {
    law.temperature_slope = Dyadic(0);
    law.temperature_offset = M - g;
    law.mean_slope = sign;
    law.mean_offset = a >= b ? -(M + m - g) : M + m - g;
  }
  return law;
}

Stops large_heap_stops(long long n, long long a, long long b) {
  if (a < 1) throw InvalidArgument("a", "wealths must be >= 1, got " + std::to_string(a));
  if (b < 1) throw InvalidArgument("b", "wealths must be >= 1, got " + std::to_string(b));
  // Below a + b - 1 the formula is not the stops (234 wrong answers for a, b <= 7: issue 31).
  const __int128 least = static_cast<__int128>(a) + b - 1;
  if (n < least)
    throw InvalidArgument("n", "the large-heap formula holds for n >= a + b - 1" +
                                   (least <= std::numeric_limits<long long>::max() ? " = " + std::to_string(static_cast<long long>(least)) : "") +
                                   ", got " + std::to_string(n) + " (a smaller heap's stops are those of its game)");
  if (a < b) {
    Stops s = large_heap_stops(n, b, a);
    return {-s.right, -s.left};
  }
  MpSequence s = mp_sequence(a, b);
  const Dyadic war = Dyadic(a) + Dyadic(b) - Dyadic(s.terms.front());
  const bool left_survives = s.k % 2 == 1;
  return {Dyadic(n) - Dyadic(b), left_survives ? Dyadic(n) - war : war - Dyadic(n)};
}

}  // namespace alea::cgt
