// Elementary cycles (Johnson, D. B. "Finding all the elementary circuits of a directed graph",
// SIAM J. Comput. 4 (1975)): each cycle is found once, from its smallest vertex s, inside the
// strongly connected component of s in the subgraph of the vertices >= s; blocking keeps the
// work per cycle linear in the graph.
#include "digraph/cycles.hpp"

#include <algorithm>
#include <deque>
#include <limits>

#include "core/interrupt.hpp"
#include "core/progress.hpp"

namespace alea {

namespace {

// The search from one start vertex s over the vertices marked in `allowed`.
class CycleSearch {
 public:
  CycleSearch(const Digraph& g, const CycleLimits& lim,
              const std::function<void(const std::vector<std::uint32_t>&)>& visit)
      : g_(g), lim_(lim), visit_(visit), allowed_(g.size(), false), blocked_(g.size(), false),
        blockers_(g.size()), dist_(g.size(), 0) {
    reverse_.resize(g.size());
    for (std::uint32_t v = 0; v < g.size(); ++v)
      for (auto w : g.out[v]) reverse_[w].push_back(v);
  }

  // Progress counts the cycles when their number is limited, else the start vertices (the first
  // ones carry most of the work: every cycle is found from its smallest vertex).
  CycleCount run() {
    Progress bar("cycles", lim_.limit ? lim_.limit : g_.size());
    bar_ = &bar;
    for (std::uint32_t s = 0; s < g_.size() && !count_.truncated; ++s) {
      if (!lim_.limit) bar.advance();
      if (!restrict_to_component(s)) continue;
      s_ = s;
      if (lim_.max_len) bounded(s, 1);
      else circuit(s);
      for (auto v : members_) allowed_[v] = false, blocked_[v] = false, blockers_[v].clear();
    }
    return count_;
  }

 private:
  // Marks the strongly connected component of s within the vertices >= s (forward reach
  // intersected with backward reach) and the distance from each member back to s.
  bool restrict_to_component(std::uint32_t s) {
    std::vector<std::uint32_t> fwd = reach(s, g_.out), bwd;
    std::vector<bool> in_fwd(g_.size(), false);
    for (auto v : fwd) in_fwd[v] = true;
    members_.clear();
    std::deque<std::uint32_t> queue{s};
    std::vector<bool> seen(g_.size(), false);
    seen[s] = true, dist_[s] = 0;
    while (!queue.empty()) {  // BFS backwards from s: distance to s
      std::uint32_t v = queue.front();
      queue.pop_front();
      members_.push_back(v), allowed_[v] = true;
      for (auto u : reverse_[v])
        if (u >= s && in_fwd[u] && !seen[u]) seen[u] = true, dist_[u] = dist_[v] + 1, queue.push_back(u);
    }
    bool self_loop = std::find(g_.out[s].begin(), g_.out[s].end(), s) != g_.out[s].end();
    if (members_.size() > 1 || self_loop) return true;
    allowed_[s] = false;
    return false;
  }

  std::vector<std::uint32_t> reach(std::uint32_t s, const std::vector<std::vector<std::uint32_t>>& adj) {
    std::vector<std::uint32_t> order{s};
    std::vector<bool> seen(g_.size(), false);
    seen[s] = true;
    for (std::size_t k = 0; k < order.size(); ++k)
      for (auto w : adj[order[k]])
        if (w >= s && !seen[w]) seen[w] = true, order.push_back(w);
    return order;
  }

  void report() {
    visit_(path_);
    ++count_.cycles;
    if (lim_.limit) bar_->advance();
    count_.longest = std::max(count_.longest, path_.size());
    if (lim_.limit && count_.cycles >= lim_.limit) count_.truncated = true;
  }

  void poll() {
    if ((++steps_ & 4095) == 0) check_interrupt();
  }

  // Johnson's CIRCUIT(v): true when some cycle through the current path was closed from v.
  bool circuit(std::uint32_t v) {
    poll();
    bool found = false;
    path_.push_back(v), blocked_[v] = true;
    for (auto w : g_.out[v]) {
      if (count_.truncated) break;
      if (!allowed_[w]) continue;
      if (w == s_) report(), found = true;
      else if (!blocked_[w] && circuit(w)) found = true;
    }
    if (found) unblock(v);
    else
      for (auto w : g_.out[v])
        if (allowed_[w] && std::find(blockers_[w].begin(), blockers_[w].end(), v) == blockers_[w].end())
          blockers_[w].push_back(v);
    path_.pop_back();
    return found;
  }

  void unblock(std::uint32_t u) {
    std::vector<std::uint32_t> todo{u};
    while (!todo.empty()) {
      std::uint32_t v = todo.back();
      todo.pop_back();
      if (!blocked_[v]) continue;
      blocked_[v] = false;
      for (auto w : blockers_[v]) todo.push_back(w);
      blockers_[v].clear();
    }
  }

  // Length-bounded search: extend the path only to vertices that can still close a cycle of at
  // most max_len vertices (the distance back to s is a lower bound for the rest of the cycle).
  // Johnson's blocking is not valid under a length bound, so it is not used here.
  void bounded(std::uint32_t v, std::size_t depth) {
    poll();
    path_.push_back(v), blocked_[v] = true;
    for (auto w : g_.out[v]) {
      if (count_.truncated) break;
      if (!allowed_[w]) continue;
      if (w == s_) report();
      else if (!blocked_[w] && depth + dist_[w] <= lim_.max_len) bounded(w, depth + 1);
    }
    path_.pop_back(), blocked_[v] = false;
  }

  const Digraph& g_;
  CycleLimits lim_;
  const std::function<void(const std::vector<std::uint32_t>&)>& visit_;
  std::vector<std::vector<std::uint32_t>> reverse_;
  std::vector<bool> allowed_, blocked_;
  std::vector<std::vector<std::uint32_t>> blockers_;
  std::vector<std::size_t> dist_;
  std::vector<std::uint32_t> members_, path_;
  std::uint32_t s_ = 0;
  std::uint64_t steps_ = 0;
  Progress* bar_ = nullptr;
  CycleCount count_;
};

}  // namespace

CycleCount elementary_cycles(const Digraph& g, const CycleLimits& limits,
                             const std::function<void(const std::vector<std::uint32_t>&)>& visit) {
  return CycleSearch(g, limits, visit).run();
}

}  // namespace alea
