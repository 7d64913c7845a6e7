// The compact bit tables of the searches and the sparse walk (table/bit_table.hpp) against their
// definitions point by point: restriction, sensitivity, degree-one counts, the canonical key's
// invariance, and subcubes read in place; the sparse walk reading subcubes in place agrees with
// the 3^n tables.
#include <catch2/catch.hpp>

#include <random>

#include "boolfn/builtins.hpp"
#include "boolfn/game/sparse.hpp"
#include "boolfn/selection_game.hpp"
#include "boolfn/table/bit_table.hpp"
#include "points.hpp"

using namespace alea;
using namespace alea::boolfn;
using alea::boolfn::test::insert;

namespace {

bool bit(const BitTable& t, std::uint64_t x) { return t.w[x >> 6] >> (x & 63) & 1; }

BitTable random_table(int k, std::mt19937_64& rng) {
  BitTable t{k, Words(words_of(k), 0)};
  for (auto& w : t.w) w = rng() & rng();  // about a quarter of the points +1
  t.w[0] &= valid_mask(k);
  return t;
}

// x with bit i inserted as v (the point of the unrestricted table).

}  // namespace

TEST_CASE("bit tables: restriction, sensitivity and degree one by definition", "[boolfn][table]") {
  std::mt19937_64 rng(21);
  for (int k = 1; k <= 10; ++k) {
    const BitTable t = random_table(k, rng);
    const auto pairs = sensitive_pairs(t);
    const auto degree = degree_one(t);
    std::uint64_t count = 0;
    for (std::uint64_t x = 0; x < (std::uint64_t(1) << k); ++x) count += bit(t, x);
    CHECK(ones(t) == count);
    for (int i = 0; i < k; ++i) {
      std::uint64_t p = 0;
      std::int64_t d = 0;
      for (std::uint64_t x = 0; x < (std::uint64_t(1) << k); ++x) {
        if (!(x >> i & 1)) p += bit(t, x) != bit(t, x | (std::uint64_t(1) << i));
        if (bit(t, x)) d += x >> i & 1 ? 1 : -1;
      }
      CHECK(pairs[i] == p);
      CHECK(degree[i] == d);
      for (int v = 0; v < 2; ++v) {
        const BitTable r = restrict_var(t, i, v);
        REQUIRE(r.k == k - 1);
        for (std::uint64_t x = 0; x < (std::uint64_t(1) << (k - 1)); ++x) REQUIRE(bit(r, x) == bit(t, insert(x, i, v)));
        if (r.k < 6) CHECK((r.w[0] & ~valid_mask(r.k)) == 0);
      }
    }
  }
}

TEST_CASE("bit tables: the canonical key is the same for f's images", "[boolfn][table]") {
  std::mt19937_64 rng(22);
  for (int k = 1; k <= 9; ++k) {
    const BitTable t = random_table(k, rng);
    const Words key = canonical(t);
    BitTable negated{k, t.w};  // output negated
    for (auto& w : negated.w) w = ~w;
    negated.w[0] &= valid_mask(k);
    CHECK(canonical(negated) == key);
    CHECK(canonical(BitTable{k, inputs_negated(t)}) == key);
    CHECK(canonical(BitTable{k, variables_reversed(t)}) == key);
    // and the images are what they say
    const BitTable reversed{k, variables_reversed(t)}, flipped{k, inputs_negated(t)};
    const std::uint64_t all = (std::uint64_t(1) << k) - 1;
    for (std::uint64_t x = 0; x <= all; ++x) {
      std::uint64_t y = 0;
      for (int j = 0; j < k; ++j)
        if (x >> j & 1) y |= std::uint64_t(1) << (k - 1 - j);
      REQUIRE(bit(reversed, y) == bit(t, x));
      REQUIRE(bit(flipped, x ^ all) == bit(t, x));
    }
  }
}

TEST_CASE("bit tables: subcubes read in place are the restricted tables", "[boolfn][table]") {
  std::mt19937_64 rng(23);
  for (int n = 6; n <= 12; ++n)
    for (int rep = 0; rep < 8; ++rep) {
      const BitTable t = random_table(n, rng);
      const std::uint64_t fixed = rng() & rng() & ((std::uint64_t(1) << n) - 1), plus = rng() & fixed;
      const Subcube c{&t.w, n, fixed, plus};
      const BitTable e = extract(c);
      REQUIRE(e.k == c.free());
      std::vector<int> free;
      for (int i = 0; i < n; ++i)
        if (!(fixed >> i & 1)) free.push_back(i);
      for (std::uint64_t y = 0; y < (std::uint64_t(1) << e.k); ++y) {
        std::uint64_t x = plus;
        for (std::size_t j = 0; j < free.size(); ++j)
          if (y >> j & 1) x |= std::uint64_t(1) << free[j];
        REQUIRE(bit(e, y) == bit(t, x));
      }
      const SubcubeCounts counts = count(c);
      CHECK(counts.ones == ones(e));
      CHECK(counts.degree_one == degree_one(e));
    }
}

TEST_CASE("sparse walk: reading every state in place gives the tables' play", "[boolfn][game][sparse]") {
  for (const auto& f : {hex(3), recursive_majority(2), tribes({2, 3, 1})})
    for (Tie tie : {Tie::first, Tie::min, Tie::max}) {
      GameOptions o;
      o.tie = tie;
      o.partial = {{2, -1}, {5, 1}};
      const auto want = play(f, o);
      const auto p = make_partial(f.n(), o.partial);
      const auto s = game::play_sparse(f.table(), tie, p.fixed_mask(), p.plus_mask(), 0);
      INFO(f.to_string() << " tie " << int(tie));
      CHECK(s.length == *want.length.exact);
      if (tie == Tie::first) {
        CHECK(s.leaves == want.leaves);
        CHECK(s.depth == want.depth);
      }
    }
}
