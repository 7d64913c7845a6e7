#include "cgt/games/clobber.hpp"

#include "cgt/games.hpp"
#include "cgt/games/board_position.hpp"

#include <algorithm>

namespace alea::cgt::games {
namespace {

// The direction set's image under a board symmetry.
std::vector<std::pair<int, int>> mapped(std::vector<std::pair<int, int>> dirs, Symmetry s) {
  for (auto& [dr, dc] : dirs) {
    const bool t = s >= Symmetry::transpose;
    if (t) std::swap(dr, dc);
    const Symmetry rest = t ? static_cast<Symmetry>(static_cast<int>(s) - 4) : s;  // the flips after transposing
    if (rest == Symmetry::flip_rows || rest == Symmetry::half_turn) dr = -dr;
    if (rest == Symmetry::flip_cols || rest == Symmetry::half_turn) dc = -dc;
  }
  std::sort(dirs.begin(), dirs.end());
  return dirs;
}

unsigned swapped_set(unsigned set) { return (set & 1u) | (set >> 2 & 1u) << 1 | (set >> 1 & 1u) << 2; }
int swapped(int content) { return content == 0 ? 0 : 3 - content; }

}  // namespace

ClobberRules::ClobberRules(const geometry::Grid& frame, ClobberVariant v) : g_(frame), v_(std::move(v)) {
  uses_board_ = v_.max_distance > 1 || ((v_.clobbered[0] | v_.clobbered[1]) & 1u) != 0;
  splits_ = !uses_board_;
  auto dirs = v_.directions;
  std::sort(dirs.begin(), dirs.end());
  const bool colour_symmetric =
      v_.clobbered[1] == swapped_set(v_.clobbered[0]) && v_.left_behind[1] == swapped(v_.left_behind[0]);
  for (const Image& im : board_images(g_)) {
    if (mapped(v_.directions, im.symmetry) != dirs) continue;
    images_.push_back(im);
    if (colour_symmetric) images_.push_back({im.symmetry, true, true});
  }
}

Mask ClobberRules::reach(Mask x) const {
  Mask r = 0;
  for (auto [dr, dc] : v_.directions) r |= g_.shift(x, dr, dc);
  return r;
}

void ClobberRules::options(const Stones& s, Side side, std::vector<Stones>& out) const {
  const int me = side == Side::left ? 1 : 2;
  const Mask mine = me == 1 ? s.a : s.b;
  const Mask board = uses_board_ ? s.c : g_.all();
  const Mask empty = board & ~s.a & ~s.b;
  const unsigned clob = v_.clobbered[me - 1];
  for (Mask m = mine; m; m &= m - 1) {
    const Mask from = m & -m;
    for (auto [dr, dc] : v_.directions) {
      Mask at = g_.shift(from, dr, dc) & board;
      for (int n = 1; at && n < v_.max_distance && (at & empty); ++n) at = g_.shift(at, dr, dc) & board;
      if (!at) continue;
      const int content = at & s.a ? 1 : at & s.b ? 2 : 0;
      if (!(clob >> content & 1u)) continue;
      Stones o = s;
      o.a &= ~from & ~at, o.b &= ~from & ~at;
      const int behind = v_.left_behind[me - 1];
      if (behind == 1) o.a |= from;
      if (behind == 2) o.b |= from;
      (me == 1 ? o.a : o.b) |= at;
      out.push_back(o);
    }
  }
}

void ClobberRules::components(const Stones& s, std::vector<Stones>& out) const {
  if (!splits_) {
    out.push_back(s);
    return;
  }
  // Parts of the stones connected by steps in the allowed directions; a part where no stone
  // reaches a stone it may clobber is over (nothing in it will ever change) and is dropped.
  Mask rest = s.a | s.b;
  while (rest) {
    Mask part = rest & -rest;
    for (;;) {
      const Mask next = part | (reach(part) & rest);
      if (next == part) break;
      part = next;
    }
    rest &= ~part;
    const Mask a = s.a & part, b = s.b & part;
    auto prey = [&](unsigned clob) { return (clob & 2u ? a : 0) | (clob & 4u ? b : 0); };
    if ((reach(a) & prey(v_.clobbered[0])) || (reach(b) & prey(v_.clobbered[1]))) out.push_back(Stones{a, b, 0});
  }
}

}  // namespace alea::cgt::games

namespace alea::cgt {
namespace {

// The variant's parameters as text (built by appending: GCC 12 warns falsely about "x" + string).
std::string variant_name(const games::ClobberVariant& v) {
  std::string s;
  auto put = [&](long long n, char after) { s.append(std::to_string(n)).push_back(after); };
  for (auto [dr, dc] : v.directions) put(dr, ','), put(dc, ';');
  put(v.clobbered[0], ','), put(v.clobbered[1], '/');
  put(v.left_behind[0], ','), put(v.left_behind[1], '/');
  put(v.max_distance, '.');
  return s;
}

}  // namespace

PositionPtr clobber(const std::string& board, const games::ClobberVariant& variant) {
  const auto rows = games::parse_grid(board, ".xo#", "Clobber");
  const int r = static_cast<int>(rows.size()), c = r ? static_cast<int>(rows[0].size()) : 0;
  using P = games::BoardPosition<games::StonesSpec<games::ClobberRules>>;
  auto solver = P::solver_for(r, c, variant_name(variant),
                              [&](const geometry::Grid& g) { return games::ClobberRules(g, variant); });
  const geometry::Grid& g = solver->rules().frame();
  const games::Mask x = games::cells_of(rows, 'x', g), o = games::cells_of(rows, 'o', g);
  const games::Mask on = x | o | games::cells_of(rows, '.', g);
  return std::make_shared<P>(solver, r, c, on, games::Stones{x, o, solver->rules().uses_board() ? on : 0});
}

PositionPtr clobber(const std::string& board) { return clobber(board, games::ClobberVariant{}); }

}  // namespace alea::cgt
