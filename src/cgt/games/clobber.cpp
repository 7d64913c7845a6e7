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

// Contents as the notation writes them: '.', 'x', 'o'.
constexpr const char* kContents = ".xo";

unsigned swapped_set(unsigned set) { return (set & 1u) | (set >> 2 & 1u) << 1 | (set >> 1 & 1u) << 2; }
int swapped(int content) { return content == 0 ? 0 : 3 - content; }

}  // namespace

std::vector<std::pair<int, int>> clobber_steps(const std::string& directions) {
  if (directions == "orthogonal") return {{0, 1}, {0, -1}, {1, 0}, {-1, 0}};
  if (directions == "diagonal") return {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
  if (directions == "compass") return {{0, 1}, {0, -1}, {1, 0}, {-1, 0}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
  if (directions == "knight") return {{1, 2}, {2, 1}, {-1, 2}, {-2, 1}, {1, -2}, {2, -1}, {-1, -2}, {-2, -1}};
  std::string got = "expected \"orthogonal\", \"diagonal\", \"compass\" or \"knight\", got \"";
  got.append(directions).push_back('"');
  throw InvalidArgument("directions", got);
}

// A move clobbering content c leaves the mover's content b behind: the board loses one c and
// gains one b (the mover's stone only moves). Draw an edge c -> b for every move the variant
// allows. Without a cycle, a weight of the contents falls with every move and play ends; with
// one (a stone sliding onto empty cells and leaving them empty, Left turning 'o' into 'x' and
// Right 'x' into 'o') play can go on forever, and the library values short games only.
void ClobberVariant::check() const {
  clobber_steps(directions);
  if (max_distance < 1) throw InvalidArgument("max_distance", "expected at least 1, got " + std::to_string(max_distance));
  bool reach[3][3] = {};
  for (int p = 0; p < 2; ++p)
    for (int c = 0; c < 3; ++c)
      if (clobbered[p] >> c & 1u) reach[c][left_behind[p]] = true;
  for (int k = 0; k < 3; ++k)
    for (int i = 0; i < 3; ++i)
      for (int j = 0; j < 3; ++j) reach[i][j] = reach[i][j] || (reach[i][k] && reach[k][j]);
  for (int p = 0; p < 2; ++p)
    for (int c = 0; c < 3; ++c) {
      const int b = left_behind[p];
      if (!(clobbered[p] >> c & 1u) || !reach[b][c]) continue;  // this move's edge c -> b is on no cycle
      std::string msg = "the variant is not short: a move onto '";
      msg.push_back(kContents[c]);
      msg.append("' leaves '").push_back(kContents[b]);
      msg.append(c == b ? "' behind" : "' behind and other moves turn it back");
      msg.append(", so play can go on forever (the games library values short games only)");
      throw InvalidArgument(p == 0 ? "left_clobbers" : "right_clobbers", msg);
    }
}

std::vector<Field> ClobberVariant::fields() const {
  auto set_text = [](unsigned set) {
    std::string s;
    for (int k = 0; k < 3; ++k)
      if (set >> k & 1u) s += kContents[k];
    return s;
  };
  auto content_text = [](int k) { return std::string(1, kContents[k]); };
  return {{"directions", directions},
          {"left_clobbers", set_text(clobbered[0])},
          {"right_clobbers", set_text(clobbered[1])},
          {"left_leaves", content_text(left_behind[0])},
          {"right_leaves", content_text(left_behind[1])},
          {"max_distance", max_distance}};
}

ClobberRules::ClobberRules(const geometry::Grid& frame, ClobberVariant v)
    : g_(frame), v_(std::move(v)), steps_(clobber_steps(v_.directions)) {
  uses_board_ = v_.max_distance > 1 || ((v_.clobbered[0] | v_.clobbered[1]) & 1u) != 0;
  splits_ = !uses_board_;
  auto dirs = steps_;
  std::sort(dirs.begin(), dirs.end());
  const bool colour_symmetric =
      v_.clobbered[1] == swapped_set(v_.clobbered[0]) && v_.left_behind[1] == swapped(v_.left_behind[0]);
  for (const Image& im : board_images(g_)) {
    if (mapped(steps_, im.symmetry) != dirs) continue;
    images_.push_back(im);
    if (colour_symmetric) images_.push_back({im.symmetry, true, true});
  }
}

Mask ClobberRules::reach(Mask x) const {
  Mask r = 0;
  for (auto [dr, dc] : steps_) r |= g_.shift(x, dr, dc);
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
    for (auto [dr, dc] : steps_) {
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
  s.append(v.directions).push_back(';');
  put(v.clobbered[0], ','), put(v.clobbered[1], '/');
  put(v.left_behind[0], ','), put(v.left_behind[1], '/');
  put(v.max_distance, '.');
  return s;
}

}  // namespace

PositionPtr clobber(const std::string& board, const games::ClobberVariant& variant) {
  variant.check();
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
