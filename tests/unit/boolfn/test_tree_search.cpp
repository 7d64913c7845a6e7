// method "search" (tree_search.hpp): Delta at p = 1/2 by branch and bound, on bit tables and on Hex
// boards, against the 3^n tables, the plain recursion of reference.hpp, and the Hex values of
// docs/boolfn.md; the optimal tree it reads back (its cost, its values at every point); bounds when
// stopped; errors, Ctrl-C and the memory guard.
#include <catch2/catch.hpp>

#include <random>

#include "boolfn/builtins.hpp"
#include "boolfn/decision_tree.hpp"
#include "boolfn/tree_search.hpp"
#include "core/errors.hpp"
#include "core/memory_guard.hpp"
#include "delayed_interrupt.hpp"
#include "error_role.hpp"
#include "reference.hpp"

using namespace alea;
using namespace alea::boolfn;

namespace {

// +-1-valued, f = +1 with probability `dense` / 8.
BooleanFunction random_dense(int n, std::mt19937_64& rng, int dense) {
  std::vector<Number> v(std::size_t(1) << n);
  for (auto& x : v) x = Number::of(Rational(int(rng() % 8) < dense ? 1 : -1));
  return from_values(v);
}

Rational tables_delta(const BooleanFunction& f, const Assignments& partial = {}) {
  TreeOptions o;
  o.build = false;
  o.engine = TreeEngine::tables;
  o.partial = partial;
  return *optimal_decision_tree(f, o).cost.exact;
}

// The tree computes f at every point that agrees with `partial`, reading no fixed variable.
void check_tree_computes(const BooleanFunction& f, const DecisionTree& t, const Assignments& partial) {
  const Partial fixed = make_partial(f.n(), partial);
  const std::uint64_t size = std::uint64_t(1) << f.n();
  const std::uint64_t stride = size > 4096 ? size / 4096 + 1 : 1;
  for (std::uint64_t x = 0; x < size; x += stride) {
    Point p(f.n());
    for (int i = 0; i < f.n(); ++i) p[i] = fixed.value[i] ? fixed.value[i] : (x >> i & 1 ? 1 : -1);
    REQUIRE(t.evaluate(p) == f.value(p));
  }
  for (const auto& node : t.nodes)
    if (node.var) REQUIRE(fixed.value[node.var - 1] == 0);
}

Rational search_delta(const BooleanFunction& f, const Assignments& partial = {},
                      SearchStates states = SearchStates::automatic) {
  SearchOptions o;
  o.partial = partial;
  o.states = states;
  auto r = search_decision_tree(f, o);
  REQUIRE(r.finished);
  CHECK(r.lower == r.cost);
  CHECK(r.cost <= r.greedy);
  // the optimal tree read back from the memo
  REQUIRE(r.tree);
  CHECK(*r.tree->expected_cost().exact == r.cost);
  CHECK(r.leaves == r.tree->leaves());
  CHECK(r.depth == r.tree->depth());
  check_tree_computes(f, *r.tree, partial);
  return r.cost;
}

}  // namespace

TEST_CASE("search: Delta equals the 3^n tables on random functions", "[boolfn][tree][search]") {
  std::mt19937_64 rng(13);
  for (int n = 1; n <= 9; ++n)
    for (int dense : {1, 4, 6})
      for (int rep = 0; rep < (n <= 6 ? 6 : 2); ++rep) {
        auto f = random_dense(n, rng, dense);
        INFO("n = " << n << ", dense = " << dense << ", rep = " << rep);
        CHECK(search_delta(f) == tables_delta(f));
      }
}

TEST_CASE("search: Delta equals the plain recursion over partial assignments", "[boolfn][tree][search]") {
  std::mt19937_64 rng(4);
  for (int n = 2; n <= 5; ++n) {
    auto f = random_dense(n, rng, 3);
    reference::Brute ref(f, Rational(1, 2));
    CHECK(search_delta(f) == ref.tree_cost(reference::State(n, 0)));
  }
}

TEST_CASE("search: Hex 2x2-4x4, recursive majority, tribes, partial assignments", "[boolfn][tree][search][seed004]") {
  // docs/boolfn.md, Random-turn Hex (3^n tables)
  CHECK(search_delta(hex(2)) == Rational(5, 2));
  CHECK(search_delta(hex(3)) == Rational(555, 128));
  CHECK(search_delta(hex(4)) == Rational(105621, 16384));
  CHECK(search_delta(recursive_majority(2)) == Rational(393, 64));  // Delta(f_2) = 393/64 (seed)
  CHECK(search_delta(tribes(3, 3)) == tables_delta(tribes(3, 3)));
  CHECK(search_delta(majority(7)) == Rational(93, 16));             // negative-binomial mean
  Assignments partial = {{1, 1}, {5, -1}, {9, 1}};
  CHECK(search_delta(recursive_majority(2), partial) == tables_delta(recursive_majority(2), partial));
  CHECK(search_delta(hex(4), {{6, 1}, {11, -1}}) == tables_delta(hex(4), {{6, 1}, {11, -1}}));
  CHECK(search_delta(dictator(5, 2)) == 1);
  CHECK(search_delta(from_values(std::vector<Number>(16, Number::of(Rational(1))))) == 0);
}

TEST_CASE("search: Hex boards agree with bit tables and the 3^n tables from partial boards", "[boolfn][tree][search][hex]") {
  std::mt19937_64 rng(8);
  for (int k : {3, 4}) {
    const auto f = hex(k);
    for (int rep = 0; rep < 12; ++rep) {
      Assignments partial;
      for (int c = 1; c <= k * k; ++c)
        if (rng() % 3 == 0) partial.push_back({c, rng() % 2 ? 1 : -1});
      if (partial.size() == std::size_t(k * k)) continue;
      INFO("k = " << k << ", rep = " << rep);
      const Rational tables = tables_delta(f, partial);
      CHECK(search_delta(f, partial, SearchStates::structure) == tables);
      CHECK(search_delta(f, partial, SearchStates::tables) == tables);
    }
  }
  CHECK(search_delta(hex(1)) == 1);
  CHECK(search_delta(hex(4), {{1, 1}, {5, 1}, {9, 1}, {13, 1}}) == 0);  // Blue's column: no read
}

TEST_CASE("search: the tree read back, tree=false and max_leaves", "[boolfn][tree][search]") {
  SearchOptions o;
  o.build_tree = false;
  auto r = search_decision_tree(hex(3), o);
  CHECK(r.cost == Rational(555, 128));
  CHECK_FALSE(r.tree);
  CHECK(r.leaves == 32);  // docs/boolfn.md: the optimal trees of Hex 3x3 have 32 leaves
  CHECK(r.depth > 0);
  o.build_tree = true;
  o.max_leaves = 10;
  CHECK_THROWS_AS(search_decision_tree(hex(3), o), LimitExceeded);
  TreeOptions t;
  t.engine = TreeEngine::search;
  auto tr = optimal_decision_tree(hex(4), t);
  CHECK(tr.has_tree);
  CHECK(*tr.cost.exact == Rational(105621, 16384));
  CHECK(tr.leaves == tr.tree.leaves());
  CHECK(tr.leaves >= 350);  // at least the fewest leaves of any tree computing Hex 4x4 (the tables)
}

TEST_CASE("search: max_states stops with bounds around Delta", "[boolfn][tree][search]") {
  SearchOptions o;
  o.max_states = 2000;
  auto r = search_decision_tree(hex(4), o);
  CHECK_FALSE(r.finished);
  CHECK_FALSE(r.tree);
  CHECK(r.states <= 2001);  // the check comes before a store
  const Rational delta(105621, 16384);
  CHECK(r.lower <= delta);
  CHECK(r.lower >= Rational(5516, 1000));           // at least Prop. 23's 5.516 (docs/boolfn.md)
  CHECK(r.greedy == Rational(106465, 16384));        // the greedy tree is optimal play's (docs/boolfn.md)
  // through optimal_decision_tree: no cost, the bounds
  TreeOptions t;
  t.engine = TreeEngine::search;
  t.max_states = 2000;
  auto tr = optimal_decision_tree(hex(4), t);
  CHECK_FALSE(tr.finished);
  CHECK(*tr.lower == r.lower);
}

TEST_CASE("search: bad input, Ctrl-C and the memory guard", "[boolfn][tree][search][errors]") {
  auto role = [](auto&& fn) { return alea::test::error_role(fn); };
  CHECK(role([] {
          SearchOptions o;
          o.coin = Coin::of(Rational(1, 3));
          search_decision_tree(majority(3), o);
        }) == "p");
  CHECK(role([] { search_decision_tree(from_values({Number::of(Rational(1, 2)), Number::of(Rational(0))})); }) ==
        "method");
  CHECK(role([] {
          SearchOptions o;
          o.partial = {{4, 1}};
          search_decision_tree(majority(3), o);
        }) == "partial");
  CHECK(role([] {
          SearchOptions o;
          o.states = SearchStates::structure;
          search_decision_tree(majority(3), o);
        }) == "method");
  const auto memory = memory_limit();
  set_memory_limit(1 << 20);
  // bit tables: the memo is refused past the guard; boards: the memo stays within it, replacing
  // entries, and still finds Delta
  SearchOptions tables;
  tables.states = SearchStates::tables;
  CHECK_THROWS_AS(search_decision_tree(hex(4), tables), LimitExceeded);
  auto r = search_decision_tree(hex(4));
  CHECK(r.finished);
  CHECK(r.cost == Rational(105621, 16384));
  CHECK(r.bytes <= (1u << 20));
  set_memory_limit(memory);
  {
    alea::test::DelayedInterrupt ctrl_c;
    CHECK_THROWS_AS(search_decision_tree(hex(5)), Interrupted);
  }
  {
    const auto f = hex(5);
    f.table();  // Ctrl-C in the board search itself, not the tabulation
    alea::test::DelayedInterrupt ctrl_c;
    CHECK_THROWS_AS(search_decision_tree(f), Interrupted);
  }
  CHECK(search_delta(majority(3)) == Rational(5, 2));
}
