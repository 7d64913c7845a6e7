// Randomized query complexity (boolfn/randomized.hpp) against the whole matrix game solved
// exactly (lp::solve_game_exact) over every decision tree of the small functions, and known
// values: R_0(Maj3) = 8/3 (Saks & Wigderson 1986), R_0(OR_n) = n.
#include <catch2/catch.hpp>

#include <functional>
#include <random>

#include "boolfn/builtins.hpp"
#include "boolfn/query.hpp"
#include "boolfn/randomized.hpp"
#include "boolfn/table/bit_table.hpp"
#include "core/errors.hpp"
#include "delayed_interrupt.hpp"
#include "random_boolean.hpp"
#include "lp/game.hpp"

using namespace alea;
using namespace alea::boolfn;

namespace {


// Every tree as its payments at the points: queries (zero error: trees computing f, no variable
// read twice) or errors (depth <= k, any leaf labels, variables read again allowed).
using Rows = std::vector<std::vector<int>>;

Rows zero_error_trees(const TruthTable& t, std::uint64_t fixed, std::uint64_t values) {
  const std::uint64_t all = t.size() - 1;
  bool plus = false, minus = false;
  for (std::uint64_t y = 0; y <= all; ++y)
    if ((y & fixed) == values) (t.plus(y) ? plus : minus) = true;
  if (!(plus && minus)) return {std::vector<int>(t.size(), 0)};
  Rows out;
  for (int i = 0; i < t.n(); ++i) {
    const std::uint64_t b = 1ull << i;
    if (fixed & b) continue;
    for (const auto& lo : zero_error_trees(t, fixed | b, values))
      for (const auto& hi : zero_error_trees(t, fixed | b, values | b)) {
        std::vector<int> row(t.size(), 0);
        for (std::uint64_t x = 0; x <= all; ++x)
          if ((x & fixed) == values) row[x] = 1 + ((x & b) ? hi[x] : lo[x]);
        out.push_back(row);
      }
  }
  return out;
}

// Error indicators of the trees of depth <= k on the subcube (fixed, values).
Rows bounded_trees(const TruthTable& t, int k, std::uint64_t fixed, std::uint64_t values) {
  Rows out;
  for (int label : {1, -1}) {
    std::vector<int> row(t.size(), 0);
    for (std::uint64_t x = 0; x < t.size(); ++x)
      if ((x & fixed) == values) row[x] = (t.plus(x) ? 1 : -1) != label;
    out.push_back(row);
  }
  if (k == 0) return out;
  for (int i = 0; i < t.n(); ++i) {
    const std::uint64_t b = 1ull << i;
    if (fixed & b) continue;
    const Rows lo = bounded_trees(t, k - 1, fixed | b, values), hi = bounded_trees(t, k - 1, fixed | b, values | b);
    for (const auto& l : lo)
      for (const auto& h : hi) {
        std::vector<int> row(t.size());
        for (std::uint64_t x = 0; x < t.size(); ++x) row[x] = (x & b) ? h[x] : l[x];
        out.push_back(row);
      }
  }
  return out;
}

// max over input distributions of min over trees: the row player is the input.
Rational game_value(const Rows& trees, std::size_t points) {
  lp::Matrix<Rational> a(points, std::vector<Rational>(trees.size()));
  for (std::size_t x = 0; x < points; ++x)
    for (std::size_t j = 0; j < trees.size(); ++j) a[x][j] = trees[j][x];
  const auto g = lp::solve_game_exact(a);
  REQUIRE(g.exact);
  return g.exact->value;
}

}  // namespace

TEST_CASE("randomized: R_0 and e_k against the whole game over every tree", "[boolfn][randomized]") {
  std::mt19937_64 rng(41);
  for (int n = 1; n <= 3; ++n)
    for (int trial = 0; trial < 4; ++trial) {
      const auto f = random_boolean(n, rng, 1);
      const TruthTable& t = f.table();
      INFO("n = " << n << ", table " << t.bits()[0]);
      const auto r0 = zero_error_complexity(f);
      CHECK(r0.value == game_value(zero_error_trees(t, 0, 0), t.size()));
      // the algorithm found pays at most R_0 on every input and the distribution forces R_0
      for (std::uint64_t x = 0; x < t.size(); ++x) {
        Rational pay = 0;
        for (const auto& [p, tree] : r0.algorithm) {
          CHECK(tree.evaluate(point_of(x, n)) == (t.plus(x) ? 1 : -1));
          int node = tree.root, q = 0;
          while (tree.nodes[node].var) {
            node = (x >> (tree.nodes[node].var - 1) & 1) ? tree.nodes[node].plus : tree.nodes[node].minus;
            ++q;
          }
          pay += p * q;
        }
        CHECK(pay <= r0.value);
      }
      const auto b = bounded_error_complexity(f, Rational(1, 3));
      for (const auto& [k, e] : b.errors) CHECK(e == game_value(bounded_trees(t, k, 0, 0), t.size()));
      CHECK(b.R <= decision_depth(f, false).D);
    }
}

TEST_CASE("randomized: known values", "[boolfn][randomized]") {
  // Saks & Wigderson, "Probabilistic Boolean decision trees and the complexity of evaluating
  // game trees" (FOCS 1986): R_0(Maj3) = 8/3 (read two at random, the third if they differ).
  CHECK(zero_error_complexity(majority(3)).value == Rational(8, 3));
  // OR_n: on the all-false input every zero-error run reads all n variables.
  for (int n = 1; n <= 5; ++n) CHECK(zero_error_complexity(or_function(n)).value == n);
  // C <= R_0 <= D on recursive majority and tribes
  for (const auto& f : {tribes(2, 2), and_or_tree(1), majority(5)}) {
    const auto r = zero_error_complexity(f).value;
    CHECK(r >= certificate_complexity(f).C);
    CHECK(r <= decision_depth(f, false).D);
  }
  // Parity needs every variable even with error 1/3: e_k = 1/2 for k < n.
  const auto p = bounded_error_complexity(parity(4), Rational(1, 3));
  CHECK(p.R == 4);
  for (const auto& [k, e] : p.errors)
    if (k < 4) CHECK(e == Rational(1, 2));
  CHECK_THROWS_AS(zero_error_complexity(majority(9)), LimitExceeded);
  CHECK_THROWS_AS(bounded_error_complexity(majority(3), Rational(1, 2)), InvalidArgument);
}

TEST_CASE("randomized: Ctrl-C stops the tree games", "[boolfn][randomized]") {
  // Uninterrupted, this random 8-variable function's R_0 and R_1/3 each run over a minute (most
  // random functions of 8 variables are evasive, R_0 = 8, found in a tenth of a second).
  std::mt19937_64 rng(2);
  const auto f = random_boolean(8, rng, 1);
  {
    alea::test::DelayedInterrupt ctrl_c;
    CHECK_THROWS_AS(zero_error_complexity(f), Interrupted);
  }
  {
    alea::test::DelayedInterrupt ctrl_c;
    CHECK_THROWS_AS(bounded_error_complexity(f, Rational(1, 3)), Interrupted);
  }
}
