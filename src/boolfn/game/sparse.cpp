#include "boolfn/game/sparse.hpp"

#include <bit>
#include <unordered_map>
#include <vector>

#include "boolfn/table/bit_table.hpp"
#include "boolfn/table/wide.hpp"
#include "core/errors.hpp"
#include "core/interrupt.hpp"

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
  std::uint64_t states = 0;
  std::unordered_map<std::uint64_t, std::unordered_map<std::uint64_t, Out>> memo;  // fixed -> plus -> result

  Out walk(const BitTable& t, const std::vector<int>& vars, std::uint64_t fixed, std::uint64_t plus) {
    if ((++states & 4095) == 0) check_interrupt();
    const int k = t.k;
    const std::uint64_t count = ones(t);
    if (count == 0 || count == (std::uint64_t(1) << k)) return {0, 1, 0};
    if (tie != Tie::first) {
      auto f = memo.find(fixed);
      if (f != memo.end()) {
        auto p = f->second.find(plus);
        if (p != f->second.end()) return p->second;
      }
    }
    // scores: #{f=1, x_j=1} - #{f=1, x_j=-1}
    const std::vector<std::int64_t> score = degree_one(t);
    std::int64_t best = score[0];
    for (auto s : score) best = std::max(best, s);
    Out out{0, 0, 0};
    bool first = true;
    for (int j = 0; j < k; ++j) {
      if (score[j] != best) continue;
      std::vector<int> rest(vars);
      rest.erase(rest.begin() + j);
      std::uint64_t bit = std::uint64_t(1) << vars[j];
      Out a = walk(restrict_var(t, j, 1), rest, fixed | bit, plus | bit);
      Out b = walk(restrict_var(t, j, 0), rest, fixed | bit, plus);
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
  BitTable sub{k, Words(words_of(k), 0)};
  for (std::uint64_t y = 0; y < (std::uint64_t(1) << k); ++y) {
    std::uint64_t x = plus & fixed;
    for (int j = 0; j < k; ++j)
      if ((y >> j) & 1) x |= std::uint64_t(1) << vars[j];
    if (t.plus(x)) sub.w[y >> 6] |= std::uint64_t(1) << (y & 63);
  }
  Walker w{tie, 0, {}};
  auto o = w.walk(sub, vars, fixed, plus & fixed);
  SparseResult r;
  r.length = Rational(to_big(o.scaled), BigInt(1) << k);
  r.leaves = o.leaves;
  r.depth = o.depth;
  r.states = w.states;
  return r;
}

}  // namespace alea::boolfn::game
