#include "boolfn/fourier.hpp"

#include <bit>
#include <cmath>

#include "boolfn/influence.hpp"
#include "boolfn/read_once.hpp"
#include "boolfn/table/wide.hpp"
#include "boolfn/transform/fwht.hpp"
#include "core/errors.hpp"
#include "core/interrupt.hpp"
#include "core/memory_guard.hpp"
#include "core/mode.hpp"

namespace alea::boolfn {
namespace {

// log2 of a bound, rounded up (0 for 0 or 1).
int bits_of(std::uint64_t v) { return v <= 1 ? 0 : 64 - std::countl_zero(v - 1); }

}  // namespace

Rational FourierTable::coefficient(std::uint64_t s) const { return Rational(to_big(numerator(s)), den_); }

double FourierTable::value(std::uint64_t s) const { return double(numerator(s)) / to_double(den_); }

FourierTable fourier_table(const BooleanFunction& f) {
  const TruthTable& t = f.table();
  int n = t.n();
  FourierTable out;
  out.n_ = n;
  out.den_ = t.denominator() << n;
  bool narrow = bits_of(std::uint64_t(t.max_abs()) + 1) + n <= 62;
  std::uint64_t size = t.size();
  require_memory(bytes_for(size, narrow ? 8 : 16), "the Fourier table of " + std::to_string(n) + " variables");
  if (narrow) {
    out.narrow_.resize(size);
    for (std::uint64_t x = 0; x < size; ++x) out.narrow_[x] = t.numerator(x);
    fwht(out.narrow_, n);
  } else {
    out.wide_.resize(size);
    for (std::uint64_t x = 0; x < size; ++x) out.wide_[x] = t.numerator(x);
    fwht(out.wide_, n);
  }
  return out;
}

std::vector<double> fourier_table_float(const BooleanFunction& f) {
  const TruthTable& t = f.table();
  int n = t.n();
  std::uint64_t size = t.size();
  require_memory(bytes_for(size, 8), "the Fourier table of " + std::to_string(n) + " variables");
  std::vector<double> a(size);
  double scale = 1.0 / (t.denominator_double() * std::ldexp(1.0, n));
  for (std::uint64_t x = 0; x < size; ++x) a[x] = double(t.numerator(x));
  fwht(a, n);
  for (auto& v : a) v *= scale;
  return a;
}

Spectrum spectrum(const BooleanFunction& f, std::optional<bool> exact) {
  Spectrum s;
  if (exact == true && !f.exact_values()) throw InvalidArgument("exact", kRoundedPayoffs);
  if (resolve_exact(exact, f.exact_values()))
    s.exact = fourier_table(f);
  else
    s.floats = fourier_table_float(f);
  return s;
}

std::uint64_t subset_mask(int n, const std::vector<int>& S, const char* role) {
  check_table_n(n);  // masks are table indices: at most 40 variables
  std::uint64_t m = 0;
  for (int i : S) {
    if (i < 1 || i > n) throw InvalidArgument(role, "variable " + std::to_string(i) + " is not in 1.." + std::to_string(n));
    std::uint64_t bit = std::uint64_t(1) << (i - 1);
    if (m & bit) throw InvalidArgument(role, "variable " + std::to_string(i) + " appears twice");
    m |= bit;
  }
  return m;
}

Rational fourier_coefficient(const BooleanFunction& f, const std::vector<int>& S) {
  if (through_formula(f) && S.size() <= 1) {  // E[f] and fhat(i) = E[D_i f] through the formula
    if (S.empty()) return *expectation(f).exact;
    if (S[0] < 1 || S[0] > f.n())
      throw InvalidArgument("S", "variable " + std::to_string(S[0]) + " is not in 1.." + std::to_string(f.n()));
    return *expected_derivative(f, S[0]).exact;
  }
  std::uint64_t s = subset_mask(f.n(), S);
  const TruthTable& t = f.table();
  int n = t.n();
  __int128 sum = 0;
  if (t.is_boolean()) {
    // sum f chi_S = 2 sum_{f = +1} chi_S - sum chi_S; chi_S(x) = (-1)^|S minus x|
    std::uint64_t low = s & 63, high = s >> 6, plus_pattern = 0;
    for (std::uint64_t p = 0; p < 64; ++p)
      if (std::popcount(low & ~p) % 2 == 0) plus_pattern |= std::uint64_t(1) << p;
    const auto& bits = t.bits();
    for (std::size_t j = 0; j < bits.size(); ++j) {
      __int128 c = std::popcount(bits[j] & plus_pattern) - std::popcount(bits[j] & ~plus_pattern);
      sum += (std::popcount(high & ~std::uint64_t(j)) % 2 == 0) ? c : -c;
      if ((j & 65535) == 0) check_interrupt();
    }
    sum *= 2;
    if (s == 0) sum -= __int128(1) << n;
  } else {
    const auto& num = t.numerators();
    for (std::size_t x = 0; x < num.size(); ++x) {
      sum += (std::popcount(s & ~std::uint64_t(x)) % 2 == 0) ? num[x] : -num[x];
      if ((x & 65535) == 0) check_interrupt();
    }
  }
  return Rational(to_big(sum), t.denominator() << n);
}

BiasedCoefficient fourier_coefficient_p(const BooleanFunction& f, const std::vector<int>& S, const Coin& coin) {
  std::uint64_t s = subset_mask(f.n(), S);
  double pd = coin.p_double();
  if (!(pd > 0 && pd < 1)) throw InvalidArgument("p", "p-biased coefficients need 0 < p < 1");
  const TruthTable& t = f.table();
  int n = t.n(), k = std::popcount(s);
  // h[a][c]: sum of num(x) over x with a of S's variables at +1 and weight c
  std::vector<std::vector<__int128>> h(k + 1, std::vector<__int128>(n + 1, 0));
  for (std::uint64_t x = 0; x < t.size(); ++x) {
    h[std::popcount(x & s)][std::popcount(x)] += t.numerator(x);
    if ((x & 65535) == 0) check_interrupt();
  }
  BiasedCoefficient out;
  if (coin.exact()) {
    // g = E_p[f prod (x_i - mu)] with x_i - mu = 2(1-p) at +1, -2p at -1
    const Rational& p = coin.p();
    Rational g = 0;
    for (int a = 0; a <= k; ++a) {
      std::vector<BigInt> hb;
      for (auto v : h[a]) hb.push_back(to_big(v));
      Rational factor = alea::pow(2 * (1 - p), a) * alea::pow(-2 * p, k - a);
      g += factor * weigh_exact(hb, p);
    }
    g /= Rational(t.denominator());
    out.sign = g > 0 ? 1 : g < 0 ? -1 : 0;
    out.square = g * g / alea::pow(4 * p * (1 - p), k);
    out.value = out.sign * std::sqrt(to_double(out.square));
    return out;
  }
  double g = 0;
  for (int a = 0; a <= k; ++a) {
    std::vector<BigInt> hb;
    for (auto v : h[a]) hb.push_back(to_big(v));
    g += std::pow(2 * (1 - pd), a) * std::pow(-2 * pd, k - a) * weigh_double(hb, pd);
  }
  g /= t.denominator_double();
  out.sign = g > 0 ? 1 : g < 0 ? -1 : 0;
  out.value = g / std::pow(2 * std::sqrt(pd * (1 - pd)), k);
  return out;
}

namespace {

// sqrt(r) when r is the square of a rational.
std::optional<Rational> rational_sqrt(const Rational& r) {
  if (r < 0) return std::nullopt;
  BigInt a = boost::multiprecision::sqrt(r.numerator()), b = boost::multiprecision::sqrt(r.denominator());
  if (a * a != r.numerator() || b * b != r.denominator()) return std::nullopt;
  return Rational(a, b);
}

}  // namespace

Coefficient fourier_coefficient(const BooleanFunction& f, const std::vector<int>& S, const Coin& coin) {
  Coefficient c;
  if (coin.uniform()) {
    Rational v = fourier_coefficient(f, S);
    c.value = Quantity::of(v);
    c.square = v * v;
    return c;
  }
  BiasedCoefficient b = fourier_coefficient_p(f, S, coin);
  c.value = Quantity::approximate(b.value);
  if (!coin.exact()) return c;
  c.square = b.square;
  if (auto root = rational_sqrt(b.square)) c.value = Quantity::of(b.sign < 0 ? -*root : *root);
  return c;
}

int degree(const BooleanFunction& f) {
  FourierTable ft = fourier_table(f);
  int d = 0;
  for (std::uint64_t s = 0; s < ft.size(); ++s)
    if (ft.numerator(s) != 0) d = std::max(d, std::popcount(s));
  return d;
}

std::vector<Rational> spectral_weights(const BooleanFunction& f) {
  FourierTable ft = fourier_table(f);
  int n = ft.n();
  std::vector<WideSum> w(n + 1);
  std::vector<BigInt> big(n + 1, 0);
  for (std::uint64_t s = 0; s < ft.size(); ++s) {
    __int128 v = ft.numerator(s);
    unsigned __int128 a = v < 0 ? -v : v;
    if ((a >> 64) == 0)
      w[std::popcount(s)].add(a * a);
    else
      big[std::popcount(s)] += to_big(a) * to_big(a);
  }
  std::vector<Rational> out;
  BigInt den2 = ft.denominator() * ft.denominator();
  for (int k = 0; k <= n; ++k) out.push_back(Rational(w[k].value() + big[k], den2));
  return out;
}

namespace {

Number stability_float(const TruthTable& t, double rho, double p) {
  int n = t.n();
  std::vector<double> g(t.size());
  for (std::uint64_t x = 0; x < t.size(); ++x) g[x] = t.value_double(x);
  std::vector<double> f = g;
  // (T g)(x) = E[g(y) | x], coordinate by coordinate
  for (int i = 0; i < n; ++i) {
    std::uint64_t bit = std::uint64_t(1) << i;
    for (std::uint64_t x = 0; x < t.size(); ++x) {
      if (x & bit) continue;
      double lo = g[x], hi = g[x | bit];
      g[x | bit] = (rho + (1 - rho) * p) * hi + (1 - rho) * (1 - p) * lo;
      g[x] = (1 - rho) * p * hi + (rho + (1 - rho) * (1 - p)) * lo;
    }
    check_interrupt();
  }
  std::vector<double> w(n + 1);
  for (int c = 0; c <= n; ++c) w[c] = std::pow(p, c) * std::pow(1 - p, n - c);
  double sum = 0;
  for (std::uint64_t x = 0; x < t.size(); ++x) sum += w[std::popcount(x)] * f[x] * g[x];
  return Number::of(sum);
}

}  // namespace

Quantity noise_stability(const BooleanFunction& f, const Number& rho, const Number& p, std::optional<bool> exact) {
  if (exact == true && !f.exact_values()) throw InvalidArgument("exact", kRoundedPayoffs);
  bool use_exact = resolve_exact(exact, rho.is_exact() && p.is_exact() && f.exact_values());
  return noise_stability(f, use_exact ? rho.as_exact() : Number::of(rho.value), Coin::resolve(p, use_exact));
}

Quantity noise_stability(const BooleanFunction& f, const Number& rho, const Coin& coin) {
  double r = rho.exact ? to_double(*rho.exact) : rho.value;
  if (!(r >= -1 && r <= 1)) throw InvalidArgument("rho", "rho must be in [-1, 1], got " + rho.to_string());
  const TruthTable& t = f.table();
  if (rho.exact && coin.uniform()) {
    auto w = spectral_weights(f);
    Rational sum = 0, power = 1;
    for (const auto& wk : w) {
      sum += power * wk;
      power *= *rho.exact;
    }
    return Quantity::of(sum);
  }
  if (!(rho.exact && coin.exact())) {
    require_memory(bytes_for(t.size(), 16), "the noise operator table");
    return to_quantity(stability_float(t, r, coin.p_double()));
  }
  // exact p-biased: integer noise operator scaled by (b s) per coordinate
  const Rational& pr = coin.p();
  const Rational& rr = *rho.exact;
  int n = t.n();
  BigInt a = pr.numerator(), b = pr.denominator(), rn = rr.numerator(), s = rr.denominator();
  BigInt cpp = rn * b + (s - rn) * a, cpm = (s - rn) * (b - a), cmp = (s - rn) * a, cmm = rn * b + (s - rn) * (b - a);
  require_memory(bytes_for(t.size(), 80), "the exact noise operator table");
  std::vector<BigInt> g(t.size());
  for (std::uint64_t x = 0; x < t.size(); ++x) g[x] = t.numerator(x);
  for (int i = 0; i < n; ++i) {
    std::uint64_t bit = std::uint64_t(1) << i;
    for (std::uint64_t x = 0; x < t.size(); ++x) {
      if (x & bit) continue;
      BigInt lo = g[x], hi = g[x | bit];
      g[x | bit] = cpp * hi + cpm * lo;
      g[x] = cmp * hi + cmm * lo;
    }
    check_interrupt();
  }
  std::vector<BigInt> h(n + 1, 0);
  for (std::uint64_t x = 0; x < t.size(); ++x) h[std::popcount(x)] += g[x] * t.numerator(x);
  BigInt scale = t.denominator() * t.denominator();
  for (int i = 0; i < n; ++i) scale *= b * s;
  return Quantity::of(weigh_exact(h, pr) / Rational(scale));
}

}  // namespace alea::boolfn
