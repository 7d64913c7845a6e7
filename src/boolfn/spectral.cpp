#include "boolfn/spectral.hpp"

#include <bit>
#include <cmath>

#include "boolfn/measure/walsh.hpp"
#include "boolfn/query.hpp"
#include "boolfn/query/sensitivity.hpp"
#include "boolfn/table/wide.hpp"
#include "core/errors.hpp"

namespace alea::boolfn {
namespace {


// W^k exactly: sum of W(S)^2 over |S| = k, over 4^n.
std::vector<Rational> weights_of(const measure::WalshSummary& w) {
  std::vector<Rational> out;
  const BigInt four_n = BigInt(1) << (2 * w.n);
  for (auto sq : w.level_squares) out.emplace_back(to_big(sq), four_n);
  return out;
}

}  // namespace

SpectralMeasures spectral_measures(const BooleanFunction& f) {
  const TruthTable& t = boolean_table(f, max_spectral_variables, "the Walsh spectrum");
  const int n = t.n();
  const auto w = measure::walsh_summary(t.bits(), n);
  SpectralMeasures m;
  m.n = n;
  m.balanced = w.w_empty == 0;
  m.nonlinearity = (std::uint64_t(1) << n) / 2 - std::uint64_t(w.max_abs) / 2;
  m.bent = n % 2 == 0 && w.flat;
  m.correlation_immunity = std::min(n, w.lowest_level - 1);
  m.resiliency = m.balanced ? m.correlation_immunity : -1;
  m.degree = w.degree;
  m.relevant = variables_of(w.support);
  m.weights = weights_of(w);
  m.total_influence = 0;
  for (int k = 1; k <= n; ++k) m.total_influence += k * m.weights[k];
  m.entropy = w.entropy_bits;
  if (m.total_influence != 0) m.fei = m.entropy / to_double(m.total_influence);
  return m;
}

Quantity noise_sensitivity(const BooleanFunction& f, const Number& delta) {
  const TruthTable& t = boolean_table(f, max_spectral_variables, "the noise sensitivity");
  if (!(delta.value >= 0 && delta.value <= 1))
    throw InvalidArgument("delta", "delta must be in [0, 1], got " + delta.to_string());
  const auto w = measure::walsh_summary(t.bits(), t.n());
  const auto weights = weights_of(w);
  if (delta.exact) {
    const Rational rho = 1 - 2 * *delta.exact;
    Rational stab = 0, power = 1;
    for (const auto& wk : weights) {
      stab += power * wk;
      power *= rho;
    }
    return Quantity::of((1 - stab) / 2);
  }
  const double rho = 1 - 2 * delta.value;
  double stab = 0, power = 1;
  for (const auto& wk : weights) {
    stab += power * to_double(wk);
    power *= rho;
  }
  return Quantity::approximate((1 - stab) / 2);
}

std::vector<int> relevant_variables(const BooleanFunction& f) {
  const TruthTable& t = boolean_table(f, max_spectral_variables, "the relevant variables");
  return variables_of(query::relevant_mask(t.bits(), t.n()));
}

bool is_balanced(const BooleanFunction& f) {
  const TruthTable& t = boolean_table(f, max_spectral_variables, "balancedness");
  std::uint64_t ones = 0;
  for (auto w : t.bits()) ones += std::popcount(w);
  return 2 * ones == t.size();
}

}  // namespace alea::boolfn
