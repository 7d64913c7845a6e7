#pragma once
// The coin of a random-turn game: P(x_i = +1) = p = P(Blue moves), the same p as the product
// distribution mu_p of decision trees. Exact when p is a rational (then every result is a
// Rational), floating otherwise. Every p-biased sum in this module is a polynomial
// sum_c h_c p^c (1-p)^(m-c) over the Hamming weight c of the points it adds up, with exact
// integer h_c, so one pass over a table serves every p.
#include <cstdint>
#include <optional>
#include <vector>

#include "core/number.hpp"
#include "core/quantity.hpp"
#include "core/rational.hpp"

namespace alea::boolfn {

// Why exact=true is refused for a function with rounded payoffs.
inline constexpr const char* kRoundedPayoffs =
    "the payoffs need more than 62 bits over their common denominator and were rounded to 62 bits: results are "
    "floats (give payoffs with a smaller common denominator for exact ones)";

class Coin {
 public:
  // p = 1/2.
  Coin() : p_(Number::of(Rational(1, 2))), a_(1), b_(2) {}
  // Throws InvalidArgument (role "p") unless 0 <= p <= 1.
  static Coin of(const Number& p);
  static Coin of(const Rational& p) { return of(Number::of(p)); }
  // The coin a call runs with: p, and the exact option resolved by the one rule
  // (core/mode.hpp). nullopt (exact=auto) is exact when p is; false runs in doubles even for a
  // rational p (the 3^n tables then use doubles instead of wide integers); true with a float p
  // computes from its binary value (the float rule). values_exact = false (a function whose
  // payoffs were rounded, truth_table.hpp) makes auto floating and refuses true (role "exact").
  static Coin resolve(const Number& p, std::optional<bool> exact, bool values_exact = true);

  bool exact() const { return p_.is_exact(); }
  bool uniform() const { return exact() && a_ == 1 && b_ == 2; }
  const Rational& p() const { return *p_.exact; }
  double p_double() const { return p_.value; }
  const Number& number() const { return p_; }
  // p = a / b in lowest terms when exact and b < 2^31, for integer dynamic programs; else 0/0.
  std::int64_t a() const { return a_; }
  std::int64_t b() const { return b_; }
  bool small() const { return b_ != 0; }

 private:
  Number p_;
  std::int64_t a_ = 0, b_ = 0;
};

// A result of the surface: exact when computed in rationals, else a double with no proven bound
// (rounding only; with_error is not offered).
inline Quantity to_quantity(const Number& x) {
  return x.exact ? Quantity::of(*x.exact) : Quantity::approximate(x.value);
}

// sum_c h[c] p^c (1-p)^(m-c), with m = h.size() - 1; exact when the coin is.
Number weigh(const std::vector<BigInt>& h, const Coin& coin);
Rational weigh_exact(const std::vector<BigInt>& h, const Rational& p);
double weigh_double(const std::vector<BigInt>& h, double p);

// n choose k for small n, as BigInt.
BigInt binomial(int n, int k);

}  // namespace alea::boolfn
