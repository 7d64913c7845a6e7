#include "boolfn/polynomial.hpp"

#include <algorithm>
#include <bit>

#include "boolfn/fourier.hpp"
#include "boolfn/measure/annihilator.hpp"
#include "boolfn/measure/anf.hpp"
#include "boolfn/measure/approximation.hpp"
#include "boolfn/measure/orbits.hpp"
#include "boolfn/query.hpp"
#include "boolfn/table/wide.hpp"
#include "core/errors.hpp"

namespace alea::boolfn {

std::vector<std::vector<int>> algebraic_normal_form(const BooleanFunction& f, std::uint64_t max_terms) {
  const TruthTable& t = boolean_table(f, max_anf_variables, "the algebraic normal form");
  const Words a = measure::anf(t.bits(), t.n());
  std::uint64_t terms = 0;
  for (auto w : a) terms += std::popcount(w);
  if (terms > max_terms)
    throw LimitExceeded("the algebraic normal form has " + std::to_string(terms) + " monomials, over max_terms = " +
                        std::to_string(max_terms));
  std::vector<std::vector<int>> out;
  for (std::uint64_t j = 0; j < a.size(); ++j)
    for (std::uint64_t w = a[j]; w; w &= w - 1) {
      const std::uint64_t m = 64 * j + std::uint64_t(std::countr_zero(w));
      std::vector<int> vars;
      for (std::uint64_t b = m; b; b &= b - 1) vars.push_back(std::countr_zero(b) + 1);
      out.push_back(std::move(vars));
    }
  return out;
}

int gf2_degree(const BooleanFunction& f) {
  const TruthTable& t = boolean_table(f, max_anf_variables, "the GF(2) degree");
  return measure::gf2_degree(measure::anf(t.bits(), t.n()), t.n());
}

int algebraic_immunity(const BooleanFunction& f) {
  const TruthTable& t = boolean_table(f, max_immunity_variables, "the algebraic immunity");
  return measure::algebraic_immunity(t.bits(), t.n());
}

std::optional<std::vector<int>> symmetric_profile(const BooleanFunction& f) {
  const int n = f.n();
  if (!f.has_table() && f.formula() && n <= 64) {
    const Formula& g = *f.formula();
    const auto& root = g.nodes()[g.root()];
    bool leaves = !root.is_leaf() && root.gate.symmetric();
    for (int c : root.children) leaves = leaves && g.nodes()[c].is_leaf();
    if (leaves) {
      std::vector<int> profile(n + 1);
      for (int k = 0; k <= n; ++k) profile[k] = root.gate.plus(k == 64 ? ~0ull : (std::uint64_t(1) << k) - 1) ? 1 : -1;
      return profile;
    }
  }
  if (!f.is_boolean() || n > max_anf_variables) return std::nullopt;
  const TruthTable& t = f.table();
  const auto& wm = weight_masks();
  std::vector<int> profile(n + 1, 0);
  for (std::uint64_t j = 0; j < t.bits().size(); ++j) {
    const int base = std::popcount(j);
    for (int c = 0; c <= 6 && base + c <= n; ++c) {
      const std::uint64_t m = wm.m[c] & valid_mask(n);
      if (!m) continue;
      const std::uint64_t w = t.bits()[j] & m;
      const int v = w == m ? 1 : w == 0 ? -1 : 0;
      if (v == 0 || (profile[base + c] != 0 && profile[base + c] != v)) return std::nullopt;
      profile[base + c] = v;
    }
  }
  return profile;
}

namespace {

// f on the orbits of its swappable variables' classes, permuted within and, when exchangeable,
// among themselves, when that LP is smaller than the one over every point and has at most
// max_orbits orbits (max_orbits_within_certified for n <= 12); their count is reported either
// way (0 past max_orbit_variables, where the classes are not looked for).
std::optional<measure::OrbitFunction> orbit_reduction(const BooleanFunction& f, std::uint64_t& count) {
  const int n = f.n();
  count = 0;
  if (n > max_orbit_variables) return std::nullopt;
  const Words& bits = f.table().bits();
  const auto classes = measure::swap_classes(bits, n);
  auto group = measure::exchangeable_groups(bits, n, classes);
  count = measure::block_orbit_count(classes, group);
  if (count >= (std::uint64_t(1) << n) || count > max_orbits) return std::nullopt;
  if (n <= max_approximation_variables && count > max_orbits_within_certified) return std::nullopt;
  return measure::orbit_function(bits, classes, std::move(group));
}

}  // namespace

std::uint64_t approximation_orbits(const BooleanFunction& f) {
  if (!f.is_boolean() || f.n() > max_orbit_variables) return 0;
  std::uint64_t count = 0;
  orbit_reduction(f, count);
  return count < (std::uint64_t(1) << f.n()) ? count : 0;
}

ApproximateDegree approximate_degree(const BooleanFunction& f, const Rational& epsilon) {
  if (epsilon <= 0 || epsilon >= 1) throw InvalidArgument("epsilon", "epsilon must be in (0, 1), got " + to_string(epsilon));
  if (!f.is_boolean())
    throw InvalidArgument("f", "the approximate degree is defined for +-1-valued functions; f takes other values");
  const int n = f.n();
  const auto profile = symmetric_profile(f);
  std::uint64_t orbit_total = 0;
  const auto orbits = profile ? std::nullopt : orbit_reduction(f, orbit_total);
  if (!profile && !orbits && n > max_approximation_variables)
    throw LimitExceeded("the approximate degree is computed by LP for n <= " + std::to_string(max_approximation_variables) +
                        ", for symmetric functions, and up to n = " + std::to_string(max_orbit_variables) +
                        " for functions whose swappable variables and blocks of them leave at most " + std::to_string(max_orbits) +
                        " orbits; f has " + std::to_string(n) + " variables" +
                        (orbit_total ? " and " + std::to_string(orbit_total) + " orbits" : std::string()));
  const bool exact = profile || orbits || n <= max_exact_approximation_variables;
  ApproximateDegree out;
  out.method = profile ? "symmetric" : orbits ? "orbits" : exact ? "exact" : "certified";
  auto error = [&](int d) {
    const auto b = profile  ? measure::symmetric_approximation_error(*profile, d)
                   : orbits ? measure::orbit_approximation_error(*orbits, d)
                            : measure::approximation_error(f.table().bits(), n, d, exact, &epsilon);
    out.errors.push_back({d, b.lower, b.upper});
    if (b.upper <= epsilon) return true;
    if (b.lower > epsilon) return false;
    throw Error("E(" + std::to_string(d) + ") lies within the LP's doubles of epsilon: between " + to_string(b.lower) +
                " and " + to_string(b.upper) + " (exact for n <= " + std::to_string(max_exact_approximation_variables) + ")");
  };
  // E(d) falls with d and E(deg f) = 0: bisection over [0, deg f]
  int lo = 0, hi = profile ? n : degree(f);
  while (lo < hi) {
    const int mid = (lo + hi) / 2;
    if (error(mid)) hi = mid;
    else lo = mid + 1;
  }
  out.degree = lo;
  std::sort(out.errors.begin(), out.errors.end(), [](const auto& a, const auto& b) { return a.d < b.d; });
  return out;
}

}  // namespace alea::boolfn
