#include "boolfn/query/point.hpp"

#include <algorithm>
#include <bit>

#include "boolfn/query/cube_table.hpp"
#include "boolfn/table/wide.hpp"
#include "core/interrupt.hpp"

namespace alea::boolfn::query {
namespace {

// f translated by x and compared with f(x): bit B set iff f(x ^ B) != f(x).
void translate(const Words& bits, int n, std::uint64_t x, Words& out) {
  const std::uint64_t words = words_of(n), high = x >> 6;
  const bool fx = bits[x >> 6] >> (x & 63) & 1;
  const std::uint64_t flip = fx ? ~0ull : 0, valid = valid_mask(n);
  for (std::uint64_t j = 0; j < words; ++j) {
    std::uint64_t w = bits[j ^ high];
    for (int i = 0; i < 6 && i < n; ++i)
      if (x >> i & 1) w = flip_low(w, i);
    out[j] = (w ^ flip) & valid;
  }
}

// In place: bit B set iff some subset of B was set.
void superset_closure(Words& w, int n) {
  for (int i = 0; i < n; ++i) {
    if (i < 6) {
      const unsigned s = 1u << i;
      for (auto& v : w) v |= (v & low_half[i]) << s;
    } else {
      const std::uint64_t step = std::uint64_t(1) << (i - 6);
      for (std::uint64_t j = 0; j < w.size(); ++j)
        if (j & step) w[j] |= w[j ^ step];
    }
  }
}

// out(B) = OR over i in B of u(B \ {i}).
void one_below(const Words& u, int n, Words& out) {
  std::fill(out.begin(), out.end(), 0);
  for (int i = 0; i < n; ++i) {
    if (i < 6) {
      const unsigned s = 1u << i;
      for (std::size_t j = 0; j < u.size(); ++j) out[j] |= (u[j] & low_half[i]) << s;
    } else {
      const std::uint64_t step = std::uint64_t(1) << (i - 6);
      for (std::uint64_t j = 0; j < u.size(); ++j)
        if (j & step) out[j] |= u[j ^ step];
    }
  }
}

}  // namespace

PointView::PointView(const Words& bits, int n)
    : bits_(bits), n_(n), sensitive_(words_of(n)), closure_(words_of(n)), scratch_(words_of(n)) {}

void PointView::at(std::uint64_t x) {
  x_ = x;
  translate(bits_, n_, x, sensitive_);
  closure_ = sensitive_;
  superset_closure(closure_, n_);
  blocks_.clear();
}

std::uint64_t PointView::largest_free_set() const {
  const auto& wm = weight_masks();
  const std::uint64_t valid = valid_mask(n_);
  int best = -1;
  std::uint64_t which = 0;
  for (std::uint64_t j = 0; j < closure_.size(); ++j) {
    const std::uint64_t z = ~closure_[j] & valid;
    if (!z) continue;
    const int base = std::popcount(j);
    for (int c = 6; c >= 0; --c)
      if (const std::uint64_t m = z & wm.m[c]) {
        if (base + c > best) {
          best = base + c;
          which = 64 * j + std::uint64_t(std::countr_zero(m));
        }
        break;
      }
  }
  return which;  // the empty set is always free: f(x) is f(x)
}

int PointView::certificate_size() const { return n_ - std::popcount(largest_free_set()); }

int PointView::block_sensitivity(int at_least, std::vector<std::uint64_t>* blocks) {
  // minimal sensitive blocks: sensitive, and not above a smaller sensitive block
  one_below(closure_, n_, scratch_);
  std::uint64_t singles = 0;
  blocks_.clear();
  for (std::uint64_t j = 0; j < sensitive_.size(); ++j) {
    std::uint64_t m = sensitive_[j] & ~scratch_[j];
    while (m) {
      const std::uint64_t b = 64 * j + std::uint64_t(std::countr_zero(m));
      m &= m - 1;
      if (std::popcount(b) == 1) singles |= b;
      else blocks_.push_back(b);
    }
  }
  const int s = std::popcount(singles);
  // blocks of two or more avoid the sensitive variables (they would not be minimal)
  const std::uint64_t rest = ((n_ >= 64 ? ~0ull : (1ull << n_) - 1)) & ~singles;
  if (s + std::popcount(rest) / 2 < at_least) return s;
  memo_.clear();
  const int packed = pack(rest);
  if (blocks) {
    blocks->clear();
    for (int i = 0; i < n_; ++i)
      if (singles >> i & 1) blocks->push_back(std::uint64_t(1) << i);
    record(rest, *blocks);
  }
  return s + packed;
}

// The most disjoint blocks inside avail: the lowest variable any fitting block uses is either
// left out or covered by one of its blocks.
int PointView::pack(std::uint64_t avail) {
  std::uint64_t cover = 0;
  for (auto b : blocks_)
    if ((b & avail) == b) cover |= b;
  if (!cover) return 0;
  if (auto it = memo_.find(cover); it != memo_.end()) return it->second;
  if ((++steps_ & 4095) == 0) check_interrupt();
  const std::uint64_t v = cover & -cover;
  int best = pack(cover & ~v);
  for (auto b : blocks_)
    if ((b & v) && (b & cover) == b && 1 + std::popcount(cover & ~b) / 2 > best) best = std::max(best, 1 + pack(cover & ~b));
  memo_.emplace(cover, best);
  return best;
}

// A family reaching pack(avail), read back from the memo.
void PointView::record(std::uint64_t avail, std::vector<std::uint64_t>& out) {
  std::uint64_t cover = 0;
  for (auto b : blocks_)
    if ((b & avail) == b) cover |= b;
  if (!cover) return;
  const int want = pack(cover);
  const std::uint64_t v = cover & -cover;
  for (auto b : blocks_)
    if ((b & v) && (b & cover) == b && 1 + pack(cover & ~b) == want) {
      out.push_back(b);
      return record(cover & ~b, out);
    }
  record(cover & ~v, out);
}

}  // namespace alea::boolfn::query
