#pragma once
// Spectral and cryptographic measures of a +-1 function, all from one Walsh-Hadamard transform
// in 32-bit integers (measure/walsh.hpp; n <= 30 and the memory guard, 4 bytes a point: n = 24
// takes 64 MiB). With W(S) = 2^n fhat(S):
//   nonlinearity NL = 2^(n-1) - max_S |W(S)| / 2 (the distance to the affine functions);
//   bent: |W(S)| = 2^(n/2) for every S (n even; NL = 2^(n-1) - 2^(n/2-1));
//   correlation immunity: the largest m with W(S) = 0 for 1 <= |S| <= m (n when no S >= 1 has
//   W(S) != 0, as for constants); resiliency: that m when f is balanced (W(empty) = 0), else -1;
//   spectral entropy H = sum_S fhat(S)^2 log2(1 / fhat(S)^2) (bits), and the Fourier
//   entropy-influence ratio H / I(f) (Friedgut & Kalai), I(f) = sum_S |S| fhat(S)^2 exact;
//   noise sensitivity NS_delta = Pr[f(x) != f(y)], y flipping each coordinate of x with
//   probability delta, = 1/2 - 1/2 sum_k (1 - 2 delta)^k W^k, exact for rational delta.
// Non-Boolean f is refused (role "f").
#include <cstdint>
#include <optional>
#include <vector>

#include "boolfn/function.hpp"
#include "core/number.hpp"
#include "core/quantity.hpp"
#include "core/rational.hpp"

namespace alea::boolfn {

constexpr int max_spectral_variables = 30;

struct SpectralMeasures {
  int n = 0;
  bool balanced = false;
  std::uint64_t nonlinearity = 0;
  bool bent = false;
  int correlation_immunity = 0;
  int resiliency = -1;
  int degree = 0;                 // the Fourier degree
  std::vector<int> relevant;      // the variables f depends on (the junta)
  std::vector<Rational> weights;  // W^k = sum_{|S| = k} fhat(S)^2, k = 0..n
  Rational total_influence;
  double entropy = 0;             // bits
  std::optional<double> fei;      // entropy / total influence; none for constants
};
SpectralMeasures spectral_measures(const BooleanFunction& f);

// NS_delta(f) for delta in [0, 1] (role "delta"): exact when delta is.
Quantity noise_sensitivity(const BooleanFunction& f, const Number& delta);
// The relevant variables without a transform (one pass of neighbour comparisons).
std::vector<int> relevant_variables(const BooleanFunction& f);
bool is_balanced(const BooleanFunction& f);

}  // namespace alea::boolfn
