// alloc.optimal_mix: the payoff matrix of the symmetric game w - l over a list of allocations,
// solved by the LP core (GLPK, then verified in Rational when exact).
#include "alloc/mix/mix.hpp"

#include <algorithm>
#include <cmath>
#include <utility>

#include "alloc/exact/independent.hpp"
#include "alloc/exact/original.hpp"
#include "alloc/exact/solitaire.hpp"
#include "alloc/fast/wdl.hpp"
#include "core/errors.hpp"
#include "core/interrupt.hpp"
#include "core/mode.hpp"
#include "lp/game.hpp"
#include "core/parallel.hpp"
#include "core/progress.hpp"

namespace alea::alloc {
namespace {

// |value| of a symmetric game in doubles is 0 up to GLPK's feasibility tolerances (1e-7 relative).
constexpr double value_tolerance = 1e-6;

void check_list(const std::vector<Allocation>& list) {
  if (list.empty()) throw InvalidArgument("allocations", "expected a non-empty array of allocations");
  for (std::size_t i = 1; i < list.size(); ++i)
    if (!(list[i].prob() == list[0].prob()))
      throw InvalidArgument("allocations", "entry " + std::to_string(i + 1) + " is over " + list[i].prob().to_string() +
                                               ", entry 1 over " + list[0].prob().to_string() + " (a mix is over one game)");
}

// Fills a[i][j] = f(i, j) for i < j over all pairs in parallel and mirrors it.
template <class S, class F>
lp::Matrix<S> antisymmetric(std::size_t n, F&& f) {
  std::vector<std::pair<std::size_t, std::size_t>> pairs;
  pairs.reserve(n * (n - 1) / 2);
  for (std::size_t i = 0; i < n; ++i)
    for (std::size_t j = i + 1; j < n; ++j) pairs.emplace_back(i, j);
  lp::Matrix<S> a(n, std::vector<S>(n, S(0)));
  Progress bar("mix payoffs", pairs.size());
  parallel_for(0, pairs.size(), [&](std::size_t k) {
    check_interrupt();
    auto [i, j] = pairs[k];
    a[i][j] = f(i, j);
    a[j][i] = -a[i][j];
    bar.advance();
  });
  return a;
}

template <class S>
S w_minus_l(const std::vector<S>& p, const Counts& x, const Counts& y, Rules rules) {
  auto r = rules == Rules::original ? exact::wdl_original(p, x, y) : exact::wdl_independent(p, x, y);
  return r.win - r.loss;
}

// Fluet's recursions in doubles cost about their table size (Original: prod (1 + max(x_i, y_i)),
// Independent: prod (1 + x_i)(1 + y_i)); the Poissonization costs O(N Q) whatever the counts.
// Measured (docs/alloc_mix.md): P = (3/6, 2/6, 1/6), 18 tokens, the recursion wins (Original
// 12 vs 22 us, Independent 0.9 vs 2.8 ms); two dice, 12 tokens, it loses (111 vs 48 us).
constexpr double recursion_table_original = 1500;
constexpr double recursion_table_independent = 200000;

bool recursion_is_cheaper(const Counts& x, const Counts& y, Rules rules) {
  double table = 1;
  for (std::size_t i = 0; i < x.size(); ++i)
    table *= rules == Rules::original ? 1.0 + static_cast<double>(std::max(x[i], y[i]))
                                      : (1.0 + static_cast<double>(x[i])) * (1.0 + static_cast<double>(y[i]));
  return table <= (rules == Rules::original ? recursion_table_original : recursion_table_independent);
}

// w - l in doubles by the cheaper method: both agree to 1e-14 here (the fast one's error bound
// is below 1e-12, the recursion's error is rounding only).
double w_minus_l_fast(const std::vector<double>& p, const Counts& x, const Counts& y, Rules rules) {
  if (recursion_is_cheaper(x, y, rules)) return w_minus_l(p, x, y, rules);
  auto r = rules == Rules::original ? fast::wdl_original(p, x, y) : fast::wdl_independent(p, x, y);
  return r.win.value - r.loss.value;
}

// The support (weights > 0) of an exact solution.
void fill_exact(Mix& m, const lp::GameSolution<Rational>& g, const lp::Matrix<Rational>& a) {
  m.exact = true;
  m.exact_value = g.value;
  m.exact_guarantee = lp::guarantee(a, g.row);
  for (std::size_t i = 0; i < g.row.size(); ++i)
    if (g.row[i] > 0) {
      m.support.push_back(i);
      m.exact_weights.push_back(g.row[i]);
      m.weights.push_back(to_double(g.row[i]));
    }
  m.value = to_double(m.exact_value);
  m.guarantee = to_double(m.exact_guarantee);
  if (m.exact_value != 0) throw Error("the verified value " + to_string(m.exact_value) + " of a symmetric game is not 0");
}

// GLPK's weights in doubles: tiny negatives and dust below its tolerance dropped, renormalized.
void fill_double(Mix& m, const lp::GameSolution<double>& g, const lp::Matrix<double>& a) {
  double total = 0;
  std::vector<double> q(g.row.size(), 0.0);
  for (std::size_t i = 0; i < g.row.size(); ++i)
    if (g.row[i] > 1e-12) q[i] = g.row[i], total += g.row[i];
  for (std::size_t i = 0; i < q.size(); ++i)
    if (q[i] > 0) {
      q[i] /= total;
      m.support.push_back(i);
      m.weights.push_back(q[i]);
    }
  m.value = g.value;
  m.guarantee = lp::guarantee(a, q);
  if (!(std::abs(m.value) <= value_tolerance))
    throw Error("the computed value " + std::to_string(m.value) + " of a symmetric game is not 0");
}

}  // namespace

lp::Matrix<Rational> payoff_matrix_exact(const std::vector<Allocation>& list, Rules rules) {
  check_list(list);
  const auto& p = list[0].prob().exact();
  return antisymmetric<Rational>(list.size(), [&](std::size_t i, std::size_t j) {
    return w_minus_l(p, list[i].counts(), list[j].counts(), rules);
  });
}

lp::Matrix<double> payoff_matrix(const std::vector<Allocation>& list, Rules rules) {
  check_list(list);
  const auto& p = list[0].prob().values();
  return antisymmetric<double>(list.size(), [&](std::size_t i, std::size_t j) {
    return w_minus_l_fast(p, list[i].counts(), list[j].counts(), rules);
  });
}

template <class S>
void check_antisymmetric(const lp::Matrix<S>& a) {
  for (std::size_t i = 0; i < a.size(); ++i) {
    if (a[i].size() != a.size()) throw InvalidArgument("the payoff matrix is not square");
    for (std::size_t j = 0; j <= i; ++j)
      if (a[i][j] != -a[j][i]) throw InvalidArgument("the payoff matrix is not antisymmetric (entries " + std::to_string(i + 1) + ", " + std::to_string(j + 1) + ")");
  }
}

Mix optimal_mix(const lp::Matrix<double>& a) {
  check_antisymmetric(a);
  Mix m;
  fill_double(m, lp::solve_game(a), a);
  return m;
}

Mix optimal_mix(const lp::Matrix<Rational>& a) {
  check_antisymmetric(a);
  Mix m;
  auto g = lp::solve_game_exact(a);
  if (g.exact) {
    fill_exact(m, *g.exact, a);
    return m;
  }
  lp::Matrix<double> ad(a.size());
  for (std::size_t i = 0; i < a.size(); ++i)
    for (const auto& v : a[i]) ad[i].push_back(to_double(v));
  fill_double(m, g.approx, ad);
  m.reason = g.reason;
  return m;
}

Mix optimal_mix(const std::vector<Allocation>& list, const MixOptions& opts) {
  check_list(list);
  const ProbVector& p = list[0].prob();
  if (!resolve_exact(opts.exact, p.is_exact())) {
    lp::require_game_memory(list.size(), list.size(), false);  // before any payoff is computed
    return optimal_mix(payoff_matrix(list, opts.rules));
  }
  lp::require_game_memory(list.size(), list.size(), true);
  return optimal_mix(payoff_matrix_exact(list, opts.rules));
}

}  // namespace alea::alloc
