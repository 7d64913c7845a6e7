#include "boolfn/table/bit_table.hpp"

#include "boolfn/table/truth_table.hpp"

#include <algorithm>
#include <array>
#include <bit>

// The counting loops are nearly all popcounts: built twice, with the POPCNT instruction and
// without, the loader picks the one the CPU runs (GCC's function multiversioning).
#if defined(__x86_64__) && defined(__GNUC__) && defined(__linux__)
#define ALEA_POPCOUNT_CLONES __attribute__((target_clones("popcnt", "default")))
#else
#define ALEA_POPCOUNT_CLONES
#endif

namespace alea::boolfn {

BitTable bit_table_of(const TruthTable& t) {
  BitTable out{t.n(), t.bits()};
  out.w.resize(words_of(out.k), 0);
  if (out.k < 6) out.w[0] &= valid_mask(out.k);
  return out;
}
namespace {

// The bits of w whose position has bit j equal to v (j < 6), packed into the low 32.
std::uint64_t compress(std::uint64_t w, int j, int v) {
  w = (w >> (v << j)) & low_half[j];
  for (int s = j; s < 5; ++s) w = (w | (w >> (1 << s))) & low_half[s + 1];
  return w;
}

// Exchanges variables a < b in place.
void swap_variables(Words& w, int a, int b) {
  if (b < 6) {
    const unsigned shift = (1u << b) - (1u << a);
    const std::uint64_t mask = ~low_half[a] & low_half[b];  // bit a = 1, bit b = 0
    for (auto& x : w) {
      std::uint64_t d = ((x >> shift) ^ x) & mask;
      x ^= d | (d << shift);
    }
    return;
  }
  const std::size_t step = std::size_t(1) << (b - 6);
  if (a < 6) {
    const unsigned g = 1u << a;
    for (std::size_t s = 0; s < w.size(); ++s) {
      if (s & step) continue;
      std::uint64_t d = ((w[s] >> g) ^ w[s + step]) & low_half[a];
      w[s + step] ^= d;
      w[s] ^= d << g;
    }
    return;
  }
  const std::size_t small = std::size_t(1) << (a - 6);
  for (std::size_t s = 0; s < w.size(); ++s)
    if ((s & small) && !(s & step)) std::swap(w[s], w[s - small + step]);
}

// Output negated when f(-1,...,-1) = +1, so that f and -f share a key.
void normalise_output(Words& w, int k) {
  if (!(w[0] & 1)) return;
  for (auto& x : w) x = ~x;
  if (k < 6) w[0] &= valid_mask(k);
}

// The subcube's words in order (the free high variables counting up in q), each word masked to
// the positions whose fixed low variables agree.
template <class F>
void for_each_word(const Subcube& c, F&& f) {
  const std::uint64_t high = c.n > 6 ? (std::uint64_t(1) << (c.n - 6)) - 1 : 0;
  const std::uint64_t fixed = (c.fixed >> 6) & high, plus = (c.plus >> 6) & fixed, free = high & ~fixed;
  const std::uint64_t fixed_low = c.fixed & 63, plus_low = c.plus & fixed_low;
  std::uint64_t mask = 0;
  for (int p = 0; p < 64; ++p)
    if ((std::uint64_t(p) & fixed_low) == plus_low) mask |= std::uint64_t(1) << p;
  std::uint64_t s = 0, q = 0;
  do {
    f(q++, (*c.w)[s | plus] & mask);
    s = (s - free) & free;
  } while (s != 0);
}

}  // namespace

int Subcube::free() const { return n - std::popcount(fixed & ((n >= 64 ? 0 : std::uint64_t(1) << n) - 1)); }

ALEA_POPCOUNT_CLONES SubcubeCounts count(const Subcube& c) {
  std::array<std::int64_t, 64> low{}, upper{}, waiting{};
  std::int64_t total = 0;
  for_each_word(c, [&](std::uint64_t q, std::uint64_t w) {
    std::int64_t block = std::popcount(w);
    total += block;
    for (int i = 0; i < 6; ++i) low[i] += 2 * std::int64_t(std::popcount(w & ~low_half[i])) - block;
    for (int l = 0; (q >> l) & 1; ++l) {
      upper[l] += block;
      block += waiting[l];
    }
    waiting[std::countr_one(q)] = block;
  });
  SubcubeCounts out;
  out.ones = std::uint64_t(total);
  for (int i = 0; i < 6; ++i)
    if (!(c.fixed >> i & 1)) out.degree_one.push_back(low[i]);
  for (int i = 6, b = 0; i < c.n; ++i)
    if (!(c.fixed >> i & 1)) out.degree_one.push_back(2 * upper[b++] - total);
  return out;
}

BitTable extract(const Subcube& c) {
  BitTable t{6, {}};
  for_each_word(c, [&](std::uint64_t, std::uint64_t w) { t.w.push_back(w); });
  t.k = 6 + std::countr_zero(t.w.size());
  for (int i = 5; i >= 0; --i)
    if (c.fixed >> i & 1) t = restrict_var(t, i, c.plus >> i & 1);
  return t;
}

ALEA_POPCOUNT_CLONES std::uint64_t ones(const BitTable& t) {
  std::uint64_t count = 0;
  for (auto w : t.w) count += std::popcount(w);
  return count;
}

// The low six variables in one pass inside the words, each higher one in a pass over the pairs of
// blocks it exchanges (sequential reads); counts in local arrays the compiler can keep close.
ALEA_POPCOUNT_CLONES std::vector<std::uint64_t> sensitive_pairs(const BitTable& t) {
  std::array<std::uint64_t, 6> low{};
  const int inside = std::min(t.k, 6);
  for (const std::uint64_t w : t.w)
    for (int i = 0; i < inside; ++i) low[i] += std::popcount((w ^ (w >> (1u << i))) & low_half[i]);
  std::vector<std::uint64_t> count(low.begin(), low.begin() + inside);
  for (int i = 6; i < t.k; ++i) {
    const std::size_t block = std::size_t(1) << (i - 6);
    std::uint64_t c = 0;
    for (std::size_t b = 0; b < t.w.size(); b += 2 * block)
      for (std::size_t j = 0; j < block; ++j) c += std::popcount(t.w[b + j] ^ t.w[b + block + j]);
    count.push_back(c);
  }
  return count;
}

// A higher variable 6 + l counts the words whose index has bit l: their sum is gathered block by
// block like a binary counter (a finished lower half waits, an upper half is added to S_l).
ALEA_POPCOUNT_CLONES std::vector<std::int64_t> degree_one(const BitTable& t) {
  std::array<std::int64_t, 64> diff{}, upper{}, waiting{};
  const int inside = std::min(t.k, 6);
  std::int64_t total = 0;
  for (std::size_t j = 0; j < t.w.size(); ++j) {
    const std::uint64_t w = t.w[j];
    std::int64_t block = std::popcount(w);
    total += block;
    for (int i = 0; i < inside; ++i) diff[i] += 2 * std::int64_t(std::popcount(w & ~low_half[i])) - block;
    for (int l = 0; (j >> l) & 1; ++l) {
      upper[l] += block;
      block += waiting[l];
    }
    waiting[std::countr_one(j)] = block;
  }
  for (int i = 6; i < t.k; ++i) diff[i] = 2 * upper[i - 6] - total;
  return std::vector<std::int64_t>(diff.begin(), diff.begin() + t.k);
}

BitTable restrict_var(const BitTable& t, int i, int v) {
  BitTable out;
  out.k = t.k - 1;
  out.w.assign(words_of(out.k), 0);
  if (i >= 6) {
    const std::size_t block = std::size_t(1) << (i - 6);
    std::size_t o = 0;
    for (std::size_t b = 0; b < t.w.size(); b += 2 * block)
      for (std::size_t j = 0; j < block; ++j) out.w[o++] = t.w[b + v * block + j];
    return out;
  }
  if (t.k <= 6) {
    out.w[0] = compress(t.w[0], i, v) & valid_mask(out.k);
    return out;
  }
  for (std::size_t s = 0; s < out.w.size(); ++s)
    out.w[s] = compress(t.w[2 * s], i, v) | (compress(t.w[2 * s + 1], i, v) << 32);
  return out;
}

void drop_irrelevant(BitTable& t, std::vector<int>* vars) {
  // dropping one irrelevant variable leaves the others' sensitivities as they were
  const auto pairs = sensitive_pairs(t);
  for (int i = t.k - 1; i >= 0; --i)
    if (pairs[i] == 0) {
      t = restrict_var(t, i, 0);
      if (vars) vars->erase(vars->begin() + i);
    }
}

Words inputs_negated(const BitTable& t) {
  Words r(t.w.rbegin(), t.w.rend());
  for (auto& w : r) {
    w = ((w >> 1) & 0x5555555555555555ull) | ((w & 0x5555555555555555ull) << 1);
    w = ((w >> 2) & 0x3333333333333333ull) | ((w & 0x3333333333333333ull) << 2);
    w = ((w >> 4) & 0x0F0F0F0F0F0F0F0Full) | ((w & 0x0F0F0F0F0F0F0F0Full) << 4);
    w = __builtin_bswap64(w);
  }
  if (t.k < 6) r[0] >>= 64 - (1u << t.k);
  return r;
}

Words variables_reversed(const BitTable& t) {
  Words r = t.w;
  for (int j = 0; j < t.k / 2; ++j) swap_variables(r, j, t.k - 1 - j);
  return r;
}

Words canonical(const BitTable& t) {
  Words best = t.w;
  normalise_output(best, t.k);
  auto consider = [&](Words w) {
    normalise_output(w, t.k);
    if (w < best) best = std::move(w);
  };
  consider(inputs_negated(t));
  {
    BitTable v{t.k, variables_reversed(t)};
    consider(inputs_negated(v));
    consider(std::move(v.w));
  }
  best.push_back(std::uint64_t(t.k));
  return best;
}

}  // namespace alea::boolfn
