// The doubling module's long loops report to the progress service (core/progress.hpp), seen
// through a ProgressLog: binomial distributions (exact and float), Theorem 2's sums, the raising table of
// recursions (8)-(9), and the alternating recursion.
#include <catch2/catch.hpp>

#include "core/progress.hpp"
#include "doubling/alternating.hpp"
#include "doubling/binomial.hpp"
#include "doubling/raising.hpp"

using namespace alea;
using namespace alea::doubling;

TEST_CASE("progress: binomials, the raising table and the alternating recursion", "[doubling][progress]") {
  ProgressLog log;
  CHECK(binomial_pmf(3000, Rational(1, 3)).size() == 3001);
  REQUIRE(log.started("binomial distribution (exact)").size() == 1);
  CHECK(log.started("binomial distribution (exact)")[0].total == 3000);
  CHECK(log.started("binomial distribution (exact)")[0].done == 2944);  // counted 64 terms at a time
  binomial_pmf(10000000, 0.2);  // floats: 65536 terms at a time, from the mode out (about 9e4 terms)
  CHECK(log.most_done("binomial distribution") >= 65536);
  theorem2(200, 300, Rational(2), Rational(3));  // two binomials, then the sums of Theorem 2
  REQUIRE(log.started("Theorem 2 sums").size() == 1);
  CHECK(log.started("Theorem 2 sums")[0].total == 201);
  CHECK(log.started("Theorem 2 sums")[0].done == 201);
  RaisingTable<Rational> table(20, 30, Rational(2), Rational(3));
  REQUIRE(log.started("raising table").size() == 1);
  CHECK(log.started("raising table")[0].total == 21);
  CHECK(log.started("raising table")[0].done == 21);  // every row
  CHECK(alternating_point_recursive(200) == alternating_point(200));
  CHECK(log.most_done("alternating recursion") == 192);  // 64 steps at a time
}
