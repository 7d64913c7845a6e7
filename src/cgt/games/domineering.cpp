#include "cgt/games/domineering.hpp"

#include "cgt/games.hpp"
#include "cgt/games/board_position.hpp"

namespace alea::cgt::games {

void DomineeringRules::options(Mask free, Side side, std::vector<Mask>& out) const {
  const int step = side == Side::left ? g_.stride() : 1;  // the domino's second cell
  const Mask first = free & (side == Side::left ? g_.shift(free, -1, 0) : g_.shift(free, 0, -1));
  for (Mask m = first; m; m &= m - 1) {
    const Mask b = m & -m;
    out.push_back(free & ~(b | geometry::shifted(b, step)));
  }
}

void DomineeringRules::components(Mask free, std::vector<Mask>& out) const {
  g_.for_each_part(free & g_.adjacent(free), [&](Mask part) { out.push_back(part); });
}

Mask DomineeringRules::normalize(Mask part, bool& negated) const {
  Mask best = g_.to_corner(part);
  negated = false;
  auto consider = [&](Mask image, bool transposed) {
    image = g_.to_corner(image);
    if (image < best) best = image, negated = transposed;
  };
  consider(g_.flip_rows(part), false);
  consider(g_.flip_cols(part), false);
  consider(g_.half_turn(part), false);
  if (g_.rows() == g_.cols()) {
    const Mask t = g_.transpose(part);
    consider(t, true);
    consider(g_.flip_rows(t), true);
    consider(g_.flip_cols(t), true);
    consider(g_.half_turn(t), true);
  }
  return best;
}

}  // namespace alea::cgt::games

namespace alea::cgt {
namespace {

struct DomineeringSpec {
  using Rules = games::DomineeringRules;
  static constexpr const char* ruleset = "domineering";
  static games::Mask cells(games::Mask free) { return free; }
  static games::Mask moved(games::Mask free, const geometry::Grid& g, int dr, int dc) { return g.shift(free, dr, dc); }
  static char cell(games::Mask free, games::Mask, int cell) { return free >> cell & 1 ? '.' : '#'; }
};

}  // namespace

PositionPtr domineering(const std::string& board) {
  const auto rows = games::parse_grid(board, ".#", "Domineering");
  const int r = static_cast<int>(rows.size()), c = r ? static_cast<int>(rows[0].size()) : 0;
  using P = games::BoardPosition<DomineeringSpec>;
  auto solver = P::solver_for(r, c);
  const games::Mask free = games::cells_of(rows, '.', solver->rules().frame());
  return std::make_shared<P>(solver, r, c, free, free);
}

}  // namespace alea::cgt
