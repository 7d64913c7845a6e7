// Certified long double (src/alloc/certified.hpp): the recursions' values lie within their
// certified bounds of the rational values, and near ties are decided as rationals decide them.
#include <catch2/catch.hpp>

#include <cmath>
#include <random>

#include "alloc/exact/certified.hpp"
#include "alloc/exact/independent.hpp"
#include "alloc/exact/original.hpp"
#include "alloc/exact/solitaire.hpp"
#include "core/rational.hpp"
#include "prob/prob_vector.hpp"
#include "exact_literal.hpp"

using namespace alea;
using alea::test::R;
using namespace alea::alloc;

namespace {
const std::vector<Rational> p4 = {R(4, 10), R(3, 10), R(2, 10), R(1, 10)};  // Fluet's Figure 13

// The exact value of a long double: its head and tail are doubles, the tail exact.
Rational exactly(long double v) {
  const double hi = static_cast<double>(v);
  const double lo = static_cast<double>(v - hi);
  return rational_from_double(hi) + rational_from_double(lo);
}

// |computed - exact| <= the certified bound, in rationals.
bool encloses(const Certified& c, const Rational& exact) {
  const Rational d = exactly(c.v) - exact;
  return (d < 0 ? Rational(-d) : d) <= exactly(c.error());
}

// t tokens dropped on uniformly random values.
Counts random_counts(std::mt19937_64& rng, std::size_t n, int t) {
  std::uniform_int_distribution<std::size_t> value(0, n - 1);
  Counts x(n, 0);
  for (int k = 0; k < t; ++k) ++x[value(rng)];
  return x;
}
}  // namespace

TEST_CASE("certified: the bounds enclose the rational WDL, both rules (property)", "[alloc][certified]") {
  std::mt19937_64 rng(11);
  for (const auto& p : {p4, ProbVector::dice(2, 6).exact()}) {
    const auto c = certified_probabilities(p);
    REQUIRE(c);
    for (int trial = 0; trial < 12; ++trial) {
      const Counts x = random_counts(rng, p.size(), 6), y = random_counts(rng, p.size(), 6);
      const auto eo = exact::wdl_original(p, x, y);
      const auto co = exact::wdl_original(*c, x, y);
      CHECK(encloses(co.win, eo.win));
      CHECK(encloses(co.draw, eo.draw));
      CHECK(encloses(co.loss, eo.loss));
      CHECK(co.win.error() < 1e-15L);  // tight enough to be useful
      const auto ei = exact::wdl_independent(p, x, y);
      const auto ci = exact::wdl_independent(*c, x, y);
      CHECK(encloses(ci.win, ei.win));
      CHECK(encloses(ci.loss, ei.loss));
      CHECK(ci.win.error() < 1e-15L);
    }
  }
}

TEST_CASE("certified: Figure 13's near ties decided as rationals decide them", "[alloc][certified][seed000 Fig.13]") {
  // Independent rules, P = (.4,.3,.2,.1), 16 tokens: |w - l| of a few 1e-13, below the fast
  // method's bound (~1.6e-12), so the tournament must recheck them.
  const std::vector<std::pair<Counts, Counts>> near = {
      {{3, 0, 0, 13}, {2, 1, 0, 13}}, {{2, 0, 0, 14}, {1, 1, 0, 14}}, {{2, 0, 0, 14}, {0, 2, 0, 14}}};
  for (const auto& [x, y] : near) {
    const auto e = exact::wdl_independent(p4, x, y);
    const auto s = certified_sign(p4, x, y, Rules::independent);
    REQUIRE(s);
    CHECK(*s == (e.win > e.loss ? 1 : -1));
    CHECK(e.win != e.loss);
    CHECK(std::abs(to_double(e.win - e.loss)) < 1e-11);  // gaps of 4e-13 .. 9e-12
  }
}

TEST_CASE("certified: exact ties and uncertifiable inputs are left undecided", "[alloc][certified]") {
  // X against itself under Independent rules: w = l exactly, which no bound can separate.
  CHECK_FALSE(certified_sign(p4, {2, 1, 1, 0}, {2, 1, 1, 0}, Rules::independent));
  // Mirror images on two dice: w = l exactly under Original rules.
  const auto d2 = ProbVector::dice(2, 6).exact();
  CHECK_FALSE(certified_sign(d2, {0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0}, {0, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0}, Rules::original));
  // A denominator of 2^70 has no exact long double: not certifiable.
  const Rational tiny(BigInt(1), BigInt(1) << 70);
  CHECK_FALSE(certified_probabilities({Rational(1) - tiny, tiny}));
  CHECK_FALSE(certified_sign({Rational(1) - tiny, tiny}, {1, 1}, {2, 0}, Rules::original));
  // A decided pair: section 2.4's 8/9 against 1/9.
  CHECK(certified_sign({R(2, 3), R(1, 3)}, {2, 0}, {0, 2}, Rules::original) == 1);
}

TEST_CASE("certified: the counterexample to Fluet's 36-token conjecture is proved", "[alloc][certified]") {
  // docs/alloc_emperor.md, run 2: [0,2,3,4,5,7,7,4,3,1,0] is favored over Fluet's
  // [0,2,3,4,6,7,5,4,3,2,0] (w 0.21632, l 0.23921 in rationals, 327 s). Certified: 806,400 states.
  const auto d2 = ProbVector::dice(2, 6).exact();
  const Counts x{0, 2, 3, 4, 6, 7, 5, 4, 3, 2, 0}, y{0, 2, 3, 4, 5, 7, 7, 4, 3, 1, 0};
  CHECK(certified_sign(d2, x, y, Rules::original) == -1);
  CHECK(certified_sign(d2, y, x, Rules::original) == 1);
}
