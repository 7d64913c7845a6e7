// Rulesets: Domineering as a test fixture (known values of small boards), and the error paths
// a Lua-defined ruleset can hit (a rule that throws, a ruleset that is not short).
#include <catch2/catch.hpp>

#include <cstdint>
#include <stdexcept>
#include <string>

#include "cgt/parse.hpp"
#include "cgt/print.hpp"
#include "cgt/ruleset.hpp"
#include "core/progress.hpp"

using namespace alea;
using namespace alea::cgt;

namespace {

// Domineering on a board of at most 64 cells: Left places vertical dominoes, Right horizontal
// ones (CGSuite's convention). A position is the board size and the mask of occupied cells.
struct Board {
  int rows = 0, cols = 0;
  std::uint64_t filled = 0;
  bool operator==(const Board&) const = default;
  bool free(int r, int c) const { return !(filled >> (r * cols + c) & 1); }
  Board with(int r, int c) const {
    Board b = *this;
    b.filled |= std::uint64_t{1} << (r * cols + c);
    return b;
  }
};

// "..#|..." rows separated by '|', '#' filled.
Board board(const std::string& picture) {
  Board b;
  int r = 0, c = 0;
  std::vector<std::string> lines(1);
  for (char ch : picture) {
    if (ch == '|') lines.emplace_back();
    else lines.back() += ch;
  }
  b.rows = static_cast<int>(lines.size());
  b.cols = static_cast<int>(lines[0].size());
  for (r = 0; r < b.rows; ++r)
    for (c = 0; c < b.cols; ++c)
      if (lines[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)] == '#') b = b.with(r, c);
  return b;
}

Board rectangle(int rows, int cols) { return Board{rows, cols, 0}; }

struct Domineering {
  using Position = Board;
  using Key = std::string;
  Key key(const Board& b) const { return std::to_string(b.rows) + "x" + std::to_string(b.cols) + ":" + std::to_string(b.filled); }
  std::string describe(const Board& b) const { return key(b); }
  std::vector<Board> options(const Board& b, Side side) const {
    std::vector<Board> v;
    for (int r = 0; r < b.rows; ++r)
      for (int c = 0; c < b.cols; ++c) {
        if (side == Side::left && r + 1 < b.rows && b.free(r, c) && b.free(r + 1, c)) v.push_back(b.with(r, c).with(r + 1, c));
        if (side == Side::right && c + 1 < b.cols && b.free(r, c) && b.free(r, c + 1)) v.push_back(b.with(r, c).with(r, c + 1));
      }
    return v;
  }
};

}  // namespace

TEST_CASE("cgt ruleset: Domineering's known values", "[cgt][ruleset]") {
  Solver<Domineering> dom{Domineering{}};
  auto value = [&](const Board& b) { return to_string(dom.value(b)); };
  // Strips: n x 1 gives Left floor(n/2) moves, 1 x n Right's.
  for (int n = 1; n <= 8; ++n) {
    CHECK(dom.value(rectangle(n, 1)) == Game::integer(n / 2));
    CHECK(dom.value(rectangle(1, n)) == Game::integer(-(n / 2)));
  }
  CHECK(value(rectangle(2, 2)) == "+-1");
  CHECK(value(rectangle(3, 3)) == "+-1");
  // 2 x 3: Left (vertical) in the middle column leaves two 2 x 1 strips (2); Right leaves an
  // L of four cells worth {-1 | 0} = -1/2.
  CHECK(value(rectangle(2, 3)) == "{2|-1/2}");
  CHECK(value(rectangle(3, 2)) == "{1/2|-2}");
  // Boards confirmed with CGSuite (cgt-tools' tests).
  CHECK(value(board(".#|..")) == "*");
  CHECK(value(board(".##|.##|...")) == "0");
  CHECK(value(board("..#|..#|##.")) == "+-1");
  CHECK(value(board("..#|..#|...")) == "{1/2|-2}");
  CHECK(value(board(".#.#|.#..")) == "1*");
  Game corner = dom.value(board("#...|....|....|...."));
  CHECK(to_string(corner) == "+-(1*)");
  CHECK(corner.temperature() == Dyadic(1));
  CHECK(dom.thermograph(board("#...|....|....|....")).temperature == Dyadic(1));
  // The direct thermograph agrees with the canonical one on every board up to 3 x 4.
  for (int r = 1; r <= 3; ++r)
    for (int c = 1; c <= 4; ++c) CHECK(dom.thermograph(rectangle(r, c)) == dom.value(rectangle(r, c)).thermograph());
  // Transposing a board negates it.
  CHECK(dom.value(rectangle(2, 4)) == -dom.value(rectangle(4, 2)));
}

TEST_CASE("cgt ruleset: a walk reports every position it solves (no total is known)", "[cgt][ruleset][progress]") {
  Solver<Domineering> dom{Domineering{}};
  ProgressLog log;
  dom.value(rectangle(3, 4));
  auto r = log.started("game tree: positions solved");
  REQUIRE(r.size() == 1);
  CHECK(r[0].total == 0);
  CHECK(r[0].done == dom.positions_known());  // every position of the 3 x 4 board's tree
  CHECK(r[0].done > 100);
  dom.thermograph(rectangle(3, 4));  // the direct thermographs: a second walk
  CHECK(log.started("game tree: positions solved").size() == 2);
  CHECK(log.most_done("game tree") == r[0].done);  // the same tree
}

TEST_CASE("cgt ruleset: the type-erased ruleset, its errors and its memo", "[cgt][ruleset]") {
  // A subtraction game on handles: position n, Left removes 1 or 2, Right removes 1.
  int calls = 0;
  Ruleset::Callbacks cb;
  cb.options = [&](Ruleset::Handle n, Side s) {
    ++calls;
    if (n == 99) throw std::runtime_error("the rule failed at 99");
    std::vector<Ruleset::Handle> v;
    if (n >= 1) v.push_back(n - 1);
    if (s == Side::left && n >= 2) v.push_back(n - 2);
    return v;
  };
  cb.key = [](Ruleset::Handle n) { return std::to_string(n); };
  cb.describe = [](Ruleset::Handle n) { return "heap " + std::to_string(n); };
  Ruleset rules(cb);
  Game v = rules.value(6);
  CHECK(v == rules.value(6));
  int after_first = calls;
  rules.value(5);  // memoized: no new calls
  CHECK(calls == after_first);
  CHECK(rules.thermograph(6) == v.thermograph());
  // A rule that throws: the exception passes through, the memo keeps what was finished.
  CHECK_THROWS_WITH(rules.value(100), "the rule failed at 99");
  CHECK(rules.value(7) == rules.value(7));

  // A ruleset that is not short.
  Ruleset::Callbacks loop = cb;
  loop.options = [](Ruleset::Handle n, Side s) {
    std::vector<Ruleset::Handle> v;
    if (s == Side::right) v.push_back((n + 1) % 3);
    return v;
  };
  Ruleset cyclic(loop);
  try {
    cyclic.value(0);
    FAIL("no error");
  } catch (const InvalidArgument& e) {
    CHECK(e.role == "right");
    CHECK(std::string(e.what()).find("not short") != std::string::npos);
    CHECK(std::string(e.what()).find("heap 0 -> heap 1 -> heap 2 -> heap 0") != std::string::npos);
  }
  Ruleset::Callbacks none;
  CHECK_THROWS_AS(Ruleset(none), InvalidArgument);
}

TEST_CASE("cgt ruleset: a game a hundred thousand moves long needs no deep C++ stack", "[cgt][ruleset]") {
  Ruleset::Callbacks cb;
  cb.options = [](Ruleset::Handle n, Side s) {
    std::vector<Ruleset::Handle> v;
    if (n > 0 && s == Side::left) v.push_back(n - 1);
    return v;
  };
  cb.key = [](Ruleset::Handle n) { return std::to_string(n); };
  Ruleset chain(cb);
  CHECK(chain.thermograph(100000).mast == Dyadic(100000));
}
