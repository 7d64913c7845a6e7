#include "boolfn/table/truth_table.hpp"

#include <algorithm>
#include <cmath>
#include <string>

#include "core/errors.hpp"
#include "core/memory_guard.hpp"
#include "core/number.hpp"

namespace alea::boolfn {
namespace {

std::int64_t checked_numerator(const BigInt& v) {
  if (v > max_numerator || v < -max_numerator)
    throw LimitExceeded("a numerator of " + std::to_string(msb(abs(v)) + 1) + " bits; tables keep 62-bit numerators");
  return static_cast<std::int64_t>(v);
}

}  // namespace

TruthTable TruthTable::boolean(int n, std::vector<std::uint64_t> bits) {
  TruthTable t;
  t.n_ = n;
  t.boolean_ = true;
  t.bits_ = std::move(bits);
  if (n < 6) t.bits_[0] &= (std::uint64_t(1) << (std::uint64_t(1) << n)) - 1;
  return t;
}

TruthTable TruthTable::numeric(int n, std::vector<std::int64_t> numerators, BigInt denominator, bool rounded) {
  if (denominator <= 0) throw InvalidArgument("table denominator must be positive");
  TruthTable t;
  t.n_ = n;
  t.boolean_ = false;
  t.rounded_ = rounded;
  t.num_ = std::move(numerators);
  t.den_ = std::move(denominator);
  t.den_double_ = to_double(t.den_);
  t.max_abs_ = 0;
  for (auto v : t.num_) {
    if (v > max_numerator || v < -max_numerator) checked_numerator(BigInt(v));
    t.max_abs_ = std::max(t.max_abs_, v < 0 ? -v : v);
  }
  return t;
}

std::uint64_t TruthTable::bytes(int n, bool boolean) {
  return boolean ? bytes_for(words_for(n), 8) : bytes_for(std::uint64_t(1) << n, 8);
}

bool TruthTable::operator==(const TruthTable& o) const {
  if (n_ != o.n_ || rounded_ != o.rounded_) return false;
  for (std::uint64_t x = 0; x < size(); ++x)
    if (Rational(BigInt(numerator(x)), den_) != Rational(BigInt(o.numerator(x)), o.den_)) return false;
  return true;
}

TableBuilder::TableBuilder(int n, std::string role) : n_(n), role_(std::move(role)) {
  require_memory(TruthTable::bytes(n, true), "the truth table of " + std::to_string(n) + " variables");
  bits_.assign(words_for(n), 0);
}

void TableBuilder::to_numeric() {
  std::uint64_t size = std::uint64_t(1) << n_;
  require_memory(bytes_plus(TruthTable::bytes(n_, false), TruthTable::bytes(n_, true)),
                 "the payoff table of " + std::to_string(n_) + " variables");
  num_.resize(size);
  for (std::uint64_t x = 0; x < size; ++x) num_[x] = ((bits_[x >> 6] >> (x & 63)) & 1) ? 1 : -1;
  max_abs_ = 1;
  boolean_ = false;
}

void TableBuilder::to_doubles() {
  std::uint64_t size = std::uint64_t(1) << n_;
  require_memory(bytes_plus(TruthTable::bytes(n_, false), bytes_for(size, sizeof(double))),
                 "the payoff table of " + std::to_string(n_) + " variables");
  const double den = to_double(den_);
  doubles_.resize(size);
  for (std::uint64_t x = 0; x < size; ++x) doubles_[x] = double(num_[x]) / den;
  num_.clear();
  num_.shrink_to_fit();
}

bool TableBuilder::fits(const BigInt& factor) const { return BigInt(max_abs_) * factor <= max_numerator; }

void TableBuilder::set(std::uint64_t x, const Rational& v) {
  if (boolean_) {
    if (v == 1) {
      bits_[x >> 6] |= std::uint64_t(1) << (x & 63);
      return;
    }
    if (v == -1) {
      bits_[x >> 6] &= ~(std::uint64_t(1) << (x & 63));
      return;
    }
    to_numeric();
  }
  if (doubles_.empty()) {
    const BigInt& q = v.denominator();
    BigInt factor = den_ % q == 0 ? BigInt(1) : q / boost::multiprecision::gcd(den_, q);
    BigInt num = v.numerator() * (den_ * factor / q);
    if (fits(factor) && num <= max_numerator && num >= -max_numerator) {
      if (factor != 1) {
        for (auto& u : num_) u = static_cast<std::int64_t>(u * factor);
        max_abs_ = static_cast<std::int64_t>(max_abs_ * factor);
        den_ *= factor;
      }
      num_[x] = static_cast<std::int64_t>(num);
      max_abs_ = std::max<std::int64_t>(max_abs_, num_[x] < 0 ? -num_[x] : num_[x]);
      return;
    }
    to_doubles();
  }
  doubles_[x] = to_double(v);
}

TruthTable TableBuilder::finish() {
  if (boolean_) return TruthTable::boolean(n_, std::move(bits_));
  bits_.clear();
  bits_.shrink_to_fit();
  if (doubles_.empty()) return TruthTable::numeric(n_, std::move(num_), den_);
  // Rounded: numerators of at most 61 bits over 2^k, k as large as the largest |payoff| allows.
  double top = 0;
  for (double d : doubles_) top = std::max(top, std::fabs(d));
  int e = 0;
  std::frexp(top, &e);  // top < 2^e
  if (e > 61)
    throw InvalidArgument(role_, "payoffs must be below 2^61 in absolute value (tables keep 62-bit numerators), "
                                 "got " + show(top));
  const int k = 61 - e;
  std::vector<std::int64_t> num(doubles_.size());
  for (std::size_t x = 0; x < doubles_.size(); ++x) num[x] = std::llround(std::ldexp(doubles_[x], k));
  doubles_.clear();
  return TruthTable::numeric(n_, std::move(num), BigInt(1) << k, true);
}

}  // namespace alea::boolfn
