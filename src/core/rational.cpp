#include "core/rational.hpp"

#include <cctype>
#include <cmath>
#include <cstdint>
#include <limits>
#include <utility>

#include "core/errors.hpp"
#include "core/interrupt.hpp"
#include "core/memory_guard.hpp"

namespace alea {
namespace {

bool all_digits(std::string_view s) {
  if (s.empty()) return false;
  for (char c : s)
    if (!std::isdigit(static_cast<unsigned char>(c))) return false;
  return true;
}

// Decimal digits as an integer, 18 at a time (each step one multiply-add on the growing value;
// digit by digit was quadratic with a large constant), polling Ctrl-C as it goes.
BigInt decimal(std::string_view digits) {
  BigInt n = 0;
  std::size_t i = 0, chunk = digits.size() % 18 ? digits.size() % 18 : 18;
  for (std::size_t steps = 0; i < digits.size(); i += chunk, chunk = 18) {
    std::uint64_t v = 0, scale = 1;
    for (char c : digits.substr(i, chunk)) v = v * 10 + std::uint64_t(c - '0'), scale *= 10;
    n = n * scale + v;
    if ((++steps & 255) == 0) check_interrupt();
  }
  return n;
}

std::string_view trim(std::string_view s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
  return s;
}

// An unsigned decimal "12", "0.25", "3." or ".5" as an exact rational.
Rational parse_decimal(std::string_view s, std::string_view whole) {
  auto dot = s.find('.');
  std::string_view ip = s.substr(0, dot), fp;
  if (dot != std::string_view::npos) fp = s.substr(dot + 1);
  if ((ip.empty() && fp.empty()) || (!ip.empty() && !all_digits(ip)) ||
      (!fp.empty() && !all_digits(fp)) || (dot != std::string_view::npos && ip.empty() && fp.empty()))
    throw InvalidArgument("malformed number '" + std::string(whole) + "'");
  BigInt n = decimal(std::string(ip) + std::string(fp));
  BigInt d = boost::multiprecision::pow(BigInt(10), static_cast<unsigned>(fp.size()));
  return Rational(n, d);
}

}  // namespace

Rational parse_rational(std::string_view text) {
  if (text.size() > kMaxRationalDigits)
    throw LimitExceeded("a number of " + std::to_string(text.size()) + " characters is over the limit of " +
                        std::to_string(kMaxRationalDigits) + " digits for one rational");
  std::string_view s = trim(text);
  bool negative = false;
  if (!s.empty() && (s.front() == '-' || s.front() == '+')) {
    negative = s.front() == '-';
    s.remove_prefix(1);
  }
  auto slash = s.find('/');
  Rational r = parse_decimal(trim(s.substr(0, slash)), text);
  if (slash != std::string_view::npos) {
    std::string_view den = trim(s.substr(slash + 1));
    if (!all_digits(den)) throw InvalidArgument("malformed number '" + std::string(text) + "'");
    BigInt d = decimal(den);
    if (d == 0) throw InvalidArgument("zero denominator in '" + std::string(text) + "'");
    r /= Rational(d);
  }
  return negative ? -r : r;
}

std::string to_string(const BigInt& n) { return n.str(); }

std::string to_string(const Rational& r) {
  if (r.denominator() == 1) return r.numerator().str();
  return r.numerator().str() + "/" + r.denominator().str();
}

Rational rational_from_double(double x) {
  if (!std::isfinite(x)) throw InvalidArgument("cannot convert a non-finite number to a rational");
  int exp = 0;
  double mant = std::frexp(x, &exp);  // x = mant * 2^exp, 0.5 <= |mant| < 1
  auto m = static_cast<std::int64_t>(std::ldexp(mant, 53));  // exact: 53 bits
  exp -= 53;
  BigInt n(m);
  if (exp >= 0) return Rational(n << exp);
  return Rational(n, BigInt(1) << -exp);
}

double to_double(const BigInt& n) { return to_double(Rational(n)); }

double to_double(const Rational& r) {
  const BigInt& num = r.numerator();
  if (num == 0) return 0.0;
  BigInt a = abs(num);
  const BigInt& b = r.denominator();
  // 2^(e-1) < a/b < 2^(e+1).
  long long e = static_cast<long long>(msb(a)) - static_cast<long long>(msb(b));
  double v;
  if (e <= -1022) {
    // Below 2^-1021 every double is a multiple of 2^-1074 (subnormals and the lowest binade):
    // round a/b to an integer count of that unit, once, ties to even. Letting the hardware round
    // to 53 bits and then ldexp round into the subnormal range would round twice.
    BigInt q, rem;
    divide_qr(BigInt(a << 1074), b, q, rem);
    int half = BigInt(rem << 1).compare(b);
    if (half > 0 || (half == 0 && bit_test(q, 0))) q += 1;
    v = std::ldexp(static_cast<double>(q.convert_to<std::uint64_t>()), -1074);  // q <= 2^53: exact
  } else {
    // Scale so the quotient q has 62 or 63 bits, fold the remainder into a sticky bit, and let
    // the hardware round the 64-bit q to 53 bits: the result is normal, so this is the only
    // rounding (ldexp is exact, or overflows to infinity as it should).
    long long shift = 62 - e;
    BigInt q, rem;
    if (shift >= 0)
      divide_qr(BigInt(a << shift), b, q, rem);
    else
      divide_qr(a, BigInt(b << -shift), q, rem);
    auto bits = q.convert_to<std::uint64_t>();
    if (rem != 0) bits |= 1;
    if (-shift > std::numeric_limits<int>::max()) v = std::numeric_limits<double>::infinity();
    else v = std::ldexp(static_cast<double>(bits), static_cast<int>(-shift));
  }
  return num < 0 ? -v : v;
}

Rational pow(const Rational& r, long long e) {
  if (r == 0) {
    if (e < 0) throw InvalidArgument("zero to a negative power");
    return e == 0 ? Rational(1) : Rational(0);
  }
  unsigned long long k = e < 0 ? 0ull - static_cast<unsigned long long>(e) : e;
  if (abs(r.numerator()) == r.denominator())  // +-1: no growth, any exponent
    return (r < 0 && k % 2 == 1) ? Rational(-1) : Rational(1);
  if (k > std::numeric_limits<unsigned>::max())
    throw LimitExceeded("exponent " + std::to_string(e) + " is too large");
  // The result has about k times as many bits as r: refuse what cannot be done in about a second.
  const std::uint64_t bits = bytes_for(msb(abs(r.numerator())) + msb(r.denominator()) + 2, k);
  if (bits > kMaxPowerBits)
    throw LimitExceeded("raising to the power " + std::to_string(e) + " would give about " + std::to_string(bits) +
                        " bits, over the limit of " + std::to_string(kMaxPowerBits) + " bits for one power");
  BigInt n = boost::multiprecision::pow(r.numerator(), static_cast<unsigned>(k));
  BigInt d = boost::multiprecision::pow(r.denominator(), static_cast<unsigned>(k));
  // Already in lowest terms. boost::rational<cpp_int> refuses a negative denominator (its
  // numeric_limits<cpp_int>::max() is 0), so the sign moves to the numerator first.
  if (e < 0) std::swap(n, d);
  if (d < 0) {
    n = -n;
    d = -d;
  }
  Rational result;
  result.assign(n, d);
  return result;
}

BigInt floor(const Rational& r) {
  BigInt q, rem;
  divide_qr(r.numerator(), r.denominator(), q, rem);  // truncates toward zero
  if (rem < 0) q -= 1;
  return q;
}

BigInt ceil(const Rational& r) { return -floor(-r); }

bool fits_int64(const BigInt& n) {
  return n >= std::numeric_limits<std::int64_t>::min() &&
         n <= std::numeric_limits<std::int64_t>::max();
}

std::uint64_t bit_size(const Rational& r) {
  return (r.numerator() == 0 ? 0 : msb(abs(r.numerator()))) + msb(r.denominator()) + 2;
}

void check_operand_size(const Rational& r) {
  if (const std::uint64_t bits = bit_size(r); bits > kMaxOperandBits)
    throw LimitExceeded("a rational of about " + std::to_string(bits) + " bits is over the limit of " +
                        std::to_string(kMaxOperandBits) + " bits for one operation");
}

}  // namespace alea
