#include "cgt/dyadic.hpp"

#include <bit>
#include <functional>

#include "core/errors.hpp"

namespace alea::cgt {
namespace {

using i128 = __int128;

// Number of trailing zero bits of a nonzero big integer.
std::uint64_t trailing_zeros(const BigInt& m) {
  return boost::multiprecision::lsb(boost::multiprecision::abs(m));
}

bool fits_small(const BigInt& m, long long bound) { return m >= -bound && m <= bound; }

}  // namespace

Dyadic Dyadic::from_parts(const BigInt& num, std::uint64_t exp) {
  Dyadic d;
  if (num == 0) return d;
  BigInt m = num;
  std::uint64_t k = exp;
  if (k > 0) {
    std::uint64_t z = std::min<std::uint64_t>(trailing_zeros(m), k);
    if (z > 0) {
      m >>= static_cast<unsigned>(z);  // exact: the low z bits are zero (sign kept)
      k -= z;
    }
  }
  d.k_ = k;
  if (fits_small(m, kSmall)) {
    d.n_ = static_cast<std::int64_t>(m);
  } else {
    d.big_ = std::make_shared<const BigInt>(std::move(m));
  }
  return d;
}

std::optional<Dyadic> Dyadic::from_rational(const Rational& r) {
  const BigInt& den = r.denominator();
  if (den <= 0) return std::nullopt;
  std::uint64_t k = boost::multiprecision::lsb(den);
  if ((den >> static_cast<unsigned>(k)) != 1) return std::nullopt;
  return from_parts(r.numerator(), k);
}

Dyadic Dyadic::parse(std::string_view text) {
  Rational r;
  try {
    r = parse_rational(text);
  } catch (const InvalidArgument& e) {
    throw InvalidArgument("text", e.what());
  }
  auto d = from_rational(r);
  if (!d) throw InvalidArgument("text", "'" + std::string(text) + "' is not a dyadic rational (its denominator is not a power of 2)");
  return *d;
}

BigInt Dyadic::numerator() const { return big_ ? *big_ : BigInt(n_); }

Rational Dyadic::to_rational() const {
  BigInt den = BigInt(1) << static_cast<unsigned>(k_);
  return Rational(numerator(), den);
}

double Dyadic::to_double() const {
  if (!big_ && k_ < 1000) return std::ldexp(static_cast<double>(n_), -static_cast<int>(k_));
  return alea::to_double(to_rational());
}

int Dyadic::sign() const {
  if (big_) return *big_ < 0 ? -1 : 1;
  return (n_ > 0) - (n_ < 0);
}

std::optional<long long> Dyadic::to_int64() const {
  if (k_ != 0 || big_) return std::nullopt;
  return n_;
}

Dyadic Dyadic::operator-() const {
  Dyadic d = *this;
  if (big_) return from_parts(-*big_, k_);
  d.n_ = -n_;
  return d;
}

Dyadic Dyadic::operator+(const Dyadic& y) const {
  if (!big_ && !y.big_) {
    std::uint64_t k = std::max(k_, y.k_);
    std::uint64_t d1 = k - k_, d2 = k - y.k_;
    if (d1 <= 62 && d2 <= 62) {
      i128 s = (static_cast<i128>(n_) << d1) + (static_cast<i128>(y.n_) << d2);
      if (s == 0) return Dyadic();
      while (k > 0 && (s & 1) == 0) {
        s >>= 1;
        --k;
      }
      if (s >= -static_cast<i128>(kSmall) && s <= static_cast<i128>(kSmall)) {
        Dyadic r;
        r.n_ = static_cast<std::int64_t>(s);
        r.k_ = k;
        return r;
      }
    }
  }
  std::uint64_t k = std::max(k_, y.k_);
  BigInt a = numerator() << static_cast<unsigned>(k - k_);
  BigInt b = y.numerator() << static_cast<unsigned>(k - y.k_);
  return from_parts(a + b, k);
}

Dyadic Dyadic::half() const {
  if (is_zero()) return *this;
  Dyadic d = *this;
  if (!big_ && k_ == 0 && (n_ % 2) == 0) {
    d.n_ = n_ / 2;
    return d;
  }
  if (k_ == 0) return from_parts(numerator(), 1);
  d.k_ = k_ + 1;  // numerator stays odd
  return d;
}

Dyadic Dyadic::twice() const {
  if (is_zero()) return *this;
  if (k_ > 0) {
    Dyadic d = *this;
    d.k_ = k_ - 1;
    return d;
  }
  return from_parts(numerator() * 2, 0);
}

Dyadic Dyadic::floor() const {
  if (k_ == 0) return *this;
  BigInt m = numerator();
  // Arithmetic shift of a negative cpp_int rounds toward zero; adjust to the floor.
  BigInt q = boost::multiprecision::abs(m) >> static_cast<unsigned>(k_);
  if (m < 0) q = -q - 1;
  return from_parts(q, 0);
}

Dyadic Dyadic::ceil() const {
  if (k_ == 0) return *this;
  return -((-*this).floor());
}

Dyadic Dyadic::unit(std::uint64_t k) { return from_parts(BigInt(1), k); }

std::strong_ordering Dyadic::operator<=>(const Dyadic& y) const {
  if (!big_ && !y.big_) {
    if (k_ == y.k_) return n_ <=> y.n_;
    std::uint64_t k = std::max(k_, y.k_);
    std::uint64_t d1 = k - k_, d2 = k - y.k_;
    if (d1 <= 62 && d2 <= 62) {
      i128 a = static_cast<i128>(n_) << d1, b = static_cast<i128>(y.n_) << d2;
      return a < b ? std::strong_ordering::less : a > b ? std::strong_ordering::greater : std::strong_ordering::equal;
    }
  }
  int s = (*this - y).sign();
  return s < 0 ? std::strong_ordering::less : s > 0 ? std::strong_ordering::greater : std::strong_ordering::equal;
}

bool Dyadic::operator==(const Dyadic& y) const {
  if (k_ != y.k_) return false;
  if (!big_ && !y.big_) return n_ == y.n_;
  if (!big_ || !y.big_) return false;  // canonical: a value is big only when it does not fit
  return *big_ == *y.big_;
}

std::size_t Dyadic::hash() const {
  std::size_t h = std::hash<std::uint64_t>()(k_) * 0x9E3779B97F4A7C15ull;
  if (!big_) return h ^ std::hash<std::int64_t>()(n_);
  BigInt low = *big_ & BigInt(0xFFFFFFFFFFFFFFFFull);
  return h ^ std::hash<std::uint64_t>()(static_cast<std::uint64_t>(low)) ^ (*big_ < 0 ? 0x5bd1e995u : 0);
}

std::string Dyadic::to_string() const {
  if (k_ == 0) return big_ ? big_->str() : std::to_string(n_);
  std::string num = big_ ? big_->str() : std::to_string(n_);
  BigInt den = BigInt(1) << static_cast<unsigned>(k_);
  return num + "/" + den.str();
}

Dyadic operator*(const Dyadic& x, long long k) { return Dyadic::from_parts(x.numerator() * k, x.exponent()); }

Dyadic simplest_between(const std::optional<Dyadic>& lo, const std::optional<Dyadic>& hi) {
  if (!lo && !hi) return Dyadic();
  if (!lo) return hi->sign() > 0 ? Dyadic() : hi->ceil() - Dyadic(1);
  if (!hi) return lo->sign() < 0 ? Dyadic() : lo->floor() + Dyadic(1);
  if (*lo >= *hi) throw InvalidArgument("no number lies strictly between " + lo->to_string() + " and " + hi->to_string());
  if (lo->sign() < 0 && hi->sign() > 0) return Dyadic();
  if (lo->sign() >= 0) {
    Dyadic n = lo->floor() + Dyadic(1);
    if (n < *hi) return n;
  } else {
    Dyadic n = hi->ceil() - Dyadic(1);
    if (n > *lo) return n;
  }
  // No integer fits: the simplest is the dyadic of least exponent strictly inside.
  for (std::uint64_t k = 1;; ++k) {
    // lo * 2^k, then the least integer above it: the least multiple of 2^-k above lo.
    std::uint64_t e = lo->exponent();
    Dyadic scaled = e >= k ? Dyadic::from_parts(lo->numerator(), e - k)
                           : Dyadic::from_parts(lo->numerator() << static_cast<unsigned>(k - e), 0);
    Dyadic m = scaled.floor() + Dyadic(1);
    Dyadic candidate = Dyadic::from_parts(m.numerator(), k);
    if (candidate < *hi) return candidate;
  }
}

}  // namespace alea::cgt
