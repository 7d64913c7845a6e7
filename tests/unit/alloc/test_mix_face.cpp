// Every optimal mix (src/alloc/mix/face.hpp) and the elimination of dominated allocations
// (dominance.hpp): the optimal face against a brute-force vertex enumeration (every set of tight
// constraints, solved and kept when feasible) on random small games, random integer ones with
// ties (faces of higher dimension) and random small tournaments of Knock 'em Down; every
// elimination's certificate checked again; Fluet's Figure 5 (seed 000, section 2) and the 18-token
// game of section 7 (docs/alloc_mix.md).
#include <catch2/catch.hpp>

#include <algorithm>
#include <random>

#include "alloc/enumerate.hpp"
#include "alloc/mix/dominance.hpp"
#include "alloc/mix/face.hpp"
#include "alloc/mix/mix.hpp"
#include "core/rational.hpp"
#include "lp/game.hpp"
#include "lp/linear.hpp"
#include "small_games.hpp"

using namespace alea;
using namespace alea::alloc;
using alea::alloc::testing::p321;

namespace {

using RMatrix = lp::Matrix<Rational>;

// Every vertex of {q >= 0, sum q = 1, q^T a >= 0}, by brute force: each choice of m - 1 of the 2m
// inequalities made tight, with sum q = 1, solved; kept when the solution is unique and feasible.
std::vector<std::vector<Rational>> brute_vertices(const RMatrix& a) {
  const std::size_t m = a.size();
  std::vector<std::vector<Rational>> rows;  // the 2m inequalities: q_i >= 0, then (q^T a)_j >= 0
  for (std::size_t i = 0; i < m; ++i) {
    rows.emplace_back(m, Rational(0));
    rows.back()[i] = 1;
  }
  for (std::size_t j = 0; j < m; ++j) {
    rows.emplace_back();
    for (std::size_t i = 0; i < m; ++i) rows.back().push_back(a[i][j]);
  }
  std::vector<std::vector<Rational>> out;
  std::vector<bool> pick(2 * m, false);
  std::fill(pick.begin(), pick.begin() + std::ptrdiff_t(m - 1), true);
  do {
    RMatrix sys{std::vector<Rational>(m, Rational(1))};
    std::vector<Rational> rhs{Rational(1)};
    for (std::size_t k = 0; k < 2 * m; ++k)
      if (pick[k]) sys.push_back(rows[k]), rhs.emplace_back(0);
    const auto q = lp::solve_linear(sys, rhs);
    if (!q) continue;
    bool feasible = true;
    for (const auto& r : rows) {
      Rational s = 0;
      for (std::size_t i = 0; i < m; ++i) s += r[i] * (*q)[i];
      feasible = feasible && s >= 0;
    }
    if (feasible) out.push_back(*q);
  } while (std::prev_permutation(pick.begin(), pick.end()));
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

RMatrix random_antisymmetric(std::mt19937_64& rng, std::size_t m, int spread) {
  RMatrix a(m, std::vector<Rational>(m, Rational(0)));
  for (std::size_t i = 0; i < m; ++i)
    for (std::size_t j = i + 1; j < m; ++j) {
      a[i][j] = Rational(std::int64_t(rng() % (2 * spread + 1)) - spread, std::int64_t(rng() % 3) + 1);
      a[j][i] = -a[i][j];
    }
  return a;
}

// The face's own consistency and the brute force's vertices.
void face_is_brute_force(const RMatrix& a) {
  const auto f = optimal_face(a);
  const auto brute = brute_vertices(a);
  CHECK(f.vertices == brute);
  CHECK(f.unique() == (brute.size() == 1));
  std::vector<std::size_t> played;
  for (const auto& v : brute) {
    CHECK(lp::guarantee(a, v) == 0);
    for (std::size_t i = 0; i < v.size(); ++i)
      if (v[i] > 0) played.push_back(i);
  }
  std::sort(played.begin(), played.end());
  played.erase(std::unique(played.begin(), played.end()), played.end());
  CHECK(f.playable == played);
}

// Each elimination's mix dominates its strategy over what remained when it left.
void certificates_hold(const RMatrix& a, const Reduction& r) {
  auto check = [&](const std::vector<Dominated>& removed, std::vector<std::size_t> kept, bool strict) {
    std::size_t round = 0;
    std::vector<std::size_t> at_round = kept;
    for (const auto& d : removed) {
      if (d.round != round) round = d.round, at_round = kept;  // strict rounds remove at once
      Rational total = 0;
      for (const auto& w : d.weights) {
        total += w;
        CHECK(w > 0);
      }
      CHECK(total == 1);
      bool above = false;
      for (std::size_t j : at_round) {
        Rational s = 0;
        for (std::size_t k = 0; k < d.by.size(); ++k) s += d.weights[k] * a[d.by[k]][j];
        if (strict) CHECK(s > a[d.index][j]);
        else CHECK(s >= a[d.index][j]);
        above = above || s > a[d.index][j];
      }
      CHECK(above);
      kept.erase(std::find(kept.begin(), kept.end(), d.index));
    }
    return kept;
  };
  std::vector<std::size_t> all(a.size());
  for (std::size_t i = 0; i < a.size(); ++i) all[i] = i;
  CHECK(check(r.strict, all, true) == r.kept);
  CHECK(check(r.weak, r.kept, false) == r.kept_weak);
}

std::vector<Allocation> list_of(const ProbVector& p, std::int64_t t) {
  std::vector<Allocation> list;
  for_each_allocation(p.size(), t, [&](const Counts& x) {
    list.emplace_back(p, x);
    return true;
  });
  return list;
}


}  // namespace

TEST_CASE("mix face: the vertices of random games equal a brute-force vertex enumeration", "[alloc][mix][face]") {
  std::mt19937_64 rng(30);
  for (std::size_t m = 1; m <= 6; ++m)
    for (int k = 0; k < 12; ++k) {
      INFO("m = " << m << ", game " << k);
      // Spread 1 in thirds: many equal payoffs, so faces of dimension >= 1 occur.
      face_is_brute_force(random_antisymmetric(rng, m, k % 2 ? 1 : 5));
    }
}

TEST_CASE("mix face: a face of dimension one, from two copies of an optimal strategy", "[alloc][mix][face]") {
  // Rock, paper, scissors with rock twice: the optimal mixes put 1/3 on rock in any split.
  const RMatrix a{{0, 0, -1, 1}, {0, 0, -1, 1}, {1, 1, 0, -1}, {-1, -1, 1, 0}};
  const auto f = optimal_face(a);
  CHECK(f.dimension == 1);
  CHECK_FALSE(f.unique());
  CHECK(f.vertices == std::vector<std::vector<Rational>>{{0, Rational(1, 3), Rational(1, 3), Rational(1, 3)},
                                                          {Rational(1, 3), 0, Rational(1, 3), Rational(1, 3)}});
  face_is_brute_force(a);
}

TEST_CASE("mix face: random small tournaments of Knock 'em Down against brute force", "[alloc][mix][face]") {
  std::mt19937_64 rng(3031);
  for (int k = 0; k < 8; ++k) {
    // Six distinct allocations of a random exact game of three or four values.
    const std::size_t n = 3 + k % 2;
    std::vector<Rational> w;
    std::int64_t sum = 0;
    std::vector<std::int64_t> raw(n);
    for (auto& v : raw) sum += v = std::int64_t(rng() % 5) + 1;
    for (auto v : raw) w.emplace_back(v, sum);
    const auto p = ProbVector::from_exact(w);
    const std::int64_t t = 4;
    auto all = list_of(p, t);
    std::shuffle(all.begin(), all.end(), rng);
    all.erase(all.begin() + 6, all.end());
    const auto a = payoff_matrix_exact(all, Rules::original);
    INFO("game " << k);
    face_is_brute_force(a);
    const auto r = reduce_dominated(a);
    certificates_hold(a, r);
    // The strict reduction keeps the face: the same vertices from the reduced game.
    const Mix m = optimal_mix(a);
    REQUIRE(m.face);
    CHECK(m.vertices == brute_vertices(a));
  }
}

TEST_CASE("mix face: Fluet Figure 5, all 21 allocations of 5 tokens, exact", "[alloc][mix][face][seed000 Fig.5]") {
  const auto list = list_of(p321(), 5);
  const auto a = payoff_matrix_exact(list, Rules::original);
  const Mix m = optimal_mix(a);
  REQUIRE(m.exact);
  certificates_hold(a, m.reduction);
  // What remains after strict elimination, by brute force: its vertices are the face's.
  RMatrix sub;
  for (std::size_t i : m.reduction.kept) {
    sub.emplace_back();
    for (std::size_t j : m.reduction.kept) sub.back().push_back(a[i][j]);
  }
  REQUIRE(sub.size() <= 9);
  auto brute = brute_vertices(sub);
  for (const auto& q : m.vertices) CHECK(lp::guarantee(a, q) == 0);
  REQUIRE(m.vertices.size() == brute.size());
  for (std::size_t v = 0; v < brute.size(); ++v)
    for (std::size_t k = 0; k < sub.size(); ++k) CHECK(m.vertices[v][m.reduction.kept[k]] == brute[v][k]);
  // The LP's mix (docs/alloc_mix.md: [2,2,1], [4,1,0], [3,1,1]) is a vertex; with one vertex it is the only mix.
  CHECK(m.unique() == (m.vertices.size() == 1));
  std::vector<Rational> q(list.size(), Rational(0));
  for (std::size_t k = 0; k < m.support.size(); ++k) q[m.support[k]] = m.exact_weights[k];
  CHECK(std::find(m.vertices.begin(), m.vertices.end(), q) != m.vertices.end());
}
