#pragma once
// A set of nim values as a growable bitset, with its mex kept up to date: the values only ever
// get added, so the least missing one only moves up (amortized O(1) per insertion).
#include <bit>
#include <cstdint>
#include <vector>

#include "core/memory_guard.hpp"

namespace alea::cgt::impartial {

class ValueSet {
 public:
  void insert(std::uint64_t v) {
    const std::size_t w = v >> 6;
    if (w >= words_.size()) grow(w);
    words_[w] |= std::uint64_t{1} << (v & 63);
    while (contains(mex_)) ++mex_;
  }
  bool contains(std::uint64_t v) const {
    const std::size_t w = v >> 6;
    return w < words_.size() && (words_[w] >> (v & 63) & 1);
  }
  std::uint64_t mex() const { return mex_; }
  bool empty() const { return mex_ == 0 && count() == 0; }
  std::uint64_t count() const {
    std::uint64_t c = 0;
    for (auto w : words_) c += static_cast<std::uint64_t>(std::popcount(w));
    return c;
  }
  // Calls f(v) for every value, in increasing order.
  template <class F>
  void for_each(F&& f) const {
    for (std::size_t w = 0; w < words_.size(); ++w)
      for (std::uint64_t bits = words_[w]; bits; bits &= bits - 1)
        f((w << 6) + static_cast<std::uint64_t>(std::countr_zero(bits)));
  }
  std::uint64_t bytes() const { return words_.size() * 8; }

 private:
  // Room for word w. Values can be huge (a spawning game's grow like 2^n): the guard sees the
  // bitset before it is allocated.
  void grow(std::size_t w) {
    const std::size_t size = std::max<std::size_t>(w + 1, words_.size() * 2);
    if (size > (std::size_t{1} << 14)) require_memory(bytes_for(size, 8), "a set of nim values");
    words_.resize(size, 0);
  }
  std::vector<std::uint64_t> words_;
  std::uint64_t mex_ = 0;
};

}  // namespace alea::cgt::impartial
