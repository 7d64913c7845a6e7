// Iterated elimination of dominated allocations (dominance.hpp): pure dominance screened in
// doubles and confirmed in Rational, dominance by mixes by an LP in doubles whose mix is made
// exact and checked, close calls by the exact LP.
#include "alloc/mix/dominance.hpp"

#include <algorithm>
#include <optional>
#include <type_traits>

#include "core/errors.hpp"
#include "core/interrupt.hpp"
#include "lp/exact.hpp"
#include "lp/glpk.hpp"

namespace alea::alloc {
namespace {

// Below this |margin| the double LP does not decide (GLPK's tolerances are 1e-7 relative, the
// payoffs lie in [-1, 1]).
constexpr double kClose = 1e-6;

enum class Kind { strict, weak };

struct Game {
  const lp::Matrix<Rational>& a;
  lp::Matrix<double> d;  // a rounded: order kept (a < b exactly implies d(a) <= d(b))
};

// Does the mix (by, w) dominate i over the columns `cols`? Exactly, in Rational.
bool dominates(const Game& g, std::size_t i, const std::vector<std::size_t>& by, const std::vector<Rational>& w,
               const std::vector<std::size_t>& cols, Kind kind) {
  bool somewhere = false;
  for (std::size_t j : cols) {
    Rational s = 0;
    for (std::size_t k = 0; k < by.size(); ++k) s += w[k] * g.a[by[k]][j];
    if (s < g.a[i][j] || (kind == Kind::strict && s == g.a[i][j])) return false;
    somewhere = somewhere || s > g.a[i][j];
  }
  return somewhere;
}

// A pure strategy dominating i: screened in doubles (a[k][j] < a[i][j] shows as d[k][j] < d[i][j]
// or not at all; a rounded tie is checked exactly), then confirmed.
std::optional<Dominated> pure(const Game& g, std::size_t i, const std::vector<std::size_t>& kept, Kind kind) {
  for (std::size_t k : kept) {
    if (k == i) continue;
    bool possible = true;
    for (std::size_t j : kept)
      if (g.d[k][j] < g.d[i][j]) {
        possible = false;
        break;
      }
    if (possible && dominates(g, i, {k}, {Rational(1)}, kept, kind)) return Dominated{i, 0, {k}, {Rational(1)}};
  }
  return std::nullopt;
}

// The LP "maximize e: sum_k r_k a[k][j] - e >= a[i][j] for j in kept, sum r = 1, r >= 0" over the
// others k (strict: e > 0), or, with e fixed at 0, "maximize sum_j sum_k r_k a[k][j]" (weak:
// the optimum exceeds sum_j a[i][j]).
template <class S>
lp::Problem<S> dominance_lp(const lp::Matrix<S>& a, std::size_t i, const std::vector<std::size_t>& others,
                            const std::vector<std::size_t>& kept, Kind kind) {
  lp::Problem<S> p;
  const std::size_t m = others.size(), cols = m + (kind == Kind::strict ? 1 : 0);
  for (std::size_t j : kept) {
    std::vector<S> row(cols, S(0));
    for (std::size_t k = 0; k < m; ++k) row[k] = a[others[k]][j];
    if (kind == Kind::strict) row[m] = S(-1);
    p.a.push_back(std::move(row));
    p.sense.push_back(lp::Sense::at_least);
    p.rhs.push_back(a[i][j]);
  }
  std::vector<S> ones(cols, S(1));
  if (kind == Kind::strict) ones[m] = S(0);
  p.a.push_back(ones);
  p.sense.push_back(lp::Sense::equal);
  p.rhs.push_back(S(1));
  p.objective.assign(cols, S(0));
  p.free.assign(cols, false);
  if (kind == Kind::strict) {
    p.objective[m] = S(1), p.free[m] = true;
  } else {
    for (std::size_t k = 0; k < m; ++k)
      for (std::size_t j : kept) p.objective[k] += a[others[k]][j];
  }
  return p;
}

// The mix of an LP solution over `others`, as exact weights summing to 1 (doubles made exact, dust
// below 1e-12 dropped).
template <class S>
void read_mix(const std::vector<S>& x, const std::vector<std::size_t>& others, Dominated& out) {
  Rational sum = 0;
  for (std::size_t k = 0; k < others.size(); ++k) {
    Rational v;
    if constexpr (std::is_same_v<S, double>) {
      if (!(x[k] > 1e-12)) continue;
      v = rational_from_double(x[k]);
    } else {
      if (x[k] <= 0) continue;
      v = x[k];
    }
    out.by.push_back(others[k]), out.weights.push_back(v), sum += v;
  }
  for (auto& w : out.weights) w /= sum;
}

// A mix of the other kept strategies dominating i, with its certificate, or nothing.
std::optional<Dominated> by_mix(const Game& g, std::size_t i, const std::vector<std::size_t>& kept, Kind kind) {
  std::vector<std::size_t> others;
  for (std::size_t k : kept)
    if (k != i) others.push_back(k);
  if (others.empty()) return std::nullopt;
  const std::size_t m = others.size();
  // The strict margin e* decides strict dominance; weak needs e* = 0 exactly, then the weak LP.
  const auto sd = lp::solve_glpk(dominance_lp(g.d, i, others, kept, Kind::strict), false);
  const double e = sd.x[m];
  if (e < -kClose) return std::nullopt;
  Dominated out{i, 0, {}, {}};
  if (e > kClose) {  // strictly dominated in doubles: its mix made exact is the certificate
    read_mix(sd.x, others, out);
    if (dominates(g, i, out.by, out.weights, kept, kind)) return out;
  }
  // Close, or the rounded mix failed: the exact LP decides (undecided in Rational: keep i, which
  // loses no optimal mix).
  const auto se = lp::solve_exact(dominance_lp(g.a, i, others, kept, Kind::strict));
  if (!se.exact || se.exact->x[m] < 0) return std::nullopt;
  const bool strictly = se.exact->x[m] > 0;
  if (!strictly && kind == Kind::strict) return std::nullopt;
  std::optional<lp::ExactResult> we;
  if (!strictly) {  // e* = 0: weakly dominated when some mix with e = 0 is above i somewhere
    we = lp::solve_exact(dominance_lp(g.a, i, others, kept, Kind::weak));
    if (!we->exact) return std::nullopt;
  }
  out = {i, 0, {}, {}};
  read_mix(strictly ? se.exact->x : we->exact->x, others, out);
  if (dominates(g, i, out.by, out.weights, kept, kind)) return out;
  return std::nullopt;
}

std::optional<Dominated> dominated(const Game& g, std::size_t i, const std::vector<std::size_t>& kept, Kind kind,
                                   bool mixes) {
  check_interrupt();
  return mixes ? by_mix(g, i, kept, kind) : pure(g, i, kept, kind);
}

// Strict: each round removes every strategy dominated by a pure one, or, when none is, every one
// dominated by a mix (a strictly dominated strategy stays so when other dominated ones leave).
std::vector<Dominated> eliminate_strictly(const Game& g, std::vector<std::size_t>& kept) {
  std::vector<Dominated> out;
  for (std::size_t round = 1;; ++round) {
    std::vector<Dominated> found;
    for (bool mixes : {false, true}) {
      for (std::size_t i : kept)
        if (auto d = dominated(g, i, kept, Kind::strict, mixes)) found.push_back(std::move(*d));
      if (!found.empty()) break;
    }
    if (found.empty()) return out;
    for (auto& d : found) {
      kept.erase(std::find(kept.begin(), kept.end(), d.index));
      d.round = round;
      out.push_back(std::move(d));
    }
  }
}

// Weak: one strategy per round, the first in index order dominated by a pure one, else by a mix.
std::vector<Dominated> eliminate_weakly(const Game& g, std::vector<std::size_t>& kept) {
  std::vector<Dominated> out;
  for (std::size_t round = 1;; ++round) {
    std::optional<Dominated> found;
    for (bool mixes : {false, true}) {
      for (std::size_t i : kept)
        if ((found = dominated(g, i, kept, Kind::weak, mixes))) break;
      if (found) break;
    }
    if (!found) return out;
    kept.erase(std::find(kept.begin(), kept.end(), found->index));
    found->round = round;
    out.push_back(std::move(*found));
  }
}

}  // namespace

Reduction reduce_dominated(const lp::Matrix<Rational>& a) {
  Game g{a, {}};
  for (const auto& row : a) {
    g.d.emplace_back();
    for (const auto& v : row) g.d.back().push_back(to_double(v));
  }
  Reduction r;
  for (std::size_t i = 0; i < a.size(); ++i) r.kept.push_back(i);
  r.strict = eliminate_strictly(g, r.kept);
  r.kept_weak = r.kept;
  r.weak = eliminate_weakly(g, r.kept_weak);
  return r;
}

}  // namespace alea::alloc
