#pragma once
// Rank over GF(2) of a dense bit matrix by Gaussian elimination with the method of the four
// Russians: columns are taken eight at a time; the (at most eight) pivot rows found among them
// are reduced against each other, their 256 sums tabulated (Gray code order), and every row
// below is cleared on those columns by one table lookup and one row XOR. Rows are reduced only
// from the current block's word on (the columns before are zero there).
#include <cstdint>
#include <vector>

namespace alea::boolfn::measure {

class BitMatrix {
 public:
  BitMatrix(std::size_t rows, std::size_t cols);
  std::size_t rows() const { return rows_; }
  std::size_t cols() const { return cols_; }
  std::uint64_t* row(std::size_t i) { return data_.data() + i * words_; }
  const std::uint64_t* row(std::size_t i) const { return data_.data() + i * words_; }
  void flip(std::size_t i, std::size_t j) { row(i)[j >> 6] ^= std::uint64_t(1) << (j & 63); }
  bool get(std::size_t i, std::size_t j) const { return row(i)[j >> 6] >> (j & 63) & 1; }
  static std::uint64_t bytes(std::size_t rows, std::size_t cols);

  // The rank, destroying the matrix (echelon form); stops early once it reaches stop_at.
  std::size_t rank(std::size_t stop_at);

 private:
  void swap_rows(std::size_t a, std::size_t b);
  void add_row(std::size_t to, const std::uint64_t* from, std::size_t first_word);
  std::size_t rows_, cols_, words_;
  std::vector<std::uint64_t> data_;
};

}  // namespace alea::boolfn::measure
