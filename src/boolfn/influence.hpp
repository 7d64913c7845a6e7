#pragma once
// Expectations, discrete derivatives, influences and pivotality under the p-biased product
// distribution (p = 1/2 by default), exact when p is. Definitions (seed 2.2.2, O'Donnell ch. 8):
//   E_p[f];   D_i f(x) = (f(x^{+i}) - f(x^{-i})) / 2;   E_p[D_i f] (= fhat(i) at p = 1/2, and
//   the quantity Theorem 22's optimal move maximises at any p);
//   Inf_i^(p)[f] = E_p[Var_{x_i} f] = 4p(1-p) E_p[(D_i f)^2] (= Definition 15 at p = 1/2);
//   Pr_p[x_i pivotal] = Pr_p[f(x^{+i}) != f(x^{-i})] (Definition 16; = Inf_i for +-1 f at 1/2).
// Variables are 1-based (role "i"). Tables are built on first use. Results are exact when p is.
#include <vector>

#include "boolfn/coin.hpp"
#include "boolfn/function.hpp"

namespace alea::boolfn {

Quantity expectation(const BooleanFunction& f, const Coin& coin = {});
Quantity variance(const BooleanFunction& f, const Coin& coin = {});
Quantity expected_derivative(const BooleanFunction& f, int i, const Coin& coin = {});
std::vector<Quantity> expected_derivatives(const BooleanFunction& f, const Coin& coin = {});
Quantity influence(const BooleanFunction& f, int i, const Coin& coin = {});
std::vector<Quantity> influences(const BooleanFunction& f, const Coin& coin = {});
Quantity total_influence(const BooleanFunction& f, const Coin& coin = {});
Quantity pivotal_probability(const BooleanFunction& f, int i, const Coin& coin = {});
std::vector<Quantity> pivotal_probabilities(const BooleanFunction& f, const Coin& coin = {});
// x <= y coordinatewise implies f(x) <= f(y) (Definition 14).
bool is_monotone(const BooleanFunction& f);

// The integer weight histograms behind the above, for coordinate i (0-based): over the 2^(n-1)
// pairs x^{-i}, x^{+i} grouped by the weight c of x_{-i} (its number of +1's):
//   diff[c] = sum of (num(x+i) - num(x-i)),  square[c] = sum of (num(x+i) - num(x-i))^2,
//   pivotal[c] = count of pairs that differ (numerators over the table's denominator).
struct CoordinateWeights {
  std::vector<BigInt> diff, square, pivotal;
};
CoordinateWeights coordinate_weights(const TruthTable& t, int i, bool by_weight);
// sum of num(x) by the weight of x.
std::vector<BigInt> value_weights(const TruthTable& t, bool by_weight);

}  // namespace alea::boolfn
