#include "alloc/two_value.hpp"

#include <cmath>
#include <vector>

#include "alloc/limits.hpp"
#include "core/errors.hpp"
#include "core/interrupt.hpp"
#include "core/rational.hpp"

namespace alea::alloc::two_value {
namespace {

template <class S>
void check_p(const S& p) {
  if (!(p > S(0)) || !(p < S(1))) throw InvalidArgument("p", "p must lie strictly between 0 and 1");
}

// The formulas' sums have t terms.
void check_t(std::int64_t t, const char* role) { check_tokens(t, kMaxFormulaTokens, role); }

// The Binomial(t, p) pmf. Exactly, by the ratio b(i+1)/b(i) = (t-i)/(i+1) * p/(1-p); in
// doubles through logs, since (1-p)^t underflows long before t = 1200 (Figure 9).
std::vector<Rational> binomial_pmf(const Rational& p, std::int64_t t) {
  std::vector<Rational> b(static_cast<std::size_t>(t) + 1);
  b[0] = pow(Rational(1) - p, t);
  for (std::int64_t i = 0; i < t; ++i) {
    if ((i & 255) == 0) check_interrupt();
    b[i + 1] = b[i] * Rational(t - i, i + 1) * p / (Rational(1) - p);
  }
  return b;
}

std::vector<double> binomial_pmf(double p, std::int64_t t) {
  std::vector<double> b(static_cast<std::size_t>(t) + 1);
  const double lt = std::lgamma(static_cast<double>(t) + 1);
  for (std::int64_t i = 0; i <= t; ++i)
    b[i] = std::exp(lt - std::lgamma(static_cast<double>(i) + 1) -
                    std::lgamma(static_cast<double>(t - i) + 1) + static_cast<double>(i) * std::log(p) +
                    static_cast<double>(t - i) * std::log1p(-p));
  return b;
}

// The smallest x with P(Binomial(t, p) <= x) >= level.
template <class S>
std::int64_t percentile(const S& p, std::int64_t t, const S& level) {
  auto b = binomial_pmf(p, t);
  S cdf(0);
  for (std::int64_t x = 0; x < t; ++x) {
    cdf += b[static_cast<std::size_t>(x)];
    if (cdf >= level) return x;
  }
  return t;
}

template <class S>
S power(const S& base, std::int64_t e) {
  S r(1);
  for (std::int64_t k = 0; k < e; ++k) r *= base;
  return r;
}

// x (a/b)^x sum_{k=x}^{t-1} C(k,x) b^k, the correction term of the first formula.
template <class S>
S tail_term(const S& a, const S& b, std::int64_t x, std::int64_t t) {
  if (x == 0) return S(0);
  S sum(0), c(1), bk = power(b, x);  // C(x, x) b^x
  for (std::int64_t k = x; k < t; ++k) {
    sum += c * bk;
    c = c * S(k + 1) / S(k + 1 - x);
    bk *= b;
  }
  return S(x) * power(a / b, x) * sum;
}

}  // namespace

template <class S>
std::int64_t minimal(const S& p, std::int64_t t) {
  check_p(p), check_t(t, "t");
  return percentile(p, t, p);
}

template <class S>
std::int64_t emperor(const S& p, std::int64_t t) {
  check_p(p), check_t(t, "t");
  return percentile(p, t, S(1) / S(2));
}

template <class S>
S expected_time_first(const S& p, std::int64_t x1, std::int64_t x2) {
  check_p(p), check_t(x1, "x1"), check_t(x2, "x2"), check_t(x1 + x2, "x2");
  const S p1 = p, p2 = S(1) - p;
  const std::int64_t t = x1 + x2;
  return S(x1) / p1 - tail_term(p1, p2, x1, t) + S(x2) / p2 - tail_term(p2, p1, x2, t);
}

template <class S>
S expected_time_second(const S& p, std::int64_t x1, std::int64_t x2) {
  check_p(p), check_t(x1, "x1"), check_t(x2, "x2"), check_t(x1 + x2, "x2");
  const S p1 = p, p2 = S(1) - p;
  const std::int64_t t = x1 + x2;
  // term(i) = C(t,i) p1^i p2^(t-i), the Binomial(t, p1) pmf; the sums divide by p1 or p2.
  auto b = binomial_pmf(p1, t);
  S e(t);
  for (std::int64_t i = 0; i < x1; ++i) e += S(x1 - i) * b[static_cast<std::size_t>(i)] / p1;
  for (std::int64_t i = x1 + 1; i <= t; ++i) e += S(i - x1) * b[static_cast<std::size_t>(i)] / p2;
  return e;
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

#define ALEA_TWO_VALUE(S)                                                 \
  template std::int64_t minimal<S>(const S&, std::int64_t);               \
  template std::int64_t emperor<S>(const S&, std::int64_t);               \
  template S expected_time_first<S>(const S&, std::int64_t, std::int64_t); \
  template S expected_time_second<S>(const S&, std::int64_t, std::int64_t);
ALEA_TWO_VALUE(Rational)
ALEA_TWO_VALUE(double)
#undef ALEA_TWO_VALUE

}  // namespace alea::alloc::two_value
