#include "doubling/alternating.hpp"

#include "core/errors.hpp"
#include "core/interrupt.hpp"
#include "core/progress.hpp"
#include "doubling/scalar.hpp"

namespace alea::doubling {

Rational alternating_point(long long n) {
  check_count(n, "n", "the number of raises n");
  if (n > kMaxClosedFormRaises)
    throw InvalidArgument("n", "at most " + std::to_string(kMaxClosedFormRaises) + " raises (4^n has 2n bits), got " +
                                   std::to_string(n));
  Rational tail = Rational(1, 5) / pow(Rational(4), n);
  return n % 2 == 0 ? alternating_limit() + tail : alternating_limit() - tail;
}

Rational alternating_point_recursive(long long n) {
  check_count(n, "n", "the number of raises n");
  if (n > kMaxRecursionRaises)
    throw InvalidArgument("n", "the recursion takes at most " + std::to_string(kMaxRecursionRaises) +
                                   " raises (its steps grow with n; the closed form goes to " +
                                   std::to_string(kMaxClosedFormRaises) + "), got " + std::to_string(n));
  Rational alpha = 1;
  Progress bar("alternating recursion", static_cast<std::uint64_t>(n));  // steps grow with k: the ETA is low
  for (long long k = 1; k <= n; ++k) {
    if (k % 64 == 0) check_interrupt(), bar.advance(64);
    alpha = Rational(1) - alpha / Rational(4);
  }
  return alpha;
}

}  // namespace alea::doubling
