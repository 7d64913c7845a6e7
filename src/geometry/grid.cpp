#include "geometry/grid.hpp"

#include <stdexcept>

namespace alea::geometry {

std::vector<int> neighbours(int rows, int cols, Tiling tiling, int cell) {
  static const int square[4][2] = {{0, 1}, {0, -1}, {1, 0}, {-1, 0}};
  static const int hex[6][2] = {{0, 1}, {0, -1}, {1, 0}, {-1, 0}, {1, -1}, {-1, 1}};
  const int r = cell / cols, c = cell % cols, n = tiling == Tiling::hex ? 6 : 4;
  std::vector<int> out;
  for (int d = 0; d < n; ++d) {
    const int r2 = r + (tiling == Tiling::hex ? hex[d][0] : square[d][0]);
    const int c2 = c + (tiling == Tiling::hex ? hex[d][1] : square[d][1]);
    if (r2 >= 0 && r2 < rows && c2 >= 0 && c2 < cols) out.push_back(r2 * cols + c2);
  }
  return out;
}

BitPermutation::BitPermutation(const std::array<int, 64>& image, int bits) : chunks_((bits + 7) / 8) {
  for (int j = 0; j < chunks_; ++j)
    for (int byte = 0; byte < 256; ++byte) {
      Mask out = 0;
      for (int b = 0; b < 8; ++b) {
        const int from = 8 * j + b;
        if ((byte >> b & 1) && from < bits && image[from] >= 0) out |= bit(image[from]);
      }
      table_[j][byte] = out;
    }
}

Grid::Grid(int rows, int cols, Tiling tiling, int stride)
    : rows_(rows), cols_(cols), stride_(stride == 0 ? cols : stride), tiling_(tiling) {
  if (rows < 1 || cols < 1 || stride_ < cols || rows * stride_ > 64) throw std::logic_error("Grid: a board of at most 64 cells");
  for (int c = 0; c < cols_; ++c) row_ |= bit(c);
  for (int r = 0; r < rows_; ++r) {
    col_ |= bit(r * stride_);
    all_ |= row_ << (r * stride_);
  }
  not_left_ = all_ & ~col(0);
  not_right_ = all_ & ~col(cols_ - 1);
  for (int r = 0; r < rows_; ++r)
    for (int c = 0; c < cols_; ++c)
      for (int w : geometry::neighbours(rows_, cols_, tiling, r * cols_ + c)) nb_[cell(r, c)] |= bit(cell(w / cols_, w % cols_));
  auto permutation = [&](auto map) {
    std::array<int, 64> image;
    image.fill(-1);
    for (int r = 0; r < rows_; ++r)
      for (int c = 0; c < cols_; ++c) {
        const auto [r2, c2] = map(r, c);
        image[cell(r, c)] = inside(r2, c2) ? cell(r2, c2) : -1;
      }
    return BitPermutation(image, rows_ * stride_);
  };
  auto s = std::make_shared<Symmetries>();
  s->flip_rows = permutation([&](int r, int c) { return std::pair{rows_ - 1 - r, c}; });
  s->flip_cols = permutation([&](int r, int c) { return std::pair{r, cols_ - 1 - c}; });
  s->half_turn = permutation([&](int r, int c) { return std::pair{rows_ - 1 - r, cols_ - 1 - c}; });
  s->transpose = permutation([&](int r, int c) { return std::pair{c, r}; });
  sym_ = std::move(s);
}

Mask Grid::shift(Mask x, int dr, int dc) const {
  x &= all_;
  x = shifted(x, dr * stride_ + dc);
  Mask keep = all_;  // columns a cell may land in without having wrapped around a row
  for (int c = 0; c < cols_; ++c)
    if (c - dc < 0 || c - dc >= cols_) keep &= ~col(c);
  return x & keep;
}

int Grid::corner_shift(Mask x) const {
  if (!x) return 0;
  if (stride_ == 8) {  // the games' frame: fold the rows onto one byte
    Mask cols = x | x >> 32;
    cols |= cols >> 16;
    cols |= cols >> 8;
    return (lowest(x) & ~7) + lowest(cols & 0xFF);
  }
  const int rows = (lowest(x) / stride_) * stride_;
  Mask cols = 0;
  for (Mask y = x >> rows; y; y = shifted(y, -stride_)) cols |= y & row_;
  return rows + lowest(cols);
}

}  // namespace alea::geometry
