// alloc.optimal_mix (src/alloc/mix): the payoff matrix of the game w - l, Figure 5's 5-token
// game of Fluet (seed 000, section 2: the emperor cycle (3,2,0) -> (4,1,0) -> (2,2,1) ->
// (3,1,1) -> (3,2,0) with P = (3/6, 2/6, 1/6)) over all 21 allocations, certified by direct
// evaluation, the fast mode against the exact one, and the errors.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>

#include "alloc/enumerate.hpp"
#include "alloc/exact/independent.hpp"
#include "alloc/exact/original.hpp"
#include "alloc/exact/solitaire.hpp"
#include "alloc/mix/mix.hpp"
#include "alloc/mix/tournament_mix.hpp"
#include "core/errors.hpp"
#include "core/interrupt.hpp"
#include "core/memory_guard.hpp"
#include "exact_literal.hpp"
#include "small_games.hpp"

using namespace alea;
using alea::test::R;
using namespace alea::alloc;
using alea::alloc::testing::p321;

namespace {

std::vector<Allocation> all_allocations(const ProbVector& p, std::int64_t t) {
  std::vector<Allocation> list;
  for_each_allocation(p.size(), t, [&](const Counts& x) {
    list.emplace_back(p, x);
    return true;
  });
  return list;
}

const std::vector<Counts> figure5_cycle = {{3, 2, 0}, {4, 1, 0}, {2, 2, 1}, {3, 1, 1}};

Rational w_minus_l(const Counts& x, const Counts& y, Rules rules) {
  auto p = p321().exact();
  auto r = rules == Rules::original ? exact::wdl_original(p, x, y) : exact::wdl_independent(p, x, y);
  return r.win - r.loss;
}

// The mix's expected w - l against y, from the recursions directly (not from the LP's matrix).
Rational expected_against(const Mix& m, const std::vector<Allocation>& list, const Counts& y, Rules rules) {
  Rational s = 0;
  for (std::size_t k = 0; k < m.support.size(); ++k)
    s += m.exact_weights[k] * w_minus_l(list[m.support[k]].counts(), y, rules);
  return s;
}
}  // namespace

TEST_CASE("mix: Figure 5's cycle is a cycle of the exact payoffs", "[alloc][mix][seed000 Fig.5]") {
  // Fluet 2: (3,2,0) defeats (4,1,0), which defeats (2,2,1), which defeats (3,1,1), which defeats (3,2,0).
  for (std::size_t k = 0; k < 4; ++k) CHECK(w_minus_l(figure5_cycle[k], figure5_cycle[(k + 1) % 4], Rules::original) > 0);
}

TEST_CASE("mix: the payoff matrix is w - l and antisymmetric", "[alloc][mix]") {
  auto list = all_allocations(p321(), 3);
  REQUIRE(list.size() == 10);
  auto a = payoff_matrix_exact(list, Rules::original);
  auto f = payoff_matrix(list, Rules::original);
  for (std::size_t i = 0; i < list.size(); ++i)
    for (std::size_t j = 0; j < list.size(); ++j) {
      CHECK(a[i][j] == -a[j][i]);
      CHECK(a[i][j] == w_minus_l(list[i].counts(), list[j].counts(), Rules::original));
      CHECK(f[i][j] == Approx(to_double(a[i][j])).margin(1e-12));
    }
}

TEST_CASE("mix: the double payoffs by the Poissonization where the recursion is dearer", "[alloc][mix]") {
  // Two dice, 12 tokens (Fluet 2.7's minimal and proportional-like allocations): a recursion
  // table of 1728 states, so the fast method computes the payoff; the recursion checks it.
  auto d = ProbVector::dice(2, 6);
  Counts x = {0, 0, 1, 2, 2, 3, 2, 1, 1, 0, 0}, y = {0, 1, 1, 2, 2, 2, 2, 1, 1, 0, 0};
  auto a = payoff_matrix({Allocation(d, x), Allocation(d, y)}, Rules::original);
  auto r = exact::wdl_original(d.values(), x, y);
  CHECK(a[0][1] == Approx(r.win - r.loss).margin(1e-12));
  CHECK(a[1][0] == -a[0][1]);
}

TEST_CASE("mix: Figure 5's game over all 21 allocations", "[alloc][mix][seed000 Fig.5]") {
  auto list = all_allocations(p321(), 5);
  REQUIRE(list.size() == 21);
  Mix m = optimal_mix(list, {true, Rules::original, {}});
  REQUIRE(m.exact);
  CHECK(m.exact_value == 0);
  CHECK(m.exact_guarantee == 0);
  Rational total = 0;
  for (std::size_t k = 0; k < m.support.size(); ++k) {
    CHECK(m.exact_weights[k] > 0);
    total += m.exact_weights[k];
    // Supported inside the emperor cycle.
    CHECK(std::find(figure5_cycle.begin(), figure5_cycle.end(), list[m.support[k]].counts()) != figure5_cycle.end());
  }
  CHECK(total == 1);
  // Optimality certified without the LP: the mix's expected w - l is >= 0 against all 21,
  // and a symmetric game's value is 0 (x^T A x = 0 for antisymmetric A).
  for (const auto& y : list) CHECK(expected_against(m, list, y.counts(), Rules::original) >= 0);
  // The fast mode finds the same mix in doubles.
  Mix f = optimal_mix(list, {false, Rules::original, {}});
  CHECK_FALSE(f.exact);
  REQUIRE(f.support == m.support);
  for (std::size_t k = 0; k < f.support.size(); ++k) CHECK(f.weights[k] == Approx(m.weights[k]).margin(1e-9));
  CHECK(std::abs(f.value) < 1e-9);
  CHECK(f.guarantee > -1e-9);
}

TEST_CASE("mix: Independent rules, 5 tokens: a pure emperor", "[alloc][mix]") {
  auto list = all_allocations(p321(), 5);
  Mix m = optimal_mix(list, {true, Rules::independent, {}});
  REQUIRE(m.exact);
  REQUIRE(m.support.size() == 1);
  CHECK(m.exact_weights[0] == 1);
  // One allocation guaranteeing w - l >= 0 against all is an emperor: checked directly.
  const Counts& e = list[m.support[0]].counts();
  for (const auto& y : list) CHECK(w_minus_l(e, y.counts(), Rules::independent) >= 0);
}

TEST_CASE("mix: errors, memory guard and Ctrl-C", "[alloc][mix]") {
  CHECK_THROWS_AS(optimal_mix(std::vector<Allocation>{}, MixOptions{}), InvalidArgument);
  auto floats = ProbVector::from_doubles({0.5, 0.3, 0.2});
  std::vector<Allocation> mixed = {Allocation(p321(), {1, 0, 0}), Allocation(floats, {1, 0, 0})};
  CHECK_THROWS_AS(optimal_mix(mixed, {}), InvalidArgument);
  std::vector<Allocation> inexact = {Allocation(floats, {1, 0, 0}), Allocation(floats, {0, 1, 0})};
  // exact=true with float entries: their binary values, exactly (the float rule); the same support.
  CHECK(optimal_mix(inexact, {true, Rules::original, {}}).support == std::vector<std::size_t>{0});
  CHECK(optimal_mix(inexact, {}).support == std::vector<std::size_t>{0});  // 1 beats 2 outright
  // A payoff matrix given directly must be antisymmetric (a symmetric zero-sum game).
  CHECK_THROWS_AS(optimal_mix(lp::Matrix<double>{{0.0, 1.0}, {1.0, 0.0}}), InvalidArgument);
  CHECK_THROWS_AS(optimal_mix(lp::Matrix<Rational>{{R(1), R(0)}, {R(0), R(0)}}), InvalidArgument);
  CHECK(optimal_mix(lp::Matrix<Rational>{{R(0), R(1, 3)}, {R(-1, 3), R(0)}}).exact_weights == std::vector<Rational>{R(1)});
  auto limit = memory_limit();
  set_memory_limit(1 << 16);
  CHECK_THROWS_AS(optimal_mix(all_allocations(p321(), 5), {}), LimitExceeded);
  set_memory_limit(limit);
  clear_interrupt();
  request_interrupt();
  CHECK_THROWS_AS(optimal_mix(all_allocations(p321(), 5), {true, Rules::original, {}}), Interrupted);
  clear_interrupt();
}

TEST_CASE("mix: a tournament's stored WDL give the same mix", "[alloc][mix]") {
  // Tournament::full walks enumerate.hpp's order, as all_allocations does, so positions agree.
  auto t = Tournament::full(p321(), 5, false, {Rules::original, true});
  Mix a = optimal_mix(t, true);
  Mix b = optimal_mix(all_allocations(p321(), 5), {true, Rules::original, {}});
  REQUIRE(a.exact);
  CHECK(a.support == b.support);
  CHECK(a.exact_weights == b.exact_weights);
  CHECK(payoff_matrix_exact(t) == payoff_matrix_exact(all_allocations(p321(), 5), Rules::original));
  auto f = Tournament::full(p321(), 5, false, {Rules::original, false});
  Mix c = optimal_mix(f, false);
  REQUIRE(c.support == b.support);
  for (std::size_t k = 0; k < c.support.size(); ++k) CHECK(c.weights[k] == Approx(b.weights[k]).margin(1e-9));
  CHECK_THROWS_AS(optimal_mix(f, true), InvalidArgument);
}
