#include "boolfn/search/hex_board.hpp"

#include <algorithm>
#include <bit>
#include <stdexcept>


namespace alea::boolfn::search {
namespace {

Cells bit(int cell) { return Cells(1) << cell; }
int lowest(Cells x) { return std::countr_zero(x); }

// Blue's graph G on the free cells (hex_board.hpp) and its relevant cells: those on an induced
// path from T to B, found depth first. A path v1..vj may go on to w when w touches vj, is not
// v1..vj, touches no earlier vi and does not touch T (only v1 may); it ends at its first cell
// touching B. Branches that cannot reach B, or can only mark cells already marked, are cut.
class InducedPaths {
 public:
  InducedPaths(const HexGeometry& g, Cells blue, Cells free) : free_(free), starts_(free & g.top()) {
    ends_ = free & g.bottom();
    for (Cells x = free; x; x &= x - 1) adj_[lowest(x)] = g.neighbours(lowest(x)) & free;
    for (Cells rest = blue; rest;) {
      const Cells group = g.flood(rest & -rest, blue);
      rest &= ~group;
      const Cells touching = g.grow(group) & free;
      if (group & g.top()) starts_ |= touching;
      if (group & g.bottom()) ends_ |= touching;
      for (Cells x = touching; x; x &= x - 1) adj_[lowest(x)] |= touching;
    }
    for (Cells x = free; x; x &= x - 1) adj_[lowest(x)] &= ~bit(lowest(x));
  }

  Cells relevant() {
    for (Cells s = starts_; s && (free_ & ~marked_); s &= s - 1) extend(lowest(s), bit(lowest(s)), starts_);
    return marked_;
  }

 private:
  // The cells of `allowed` reachable in G from `seed`.
  Cells reach(Cells seed, Cells allowed) const {
    Cells r = seed, frontier = seed;
    while (frontier) {
      const int c = lowest(frontier);
      frontier &= frontier - 1;
      const Cells next = adj_[c] & allowed & ~r;
      r |= next;
      frontier |= next;
    }
    return r;
  }

  void extend(int last, Cells path, Cells forbidden) {
    if (ends_ & bit(last)) {
      marked_ |= path;
      return;
    }
    const Cells next = adj_[last] & ~forbidden;
    if (!next) return;
    const Cells barred = forbidden | adj_[last];
    const Cells r = reach(next, (free_ & ~barred) | next);
    if (!(r & ends_) || !((r | path) & ~marked_)) return;
    for (Cells c = next; c && (free_ & ~marked_); c &= c - 1) extend(lowest(c), path | bit(lowest(c)), barred);
  }

  Cells free_, starts_, ends_ = 0, marked_ = 0;
  std::array<Cells, 32> adj_{};
};

// `own`'s view of its connection from `from` to `to`: the cells touching either side and the
// groups that join two cells neither touching nor both on one side (sorted, at most 32).
struct View {
  Cells s = 0, d = 0;
  std::array<Cells, 32> groups{};
  int n = 0;
};

View view(const HexGeometry& g, Cells relevant, Cells own, Cells from, Cells to) {
  View v;
  v.s = relevant & from;
  v.d = relevant & to;
  std::array<Cells, 32> touching{};
  int groups = 0;
  for (Cells rest = own; rest;) {
    const Cells group = g.flood(rest & -rest, own);
    rest &= ~group;
    const Cells t = g.grow(group) & relevant;
    if (group & from) v.s |= t;
    if (group & to) v.d |= t;
    touching[groups++] = t;
  }
  for (int q = 0; q < groups; ++q) {
    bool adds = false;
    for (Cells x = touching[q]; x && !adds; x &= x - 1) {
      const int c = lowest(x);
      Cells e = touching[q] & ~g.neighbours(c) & ~bit(c);
      if (v.s & bit(c)) e &= ~v.s;
      if (v.d & bit(c)) e &= ~v.d;
      adds = e != 0;
    }
    if (adds) v.groups[v.n++] = touching[q];
  }
  return v;
}

// The view's image under `map` (its from-side becomes T, or B when `turned`).
template <class Map>
HexKey image(const View& v, Cells relevant, Map map, bool turned) {
  std::array<Cells, 32> kept{};
  for (int q = 0; q < v.n; ++q) kept[q] = map(v.groups[q]);
  std::sort(kept.begin(), kept.begin() + v.n);
  const int n = int(std::unique(kept.begin(), kept.begin() + v.n) - kept.begin());
  HexKey key;
  key.fits = n <= 4;
  key.words[0] = map(relevant);
  key.words[1] = map(turned ? v.d : v.s);
  key.words[2] = map(turned ? v.s : v.d);
  for (int q = 0; q < n && q < 4; ++q) key.words[3 + q] = kept[q];
  return key;
}

}  // namespace

HexGeometry::HexGeometry(int k) : k_(k), g_(k < 1 || k > 5 ? 1 : k, k < 1 || k > 5 ? 1 : k, geometry::Tiling::hex) {
  if (k < 1 || k > 5) throw std::logic_error("HexGeometry: k must be in 1..5");
}

HexPosition normalise(const HexGeometry& g, Cells blue, Cells red) {
  HexPosition p{blue, red, 0, 0};
  const Cells free = g.all() & ~blue & ~red;
  if (!(g.flood(g.top() & (blue | free), blue | free) & g.bottom())) {
    p.winner = -1;
    return p;
  }
  if (g.flood(g.top() & blue, blue) & g.bottom()) {
    p.winner = 1;
    return p;
  }
  p.relevant = InducedPaths(g, blue, free).relevant();
  p.red |= free & ~p.relevant;
  return p;
}

HexKey canonical_key(const HexGeometry& g, const HexPosition& p) {
  const View blue = view(g, p.relevant, p.blue, g.top(), g.bottom());
  const View red = view(g, p.relevant, p.red, g.left(), g.right());
  HexKey images[4] = {image(blue, p.relevant, [](Cells x) { return x; }, false),
                      image(blue, p.relevant, [&](Cells x) { return g.half_turn(x); }, true),
                      image(red, p.relevant, [&](Cells x) { return g.transpose(x); }, false),
                      image(red, p.relevant, [&](Cells x) { return g.half_turn(g.transpose(x)); }, true)};
  const HexKey* best = nullptr;
  for (const auto& key : images)
    if (key.fits && (!best || key < *best)) best = &key;
  if (!best) return images[0];  // fits = false: not memoised
  return *best;
}

int fewest_to_join(const HexGeometry& g, Cells own, Cells free, Cells from, Cells to) {
  Cells r = g.flood(from & own, own);
  for (int d = 0; d <= g.cells(); ++d) {
    if (r & to) return d;
    const Cells add = (g.grow(r) & free) | (from & free);
    const Cells next = g.flood(r | add, own | r | add);
    if (next == r) break;
    r = next;
  }
  return g.cells() + 1;
}

}  // namespace alea::boolfn::search
