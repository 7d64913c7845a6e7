#include "boolfn/coin.hpp"

#include <cmath>

#include "core/errors.hpp"
#include "core/mode.hpp"

namespace alea::boolfn {

Coin Coin::of(const Number& p) {
  Coin c;
  if (p.exact) {
    if (*p.exact < 0 || *p.exact > 1)
      throw InvalidArgument("p", "p must be in [0, 1], got " + to_string(*p.exact));
    c.p_ = Number::of(*p.exact);
    const BigInt& num = p.exact->numerator();
    const BigInt& den = p.exact->denominator();
    if (den < (BigInt(1) << 31)) {
      c.a_ = static_cast<std::int64_t>(num);
      c.b_ = static_cast<std::int64_t>(den);
    } else {
      c.a_ = c.b_ = 0;
    }
    return c;
  }
  if (!(p.value >= 0 && p.value <= 1))
    throw InvalidArgument("p", "p must be in [0, 1], got " + p.to_string());
  c.p_ = Number::of(p.value);
  c.a_ = c.b_ = 0;
  return c;
}

Coin Coin::resolve(const Number& p, std::optional<bool> exact, bool values_exact) {
  if (exact == true && !values_exact) throw InvalidArgument("exact", kRoundedPayoffs);
  bool use_exact = resolve_exact(exact, p.is_exact() && values_exact);
  return of(use_exact ? p.as_exact() : Number::of(p.value));
}

Rational weigh_exact(const std::vector<BigInt>& h, const Rational& p) {
  int m = int(h.size()) - 1;
  // Horner in t = p / (1-p) would divide by zero at p = 1: expand with integers instead.
  const BigInt& a = p.numerator();
  const BigInt& b = p.denominator();
  BigInt q = b - a;
  std::vector<BigInt> qpow(m + 1);
  if (m >= 0) qpow[0] = 1;
  for (int c = 1; c <= m; ++c) qpow[c] = qpow[c - 1] * q;
  BigInt sum = 0, apow = 1;
  for (int c = 0; c <= m; ++c) {
    if (h[c] != 0) sum += h[c] * apow * qpow[m - c];
    apow *= a;
  }
  BigInt den = 1;
  for (int c = 0; c < m; ++c) den *= b;
  return Rational(sum, den);
}

double weigh_double(const std::vector<BigInt>& h, double p) {
  int m = int(h.size()) - 1;
  double sum = 0;
  for (int c = 0; c <= m; ++c)
    if (h[c] != 0) sum += to_double(h[c]) * std::pow(p, c) * std::pow(1 - p, m - c);
  return sum;
}

Number weigh(const std::vector<BigInt>& h, const Coin& coin) {
  if (coin.exact()) return Number::of(weigh_exact(h, coin.p()));
  return Number::of(weigh_double(h, coin.p_double()));
}

BigInt binomial(int n, int k) {
  if (k < 0 || k > n) return 0;
  BigInt r = 1;
  for (int j = 1; j <= k; ++j) r = r * (n - k + j) / j;
  return r;
}

}  // namespace alea::boolfn
