// The Hex boards of the decision-tree search (search/hex_board.hpp) against the truth table of
// boolfn.hex(k): the winner, the relevant cells, and keys that only ever join boards of equal
// Delta (the 3^n tables), the same for a board and its images under the board's symmetries.
#include <catch2/catch.hpp>

#include <bit>
#include <map>
#include <random>

#include "boolfn/builtins.hpp"
#include "boolfn/decision_tree.hpp"
#include "boolfn/search/hex_board.hpp"
#include "boolfn/table/bit_table.hpp"

using namespace alea;
using namespace alea::boolfn;
using search::Cells;

namespace {

struct Board {
  Cells blue = 0, red = 0;
};

// Each cell Blue or Red with probability `stone` / 8 each, else free.
Board random_board(int k, std::mt19937_64& rng, int stone) {
  Board b;
  for (int c = 0; c < k * k; ++c) {
    const int r = int(rng() % 8);
    if (r < stone) b.blue |= Cells(1) << c;
    else if (r < 2 * stone) b.red |= Cells(1) << c;
  }
  return b;
}

Assignments partial_of(const Board& b, int cells) {
  Assignments a;
  for (int c = 0; c < cells; ++c)
    if ((b.blue | b.red) >> c & 1) a.push_back({c + 1, b.blue >> c & 1 ? 1 : -1});
  return a;
}

// hex(k) on the free cells of b, as a bit table over them in cell order.
BitTable free_table(const BooleanFunction& f, const Board& b) {
  const int n = f.n();
  const Cells fixed = b.blue | b.red;
  std::vector<int> free;
  for (int c = 0; c < n; ++c)
    if (!(fixed >> c & 1)) free.push_back(c);
  BitTable t{int(free.size()), Words(words_of(int(free.size())), 0)};
  for (std::uint64_t y = 0; y < (std::uint64_t(1) << free.size()); ++y) {
    std::uint64_t x = b.blue;
    for (std::size_t j = 0; j < free.size(); ++j)
      if (y >> j & 1) x |= std::uint64_t(1) << free[j];
    if (f.table().plus(x)) t.w[y >> 6] |= std::uint64_t(1) << (y & 63);
  }
  return t;
}

Rational tables_delta(const BooleanFunction& f, const Board& b) {
  TreeOptions o;
  o.build = false;
  o.engine = TreeEngine::tables;
  o.partial = partial_of(b, f.n());
  if (o.partial.size() == std::size_t(f.n())) return 0;
  return *optimal_decision_tree(f, o).cost.exact;
}

}  // namespace

TEST_CASE("hex boards: the winner and the relevant cells are the truth table's", "[boolfn][search][hex]") {
  std::mt19937_64 rng(5);
  for (int k = 1; k <= 5; ++k) {
    const auto f = hex(k);
    const search::HexGeometry g(k);
    for (int rep = 0; rep < (k <= 4 ? 300 : 60); ++rep) {
      const Board b = random_board(k, rng, k == 5 ? 2 : 1 + int(rep % 3));
      const auto p = search::normalise(g, b.blue, b.red);
      const BitTable t = free_table(f, b);
      const std::uint64_t count = ones(t), size = std::uint64_t(1) << t.k;
      INFO("k = " << k << ", blue " << b.blue << ", red " << b.red);
      CHECK(p.winner == (count == size ? 1 : count == 0 ? -1 : 0));
      if (p.winner != 0) continue;
      const auto pairs = sensitive_pairs(t);
      Cells relevant = 0;
      int j = 0;
      for (int c = 0; c < k * k; ++c)
        if (!((b.blue | b.red) >> c & 1) && pairs[j++] > 0) relevant |= Cells(1) << c;
      CHECK(p.relevant == relevant);
      CHECK(p.blue == b.blue);
      CHECK(p.red == (b.red | (g.all() & ~b.blue & ~b.red & ~relevant)));  // dead cells go to Red
    }
  }
}

TEST_CASE("hex boards: equal keys mean equal Delta; a board and its images share a key", "[boolfn][search][hex]") {
  std::mt19937_64 rng(17);
  for (int k = 3; k <= 4; ++k) {
    const auto f = hex(k);
    const search::HexGeometry g(k);
    std::map<search::HexKey, Rational> seen;
    int shared = 0;
    for (int rep = 0; rep < 400; ++rep) {
      const Board b = random_board(k, rng, k == 3 ? 1 : 2);
      const auto p = search::normalise(g, b.blue, b.red);
      if (p.winner != 0 || std::popcount(p.relevant) < 2) continue;
      const auto key = search::canonical_key(g, p);
      REQUIRE(key.fits);
      // the half turn keeps f, the transposition with the colours exchanged maps it to -f
      const Board turned{g.half_turn(b.blue), g.half_turn(b.red)};
      const Board flipped{g.transpose(b.red), g.transpose(b.blue)};
      for (const Board& image : {turned, flipped, Board{g.half_turn(flipped.blue), g.half_turn(flipped.red)}})
        CHECK(search::canonical_key(g, search::normalise(g, image.blue, image.red)) == key);
      const Rational delta = tables_delta(f, b);
      auto [it, inserted] = seen.try_emplace(key, delta);
      if (!inserted) {
        ++shared;
        CHECK(it->second == delta);
      }
    }
    CHECK(shared > 20);  // the check above ran on boards that met
  }
}

TEST_CASE("hex boards: the fewest cells to join", "[boolfn][search][hex]") {
  const search::HexGeometry g(4);
  const Cells all = g.all();
  CHECK(search::fewest_to_join(g, 0, all, g.top(), g.bottom()) == 4);  // a column
  CHECK(search::fewest_to_join(g, 0, all, g.left(), g.right()) == 4);
  // Blue on (1, 1) and (2, 1): the cells (0, 1) and (3, 1) finish
  const Cells blue = (Cells(1) << 5) | (Cells(1) << 9);
  CHECK(search::fewest_to_join(g, blue, all & ~blue, g.top(), g.bottom()) == 2);
  CHECK(search::fewest_to_join(g, g.top() | g.bottom(), 0, g.top(), g.bottom()) == g.cells() + 1);  // impossible
  CHECK(search::fewest_to_join(g, (Cells(1) << 0) | (Cells(1) << 4) | (Cells(1) << 8) | (Cells(1) << 12), 0, g.top(),
                               g.bottom()) == 0);
}
