#include "cgt/impartial/wythoff.hpp"

#include <algorithm>

#include "cgt/impartial/value_set.hpp"
#include "core/errors.hpp"
#include "core/interrupt.hpp"
#include "core/memory_guard.hpp"
#include "core/progress.hpp"

namespace alea::cgt::impartial {

namespace {

// floor(sqrt(x)) for x < 2^126.
unsigned __int128 isqrt(unsigned __int128 x) {
  if (x == 0) return 0;
  unsigned __int128 r = static_cast<unsigned __int128>(1) << ((128 - __builtin_clzll(static_cast<std::uint64_t>(x >> 64) | 1)) / 2 + 32);
  while (true) {
    const unsigned __int128 next = (r + x / r) / 2;
    if (next >= r) break;
    r = next;
  }
  while (r * r > x) --r;
  while ((r + 1) * (r + 1) <= x) ++r;
  return r;
}

}  // namespace

bool Wythoff::is_p_position(std::uint64_t a, std::uint64_t b) {
  if (a > b) std::swap(a, b);
  const std::uint64_t k = b - a;
  // floor(k phi) = floor((k + sqrt(5 k^2)) / 2) = floor((k + floor(sqrt(5 k^2))) / 2), as
  // sqrt(5 k^2) is irrational for k > 0.
  const unsigned __int128 root = isqrt(static_cast<unsigned __int128>(k) * k * 5);
  return static_cast<unsigned __int128>(a) == (k + root) / 2;
}

std::vector<std::pair<std::uint64_t, std::uint64_t>> Wythoff::options(std::uint64_t a, std::uint64_t b) {
  require_memory(bytes_for(a + b + std::min(a, b) + 1, 16), "the options of a Wythoff position");
  std::vector<std::pair<std::uint64_t, std::uint64_t>> out;
  for (std::uint64_t i = 1; i <= a; ++i) out.emplace_back(a - i, b);
  for (std::uint64_t i = 1; i <= b; ++i) out.emplace_back(a, b - i);
  for (std::uint64_t i = 1; i <= std::min(a, b); ++i) out.emplace_back(a - i, b - i);
  return out;
}

// Row by row: each row, column and diagonal keeps the set of values met so far along it, so a
// value is the mex of three growing sets (found from the largest of their mexes upwards).
void Wythoff::grow(std::uint64_t side) {
  if (side <= side_) return;
  side = std::max(side, 2 * side_);
  // The table and the row, column and diagonal sets (saturating: a huge side is refused, not wrapped).
  const std::uint64_t table = bytes_for(bytes_for(side, side), 4), sets = bytes_for(side, 256);
  require_memory(table > UINT64_MAX - sets ? UINT64_MAX : table + sets, "the table of Wythoff nim values");
  std::vector<std::uint32_t> v(side * side);
  std::vector<ValueSet> cols(side), diags(2 * side);
  Progress bar("Wythoff nim values: rows", side);
  for (std::uint64_t a = 0; a < side; ++a) {
    ValueSet row;
    for (std::uint64_t b = 0; b < side; ++b) {
      ValueSet& col = cols[b];
      ValueSet& diag = diags[side + b - a];
      std::uint64_t x = std::max({row.mex(), col.mex(), diag.mex()});
      while (row.contains(x) || col.contains(x) || diag.contains(x)) ++x;
      v[a * side + b] = static_cast<std::uint32_t>(x);
      row.insert(x);
      col.insert(x);
      diag.insert(x);
    }
    check_interrupt();
    bar.advance();
  }
  values_ = std::move(v);
  side_ = side;
}

std::uint64_t Wythoff::nim_value(std::uint64_t a, std::uint64_t b) {
  if (a >= (std::uint64_t{1} << 20) || b >= (std::uint64_t{1} << 20))
    throw LimitExceeded("the Wythoff position (" + std::to_string(a) + ", " + std::to_string(b) +
                        ") is beyond the table (coordinates below 2^20); its P-positions are known by formula");
  grow(std::max(a, b) + 1);
  return values_[a * side_ + b];
}

std::vector<std::vector<std::uint64_t>> Wythoff::table(std::uint64_t rows, std::uint64_t cols) {
  nim_value(rows, cols);
  std::vector<std::vector<std::uint64_t>> out(rows + 1);
  for (std::uint64_t a = 0; a <= rows; ++a)
    for (std::uint64_t b = 0; b <= cols; ++b) out[a].push_back(values_[a * side_ + b]);
  return out;
}

}  // namespace alea::cgt::impartial
