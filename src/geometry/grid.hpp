#pragma once
// Board geometry in one place: the cells of a rectangular board of at most 64 cells as the bits
// of a 64-bit mask, their neighbours on a square or a hex tiling, flood fills and connected
// parts, shifts, and the symmetries of the board. graph's and boolfn's Hex boards and cgt's games
// library all use it.
//
// Cell (r, c) is bit r * stride + c; the stride is the number of columns unless a wider frame is
// asked for (games on boards up to 8 x 8 sit in an 8 x 8 frame, so that every board and its
// transpose share one coordinate system). Hex boards are rhombi as in Hex: (r, c) touches
// (r, c +- 1), (r +- 1, c), (r - 1, c + 1) and (r + 1, c - 1).
#include <array>
#include <bit>
#include <cstdint>
#include <memory>
#include <vector>

namespace alea::geometry {

using Mask = std::uint64_t;
enum class Tiling { square, hex };

inline Mask bit(int cell) { return Mask(1) << cell; }
// x shifted left (n > 0) or right (n < 0); shifts of 64 or more give 0 (a row of 64 cells has
// stride 64, and shifting a 64-bit word by 64 is undefined).
inline Mask shifted(Mask x, int n) { return n >= 64 || n <= -64 ? 0 : n >= 0 ? x << n : x >> -n; }

// The cells touching `cell` (r * cols + c) on a rows x cols board of any size: the one definition
// of adjacency, which Grid's masks are built from.
std::vector<int> neighbours(int rows, int cols, Tiling tiling, int cell);
inline int lowest(Mask x) { return std::countr_zero(x); }

// A permutation of the 64 bit positions, applied by eight table lookups (one per byte).
class BitPermutation {
 public:
  BitPermutation() = default;
  // image[i]: where bit i goes (-1: dropped).
  explicit BitPermutation(const std::array<int, 64>& image, int bits);
  Mask operator()(Mask x) const {
    Mask out = 0;
    for (int j = 0; j < chunks_; ++j, x >>= 8) out |= table_[j][x & 0xFF];
    return out;
  }

 private:
  int chunks_ = 0;
  std::array<std::array<Mask, 256>, 8> table_{};
};

class Grid {
 public:
  // rows * stride <= 64, cols <= stride (stride 0: cols).
  Grid(int rows, int cols, Tiling tiling = Tiling::square, int stride = 0);

  int rows() const { return rows_; }
  int cols() const { return cols_; }
  int stride() const { return stride_; }
  Tiling tiling() const { return tiling_; }
  int cell(int r, int c) const { return r * stride_ + c; }
  int row_of(int cell) const { return cell / stride_; }
  int col_of(int cell) const { return cell % stride_; }
  bool inside(int r, int c) const { return r >= 0 && r < rows_ && c >= 0 && c < cols_; }
  Mask all() const { return all_; }
  Mask row(int r) const { return row_ << (r * stride_); }
  Mask col(int c) const { return col_ << c; }
  Mask top() const { return row(0); }
  Mask bottom() const { return row(rows_ - 1); }
  Mask left() const { return col(0); }
  Mask right() const { return col(cols_ - 1); }

  // The cells touching `cell`.
  Mask neighbours(int cell) const { return nb_[cell]; }
  // The cells of x moved by (dr, dc); those leaving the board are dropped.
  Mask shift(Mask x, int dr, int dc) const;
  // The cells touching some cell of x (x's own cells only when they touch another). Inline:
  // the searches call it in their innermost loops.
  Mask adjacent(Mask x) const {
    const int s = stride_;
    Mask g = ((x << 1) & not_left_) | ((x >> 1) & not_right_) | shifted(x, s) | shifted(x, -s);
    if (tiling_ == Tiling::hex) g |= (shifted(x, s - 1) & not_right_) | (shifted(x, 1 - s) & not_left_);
    return g & all_;
  }
  // x and every cell touching it.
  Mask grow(Mask x) const { return x | adjacent(x); }
  // The cells of `within` connected to `seed & within` inside `within`.
  Mask flood(Mask seed, Mask within) const {
    Mask r = seed & within;
    for (;;) {
      const Mask next = grow(r) & within;
      if (next == r) return r;
      r = next;
    }
  }
  // Calls f(part) for each connected part of `within`, in order of their lowest cells.
  template <class F>
  void for_each_part(Mask within, F&& f) const {
    while (within) {
      const Mask part = flood(within & -within, within);
      within &= ~part;
      f(part);
    }
  }

  // Symmetries. Each maps the board onto itself: the flips and the half turn always, the
  // transposition (r, c) -> (c, r) only on square boards (rows == cols; then on hex boards too).
  Mask flip_rows(Mask x) const { return sym_->flip_rows(x); }     // (r, c) -> (rows-1-r, c)
  Mask flip_cols(Mask x) const { return sym_->flip_cols(x); }     // (r, c) -> (r, cols-1-c)
  Mask half_turn(Mask x) const { return sym_->half_turn(x); }     // both
  Mask transpose(Mask x) const { return sym_->transpose(x); }     // requires rows == cols
  // x moved up and left until it touches row 0 and column 0 (x != 0).
  Mask to_corner(Mask x) const { return x >> corner_shift(x); }
  // The right shift that moves x there (so that masks inside x can move with it).
  int corner_shift(Mask x) const;

 private:
  struct Symmetries {
    BitPermutation flip_rows, flip_cols, half_turn, transpose;
  };
  int rows_, cols_, stride_;
  Tiling tiling_;
  Mask all_ = 0, row_ = 0, col_ = 0, not_left_ = 0, not_right_ = 0;
  std::array<Mask, 64> nb_{};
  std::shared_ptr<const Symmetries> sym_;
};

}  // namespace alea::geometry
