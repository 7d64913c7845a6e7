#pragma once
// Fourier analysis of f : {-1,1}^n -> R (seed 2.2.1): fhat(S) = E[f chi_S] with
// chi_S(x) = prod_{i in S} x_i, uniform measure. A set S is given as 1-based variables
// (role "S"); in tables it is a mask, bit i-1 set iff i in S, the same order as points.
#include <cstdint>
#include <optional>
#include <vector>

#include "boolfn/coin.hpp"
#include "boolfn/function.hpp"

namespace alea::boolfn {

// Exact coefficients: fhat(S) = numerator(S) / denominator() (denominator 2^n times the
// table's). 64-bit numerators when they fit, else 128-bit.
class FourierTable {
 public:
  int n() const { return n_; }
  std::uint64_t size() const { return std::uint64_t(1) << n_; }
  __int128 numerator(std::uint64_t s) const { return wide_.empty() ? __int128(narrow_[s]) : wide_[s]; }
  const BigInt& denominator() const { return den_; }
  Rational coefficient(std::uint64_t s) const;
  double value(std::uint64_t s) const;

 private:
  friend FourierTable fourier_table(const BooleanFunction& f);
  int n_ = 0;
  std::vector<std::int64_t> narrow_;
  std::vector<__int128> wide_;
  BigInt den_ = 1;
};

// The whole spectrum by the exact fast Walsh-Hadamard transform (memory guard first).
FourierTable fourier_table(const BooleanFunction& f);
// The same in doubles: fhat(S) at index S.
std::vector<double> fourier_table_float(const BooleanFunction& f);
// f:fourier_table{exact=}: the exact table, or with exact=false the doubles (f's values are always
// exact, so exact=auto is exact).
struct Spectrum {
  std::optional<FourierTable> exact;
  std::vector<double> floats;
  std::uint64_t size() const { return exact ? exact->size() : floats.size(); }
};
Spectrum spectrum(const BooleanFunction& f, std::optional<bool> exact);
// One coefficient in one pass over the table, no transform.
Rational fourier_coefficient(const BooleanFunction& f, const std::vector<int>& S);
std::uint64_t subset_mask(int n, const std::vector<int>& S, const char* role = "S");
// The p-biased coefficient fhat_p(S) = E_p[f prod_{i in S} phi(x_i)], phi(x) = (x - mu)/sigma,
// mu = 2p - 1, sigma = 2 sqrt(p(1-p)) (O'Donnell ch. 8). It is irrational in general, so the exact
// answer is its square and sign: fhat_p(S) = sign * sqrt(square). Needs 0 < p < 1 (role "p").
struct BiasedCoefficient {
  Rational square;  // exact when p is; 0 otherwise
  int sign = 0;     // -1, 0, +1
  double value = 0;
};
BiasedCoefficient fourier_coefficient_p(const BooleanFunction& f, const std::vector<int>& S, const Coin& coin);
// f:fourier(S, {p=}): fhat_p(S), exact whenever it is rational (p = 1/2; |S| even; p(1-p) a
// rational square, as at p = 1/5), else a double; with its exact square whenever p is exact.
struct Coefficient {
  Quantity value;
  std::optional<Rational> square;
};
Coefficient fourier_coefficient(const BooleanFunction& f, const std::vector<int>& S, const Coin& coin);
// max |S| with fhat(S) != 0 (0 for constants, also for the zero function).
int degree(const BooleanFunction& f);
// W^k[f] = sum_{|S| = k} fhat(S)^2, k = 0..n (Parseval: they sum to E[f^2]).
std::vector<Rational> spectral_weights(const BooleanFunction& f);
// Stab_rho[f] = E[f(x) f(y)], y rho-correlated with x, both mu_p (= sum_S rho^|S| fhat_p(S)^2).
// Exact when rho and p are; role "rho" for rho outside [-1, 1].
Quantity noise_stability(const BooleanFunction& f, const Number& rho, const Coin& coin = {});
// The same with the exact option resolved against rho and p (exact=auto: exact when both are).
Quantity noise_stability(const BooleanFunction& f, const Number& rho, const Number& p, std::optional<bool> exact);

}  // namespace alea::boolfn
