// The optimal face of a symmetric zero-sum game (face.hpp): its playable strategies by one exact
// LP, its affine hull by exact elimination, its vertices over the subsets of its inequalities.
#include "alloc/mix/face.hpp"

#include <algorithm>

#include "core/errors.hpp"
#include "core/interrupt.hpp"
#include "lp/echelon.hpp"
#include "lp/exact.hpp"
#include "lp/linear.hpp"

namespace alea::alloc {
namespace {

// maximize sum z + sum w over q, z, w >= 0 (columns q 0..m-1, z m..2m-1, w 2m..3m-1):
//   z_i - q_i <= 0, z_i <= 1, w_j - (q^T a)_j <= 0, w_j <= 1, (q^T a)_j >= 0.
lp::Problem<Rational> strict_complementarity_lp(const lp::Matrix<Rational>& a) {
  const std::size_t m = a.size();
  lp::Problem<Rational> p;
  auto row = [&](lp::Sense sense, const Rational& rhs) -> std::vector<Rational>& {
    p.a.emplace_back(3 * m, Rational(0));
    p.sense.push_back(sense);
    p.rhs.push_back(rhs);
    return p.a.back();
  };
  for (std::size_t i = 0; i < m; ++i) {
    auto& r = row(lp::Sense::at_most, 0);
    r[m + i] = 1, r[i] = -1;
    row(lp::Sense::at_most, 1)[m + i] = 1;
  }
  for (std::size_t j = 0; j < m; ++j) {
    auto& r = row(lp::Sense::at_most, 0);
    r[2 * m + j] = 1;
    for (std::size_t i = 0; i < m; ++i) r[i] = -a[i][j];
    row(lp::Sense::at_most, 1)[2 * m + j] = 1;
    auto& c = row(lp::Sense::at_least, 0);
    for (std::size_t i = 0; i < m; ++i) c[i] = a[i][j];
  }
  p.objective.assign(3 * m, Rational(0));
  for (std::size_t k = m; k < 3 * m; ++k) p.objective[k] = 1;
  p.free.assign(3 * m, false);
  return p;
}

// The inequalities of F on the playable strategies S: q_i >= 0 (i in S), (q^T a)_j >= 0 (j off S),
// each as its coefficients over S.
std::vector<std::vector<Rational>> inequalities(const lp::Matrix<Rational>& a, const std::vector<std::size_t>& s,
                                                const std::vector<bool>& in_s) {
  std::vector<std::vector<Rational>> g;
  for (std::size_t k = 0; k < s.size(); ++k) {
    g.emplace_back(s.size(), Rational(0));
    g.back()[k] = 1;
  }
  for (std::size_t j = 0; j < a.size(); ++j) {
    if (in_s[j]) continue;
    g.emplace_back();
    for (std::size_t i : s) g.back().push_back(a[i][j]);
  }
  return g;
}

Rational dot(const std::vector<Rational>& u, const std::vector<Rational>& v) {
  Rational s = 0;
  for (std::size_t i = 0; i < u.size(); ++i)
    if (u[i] != 0 && v[i] != 0) s += u[i] * v[i];
  return s;
}

// Calls f(subset) for every k-subset of {0, .., n-1}, in lexicographic order.
template <class F>
void for_each_subset(std::size_t n, std::size_t k, F&& f) {
  std::vector<std::size_t> c(k);
  for (std::size_t i = 0; i < k; ++i) c[i] = i;
  while (true) {
    f(c);
    std::size_t i = k;
    while (i > 0 && c[i - 1] == n - k + i - 1) --i;
    if (i == 0) return;
    ++c[i - 1];
    for (std::size_t j = i; j < k; ++j) c[j] = c[j - 1] + 1;
  }
}

std::uint64_t binomial(std::uint64_t n, std::uint64_t k, std::uint64_t cap) {
  std::uint64_t c = 1;
  for (std::uint64_t i = 1; i <= k; ++i) {
    c = c * (n - k + i) / i;  // exact: c is C(n - k + i, i) after each step
    if (c > cap) return cap + 1;
  }
  return c;
}

}  // namespace

OptimalFace optimal_face(const lp::Matrix<Rational>& a, std::uint64_t max_subsets) {
  const std::size_t m = a.size();
  const auto lp = lp::solve_exact(strict_complementarity_lp(a));
  if (!lp.exact) throw Error("the optimal face: " + lp.reason);
  const auto& x = lp.exact->x;
  OptimalFace face;
  std::vector<bool> in_s(m, false);
  for (std::size_t i = 0; i < m; ++i) {
    in_s[i] = x[m + i] == 1;
    const bool in_w = x[2 * m + i] == 1;
    if (in_s[i] == in_w)  // Goldman-Tucker: exactly one of the two
      throw Error("the optimal face: strategy " + std::to_string(i + 1) + " is " + (in_w ? "both" : "neither") +
                  " played and strictly beaten by optimal mixes");
    if (in_s[i]) face.playable.push_back(i);
  }
  // The affine hull: sum q = 1 and (q^T a)_j = 0 for j in S, over q_S.
  const auto& s = face.playable;
  lp::Matrix<Rational> eq;
  std::vector<Rational> rhs;
  eq.emplace_back(s.size(), Rational(1)), rhs.emplace_back(1);
  for (std::size_t j : s) {
    eq.emplace_back();
    for (std::size_t i : s) eq.back().push_back(a[i][j]);
    rhs.emplace_back(0);
  }
  const auto hull = lp::solve_system(eq, rhs, s.size());
  if (!hull) throw Error("the optimal face: its equations have no solution");
  const std::size_t k = hull->basis.size();
  face.dimension = k;
  const auto g = inequalities(a, s, in_s);
  std::vector<std::vector<Rational>> found;
  auto keep = [&](const std::vector<Rational>& q) {
    for (const auto& gi : g)
      if (dot(gi, q) < 0) return;
    std::vector<Rational> full(m, Rational(0));
    for (std::size_t t = 0; t < s.size(); ++t) full[s[t]] = q[t];
    found.push_back(std::move(full));
  };
  if (k == 0) {
    keep(hull->x0);
    if (found.empty()) throw Error("the optimal face: its only point is not a mix");
  } else {
    if (binomial(g.size(), k, max_subsets) > max_subsets)
      throw LimitExceeded("the optimal face has dimension " + std::to_string(k) + " among " +
                                          std::to_string(g.size()) + " inequalities: more than " +
                                          std::to_string(max_subsets) + " subsets to try; ask for vertices=false");
    // In coordinates q = x0 + sum_l lambda_l b_l: each inequality is (g b) lambda >= -g x0.
    std::vector<std::vector<Rational>> gb(g.size());
    std::vector<Rational> gx(g.size());
    for (std::size_t i = 0; i < g.size(); ++i) {
      gx[i] = dot(g[i], hull->x0);
      for (const auto& b : hull->basis) gb[i].push_back(dot(g[i], b));
    }
    for_each_subset(g.size(), k, [&](const std::vector<std::size_t>& tight) {
      check_interrupt();
      lp::Matrix<Rational> sys;
      std::vector<Rational> r;
      for (std::size_t i : tight) sys.push_back(gb[i]), r.push_back(-gx[i]);
      const auto lambda = lp::solve_linear(sys, r);
      if (!lambda) return;
      std::vector<Rational> q = hull->x0;
      for (std::size_t l = 0; l < k; ++l)
        for (std::size_t t = 0; t < q.size(); ++t) q[t] += (*lambda)[l] * hull->basis[l][t];
      keep(q);
    });
  }
  std::sort(found.begin(), found.end());
  found.erase(std::unique(found.begin(), found.end()), found.end());
  face.vertices = std::move(found);
  return face;
}

}  // namespace alea::alloc
