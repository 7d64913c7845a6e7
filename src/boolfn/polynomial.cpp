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
#include "core/interrupt.hpp"

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

bool plus_at(const Words& bits, std::uint64_t x) { return bits[x >> 6] >> (x & 63) & 1; }

// The variables f ignores (f(x^i) = f(x) everywhere) and those it is odd in (f(x^i) = -f(x)
// everywhere, so f = x_i g): f = (prod_{i in odd} x_i) h(the others), and
//   E_f(d) = 1 for d < k = |odd| (f is orthogonal to every polynomial of degree < k: psi = f),
//   E_f(d) = E_h(d - k) otherwise (p = chi_odd q for the upper bound, psi = chi_odd psi_h, still
//   orthogonal to degree <= d, for the lower), and the ignored ones change nothing (average p
//   over them). So deg_eps(f) = deg_eps(h) + k.
struct Negations {
  std::uint64_t ignored = 0, odd = 0;
};
Negations negations(const Words& bits, int n) {
  Negations r;
  for (int i = 0; i < n; ++i) {
    const std::uint64_t b = std::uint64_t(1) << i;
    bool same = true, opposite = true;
    for (std::uint64_t x = 0; x < (std::uint64_t(1) << n) && (same || opposite); ++x) {
      if ((x & 0xFFFF) == 0) check_interrupt();
      if (x & b) continue;
      const bool equal = plus_at(bits, x) == plus_at(bits, x | b);
      same = same && equal;
      opposite = opposite && !equal;
    }
    if (same) r.ignored |= b;
    else if (opposite) r.odd |= b;
  }
  return r;
}

// f with the variables of `fixed` at +1, a function of the others (in order).
BooleanFunction restricted(const Words& bits, int n, std::uint64_t fixed) {
  std::vector<int> keep;
  for (int i = 0; i < n; ++i)
    if (!(fixed >> i & 1)) keep.push_back(i);
  const int r = static_cast<int>(keep.size());
  Words w(words_of(r), 0);
  for (std::uint64_t y = 0; y < (std::uint64_t(1) << r); ++y) {
    std::uint64_t x = fixed;
    for (int k = 0; k < r; ++k) x |= (y >> k & 1) << keep[k];
    if (plus_at(bits, x)) w[y >> 6] |= std::uint64_t(1) << (y & 63);
  }
  return BooleanFunction(TruthTable::boolean(r, w));
}

}  // namespace

std::uint64_t approximation_orbits(const BooleanFunction& f) {
  if (!f.is_boolean() || f.n() > max_orbit_variables) return 0;
  std::uint64_t count = 0;
  orbit_reduction(f, count);
  return count < (std::uint64_t(1) << f.n()) ? count : 0;
}

namespace {

// deg_eps(f) from h, f = (prod of the odd variables) h(the variables f depends on otherwise).
ApproximateDegree reduced_approximate_degree(const BooleanFunction& f, const Negations& neg, const Rational& epsilon) {
  const int k = std::popcount(neg.odd), n = f.n();
  const int r = n - std::popcount(neg.ignored | neg.odd);
  ApproximateDegree out;
  if (r == 0) {  // h is a constant: E_h = 0
    out.method = "exact";
  } else {
    try {
      out = approximate_degree(restricted(f.table().bits(), n, neg.ignored | neg.odd), epsilon);
    } catch (const LimitExceeded& e) {
      throw LimitExceeded("f depends on " + std::to_string(n - std::popcount(neg.ignored)) + " of its " +
                          std::to_string(n) + " variables and is odd in " + std::to_string(k) + "; for the rest: " +
                          e.what());
    }
  }
  out.degree += k;
  for (auto& e : out.errors) e.d += k;
  if (k > 0) out.errors.insert(out.errors.begin(), {k - 1, Rational(1), Rational(1)});
  if (r == 0) out.errors.push_back({k, Rational(0), Rational(0)});
  return out;
}

}  // namespace

ApproximateDegree approximate_degree(const BooleanFunction& f, const Rational& epsilon) {
  if (epsilon <= 0 || epsilon >= 1) throw InvalidArgument("epsilon", "epsilon must be in (0, 1), got " + to_string(epsilon));
  if (!f.is_boolean())
    throw InvalidArgument("f", "the approximate degree is defined for +-1-valued functions; f takes other values");
  const int n = f.n();
  const auto profile = symmetric_profile(f);
  if (!profile && n <= max_orbit_variables) {
    const auto neg = negations(f.table().bits(), n);
    if (neg.ignored | neg.odd) return reduced_approximate_degree(f, neg, epsilon);
  }
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
