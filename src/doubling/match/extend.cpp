#include "doubling/match/extend.hpp"

#include <cmath>

#include "core/errors.hpp"
#include "core/rational.hpp"

namespace alea::doubling {
namespace {

// A nonnegative real known to lie in [lo, hi] * 2^-kBits. Every operation rounds lo down and hi
// up, so the true value stays inside whatever the rounding.
constexpr unsigned kBits = 256;

struct Interval {
  BigInt lo, hi;
};

BigInt floor_div(const BigInt& a, const BigInt& b) { return a / b; }  // a, b >= 0
BigInt ceil_div(const BigInt& a, const BigInt& b) { return (a + b - 1) / b; }

Interval ratio(const BigInt& p, const BigInt& q) {
  const BigInt scaled = p << kBits;
  return {floor_div(scaled, q), ceil_div(scaled, q)};
}

Interval mul(const Interval& x, const Interval& y) {
  const BigInt one = BigInt(1) << kBits;
  return {(x.lo * y.lo) >> kBits, ceil_div(x.hi * y.hi, one)};
}

Interval div(const Interval& x, const Interval& y) {  // y.lo > 0
  return {floor_div(x.lo << kBits, y.hi), ceil_div(x.hi << kBits, y.lo)};
}

// x * num / den for positive integers num, den.
Interval scale(const Interval& x, long long num, long long den) {
  return {floor_div(x.lo * num, BigInt(den)), ceil_div(x.hi * num, BigInt(den))};
}

Interval sqrt(const Interval& x) {
  // sqrt(v 2^-k) = sqrt(v 2^k) 2^-k; isqrt rounds down, so one more bounds from above.
  const BigInt lo = x.lo << kBits, hi = x.hi << kBits;
  return {boost::multiprecision::sqrt(lo), boost::multiprecision::sqrt(hi) + 1};
}

// pi to 100 decimals: pi lies in [D, D + 1] / 10^100.
Interval pi() {
  static const BigInt digits(
      "31415926535897932384626433832795028841971693993751058209749445923078164062862089986280348253421170679");
  const BigInt ten100 = boost::multiprecision::pow(BigInt(10), 100);
  return {floor_div(digits << kBits, ten100), ceil_div((digits + 1) << kBits, ten100)};
}

// erf(x) = 2/sqrt(pi) sum_k (-1)^k x^(2k+1) / (k! (2k+1)). The terms are monotone in x >= 0, so
// the sums of the even and odd terms are bracketed from x's bracket; once the terms decrease, the
// alternating remainder is at most the first term left out.
Interval erf_bracket(const Interval& x) {
  const Interval x2 = mul(x, x);
  const BigInt one = BigInt(1) << kBits;
  Interval term = x;  // x^(2k+1) / k!, before the division by 2k+1
  BigInt even_lo = 0, even_hi = 0, odd_lo = 0, odd_hi = 0;
  const BigInt tiny = BigInt(1) << 8;  // stop when a term is below 2^(8-kBits)
  for (long long k = 0;; ++k) {
    const Interval t = scale(term, 1, 2 * k + 1);
    if (k % 2 == 0) even_lo += t.lo, even_hi += t.hi;
    else odd_lo += t.lo, odd_hi += t.hi;
    term = scale(mul(term, x2), 1, k + 1);
    const Interval next = scale(term, 1, 2 * k + 3);
    // The terms decrease from here on when x^2 (2k+3) < (k+2)(2k+5), which holds once k + 2 > x^2.
    const bool decreasing = x2.hi < one * (k + 2);
    if (decreasing && next.hi < tiny) {
      const Interval sum{even_lo - odd_hi - next.hi, even_hi - odd_lo + next.hi};
      const Interval s{sum.lo < 0 ? BigInt(0) : sum.lo, sum.hi};
      const Interval two_over_root_pi = div(ratio(2, 1), sqrt(pi()));
      return mul(two_over_root_pi, s);
    }
    if (k > 10000) throw InvalidArgument("", "erf: argument too large for the series");
  }
}

// The bracket [lo, hi] 2^-kBits, or its complement 1 - x, as the nearest double to its middle
// and the distance to the farther end (rounded up).
Estimate to_estimate(const Interval& x, bool complement) {
  const BigInt one = BigInt(1) << kBits;
  Rational lo(x.lo, one), hi(x.hi, one);
  if (complement) {
    const Rational l = Rational(1) - hi, h = Rational(1) - lo;
    lo = l, hi = h;
  }
  const double value = to_double((lo + hi) / 2);
  const Rational v = rational_from_double(value);
  const Rational err = std::max(v - lo, hi - v);
  return {value, to_double(err) * (1 + 1e-12) + 1e-300};
}

// Montgomery's per-score standard deviation, in hundredths.
long long deviation_hundredths(long long k) {
  static const long long table[] = {124, 127, 147, 150, 160, 161, 166, 168, 170, 172};
  return k > 10 ? 177 : table[k - 1];
}

// R = 2 sigma^2 = (s(a)^2 + s(b)^2)(a + b) as p / 10^4.
BigInt two_sigma_squared_e4(long long a, long long b) {
  const long long sa = deviation_hundredths(a), sb = deviation_hundredths(b);
  return BigInt(sa * sa + sb * sb) * (a + b);
}

const Interval& erf_upper_limit() {  // erf(6 / sqrt 2) = erf(3 sqrt 2)
  static const Interval v = erf_bracket(sqrt(ratio(18, 1)));
  return v;
}

// Far past any match: a + b and 100 (a - b) stay well inside 64 bits.
constexpr long long kMaxAway = 1000000000;

void check_aways(long long a, long long b) {
  for (auto [role, k] : {std::pair{"a", a}, {"b", b}}) {
    if (k < 1) throw InvalidArgument(role, "a player needs at least 1 point, got " + std::to_string(k));
    if (k > kMaxAway) throw InvalidArgument(role, "at most " + std::to_string(kMaxAway) + " points, got " + std::to_string(k));
  }
}

}  // namespace

Estimate certified_erf(long long p, long long q) {
  if (p < 0 || q <= 0 || p > 5 * q) throw InvalidArgument("x", "certified_erf takes x = p/q in [0, 5]");
  return to_estimate(erf_bracket(ratio(p, q)), false);
}

Estimate normal_model_equity(long long a, long long b) {
  check_aways(a, b);
  // The player needing more (hi) has the area; the other its complement.
  const long long hi = std::max(a, b), lo = std::min(a, b), d = hi - lo;
  const BigInt r = two_sigma_squared_e4(hi, lo);  // R * 10^4
  // 6 sigma > d  <=>  36 sigma^2 > d^2  <=>  18 R > d^2.
  if (!(BigInt(18) * r > BigInt(d) * d * 10000)) return a >= b ? Estimate{0.0, 0.0} : Estimate{1.0, 0.0};
  // t = d / sqrt(R) = 100 d / sqrt(R 10^4).
  const Interval t = div(ratio(100 * d, 1), sqrt(ratio(r, 1)));
  const Interval lower = d == 0 ? Interval{0, 0} : erf_bracket(t);
  const Interval& upper = erf_upper_limit();
  // (erf(3 sqrt 2) - erf(t)) / 2, rounded outward.
  const BigInt low = upper.lo - lower.hi, high = upper.hi - lower.lo;
  const Interval area{(low < 0 ? BigInt(0) : low) / 2, (high + 1) / 2};
  return to_estimate(area, a < b);
}

double normal_model_equity_fast(long long a, long long b) {
  check_aways(a, b);
  if (a < b) return 1 - normal_model_equity_fast(b, a);
  const double sa = deviation_hundredths(a) / 100.0, sb = deviation_hundredths(b) / 100.0;
  const double sigma = std::sqrt(sa * sa + sb * sb) * std::sqrt((a + b) / 2.0), d = static_cast<double>(a - b);
  if (!(6 * sigma > d)) return 0;
  return (std::erf(6 / std::sqrt(2.0)) - std::erf(d / (sigma * std::sqrt(2.0)))) / 2;
}

}  // namespace alea::doubling
