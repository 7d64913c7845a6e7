#pragma once
// The values of f on all 2^n points. Point x is the index whose bit i-1 is set exactly when
// x_i = +1 (Blue owns variable i): index 0 is all -1, index 2^n - 1 all +1. A +-1-valued
// function is kept as one bit per point (bit set <=> f(x) = +1), so n = 30 costs 128 MiB;
// other payoffs as 64-bit numerators over one common positive denominator, exact. Payoffs whose
// exact values need more than 62 bits over their common denominator (0.1 beside 200: the float
// rule takes 0.1 as its 55-bit binary value) are rounded to 62 bits relative to the largest
// |payoff| over a power of 2; the table says so (rounded()) and the module then computes in
// floating point (docs/guide.md, "Floats").
#include <cstdint>
#include <string>
#include <vector>

#include "core/rational.hpp"

namespace alea::boolfn {

// The largest |numerator| kept: differences f(x+i) - f(x-i) then still fit 64 bits.
constexpr std::int64_t max_numerator = (std::int64_t(1) << 62) - 1;

class TruthTable {
 public:
  TruthTable() = default;
  static TruthTable boolean(int n, std::vector<std::uint64_t> bits);
  static TruthTable numeric(int n, std::vector<std::int64_t> numerators, BigInt denominator, bool rounded = false);

  int n() const { return n_; }
  std::uint64_t size() const { return std::uint64_t(1) << n_; }
  bool is_boolean() const { return boolean_; }
  bool rounded() const { return rounded_; }  // the values are not exact (see above)

  // f(x) = numerator(x) / denominator(); +-1 for a Boolean table.
  std::int64_t numerator(std::uint64_t x) const {
    return boolean_ ? (plus(x) ? 1 : -1) : num_[x];
  }
  bool plus(std::uint64_t x) const { return (bits_[x >> 6] >> (x & 63)) & 1; }
  const BigInt& denominator() const { return den_; }
  std::int64_t max_abs() const { return max_abs_; }
  Rational value(std::uint64_t x) const { return Rational(BigInt(numerator(x)), den_); }
  double value_double(std::uint64_t x) const { return double(numerator(x)) / den_double_; }
  double denominator_double() const { return den_double_; }

  const std::vector<std::uint64_t>& bits() const { return bits_; }  // Boolean tables
  const std::vector<std::int64_t>& numerators() const { return num_; }  // numeric tables

  // Bytes a table of n variables takes.
  static std::uint64_t bytes(int n, bool boolean);
  std::uint64_t bytes() const { return bytes(n_, boolean_); }

  bool operator==(const TruthTable& o) const;

 private:
  int n_ = 0;
  bool boolean_ = true;
  bool rounded_ = false;
  std::vector<std::uint64_t> bits_;
  std::vector<std::int64_t> num_;
  BigInt den_ = 1;
  double den_double_ = 1;
  std::int64_t max_abs_ = 1;
};

// Words of a bit table of n variables (at least one).
inline std::uint64_t words_for(int n) { return n >= 6 ? (std::uint64_t(1) << (n - 6)) : 1; }

// Builds a table one exact value at a time (from a callback or an array): Boolean bits while
// every value is +-1, numerators over the least common denominator once one is not, doubles
// once the numerators pass 62 bits (rounded at the end). `role` names the input in the one
// refusal: a payoff of 2^61 or more in absolute value, which no 62-bit numerator holds.
class TableBuilder {
 public:
  explicit TableBuilder(int n, std::string role = "f");
  void set(std::uint64_t x, const Rational& v);
  TruthTable finish();

 private:
  void to_numeric();
  void to_doubles();
  bool fits(const BigInt& factor) const;  // every numerator times factor within 62 bits
  int n_;
  std::string role_;
  bool boolean_ = true;
  std::vector<std::uint64_t> bits_;
  std::vector<std::int64_t> num_;
  std::vector<double> doubles_;  // once rounding is needed
  BigInt den_ = 1;
  std::int64_t max_abs_ = 0;
};

}  // namespace alea::boolfn
