#include "boolfn/table/truth_table.hpp"

#include <algorithm>
#include <string>

#include "core/errors.hpp"
#include "core/memory_guard.hpp"

namespace alea::boolfn {
namespace {

std::int64_t checked_numerator(const BigInt& v) {
  if (v > max_numerator || v < -max_numerator)
    throw LimitExceeded("payoff " + to_string(v) +
                        " over the common denominator needs more than 62 bits; exact tables keep "
                        "64-bit numerators");
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

TruthTable TruthTable::numeric(int n, std::vector<std::int64_t> numerators, BigInt denominator) {
  if (denominator <= 0) throw InvalidArgument("table denominator must be positive");
  TruthTable t;
  t.n_ = n;
  t.boolean_ = false;
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
  if (n_ != o.n_) return false;
  for (std::uint64_t x = 0; x < size(); ++x)
    if (Rational(BigInt(numerator(x)), den_) != Rational(BigInt(o.numerator(x)), o.den_)) return false;
  return true;
}

TableBuilder::TableBuilder(int n) : n_(n) {
  require_memory(TruthTable::bytes(n, true), "the truth table of " + std::to_string(n) + " variables");
  bits_.assign(words_for(n), 0);
}

void TableBuilder::to_numeric() {
  std::uint64_t size = std::uint64_t(1) << n_;
  require_memory(TruthTable::bytes(n_, false) + TruthTable::bytes(n_, true),
                 "the payoff table of " + std::to_string(n_) + " variables");
  num_.resize(size);
  for (std::uint64_t x = 0; x < size; ++x) num_[x] = ((bits_[x >> 6] >> (x & 63)) & 1) ? 1 : -1;
  boolean_ = false;
}

void TableBuilder::rescale(const BigInt& factor) {
  for (auto& v : num_)
    if (v != 0) v = checked_numerator(BigInt(v) * factor);
}

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
  const BigInt& q = v.denominator();
  if (den_ % q != 0) {
    BigInt g = boost::multiprecision::gcd(den_, q);
    BigInt factor = q / g;
    rescale(factor);
    den_ *= factor;
  }
  num_[x] = checked_numerator(v.numerator() * (den_ / q));
}

TruthTable TableBuilder::finish() {
  if (boolean_) return TruthTable::boolean(n_, std::move(bits_));
  bits_.clear();
  bits_.shrink_to_fit();
  return TruthTable::numeric(n_, std::move(num_), den_);
}

}  // namespace alea::boolfn
