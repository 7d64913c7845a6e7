#pragma once
// The complexity measures by their definitions, point by point over a truth table, for
// functions of at most 8 variables: nothing here shares code with src/boolfn/query or
// src/boolfn/measure. Points and blocks are masks (bit i set iff x_(i+1) = +1, resp. i+1 in B).
#include <algorithm>
#include <bit>
#include <cstdint>
#include <map>
#include <vector>

#include "boolfn/table/truth_table.hpp"

namespace alea::boolfn::reference {

inline bool at(const TruthTable& t, std::uint64_t x) { return t.plus(x); }

inline int sensitivity_at(const TruthTable& t, std::uint64_t x) {
  int s = 0;
  for (int i = 0; i < t.n(); ++i) s += at(t, x) != at(t, x ^ (1ull << i));
  return s;
}

// The most disjoint sensitive blocks: over all subsets U of the variables, P(U) = max over
// sensitive B inside U of 1 + P(U \ B).
inline int block_sensitivity_at(const TruthTable& t, std::uint64_t x) {
  const std::uint64_t all = (1ull << t.n()) - 1;
  std::vector<int> best(all + 1, 0);
  for (std::uint64_t u = 1; u <= all; ++u)
    for (std::uint64_t b = u; b; b = (b - 1) & u)
      if (at(t, x ^ b) != at(t, x)) best[u] = std::max(best[u], 1 + best[u & ~b]);
  return best[all];
}

// The fewest fixed variables S such that every y agreeing with x on S has f(y) = f(x).
inline int certificate_at(const TruthTable& t, std::uint64_t x) {
  const std::uint64_t all = (1ull << t.n()) - 1;
  int best = t.n();
  for (std::uint64_t s = 0; s <= all; ++s) {
    if (std::popcount(s) >= best) continue;
    bool fixes = true;
    for (std::uint64_t y = 0; y <= all && fixes; ++y)
      if ((y & s) == (x & s) && at(t, y) != at(t, x)) fixes = false;
    if (fixes) best = std::popcount(s);
  }
  return best;
}

// The least depth of a tree, by recursion over subcubes (fixed mask, values) with a memo.
class Depth {
 public:
  explicit Depth(const TruthTable& t) : t_(t) {}
  int operator()(std::uint64_t fixed = 0, std::uint64_t values = 0) {
    const auto key = std::make_pair(fixed, values);
    if (auto it = memo_.find(key); it != memo_.end()) return it->second;
    const std::uint64_t all = (1ull << t_.n()) - 1;
    bool plus = false, minus = false;
    for (std::uint64_t y = 0; y <= all; ++y)
      if ((y & fixed) == values) (at(t_, y) ? plus : minus) = true;
    int d = 0;
    if (plus && minus) {
      d = t_.n() + 1;
      for (int i = 0; i < t_.n(); ++i) {
        const std::uint64_t b = 1ull << i;
        if (fixed & b) continue;
        d = std::min(d, 1 + std::max((*this)(fixed | b, values), (*this)(fixed | b, values | b)));
      }
    }
    memo_[key] = d;
    return d;
  }

 private:
  const TruthTable& t_;
  std::map<std::pair<std::uint64_t, std::uint64_t>, int> memo_;
};

// Over the points of side v (f = +1 when v), the largest value of m (0 on an empty side).
template <class M>
int side_max(const TruthTable& t, bool v, M&& m) {
  int best = 0;
  for (std::uint64_t x = 0; x < t.size(); ++x)
    if (at(t, x) == v) best = std::max(best, m(x));
  return best;
}

}  // namespace alea::boolfn::reference
