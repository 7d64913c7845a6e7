#include "boolfn/game/sparse.hpp"

#include <bit>
#include <unordered_map>
#include <vector>

#include "boolfn/table/wide.hpp"
#include "core/errors.hpp"
#include "core/interrupt.hpp"

namespace alea::boolfn::game {
namespace {

using Bits = std::vector<std::uint64_t>;

// Keeps the bits of w whose position has bit j equal to v (j < 6), packed into the low 32.
std::uint64_t compress(std::uint64_t w, int j, int v) {
  static const std::uint64_t keep[6] = {0x5555555555555555ull, 0x3333333333333333ull, 0x0f0f0f0f0f0f0f0full,
                                        0x00ff00ff00ff00ffull, 0x0000ffff0000ffffull, 0x00000000ffffffffull};
  w = (w >> (v << j)) & keep[j];
  for (int s = j; s < 5; ++s) w = (w | (w >> (1 << s))) & keep[s + 1];
  return w;
}

// The half of a compact table of k variables with its variable j set to v.
Bits half(const Bits& t, int k, int j, int v) {
  Bits out(k - 1 >= 6 ? (std::size_t(1) << (k - 7)) : 1, 0);
  if (j >= 6) {
    std::size_t stride = std::size_t(1) << (j - 6), o = 0;
    for (std::size_t w = 0; w < t.size(); ++w)
      if (((w & stride) != 0) == (v > 0)) out[o++] = t[w];
    return out;
  }
  if (k <= 6) {
    out[0] = compress(t[0], j, v > 0);
    return out;
  }
  for (std::size_t w = 0; w < out.size(); ++w)
    out[w] = compress(t[2 * w], j, v > 0) | (compress(t[2 * w + 1], j, v > 0) << 32);
  return out;
}

struct Walker {
  // scaled length 2^k L as an integer, leaves, depth
  struct Out {
    __int128 scaled;
    std::uint64_t leaves;
    int depth;
  };
  Tie tie;
  std::uint64_t states = 0;
  std::unordered_map<std::uint64_t, std::unordered_map<std::uint64_t, Out>> memo;  // fixed -> plus -> result

  Out walk(const Bits& t, int k, const std::vector<int>& vars, std::uint64_t fixed, std::uint64_t plus) {
    if ((++states & 4095) == 0) check_interrupt();
    std::uint64_t valid = k >= 6 ? ~std::uint64_t(0) : ((std::uint64_t(1) << (std::uint64_t(1) << k)) - 1);
    std::uint64_t ones = 0;
    for (auto w : t) ones += std::popcount(w & valid);
    if (ones == 0 || ones == (std::uint64_t(1) << k)) return {0, 1, 0};
    if (tie != Tie::first) {
      auto f = memo.find(fixed);
      if (f != memo.end()) {
        auto p = f->second.find(plus);
        if (p != f->second.end()) return p->second;
      }
    }
    // scores: #{f=1, x_j=1} - #{f=1, x_j=-1}
    std::vector<std::int64_t> score(k, 0);
    for (int j = 0; j < k; ++j) {
      std::int64_t s = 0;
      if (j >= 6) {
        std::size_t stride = std::size_t(1) << (j - 6);
        for (std::size_t w = 0; w < t.size(); ++w) s += (w & stride) ? std::popcount(t[w]) : -std::popcount(t[w]);
      } else {
        std::uint64_t up = 0;
        for (int p = 0; p < 64; ++p)
          if ((p >> j) & 1) up |= std::uint64_t(1) << p;
        for (auto w : t) s += std::popcount(w & up & valid) - std::popcount(w & ~up & valid);
      }
      score[j] = s;
    }
    std::int64_t best = score[0];
    for (auto s : score) best = std::max(best, s);
    Out out{0, 0, 0};
    bool first = true;
    for (int j = 0; j < k; ++j) {
      if (score[j] != best) continue;
      std::vector<int> rest(vars);
      rest.erase(rest.begin() + j);
      std::uint64_t bit = std::uint64_t(1) << vars[j];
      Out a = walk(half(t, k, j, 1), k - 1, rest, fixed | bit, plus | bit);
      Out b = walk(half(t, k, j, -1), k - 1, rest, fixed | bit, plus);
      Out o{(__int128(1) << k) + a.scaled + b.scaled, a.leaves + b.leaves, 1 + std::max(a.depth, b.depth)};
      if (first || (tie == Tie::min && o.scaled < out.scaled) || (tie == Tie::max && o.scaled > out.scaled)) out = o;
      first = false;
      if (tie == Tie::first) break;
    }
    if (tie != Tie::first && k >= 4) memo[fixed][plus] = out;
    return out;
  }
};

}  // namespace

SparseResult play_sparse(const TruthTable& t, Tie tie, std::uint64_t fixed, std::uint64_t plus) {
  if (!t.is_boolean()) throw InvalidArgument("f", "the sparse walk takes +-1-valued functions");
  int n = t.n();
  std::vector<int> vars;
  for (int i = 0; i < n; ++i)
    if (!((fixed >> i) & 1)) vars.push_back(i);
  int k = int(vars.size());
  // the compact table of the start subcube
  Bits sub(k >= 6 ? (std::size_t(1) << (k - 6)) : 1, 0);
  for (std::uint64_t y = 0; y < (std::uint64_t(1) << k); ++y) {
    std::uint64_t x = plus & fixed;
    for (int j = 0; j < k; ++j)
      if ((y >> j) & 1) x |= std::uint64_t(1) << vars[j];
    if (t.plus(x)) sub[y >> 6] |= std::uint64_t(1) << (y & 63);
  }
  Walker w{tie, 0, {}};
  auto o = w.walk(sub, k, vars, fixed, plus & fixed);
  SparseResult r;
  r.length = Rational(to_big(o.scaled), BigInt(1) << k);
  r.leaves = o.leaves;
  r.depth = o.depth;
  r.states = w.states;
  return r;
}

}  // namespace alea::boolfn::game
