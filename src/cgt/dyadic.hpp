#pragma once
// Dyadic rationals m/2^k of any size: the numbers of short games, the stops, means and
// temperatures, and every coordinate of a thermograph. Most values met in practice fit in 63
// bits, so they are kept as one machine integer and an exponent; only values that do not fit
// fall back to an arbitrary-precision numerator. The representation is canonical (m odd unless
// k = 0, small whenever it fits), so equality is structural and hashing is cheap.
#include <compare>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "core/rational.hpp"

namespace alea::cgt {

class Dyadic {
 public:
  Dyadic() = default;
  Dyadic(long long n) : n_(n) { if (n < -kSmall || n > kSmall) *this = from_parts(BigInt(n), 0); }  // NOLINT
  Dyadic(int n) : Dyadic(static_cast<long long>(n)) {}                                              // NOLINT

  // num / 2^exp, reduced.
  static Dyadic from_parts(const BigInt& num, std::uint64_t exp);
  // The rational as a dyadic, or nothing when its denominator is not a power of two.
  static std::optional<Dyadic> from_rational(const Rational& r);
  // "3/2", "-7", "0.375", "-1/1024": throws InvalidArgument (role "text") for anything that is
  // not a dyadic rational.
  static Dyadic parse(std::string_view text);

  Rational to_rational() const;
  double to_double() const;
  BigInt numerator() const;               // m, odd unless the value is an integer
  std::uint64_t exponent() const { return k_; }  // k: the denominator is 2^k
  bool is_integer() const { return k_ == 0; }
  bool is_zero() const { return !big_ && n_ == 0; }
  int sign() const;
  // The integer value when it is an integer that fits in 64 bits.
  std::optional<long long> to_int64() const;

  Dyadic operator-() const;
  Dyadic operator+(const Dyadic& y) const;
  Dyadic operator-(const Dyadic& y) const { return *this + (-y); }
  Dyadic& operator+=(const Dyadic& y) { return *this = *this + y; }
  Dyadic& operator-=(const Dyadic& y) { return *this = *this - y; }
  Dyadic half() const;        // x / 2
  Dyadic twice() const;       // 2x
  Dyadic floor() const;
  Dyadic ceil() const;
  // 2^-k (k >= 0): the step between neighbouring dyadics of exponent k.
  static Dyadic unit(std::uint64_t k);

  std::strong_ordering operator<=>(const Dyadic& y) const;
  bool operator==(const Dyadic& y) const;

  std::size_t hash() const;
  // CGSuite's form: "3/2", "-1/4", "5".
  std::string to_string() const;

 private:
  static constexpr long long kSmall = (1LL << 62);
  std::int64_t n_ = 0;                   // numerator when small
  std::uint64_t k_ = 0;                  // exponent of the denominator
  std::shared_ptr<const BigInt> big_;    // numerator when it does not fit in n_
};

// x * k for an integer k.
Dyadic operator*(const Dyadic& x, long long k);

inline Dyadic max(const Dyadic& a, const Dyadic& b) { return a < b ? b : a; }
inline Dyadic min(const Dyadic& a, const Dyadic& b) { return b < a ? b : a; }

// The simplest dyadic strictly between lo and hi (lo < hi); either bound may be absent
// (no options on that side). Both absent gives 0.
Dyadic simplest_between(const std::optional<Dyadic>& lo, const std::optional<Dyadic>& hi);

struct DyadicHash {
  std::size_t operator()(const Dyadic& d) const { return d.hash(); }
};

}  // namespace alea::cgt
