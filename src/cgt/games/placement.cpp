#include "cgt/games/placement.hpp"

#include <bit>

namespace alea::cgt::games {
namespace {

using Dir = std::pair<int, int>;
const Dir kOrthogonal[4] = {{0, 1}, {0, -1}, {1, 0}, {-1, 0}};
const Dir kQueen[8] = {{0, 1}, {0, -1}, {1, 0}, {-1, 0}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

// The board's symmetries, each once plainly and once with the colours exchanged (negating).
std::vector<Image> with_colour_swap(const geometry::Grid& g) {
  std::vector<Image> v;
  for (const Image& im : board_images(g)) {
    v.push_back(im);
    v.push_back({im.symmetry, true, true});
  }
  return v;
}

// The parts of `cells` connected by steps in the given directions.
template <std::size_t N>
void for_each_connected(const geometry::Grid& g, Mask cells, const Dir (&dirs)[N], const auto& f) {
  while (cells) {
    Mask part = cells & -cells;
    for (;;) {
      Mask next = part;
      for (auto [dr, dc] : dirs) next |= g.shift(part, dr, dc) & cells;
      if (next == part) break;
      part = next;
    }
    cells &= ~part;
    f(part);
  }
}

}  // namespace

// --- Fission ---

FissionRules::FissionRules(const geometry::Grid& frame) : StonesRules(frame) {
  for (const Image& im : board_images(g_)) images_.push_back({im.symmetry, false, im.symmetry >= Symmetry::transpose});
}

void FissionRules::options(const Stones& s, Side side, std::vector<Stones>& out) const {
  const Mask empty = s.c & ~s.a;
  const auto [dr, dc] = side == Side::left ? Dir{1, 0} : Dir{0, 1};
  const Mask movers = s.a & g_.shift(empty, dr, dc) & g_.shift(empty, -dr, -dc);
  for (Mask m = movers; m; m &= m - 1) {
    const Mask p = m & -m;
    out.push_back({(s.a & ~p) | g_.shift(p, dr, dc) | g_.shift(p, -dr, -dc), 0, s.c});
  }
}

void FissionRules::components(const Stones& s, std::vector<Stones>& out) const {
  g_.for_each_part(s.c, [&](Mask part) {
    if (s.a & part) out.push_back({s.a & part, 0, part});
  });
}

// --- Konane ---

KonaneRules::KonaneRules(const geometry::Grid& frame) : StonesRules(frame) { images_ = with_colour_swap(g_); }

void KonaneRules::options(const Stones& s, Side side, std::vector<Stones>& out) const {
  const Mask mine = side == Side::left ? s.a : s.b, theirs = side == Side::left ? s.b : s.a;
  const Mask empty = s.c & ~s.a & ~s.b;
  for (Mask m = mine; m; m &= m - 1) {
    const Mask p = m & -m;
    for (auto [dr, dc] : kOrthogonal) {
      Mask at = p, taken = 0;
      for (;;) {
        const Mask over = g_.shift(at, dr, dc) & theirs, land = g_.shift(over, dr, dc) & empty;
        if (!land) break;
        taken |= over;
        at = land;
        const Mask me2 = (mine & ~p) | at, them2 = theirs & ~taken;
        out.push_back(side == Side::left ? Stones{me2, them2, s.c} : Stones{them2, me2, s.c});
      }
    }
  }
}

// --- Amazons ---

AmazonsRules::AmazonsRules(const geometry::Grid& frame) : StonesRules(frame) { images_ = with_colour_swap(g_); }

Mask AmazonsRules::queen(Mask from, Mask empty) const {
  Mask r = 0;
  for (auto [dr, dc] : kQueen)
    for (Mask x = g_.shift(from, dr, dc) & empty; x; x = g_.shift(x, dr, dc) & empty) r |= x;
  return r;
}

void AmazonsRules::options(const Stones& s, Side side, std::vector<Stones>& out) const {
  const Mask mine = side == Side::left ? s.a : s.b;
  for (Mask m = mine; m; m &= m - 1) {
    const Mask p = m & -m;
    for (Mask q = queen(p, s.c); q; q &= q - 1) {
      const Mask to = q & -q, after = (s.c | p) & ~to;
      for (Mask r = queen(to, after); r; r &= r - 1) {
        const Mask arrow = r & -r;
        Stones o{s.a, s.b, after & ~arrow};
        (side == Side::left ? o.a : o.b) = (mine & ~p) | to;
        out.push_back(o);
      }
    }
  }
}

void AmazonsRules::components(const Stones& s, std::vector<Stones>& out) const {
  for_each_connected(g_, s.a | s.b | s.c, kQueen, [&](Mask part) {
    if ((s.a | s.b) & part) out.push_back({s.a & part, s.b & part, s.c & part});
  });
}

// --- Snort and Col ---

ColouringRules::ColouringRules(const geometry::Grid& frame, bool snort) : StonesRules(frame), snort_(snort) {
  images_ = with_colour_swap(g_);
}

Mask ColouringRules::allowed(const Stones& s, Side side) const {
  const bool left = side == Side::left;
  // Col: not next to one's own colour; Snort: not next to the opponent's.
  const Mask barred = snort_ == left ? s.b : s.a;
  return s.c & ~g_.adjacent(barred);
}

void ColouringRules::options(const Stones& s, Side side, std::vector<Stones>& out) const {
  for (Mask m = allowed(s, side); m; m &= m - 1) {
    const Mask v = m & -m;
    Stones o{s.a, s.b, s.c & ~v};
    (side == Side::left ? o.a : o.b) |= v;
    out.push_back(o);
  }
}

void ColouringRules::components(const Stones& s, std::vector<Stones>& out) const {
  const Mask live = s.c & ~(g_.adjacent(s.a) & g_.adjacent(s.b));  // next to both colours: nobody may colour it
  g_.for_each_part(live, [&](Mask part) {
    const Mask near = g_.adjacent(part);
    out.push_back({s.a & near, s.b & near, part});
  });
}

// --- Toads and Frogs ---

ToadsAndFrogsRules::ToadsAndFrogsRules(const geometry::Grid& frame)
    : StonesRules(frame), not_first_(frame.all() & ~frame.left()), not_last_(frame.all() & ~frame.right()) {}

void ToadsAndFrogsRules::options(const Stones& s, Side side, std::vector<Stones>& out) const {
  const bool left = side == Side::left;
  const Mask mine = left ? s.a : s.b, theirs = left ? s.b : s.a;
  const Mask empty = s.c & ~s.a & ~s.b;
  const auto ahead = [&](Mask x) { return left ? right_of(x) : left_of(x); };
  for (Mask m = mine; m; m &= m - 1) {
    const Mask p = m & -m, next = ahead(p);
    Mask to = next & empty;
    if (!to && (next & theirs)) to = ahead(next) & empty;
    if (!to) continue;
    const Mask me2 = (mine & ~p) | to;
    out.push_back(left ? Stones{me2, theirs, s.c} : Stones{theirs, me2, s.c});
  }
}

// A piece is dead when it can never move: its cell is then a wall, and the strip splits there
// into parts that never meet. The dead pieces are the largest set D in which every piece is
// stuck while the cells of D stay occupied (the first piece of D to move would need a cell of D
// vacated before): a toad is stuck when the next cell is off the board or in D and is not a frog
// of D with a cell beyond that may be empty; a frog likewise leftwards. "TTFF" is such a set,
// and so are a toad on the last cell and "FF" at the start. D is found from all the pieces by
// removing every piece that may move until none does. A live piece is never next to a dead
// piece it could jump (the dead piece's own way out would be its cell), so the parts' ends act
// as the strip's ends.
Mask ToadsAndFrogsRules::dead(Mask row, Mask toads, Mask frogs) const {
  Mask d = toads | frogs;
  for (;;) {
    const Mask open = row & ~d;  // empty, or may become empty
    const Mask moving = (toads & (left_of(open) | (left_of(frogs & d) & left_of(left_of(open))))) |
                        (frogs & (right_of(open) | (right_of(toads & d) & right_of(right_of(open)))));
    if (!(d & moving)) return d;
    d &= ~moving;
  }
}

void ToadsAndFrogsRules::components(const Stones& s, std::vector<Stones>& out) const {
  for (int r = 0; r < g_.rows(); ++r) {
    const Mask row = g_.row(r) & s.c;
    if (!((s.a | s.b) & row)) continue;
    // The runs of cells between walls, lowest first (x & ~(x + lowest bit) is x's lowest run).
    for (Mask live = row & ~dead(row, s.a & row, s.b & row); live;) {
      const Mask part = live & ~(live + (live & -live));
      live &= ~part;
      if ((s.a | s.b) & part) out.push_back({s.a & part, s.b & part, part});
    }
  }
}

namespace {
// The bits of a 32-bit x spread to the even bits of a 64-bit word.
std::uint64_t spread_bits(std::uint64_t x) {
  x = (x | x << 16) & 0x0000FFFF0000FFFFull;
  x = (x | x << 8) & 0x00FF00FF00FF00FFull;
  x = (x | x << 4) & 0x0F0F0F0F0F0F0F0Full;
  x = (x | x << 2) & 0x3333333333333333ull;
  return (x | x << 1) & 0x5555555555555555ull;
}

// x's 64 bits in reverse order.
std::uint64_t reverse_bits(std::uint64_t x) {
  x = ((x >> 1) & 0x5555555555555555ull) | ((x & 0x5555555555555555ull) << 1);
  x = ((x >> 2) & 0x3333333333333333ull) | ((x & 0x3333333333333333ull) << 2);
  x = ((x >> 4) & 0x0F0F0F0F0F0F0F0Full) | ((x & 0x0F0F0F0F0F0F0F0Full) << 4);
  return __builtin_bswap64(x);
}
}  // namespace

// A part is a run of one row (components): moved to the frame's first cells, and mirrored with
// the colours exchanged (its negative) when that is less.
Stones ToadsAndFrogsRules::normalize(const Stones& part, bool& negated) const {
  const int shift = std::countr_zero(part.c), n = std::popcount(part.c);
  const Stones s{part.a >> shift, part.b >> shift, part.c >> shift};
  const auto mirror = [&](Mask x) { return reverse_bits(x) >> (64 - n); };
  const Stones m{mirror(s.b), mirror(s.a), s.c};
  negated = m < s;
  return negated ? m : s;
}

// A normalised part's cells are bits 0 to n - 1. Two bits a cell: 01 empty, 10 toad, 11 frog,
// 00 past the end (so the length is in the key).
bool ToadsAndFrogsRules::pack(const Stones& part, std::uint64_t& key) const {
  const int n = std::popcount(part.c);
  if (n > 32 || part.c != (Mask(1) << n) - 1) return false;
  key = spread_bits(part.c & ~part.a) | spread_bits(part.a | part.b) << 1;
  return true;
}

// --- Toppling Dominoes ---

TopplingDominoesRules::TopplingDominoesRules(const geometry::Grid& frame) : StonesRules(frame) {
  images_ = {{Symmetry::identity, false, false},
             {Symmetry::flip_cols, false, false},
             {Symmetry::identity, true, true},
             {Symmetry::flip_cols, true, true}};
}

void TopplingDominoesRules::options(const Stones& s, Side side, std::vector<Stones>& out) const {
  const Mask all = s.a | s.b | s.c;
  const Mask mine = (side == Side::left ? s.a : s.b) | s.c;
  for (Mask m = mine; m; m &= m - 1) {
    const Mask p = m & -m;
    // The run of p falls to one side: everything from p on that side, until a gap.
    Mask left_fall = p, right_fall = p;
    for (Mask x = g_.shift(p, 0, -1) & all; x; x = g_.shift(x, 0, -1) & all) left_fall |= x;
    for (Mask x = g_.shift(p, 0, 1) & all; x; x = g_.shift(x, 0, 1) & all) right_fall |= x;
    for (Mask gone : {left_fall, right_fall}) out.push_back({s.a & ~gone, s.b & ~gone, s.c & ~gone});
  }
}

void TopplingDominoesRules::components(const Stones& s, std::vector<Stones>& out) const {
  static const Dir along[2] = {{0, 1}, {0, -1}};
  for_each_connected(g_, s.a | s.b | s.c, along, [&](Mask run) { out.push_back({s.a & run, s.b & run, s.c & run}); });
}

// --- Ski Jumps ---

void SkiJumpsRules::options(const Stones& s, Side side, std::vector<Stones>& out) const {
  const bool left = side == Side::left;
  const Mask mine = left ? s.a : s.b, theirs = left ? s.b : s.a;
  const Mask empty = g_.all() & ~s.a & ~s.b;
  const int dc = left ? 1 : -1;
  auto add = [&](Mask me2, Mask them2, Mask jumpers) {
    out.push_back(left ? Stones{me2, them2, jumpers} : Stones{them2, me2, jumpers});
  };
  for (Mask m = mine; m; m &= m - 1) {
    const Mask p = m & -m, jumper = s.c & p ? ~Mask(0) : 0;
    for (Mask x = p;;) {
      const Mask next = g_.shift(x, 0, dc);
      if (!next) {  // off the board
        add(mine & ~p, theirs, s.c & ~p);
        break;
      }
      if (!(next & empty)) break;
      add((mine & ~p) | next, theirs, (s.c & ~p) | (next & jumper));
      x = next;
    }
    if (!jumper) continue;
    const Mask below = g_.shift(p, 1, 0) & theirs, land = g_.shift(below, 1, 0) & empty;
    if (land) add((mine & ~p) | land, theirs, (s.c & ~p & ~below) | land);
  }
}

Stones SkiJumpsRules::normalize(const Stones& s, bool& negated) const {
  // The mirror image with the colours exchanged (negated); no move to the corner: the edges matter.
  const Stones m{g_.flip_cols(s.b), g_.flip_cols(s.a), g_.flip_cols(s.c)};
  negated = m < s;
  return negated ? m : s;
}

}  // namespace alea::cgt::games
