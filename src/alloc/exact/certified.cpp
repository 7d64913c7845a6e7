// Certified long doubles: exact conversion of the probabilities and the underflow guard.
#include "alloc/exact/certified.hpp"

#include <cmath>

#include "alloc/exact/independent.hpp"
#include "alloc/exact/original.hpp"
#include "alloc/exact/solitaire.hpp"
#include "core/errors.hpp"

namespace alea::alloc {
namespace {

// n as a long double when that is exact: |n| below 2^digits of the long double mantissa (and
// below 2^64, for the conversion through unsigned long long).
std::optional<long double> exactly(const BigInt& n) {
  const BigInt a = n < 0 ? BigInt(-n) : n;
  constexpr unsigned bits = std::min(std::numeric_limits<long double>::digits, 64);
  if (a != 0 && boost::multiprecision::msb(a) >= bits) return std::nullopt;
  const long double m = static_cast<long double>(static_cast<unsigned long long>(a));
  return n < 0 ? -m : m;
}

}  // namespace

std::optional<std::vector<Certified>> certified_probabilities(const std::vector<Rational>& p) {
  std::vector<Certified> r;
  for (const auto& q : p) {
    auto n = exactly(q.numerator()), d = exactly(q.denominator());
    if (!n || !d) return std::nullopt;
    r.emplace_back(*n / *d, *n == 0 ? 0 : 1);
  }
  return r;
}

bool no_underflow(const std::vector<Certified>& p, std::int64_t depth) {
  long double pmin = 1;
  for (const auto& c : p)
    if (c.v > 0) pmin = std::min(pmin, c.v);
  const long double smallest = std::log(std::numeric_limits<long double>::min());
  return 2.0L * static_cast<long double>(depth + 2) * std::log(pmin) > smallest;
}

std::optional<int> certified_sign(const std::vector<Rational>& p, const Counts& x, const Counts& y, Rules rules) {
  const auto c = certified_probabilities(p);
  if (!c) return std::nullopt;
  std::int64_t depth = 0;
  for (std::size_t i = 0; i < x.size(); ++i) depth += x[i] + y[i];
  if (!no_underflow(*c, depth)) return std::nullopt;
  Wdl<Certified> w;
  try {
    w = rules == Rules::original ? exact::wdl_original(*c, x, y) : exact::wdl_independent(*c, x, y);
  } catch (const LimitExceeded&) {
    return std::nullopt;
  }
  const long double gap = w.win.v - w.loss.v, err = w.win.error() + w.loss.error();
  if (!(std::abs(gap) > err * (1 + 1e-6L))) return std::nullopt;  // (1 + 1e-6): the rounding of gap
  return gap > 0 ? 1 : -1;
}

}  // namespace alea::alloc
