// Fluet 5's two-valued game. Exact: every sum is over the Binomial(t, p) terms written on one
// denominator, p = alpha/d and 1 - p = beta/d, so each term is an integer got from the previous
// one by a multiply and an exact division by small numbers — no gcd, no rational per term, memory
// for one term, Ctrl-C between terms (t = 10^6 tokens finish). Floats: the terms grow from the
// mode by their ratios and are normalized by their sum, which keeps every term to a few ulps
// (lgamma-based terms lost 1e-9 at t = 10^6).
#include "alloc/two_value.hpp"

#include <cmath>
#include <vector>

#include "alloc/limits.hpp"
#include "core/errors.hpp"
#include "core/number.hpp"
#include "core/interrupt.hpp"
#include "core/memory_guard.hpp"
#include "core/rational.hpp"

namespace alea::alloc::two_value {
namespace {

template <class S>
void check_p(const S& p) {
  if (!(p > S(0)) || !(p < S(1))) throw InvalidArgument("p", "p must lie strictly between 0 and 1");
}

// The formulas' sums have t terms.
void check_t(std::int64_t t, const char* role) { check_tokens(t, kMaxFormulaTokens, role); }

// --- exact ------------------------------------------------------------------------------------

// p = alpha / d, 1 - p = beta / d, integers.
struct Split {
  BigInt alpha, beta, d;
  explicit Split(const Rational& p) : alpha(p.numerator()), beta(p.denominator() - p.numerator()), d(p.denominator()) {}
};

// The largest term has about t log2(d) bits: refuse what would not fit, up front.
void require_terms(const Split& s, std::int64_t t) {
  const std::uint64_t bits = bytes_for(static_cast<std::uint64_t>(msb(s.d) + 1), static_cast<std::uint64_t>(t) + 1);
  require_memory(bytes_for(bits / 8 + 64, 8), "the exact binomial terms for t = " + std::to_string(t));
}

// Calls f(i, N(i)) for i = 0..t with N(i) = C(t,i) alpha^i beta^(t-i), the numerator of
// P(Binomial(t, p) = i) over d^t, until f returns false.
template <class F>
void for_each_binomial_numerator(const Split& s, std::int64_t t, F&& f) {
  require_terms(s, t);
  BigInt n = boost::multiprecision::pow(s.beta, static_cast<unsigned>(t));
  for (std::int64_t i = 0;; ++i) {
    if (!f(i, static_cast<const BigInt&>(n)) || i == t) return;
    if ((i & 63) == 0) check_interrupt();
    n = n * (t - i) * s.alpha / (BigInt(i + 1) * s.beta);  // exact: N(i+1) is an integer
  }
}

// The smallest x with P(Binomial(t, p) <= x) >= level.
std::int64_t percentile(const Rational& p, std::int64_t t, const Rational& level) {
  const Split s(p);
  const BigInt scale = boost::multiprecision::pow(s.d, static_cast<unsigned>(t));  // d^t
  const BigInt goal = level.numerator() * scale;  // cdf >= level  <=>  level.den * sum N >= level.num * d^t
  BigInt sum = 0;
  std::int64_t found = t;
  for_each_binomial_numerator(s, t, [&](std::int64_t i, const BigInt& n) {
    sum += n;
    if (sum * level.denominator() >= goal) return found = i, false;
    return true;
  });
  return found;
}

// x (a/b)^x sum_{k=x}^{t-1} C(k,x) b^k with a = alpha/d, b = beta/d, over d^(t-1): the terms
// T(k) = C(k,x) beta^(k-x) d^(t-1-k) are integers, T(k+1) = T(k) (k+1) beta / ((k+1-x) d).
Rational tail_term(const BigInt& alpha, const BigInt& beta, const BigInt& d, std::int64_t x, std::int64_t t) {
  if (x == 0 || x >= t) return Rational(0);
  BigInt term = boost::multiprecision::pow(d, static_cast<unsigned>(t - 1 - x)), sum = 0;
  for (std::int64_t k = x; k < t; ++k) {
    sum += term;
    if ((k & 63) == 0) check_interrupt();
    if (k + 1 < t) term = term * (k + 1) * beta / (BigInt(k + 1 - x) * d);
  }
  const BigInt scale = boost::multiprecision::pow(d, static_cast<unsigned>(t - 1));
  return Rational(BigInt(x) * boost::multiprecision::pow(alpha, static_cast<unsigned>(x)) * sum, scale);
}

// --- floats -----------------------------------------------------------------------------------

// A sum of many terms of very different sizes, compensated (Kahan).
struct Sum {
  long double value = 0, carry = 0;
  void add(long double v) {
    const long double y = v - carry, s = value + y;
    carry = (s - value) - y, value = s;
  }
};

// The Binomial(t, p) pmf: from the mode outward by the ratios b(i+1)/b(i) = (t-i)/(i+1) p/q in
// long double (the terms that matter lie a few sqrt(t) steps from the mode, each step two
// roundings), then divided by the sum of what it computed (1 up to rounding and underflow).
std::vector<long double> binomial_pmf(double p, std::int64_t t) {
  require_memory(bytes_for(static_cast<std::uint64_t>(t) + 1, sizeof(long double)), "the binomial terms");
  std::vector<long double> b(static_cast<std::size_t>(t) + 1, 0.0L);
  const std::int64_t m = std::min(static_cast<std::int64_t>(std::floor((static_cast<double>(t) + 1) * p)), t);
  const long double odds = static_cast<long double>(p) / (1 - static_cast<long double>(p));
  b[static_cast<std::size_t>(m)] = 1;
  for (std::int64_t i = m; i < t && b[i] > 1e-4000L; ++i) b[i + 1] = b[i] * ((long double)(t - i) / (i + 1)) * odds;
  for (std::int64_t i = m; i > 0 && b[i] > 1e-4000L; --i) b[i - 1] = b[i] * ((long double)i / (t - i + 1)) / odds;
  Sum sum;
  for (long double v : b) sum.add(v);
  for (long double& v : b) v /= sum.value;
  return b;
}

std::int64_t percentile(double p, std::int64_t t, double level) {
  auto b = binomial_pmf(p, t);
  long double cdf = 0;
  for (std::int64_t x = 0; x < t; ++x) {
    cdf += b[static_cast<std::size_t>(x)];
    if (cdf >= level) return x;
  }
  return t;
}

double tail_term(double a, double b, std::int64_t x, std::int64_t t) {
  if (x == 0) return 0;
  // x (a/b)^x sum_k C(k,x) b^k = x a^x sum_k C(k,x) b^(k-x), each term in logs (C(k,x) b^(k-x)
  // overflows and underflows long before the sum does).
  double sum = 0;
  for (std::int64_t k = x; k < t; ++k) {
    if ((k & 4095) == 0) check_interrupt();
    sum += std::exp(std::lgamma(double(k) + 1) - std::lgamma(double(x) + 1) - std::lgamma(double(k - x) + 1) +
                    double(k - x) * std::log(b) + double(x) * std::log(a));
  }
  return double(x) * sum;
}

double finite(double v, double p) {
  if (!std::isfinite(v))
    throw LimitExceeded("the formula overflows in doubles for p = " + show(p) +
                        "; give p as a rat for its exact value");
  return v;
}

}  // namespace

std::int64_t minimal(const Rational& p, std::int64_t t) {
  check_p(p), check_t(t, "t");
  return percentile(p, t, p);
}

std::int64_t minimal(double p, std::int64_t t) {
  check_p(p), check_t(t, "t");
  return percentile(p, t, p);
}

std::int64_t emperor(const Rational& p, std::int64_t t) {
  check_p(p), check_t(t, "t");
  return percentile(p, t, Rational(1, 2));
}

std::int64_t emperor(double p, std::int64_t t) {
  check_p(p), check_t(t, "t");
  return percentile(p, t, 0.5);
}

Rational expected_time_first(const Rational& p, std::int64_t x1, std::int64_t x2) {
  check_p(p), check_t(x1, "x1"), check_t(x2, "x2"), check_t(x1 + x2, "x2");
  const Split s(p);
  require_terms(s, x1 + x2);
  const std::int64_t t = x1 + x2;
  return Rational(x1) / p - tail_term(s.alpha, s.beta, s.d, x1, t) + Rational(x2) / (Rational(1) - p) -
         tail_term(s.beta, s.alpha, s.d, x2, t);
}

double expected_time_first(double p, std::int64_t x1, std::int64_t x2) {
  check_p(p), check_t(x1, "x1"), check_t(x2, "x2"), check_t(x1 + x2, "x2");
  const double p1 = p, p2 = 1 - p;
  const std::int64_t t = x1 + x2;
  return finite(double(x1) / p1 - tail_term(p1, p2, x1, t) + double(x2) / p2 - tail_term(p2, p1, x2, t), p);
}

Rational expected_time_second(const Rational& p, std::int64_t x1, std::int64_t x2) {
  check_p(p), check_t(x1, "x1"), check_t(x2, "x2"), check_t(x1 + x2, "x2");
  // t + sum_{i<x1} (x1-i) b_i / p1 + sum_{i>x1} (i-x1) b_i / p2 with b_i = N(i) / d^t:
  // = t + (A / alpha + B / beta) / d^(t-1), A and B integer sums of the N(i).
  const Split s(p);
  const std::int64_t t = x1 + x2;
  BigInt A = 0, B = 0;
  for_each_binomial_numerator(s, t, [&](std::int64_t i, const BigInt& n) {
    if (i < x1) A += BigInt(x1 - i) * n;
    if (i > x1) B += BigInt(i - x1) * n;
    return true;
  });
  const BigInt scale = t > 0 ? BigInt(boost::multiprecision::pow(s.d, static_cast<unsigned>(t - 1))) : BigInt(1);
  const Rational sums = t > 0 ? Rational(A * s.beta + B * s.alpha, s.alpha * s.beta * scale) : Rational(0);
  return Rational(t) + (t > 0 ? sums : Rational(0));
}

double expected_time_second(double p, std::int64_t x1, std::int64_t x2) {
  check_p(p), check_t(x1, "x1"), check_t(x2, "x2"), check_t(x1 + x2, "x2");
  const double p1 = p, p2 = 1 - p;
  const std::int64_t t = x1 + x2;
  const auto b = binomial_pmf(p1, t);
  Sum e;
  for (std::int64_t i = 0; i < x1; ++i) e.add((long double)(x1 - i) * b[static_cast<std::size_t>(i)] / p1);
  for (std::int64_t i = x1 + 1; i <= t; ++i) e.add((long double)(i - x1) * b[static_cast<std::size_t>(i)] / p2);
  return finite(static_cast<double>(t + e.value), p);
}

std::int64_t minimal(const Number& p, std::int64_t t) {
  return p.is_exact() ? minimal(*p.exact, t) : minimal(p.value, t);
}

std::int64_t emperor(const Number& p, std::int64_t t) {
  return p.is_exact() ? emperor(*p.exact, t) : emperor(p.value, t);
}

Quantity expected_time(const Number& p, std::int64_t x1, std::int64_t x2, int formula) {
  if (formula != 1 && formula != 2) throw InvalidArgument("formula", "expected 1 or 2, got " + std::to_string(formula));
  if (p.is_exact())
    return Quantity::of(formula == 1 ? expected_time_first(*p.exact, x1, x2) : expected_time_second(*p.exact, x1, x2));
  return Quantity::approximate(formula == 1 ? expected_time_first(p.value, x1, x2)
                                            : expected_time_second(p.value, x1, x2));
}

}  // namespace alea::alloc::two_value
