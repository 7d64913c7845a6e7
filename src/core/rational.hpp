#pragma once
// Exact numbers: boost::rational over arbitrary-precision integers, and the conversions every
// module needs (parsing, printing, exact from double, correctly rounded to double).
#include <boost/multiprecision/cpp_int.hpp>
#include <boost/rational.hpp>
#include <string>
#include <string_view>

namespace alea {
using BigInt = boost::multiprecision::cpp_int;
using Rational = boost::rational<BigInt>;
}  // namespace alea

// Boost 1.74's mixed rational/integer comparisons recurse forever under C++20's rewritten
// operator candidates (r == 0 calls itself). These exact-match overloads are chosen first.
namespace boost {
#define ALEA_RATIONAL_CMP(OP)                                                                  \
  inline bool operator OP(const alea::Rational& a, long long b) { return a OP alea::Rational(b); } \
  inline bool operator OP(long long a, const alea::Rational& b) { return alea::Rational(a) OP b; } \
  inline bool operator OP(const alea::Rational& a, int b) { return a OP alea::Rational(b); }       \
  inline bool operator OP(int a, const alea::Rational& b) { return alea::Rational(a) OP b; }
ALEA_RATIONAL_CMP(==)
ALEA_RATIONAL_CMP(!=)
ALEA_RATIONAL_CMP(<)
ALEA_RATIONAL_CMP(>)
ALEA_RATIONAL_CMP(<=)
ALEA_RATIONAL_CMP(>=)
#undef ALEA_RATIONAL_CMP
}  // namespace boost

namespace alea {


// Sizes past which one exact operation could keep Ctrl-C waiting (cpp_int's gcd and
// conversions are quadratic: about half a second at the operand limit, docs/guide.md "Limits").
constexpr std::size_t kMaxRationalDigits = 100000;       // characters of one parsed rational
constexpr std::uint64_t kMaxPowerBits = 1ull << 19;      // bits of one r^e
constexpr std::uint64_t kMaxOperandBits = 1ull << 17;    // bits of an operand of Lua's rat arithmetic

// "5/9", "-12", "3", "0.25", "-1.5/7"; throws InvalidArgument on anything else, LimitExceeded
// past kMaxRationalDigits characters.
Rational parse_rational(std::string_view text);

// The bits of numerator and denominator together.
std::uint64_t bit_size(const Rational& r);
// Throws LimitExceeded past kMaxOperandBits.
void check_operand_size(const Rational& r);

// "5/9", "3", "-1/2".
std::string to_string(const Rational& r);
std::string to_string(const BigInt& n);

// The exact binary value of a finite double; throws InvalidArgument for NaN or infinity.
Rational rational_from_double(double x);

// The double nearest to r (ties to even; overflow gives +-inf, underflow 0).
double to_double(const Rational& r);
double to_double(const BigInt& n);

// r^e for an integer e; throws InvalidArgument for 0^negative and LimitExceeded when the
// result would pass kMaxPowerBits.
Rational pow(const Rational& r, long long e);

BigInt floor(const Rational& r);
BigInt ceil(const Rational& r);

// True when n fits a signed 64-bit integer (a Lua integer).
bool fits_int64(const BigInt& n);

}  // namespace alea
