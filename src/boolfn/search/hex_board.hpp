#pragma once
// Partial Hex boards (k <= 5: a cell set is a 32-bit mask, cell r k + c is bit r k + c, Blue
// joins row 0 to row k-1, Red column 0 to column k-1) as the states of the decision-tree search.
//
// The function a partial board leaves is Blue's connectivity in the graph G whose nodes are the
// free cells: two free cells are adjacent when they touch or touch a common Blue group, a cell
// touches T (B) when it lies on row 0 (k-1) or touches a Blue group that does. A free cell is
// relevant exactly when it lies on an induced T-B path of G (the cells of an induced path are a
// minimal Blue win, and every minimal win is one), found by a depth-first search over induced
// paths. Irrelevant ("dead") cells are then given to Red: the function does not change.
//
// The memo key of a board is (R, S, D, M): the relevant cells R, the cells S and D that touch T
// and B, and the R-neighbourhoods M of the Blue groups that add edges G's own adjacency and the
// S-S, D-D pairs (which never matter) lack. It determines the function. The board's symmetries
// keep Delta at p = 1/2: the half turn (T and B exchanged) keeps f, and the transposition with the
// colours exchanged maps f to -f (Red's view of the same board, made from its groups); the key is
// the least of the four images.
#include <array>
#include <cstdint>

#include "geometry/grid.hpp"

namespace alea::boolfn::search {

using Cells = std::uint32_t;

// The k x k Hex board (geometry::Grid with the hex tiling) in the search's 32-bit cell sets.
class HexGeometry {
 public:
  explicit HexGeometry(int k);
  int k() const { return k_; }
  int cells() const { return k_ * k_; }
  Cells all() const { return Cells(g_.all()); }
  Cells neighbours(int cell) const { return Cells(g_.neighbours(cell)); }
  // x and every cell touching it.
  Cells grow(Cells x) const { return Cells(g_.grow(x)); }
  // The cells of `within` connected to `seed & within` inside `within`.
  Cells flood(Cells seed, Cells within) const { return Cells(g_.flood(seed, within)); }
  Cells transpose(Cells x) const { return Cells(g_.transpose(x)); }  // (r, c) -> (c, r): keeps adjacency
  Cells half_turn(Cells x) const { return Cells(g_.half_turn(x)); }  // (r, c) -> (k-1-r, k-1-c)
  Cells top() const { return Cells(g_.top()); }
  Cells bottom() const { return Cells(g_.bottom()); }
  Cells left() const { return Cells(g_.left()); }
  Cells right() const { return Cells(g_.right()); }

 private:
  int k_;
  geometry::Grid g_;
};

// A partial board after normalisation: dead cells joined Red.
struct HexPosition {
  Cells blue = 0, red = 0, relevant = 0;
  int winner = 0;  // +1 Blue has joined T and B, -1 Red has, 0 open
};

// The position with Blue on `blue` and Red on `red` (disjoint).
HexPosition normalise(const HexGeometry& g, Cells blue, Cells red);

// R, S, D and up to four group neighbourhoods (sorted, then zeros); `fits` is false when more
// groups add edges (such boards are not memoised).
struct HexKey {
  std::array<Cells, 7> words{};
  bool fits = true;
  bool operator==(const HexKey& o) const { return words == o.words; }
  bool operator<(const HexKey& o) const { return words < o.words; }
};

// The canonical key of an open position with at least one relevant cell.
HexKey canonical_key(const HexGeometry& g, const HexPosition& p);

// The fewest free relevant cells that complete a chain of `own` stones from `from` to `to`
// (0: already joined; cells() + 1: impossible).
int fewest_to_join(const HexGeometry& g, Cells own, Cells free, Cells from, Cells to);

}  // namespace alea::boolfn::search
