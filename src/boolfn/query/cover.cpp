#include "boolfn/query/cover.hpp"

#include <algorithm>
#include <mutex>

#include "boolfn/query/free_sets.hpp"
#include "core/interrupt.hpp"
#include "core/parallel.hpp"

namespace alea::boolfn::query {
namespace {

// The walk with, at each depth k, the covers G of both sides: the points (of the n - k fixed
// variables) inside a constant d-subcube that contains the subcube of T.
class CoverWalk {
 public:
  CoverWalk(const Words& bits, int n, int d) : walk_(bits, n, d), n_(n), d_(d), g_(d + 1) {
    for (int k = 0; k <= d; ++k)
      for (int v = 0; v < 2; ++v) g_[k][v].assign(words_of(n - k), 0);
  }

  bool descend(int k, int i) { return walk_.descend(k, i); }
  const Words& cover(int k, int v) const { return g_[k][v]; }

  // G at depth k, from the tables at depth k; `last` is T's largest element (-1: T empty).
  void visit(int k, int last) {
    if (k == d_) {
      for (int v = 0; v < 2; ++v) g_[k][v] = walk_.at(k, v);
      return;
    }
    clear(k);
    if ((++steps_ & 1023) == 0) check_interrupt();
    for (int i = last + 1; i <= n_ - (d_ - k); ++i) {
      if (!descend(k, i)) continue;
      visit(k + 1, i);
      lift(k, i);
    }
  }

  void clear(int k) {
    for (int v = 0; v < 2; ++v) std::fill(g_[k][v].begin(), g_[k][v].end(), 0);
  }
  // G at depth k |= G at depth k + 1 expanded along i.
  void lift(int k, int i) {
    for (int v = 0; v < 2; ++v) or_expand(g_[k + 1][v].data(), n_ - k - 1, i - k, g_[k][v].data());
  }

 private:
  ConstantWalk walk_;
  int n_, d_;
  std::vector<std::array<Words, 2>> g_;
  std::uint64_t steps_ = 0;
};

constexpr int split = 3;  // past this depth the walks from each free set of this size run apart

}  // namespace

Coverage cover(const Words& bits, int n, int d) {
  Coverage out;
  if (d <= split) {
    CoverWalk w(bits, n, d);
    w.visit(0, -1);
    for (int v = 0; v < 2; ++v) out.covered[v] = w.cover(0, v);
    return out;
  }
  std::vector<std::array<int, split>> tasks;
  for (int i = 0; i < n; ++i)
    for (int j = i + 1; j < n; ++j)
      for (int l = j + 1; l <= n - (d - split); ++l) tasks.push_back({i, j, l});
  for (int v = 0; v < 2; ++v) out.covered[v].assign(words_of(n), 0);
  std::mutex merge;
  // tasks with small elements are the heavy ones: each lane takes every lanes-th task
  const std::size_t lanes = std::min<std::size_t>(tasks.size(), 8 * thread_count());
  parallel_for_chunks(0, lanes, [&](std::size_t b, std::size_t e) {
    CoverWalk w(bits, n, d);
    Words acc[2] = {Words(words_of(n), 0), Words(words_of(n), 0)};
    for (std::size_t lane = b; lane < e; ++lane)
      for (std::size_t t = lane; t < tasks.size(); t += lanes) {
        const auto& T = tasks[t];
        bool alive = true;
        for (int k = 0; k < split && alive; ++k) alive = w.descend(k, T[k]);
        if (!alive) continue;
        w.visit(split, T[split - 1]);
        for (int k = split - 1; k >= 1; --k) {
          w.clear(k);
          w.lift(k, T[k]);
        }
        for (int v = 0; v < 2; ++v) or_expand(w.cover(1, v).data(), n - 1, T[0], acc[v].data());
      }
    std::lock_guard<std::mutex> lock(merge);
    for (int v = 0; v < 2; ++v)
      for (std::size_t j = 0; j < acc[v].size(); ++j) out.covered[v][j] |= acc[v][j];
  });
  return out;
}

}  // namespace alea::boolfn::query
