#include "boolfn/query/sensitivity.hpp"

#include <algorithm>

#include "boolfn/query/cube_table.hpp"
#include "core/interrupt.hpp"
#include "core/parallel.hpp"

namespace alea::boolfn::query {
namespace {

constexpr int planes = 5;  // counts up to 31
constexpr std::uint64_t block_words = 4096;

// Per position of one word, the number of variables whose flip changes f: bit-sliced.
struct Counter {
  std::uint64_t c[planes] = {};
  void add(std::uint64_t d) {
    for (int b = 0; b < planes && d; ++b) {
      const std::uint64_t carry = c[b] & d;
      c[b] ^= d;
      d = carry;
    }
  }
  // The largest count among the positions of mask (nonzero); mask keeps the positions reaching it.
  int max_in(std::uint64_t& mask) const {
    int v = 0;
    for (int b = planes - 1; b >= 0; --b)
      if (const std::uint64_t m = mask & c[b]) {
        mask = m;
        v |= 1 << b;
      }
    return v;
  }
  int at(int pos) const {
    int v = 0;
    for (int b = 0; b < planes; ++b) v |= int(c[b] >> pos & 1) << b;
    return v;
  }
};

// The word of positions where flipping variable i changes f.
inline std::uint64_t differs(const Words& w, std::uint64_t j, int i) {
  return w[j] ^ (i < 6 ? flip_low(w[j], i) : w[j ^ (std::uint64_t(1) << (i - 6))]);
}

Counter count_word(const Words& w, int n, std::uint64_t j) {
  Counter k;
  for (int i = 0; i < n; ++i) k.add(differs(w, j, i));
  return k;
}

// Runs body(first word, end word) over blocks of words in parallel; Ctrl-C between blocks.
template <class Body>
void over_blocks(std::uint64_t words, Body&& body) {
  const std::uint64_t blocks = (words + block_words - 1) / block_words;
  parallel_for(0, blocks, [&](std::size_t b) {
    check_interrupt();
    body(b, b * block_words, std::min(words, (b + 1) * block_words));
  });
}

void improve(SideMax& best, const SideMax& c) {
  if (c.value > best.value || (c.value == best.value && c.point < best.point)) best = c;
}

}  // namespace

Sensitivities sensitivities(const Words& bits, int n) {
  const std::uint64_t words = words_of(n), valid = valid_mask(n);
  std::vector<Sensitivities> slots((words + block_words - 1) / block_words);
  over_blocks(words, [&](std::size_t slot, std::uint64_t b, std::uint64_t e) {
    Sensitivities& r = slots[slot];
    for (std::uint64_t j = b; j < e; ++j) {
      const Counter k = count_word(bits, n, j);
      for (int v = 0; v < 2; ++v) {
        std::uint64_t mask = (v ? bits[j] : ~bits[j]) & valid;
        if (!mask) continue;
        const int s = k.max_in(mask);
        if (s > r.side[v].value) r.side[v] = {s, 64 * j + std::uint64_t(__builtin_ctzll(mask))};
      }
    }
  });
  Sensitivities out;
  for (const auto& r : slots)
    for (int v = 0; v < 2; ++v) improve(out.side[v], r.side[v]);
  return out;
}

std::vector<std::uint8_t> point_sensitivities(const Words& bits, int n) {
  const std::uint64_t words = words_of(n), size = std::uint64_t(1) << n;
  std::vector<std::uint8_t> s(size);
  over_blocks(words, [&](std::size_t, std::uint64_t b, std::uint64_t e) {
    for (std::uint64_t j = b; j < e; ++j) {
      const Counter k = count_word(bits, n, j);
      for (int pos = 0; pos < 64 && 64 * j + pos < size; ++pos) s[64 * j + pos] = std::uint8_t(k.at(pos));
    }
  });
  return s;
}

std::uint64_t relevant_mask(const Words& bits, int n) {
  const std::uint64_t words = words_of(n);
  std::vector<std::uint64_t> slots((words + block_words - 1) / block_words, 0);
  over_blocks(words, [&](std::size_t slot, std::uint64_t b, std::uint64_t e) {
    std::uint64_t m = 0;
    for (std::uint64_t j = b; j < e; ++j)
      for (int i = 0; i < n; ++i)
        if (!(m >> i & 1) && differs(bits, j, i)) m |= std::uint64_t(1) << i;
    slots[slot] = m;
  });
  std::uint64_t m = 0;
  for (auto v : slots) m |= v;
  return m;
}

}  // namespace alea::boolfn::query
