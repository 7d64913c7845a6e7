#include "boolfn/game/sparse.hpp"

#include <algorithm>
#include <bit>
#include <unordered_map>
#include <vector>

#include "boolfn/table/bit_table.hpp"
#include "boolfn/table/wide.hpp"
#include "core/errors.hpp"
#include "core/interrupt.hpp"
#include "core/memory_guard.hpp"

namespace alea::boolfn::game {
namespace {

struct Walker {
  // scaled length 2^k L as an integer, leaves, depth
  struct Out {
    __int128 scaled;
    std::uint64_t leaves;
    int depth;
  };
  Tie tie;
  int in_place_above;
  std::uint64_t states = 0;
  std::unordered_map<std::uint64_t, std::unordered_map<std::uint64_t, Out>> memo;  // fixed -> plus -> result

  Out walk(const BitTable& t, const std::vector<int>& vars, std::uint64_t fixed, std::uint64_t plus) {
    return step(t.k, ones(t), degree_one(t), vars, fixed, plus, [&](int j, int v) { return restrict_var(t, j, v); });
  }

  Out walk(const Subcube& c, const std::vector<int>& vars, std::uint64_t, std::uint64_t) {
    if (c.free() <= in_place_above) return walk(extract(c), vars, c.fixed, c.plus);
    const SubcubeCounts counts = count(c);
    return step(c.free(), counts.ones, counts.degree_one, vars, c.fixed, c.plus, [&](int j, int v) {
      Subcube half = c;
      half.fixed |= std::uint64_t(1) << vars[j];
      if (v) half.plus |= std::uint64_t(1) << vars[j];
      return half;
    });
  }

  // One state of k free variables: its count of +1 points and its scores
  // #{f=1, x_j=1} - #{f=1, x_j=-1}; `child(j, v)` is its half with x_j = -1 (v = 0) or +1.
  template <class Child>
  Out step(int k, std::uint64_t count, const std::vector<std::int64_t>& score, const std::vector<int>& vars,
           std::uint64_t fixed, std::uint64_t plus, Child&& child) {
    if ((++states & 4095) == 0) check_interrupt();
    if (count == 0 || count == (std::uint64_t(1) << k)) return {0, 1, 0};
    if (tie != Tie::first) {
      auto f = memo.find(fixed);
      if (f != memo.end()) {
        auto p = f->second.find(plus);
        if (p != f->second.end()) return p->second;
      }
    }
    const std::int64_t best = *std::max_element(score.begin(), score.end());
    Out out{0, 0, 0};
    bool first = true;
    for (int j = 0; j < k; ++j) {
      if (score[j] != best) continue;
      std::vector<int> rest(vars);
      rest.erase(rest.begin() + j);
      std::uint64_t bit = std::uint64_t(1) << vars[j];
      Out a = walk(child(j, 1), rest, fixed | bit, plus | bit);
      Out b = walk(child(j, 0), rest, fixed | bit, plus);
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

SparseResult play_sparse(const TruthTable& t, Tie tie, std::uint64_t fixed, std::uint64_t plus, int in_place_above) {
  if (!t.is_boolean()) throw InvalidArgument("f", "the sparse walk takes +-1-valued functions");
  const int n = t.n();
  std::vector<int> vars;
  for (int i = 0; i < n; ++i)
    if (!((fixed >> i) & 1)) vars.push_back(i);
  const int k = int(vars.size());
  // the compact tables of one path (halving) beside f's table
  require_memory(t.bytes() + 2 * words_of(std::min(k, in_place_above)) * 8, "the sparse walk");
  Walker w{tie, in_place_above, 0, {}};
  Walker::Out o;
  if (n >= 6) {
    o = w.walk(Subcube{&t.bits(), n, fixed, plus & fixed}, vars, fixed, plus & fixed);
  } else {
    BitTable sub{k, Words(1, 0)};
    for (std::uint64_t y = 0; y < (std::uint64_t(1) << k); ++y) {
      std::uint64_t x = plus & fixed;
      for (int j = 0; j < k; ++j)
        if ((y >> j) & 1) x |= std::uint64_t(1) << vars[j];
      if (t.plus(x)) sub.w[0] |= std::uint64_t(1) << y;
    }
    o = w.walk(sub, vars, fixed, plus & fixed);
  }
  SparseResult r;
  r.length = Rational(to_big(o.scaled), BigInt(1) << k);
  r.leaves = o.leaves;
  r.depth = o.depth;
  r.states = w.states;
  return r;
}

}  // namespace alea::boolfn::game
