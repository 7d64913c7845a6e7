// The constructors of the placement games' positions: each reads its notation and finds its
// solver (one per game, variant and frame for the session).
#include "cgt/games.hpp"
#include "cgt/games/board_position.hpp"
#include "cgt/games/placement.hpp"

#include <algorithm>

namespace alea::cgt {
namespace {

using games::Mask;
using games::Stones;

struct Board {
  std::vector<std::string> rows;
  int r = 0, c = 0;
  Mask of(const geometry::Grid& g, const std::string& chars) const {
    Mask m = 0;
    for (char ch : chars) m |= games::cells_of(rows, ch, g);
    return m;
  }
};

Board read(const std::string& text, const std::string& alphabet, const std::string& game) {
  Board b;
  b.rows = games::parse_grid(text, alphabet, game);
  b.r = static_cast<int>(b.rows.size());
  b.c = b.r ? static_cast<int>(b.rows[0].size()) : 0;
  return b;
}

// A position of a Stones game whose rules are built from the frame alone (or by `make`).
template <class R>
PositionPtr stones_position(const Board& b, const std::string& variant, const std::function<R(const geometry::Grid&)>& make,
                            const std::function<Stones(const geometry::Grid&)>& state, const std::string& on_board) {
  using P = games::BoardPosition<games::StonesSpec<R>>;
  auto solver = P::solver_for(b.r, b.c, variant, make);
  const geometry::Grid& g = solver->rules().frame();
  return std::make_shared<P>(solver, b.r, b.c, b.of(g, on_board), state(g));
}

template <class R>
PositionPtr simple(const std::string& text, const std::string& alphabet, const std::string& game,
                   const std::function<Stones(const Board&, const geometry::Grid&)>& state) {
  const Board b = read(text, alphabet, game);
  std::string on_board = alphabet;
  on_board.erase(std::remove(on_board.begin(), on_board.end(), '#'), on_board.end());
  return stones_position<R>(
      b, "", [](const geometry::Grid& g) { return R(g); }, [&](const geometry::Grid& g) { return state(b, g); },
      on_board);
}

struct SkiJumpsSpec {
  using Rules = games::SkiJumpsRules;
  static constexpr const char* ruleset = "ski_jumps";
  static Mask cells(const Stones& s) { return s.a | s.b; }
  static Stones moved(const Stones& s, const geometry::Grid&, int, int) { return s; }  // the edges matter
  static char cell(const Stones& s, Mask, int cell) {
    const Mask b = geometry::bit(cell);
    const bool jumper = s.c & b;
    return s.a & b ? (jumper ? 'L' : 'l') : s.b & b ? (jumper ? 'R' : 'r') : '.';
  }
};

}  // namespace

PositionPtr ski_jumps(const std::string& board) {
  const Board b = read(board, ".LlRr", "Ski Jumps");
  using P = games::BoardPosition<SkiJumpsSpec>;
  auto solver = P::solver_for(b.r, b.c, "", [](const geometry::Grid& g) { return games::SkiJumpsRules(g); }, true);
  const geometry::Grid& g = solver->rules().frame();
  return std::make_shared<P>(solver, b.r, b.c, g.all(), Stones{b.of(g, "Ll"), b.of(g, "Rr"), b.of(g, "LR")});
}

PositionPtr fission(const std::string& board) {
  return simple<games::FissionRules>(board, ".x#", "Fission",
                                     [](const Board& b, const geometry::Grid& g) { return Stones{b.of(g, "x"), 0, b.of(g, ".x")}; });
}

PositionPtr konane(const std::string& board) {
  return simple<games::KonaneRules>(board, ".xo#", "Konane", [](const Board& b, const geometry::Grid& g) {
    return Stones{b.of(g, "x"), b.of(g, "o"), b.of(g, ".xo")};
  });
}

PositionPtr amazons(const std::string& board) {
  return simple<games::AmazonsRules>(board, ".xo#", "Amazons", [](const Board& b, const geometry::Grid& g) {
    return Stones{b.of(g, "x"), b.of(g, "o"), b.of(g, ".")};
  });
}

PositionPtr toads_and_frogs(const std::string& strip) {
  return simple<games::ToadsAndFrogsRules>(strip, ".TF", "Toads and Frogs", [](const Board& b, const geometry::Grid& g) {
    return Stones{b.of(g, "T"), b.of(g, "F"), b.of(g, ".TF")};
  });
}

PositionPtr toppling_dominoes(const std::string& row) {
  return simple<games::TopplingDominoesRules>(row, ".lre", "Toppling Dominoes", [](const Board& b, const geometry::Grid& g) {
    return Stones{b.of(g, "l"), b.of(g, "r"), b.of(g, "e")};
  });
}

PositionPtr snort(const std::string& board) {
  return simple<games::SnortRules>(board, ".xo#", "Snort", [](const Board& b, const geometry::Grid& g) {
    return Stones{b.of(g, "x"), b.of(g, "o"), b.of(g, ".")};
  });
}

PositionPtr col(const std::string& board) {
  return simple<games::ColRules>(board, ".xo#", "Col", [](const Board& b, const geometry::Grid& g) {
    return Stones{b.of(g, "x"), b.of(g, "o"), b.of(g, ".")};
  });
}

}  // namespace alea::cgt
