#include "boolfn/measures.hpp"

#include <algorithm>

#include "boolfn/polynomial.hpp"
#include "boolfn/query.hpp"
#include "boolfn/randomized.hpp"
#include "core/errors.hpp"

namespace alea::boolfn {
namespace {

std::string limit(const char* what, int n) { return std::string(what) + " (n <= " + std::to_string(n) + ")"; }

}  // namespace

Measures measures(const BooleanFunction& f, const MeasureLimits& limits) {
  boolean_table(f, max_spectral_variables, "f:measures()");
  Measures m;
  const int n = m.n = f.n();
  const auto s = sensitivity(f);
  m.s = s.s, m.s0 = s.s0, m.s1 = s.s1;
  m.spectral = spectral_measures(f);
  m.deg = m.spectral.degree;
  m.deg2 = gf2_degree(f);
  if (n <= limits.block_sensitivity) m.bs = block_sensitivity(f).bs;
  else m.omitted.push_back(limit("bs", limits.block_sensitivity));
  if (n <= limits.certificate) {
    const auto c = certificate_complexity(f);
    m.C = c.C, m.C0 = c.C0, m.C1 = c.C1;
  } else {
    m.omitted.push_back(limit("C, C0, C1", limits.certificate));
  }
  if (n <= limits.depth) {
    // C <= D, s <= D, deg <= D, deg2 <= D; D <= the relevant variables
    const int lower = std::max({m.C.value_or(0), *m.s, m.deg, m.deg2});
    m.D = decision_depth(f, lower, int(m.spectral.relevant.size()), false, 0).D;
  } else {
    m.omitted.push_back(limit("D", limits.depth));
  }
  if (n <= limits.immunity) m.algebraic_immunity = algebraic_immunity(f);
  else m.omitted.push_back(limit("algebraic_immunity", limits.immunity));
  const auto orbits = n <= limits.approximation ? 0 : approximation_orbits(f);
  if (n <= limits.approximation || (n <= 64 && symmetric_profile(f)) || (orbits > 0 && orbits <= limits.approximation_orbits))
    m.approximate_degree = approximate_degree(f, Rational(1, 3)).degree;
  else
    m.omitted.push_back(limit("approximate_degree", limits.approximation) + ", symmetric, or at most " +
                        std::to_string(limits.approximation_orbits) + " orbits of swappable variables");
  if (n <= limits.randomized) {
    m.R0 = zero_error_complexity(f).value;
    m.R2 = bounded_error_complexity(f, Rational(1, 3)).R;
  } else {
    m.omitted.push_back(limit("R0, R2", limits.randomized));
  }
  return m;
}

std::vector<Inequality> inequalities(const Measures& m) {
  std::vector<Inequality> out;
  auto add = [&](std::string relation, std::optional<Rational> left, std::optional<Rational> right, std::string source) {
    if (!left || !right) return;
    const bool holds = *left <= *right;
    out.push_back({std::move(relation), *left, *right, holds, std::move(source)});
  };
  auto r = [](std::optional<int> v) -> std::optional<Rational> {
    if (!v) return std::nullopt;
    return Rational(*v);
  };
  auto product = [](std::optional<int> a, std::optional<int> b) -> std::optional<Rational> {
    if (!a || !b) return std::nullopt;
    return Rational(*a) * *b;
  };
  auto power = [](std::optional<int> a, int k) -> std::optional<Rational> {
    if (!a) return std::nullopt;
    Rational p = 1;
    for (int i = 0; i < k; ++i) p *= *a;
    return p;
  };
  const std::optional<int> deg = m.deg, deg2 = m.deg2;
  add("s <= bs", r(m.s), r(m.bs), "definition (single variables are blocks)");
  add("bs <= C", r(m.bs), r(m.C), "a certificate meets every sensitive block");
  add("C <= D", r(m.C), r(m.D), "a tree's path is a certificate");
  add("deg <= D", r(deg), r(m.D), "a tree is a polynomial of its depth");
  add("deg2 <= D", r(deg2), r(m.D), "a tree is a GF(2) polynomial of its depth");
  add("deg <= s^2", r(deg), power(m.s, 2), "Huang 2019, the sensitivity theorem: s >= sqrt(deg)");
  add("bs <= s^4", r(m.bs), power(m.s, 4), "Huang 2019 with bs <= deg^2 (Tal 2013)");
  add("bs <= deg^2", r(m.bs), power(deg, 2), "Tal 2013 (Nisan & Szegedy 1994: 2 deg^2)");
  add("C <= s bs", r(m.C), product(m.s, m.bs), "Nisan 1991");
  add("D <= C bs", r(m.D), product(m.C, m.bs), "Beals, Buhrman, Cleve, Mosca & de Wolf 2001");
  add("D <= C0 C1", r(m.D), product(m.C0, m.C1), "Blum & Impagliazzo 1987; Hartmanis & Hemachandra 1991");
  add("bs <= 6 adeg^2", r(m.bs), m.approximate_degree ? std::optional<Rational>(6 * *power(m.approximate_degree, 2)) : std::nullopt,
      "Nisan & Szegedy 1994");
  add("adeg <= deg", r(m.approximate_degree), r(deg), "an exact polynomial approximates");
  add("C <= R0", r(m.C), m.R0, "a zero-error run reads a certificate");
  add("R0 <= D", m.R0, r(m.D), "a deterministic tree is a randomized one");
  add("R2 <= D", r(m.R2), r(m.D), "definition");
  add("bs <= 3 R2", r(m.bs), m.R2 ? std::optional<Rational>(3 * *r(m.R2)) : std::nullopt, "Nisan 1991 (R2 >= bs/3)");
  return out;
}

}  // namespace alea::boolfn
