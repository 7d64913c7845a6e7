#pragma once
// Delta(f) at p = 1/2 by depth-first branch and bound over the restricted functions a decision
// tree meets (tree_search.hpp), written once for every kind of state. A Space says what a state
// is (a bit table, a Hex board) and a Memo where the results go:
//
//   Space::State, Space::Key, Space::KeyHash
//   int size(const State&)                   relevant variables (0: f is constant there)
//   State child(const State&, int j, int v)  relevant variable j (0-based, the state's order) read as
//                                            -1 (v = 0) or +1 (v = 1); only what key() needs
//   void complete(const State& parent, State& c)  what solving c needs besides (may be a no-op);
//   void release(State&)                     ... and dropping it again
//   std::optional<Key> key(const State&)     the memo key (none: never memoised)
//   std::int64_t static_bound(const State&)  a lower bound on Delta, units 2^-n, on the state's grid
//   std::vector<std::uint64_t> influence(const State&)  2^(k-1) Inf_j for each relevant j
//   int variable(const State&, int j)        f's variable (1-based) of relevant variable j
//   Rational leaf(const State&)              f's value when size = 0
//   std::uint64_t key_bytes(const Key&)      what a key costs outside the memo (greedy's map)
//   Memo: std::optional<Entry> find(const Key&), void store(const Key&, Entry), size() (entries held),
//         stored() (entries ever stored: max_states counts these), bytes()
//
// Costs are integers in units of 2^-n (n: the root's relevant variables); a function of k
// relevant variables has Delta a multiple of 2^-(k-1), the grid bounds are rounded up to.
#include <algorithm>
#include <cstdint>
#include <functional>
#include <limits>
#include <numeric>
#include <optional>
#include <unordered_map>
#include <utility>
#include <vector>

#include "boolfn/decision_tree.hpp"
#include "core/errors.hpp"
#include "core/interrupt.hpp"
#include "core/memory_guard.hpp"
#include "core/progress.hpp"

namespace alea::boolfn::search {

struct Entry {
  std::int64_t value = 0;  // Delta (exact) or a lower bound
  bool exact = false;
  bool expanded = false;   // solved (not only a static bound): kept first when a memo is full
};

struct Stop {};  // max_states reached

inline std::int64_t round_up(std::int64_t v, std::int64_t g) { return (v + g - 1) / g * g; }

template <class Space, class Memo>
class BranchAndBound {
 public:
  using State = typename Space::State;
  using Key = typename Space::Key;

  BranchAndBound(Space& space, Memo& memo, int n, std::uint64_t max_states)
      : space_(space), memo_(memo), n_(n), one_(std::int64_t(1) << n), max_states_(max_states) {}

  std::int64_t one() const { return one_; }
  std::int64_t grid(int k) const { return k == 0 ? one_ : std::int64_t(1) << (n_ - k + 1); }

  // {value, exact}: Delta when exact, else a lower bound above `budget` (also kept in the memo).
  std::pair<std::int64_t, bool> solve(const State& s, std::int64_t budget) {
    const int k = space_.size(s);
    if (k <= 1) return {k == 0 ? 0 : one_, true};
    if ((++calls_ & 4095) == 0) check_interrupt();
    if (max_states_ && memo_.stored() >= max_states_) throw Stop{};
    const auto& key = space_.key(s);
    std::int64_t lb = 0;
    std::optional<Entry> e = key ? memo_.find(*key) : std::nullopt;
    if (e && (e->exact || e->value > budget)) return {e->value, e->exact};
    lb = e ? e->value : space_.static_bound(s);
    if (lb > budget) return store(key, lb, false);

    std::vector<Move> moves = expand(s);
    std::int64_t best = std::numeric_limits<std::int64_t>::max(), failed = best;
    auto lower = [&](std::int64_t a, std::int64_t b) { return one_ + round_up(a + b, 2) / 2; };
    for (auto& m : moves) {
      const std::int64_t room = 2 * (std::min(budget, best - 1) - one_);  // the children's sum must not pass it
      for (int v = 0; v < 2; ++v) m.bound[v] = std::max(m.bound[v], remembered(m.child[v]));
      if (m.bound[0] + m.bound[1] > room) {
        failed = std::min(failed, lower(m.bound[0], m.bound[1]));
        continue;
      }
      // the larger child first: its bound decides more
      const int a = space_.size(m.child[0]) >= space_.size(m.child[1]) ? 0 : 1, b = 1 - a;
      const auto r1 = solve_child(s, m.child[a], room - m.bound[b]);
      if (!r1.second && r1.first + m.bound[b] > room) {
        failed = std::min(failed, lower(r1.first, m.bound[b]));
        continue;
      }
      const auto r2 = solve_child(s, m.child[b], room - r1.first);
      if (r1.second && r2.second) best = std::min(best, one_ + (r1.first + r2.first) / 2);
      else failed = std::min(failed, lower(r1.first, r2.first));
    }
    if (best <= failed) return store(key, best, true);
    return store(key, std::max(lb, failed), false);
  }

  // The greedy tree's cost (read the most influential variable, the lowest on ties): an upper
  // bound, and optimal random-turn play's length for monotone f.
  std::int64_t greedy(const State& s) {
    const int k = space_.size(s);
    if (k <= 1) return k == 0 ? 0 : one_;
    if ((++calls_ & 4095) == 0) check_interrupt();
    const auto& key = space_.key(s);
    if (key) {
      auto it = greedy_.find(*key);
      if (it != greedy_.end()) return it->second;
    }
    const int j = most_influential(s);
    std::int64_t sum = 0;
    for (int v = 0; v < 2; ++v) {
      State c = space_.child(s, j, v);
      space_.complete(s, c);
      sum += greedy(c);
    }
    const std::int64_t cost = one_ + sum / 2;
    if (key) {
      greedy_bytes_ += space_.key_bytes(*key) + 64;
      require_memory(greedy_bytes_ + memo_.bytes(), "the decision-tree search's memo");
      greedy_.emplace(*key, cost);
    }
    return cost;
  }

  // An optimal tree of a state solved exactly (cost: its Delta): at each node the first
  // variable, in order of influence, whose children's exact costs give the node's.
  DecisionTree tree(const State& root, std::int64_t cost, std::uint64_t max_leaves) {
    DecisionTree t;
    std::uint64_t leaves = 0;
    t.root = build(root, cost, t, leaves, max_leaves);
    return t;
  }

  std::uint64_t states() const { return memo_.size(); }
  void lift_state_limit() { max_states_ = 0; }
  std::uint64_t greedy_bytes() const { return greedy_bytes_; }

 private:
  struct Move {
    int j;
    State child[2];
    std::int64_t bound[2];
  };

  // The relevant variables in decreasing influence (stable: the lowest first on ties).
  std::vector<int> order(const State& s) {
    const auto inf = space_.influence(s);
    std::vector<int> o(inf.size());
    std::iota(o.begin(), o.end(), 0);
    std::stable_sort(o.begin(), o.end(), [&](int a, int b) { return inf[a] > inf[b]; });
    return o;
  }
  int most_influential(const State& s) {
    const auto inf = space_.influence(s);
    return int(std::max_element(inf.begin(), inf.end()) - inf.begin());
  }

  std::vector<Move> expand(const State& s) {
    std::vector<Move> moves;
    for (int j : order(s)) {
      check_interrupt();  // near the root a child's bound reads millions of words
      Move m{j, {space_.child(s, j, 0), space_.child(s, j, 1)}, {0, 0}};
      for (int v = 0; v < 2; ++v) m.bound[v] = quick(s, m.child[v]);
      moves.push_back(std::move(m));
    }
    return moves;
  }

  // A child's bound from the memo, else its static bound (kept in the memo).
  std::int64_t quick(const State& parent, State& c) {
    const int k = space_.size(c);
    if (k <= 1) return k == 0 ? 0 : one_;
    const auto& key = space_.key(c);
    if (key)
      if (auto e = memo_.find(*key)) return e->value;
    space_.complete(parent, c);
    const std::int64_t b = space_.static_bound(c);
    space_.release(c);
    if (key) {
      if (max_states_ && memo_.stored() >= max_states_) throw Stop{};
      memo_.store(*key, Entry{b, false, false});
    }
    return b;
  }

  // What the memo knows now (a sibling's search may have raised it).
  std::int64_t remembered(const State& c) {
    const int k = space_.size(c);
    if (k <= 1) return k == 0 ? 0 : one_;
    const auto& key = space_.key(c);
    if (!key) return 0;
    auto e = memo_.find(*key);
    return e ? e->value : 0;
  }

  std::pair<std::int64_t, bool> solve_child(const State& parent, State& c, std::int64_t budget) {
    space_.complete(parent, c);
    auto r = solve(c, budget);
    space_.release(c);
    return r;
  }

  std::pair<std::int64_t, bool> store(const std::optional<Key>& key, std::int64_t value, bool exact) {
    if (key) memo_.store(*key, Entry{value, exact, true});
    return {value, exact};
  }

  // An exact cost of c, which is at most `most` when the caller's guess is right (else nullopt).
  std::optional<std::int64_t> exact_at_most(const State& parent, State& c, std::int64_t most) {
    if (most < 0) return std::nullopt;
    auto r = solve_child(parent, c, most);
    if (!r.second) return std::nullopt;
    return r.first;
  }

  int build(const State& s, std::int64_t cost, DecisionTree& t, std::uint64_t& leaves, std::uint64_t max_leaves) {
    DecisionTree::Node node;
    const int k = space_.size(s);
    if ((t.nodes.size() & 4095) == 0)
      require_memory(bytes_for(t.nodes.size() + 4096, sizeof(DecisionTree::Node) + 32) + memo_.bytes(),
                     "the decision tree");
    if (k == 0) {
      if (++leaves > max_leaves)
        throw LimitExceeded("the tree has more than " + std::to_string(max_leaves) +
                            " leaves, over the limit (tree=false gives the numbers alone)");
      node.value = space_.leaf(s);
      t.nodes.push_back(node);
      return int(t.nodes.size()) - 1;
    }
    for (int j : order(s)) {
      State c[2] = {space_.child(s, j, 0), space_.child(s, j, 1)};
      std::int64_t lo[2] = {quick(s, c[0]), quick(s, c[1])};
      const std::int64_t sum = 2 * (cost - one_);
      auto a = exact_at_most(s, c[0], sum - lo[1]);
      if (!a) continue;
      auto b = exact_at_most(s, c[1], sum - *a);
      if (!b || *a + *b != sum) continue;
      node.var = space_.variable(s, j);
      for (int v = 0; v < 2; ++v) space_.complete(s, c[v]);
      node.minus = build(c[0], *a, t, leaves, max_leaves);
      node.plus = build(c[1], *b, t, leaves, max_leaves);
      t.nodes.push_back(node);
      return int(t.nodes.size()) - 1;
    }
    throw std::logic_error("decision-tree search: no move attains the state's cost");
  }

  Space& space_;
  Memo& memo_;
  int n_;
  std::int64_t one_;
  std::uint64_t max_states_;
  std::uint64_t calls_ = 0, greedy_bytes_ = 0;
  std::unordered_map<Key, std::int64_t, typename Space::KeyHash> greedy_;
};

struct Settings {
  std::uint64_t max_states = 0;  // stop when the memo holds this many entries (0: no limit)
  bool tree = true;              // reconstruct an optimal tree when finished
  std::uint64_t max_leaves = std::numeric_limits<std::uint64_t>::max();
};

struct Outcome {
  bool finished = false;
  std::int64_t cost = 0, lower = 0, greedy = 0;  // units of 2^-n
  int passes = 0;
  std::uint64_t states = 0, bytes = 0;
  std::optional<DecisionTree> tree;
};

// Budgets rise from the root's static bound towards the greedy tree's cost, small steps first
// (cheap passes that prune hard), doubling after each failure: each failed pass proves a higher
// lower bound (kept in the memo), the first pass whose budget reaches Delta returns it.
template <class Space, class Memo>
Outcome run_search(Space& space, Memo& memo, typename Space::State& root, int n, const Settings& settings) {
  BranchAndBound<Space, Memo> bb(space, memo, n, settings.max_states);
  Outcome out;
  out.greedy = bb.greedy(root);
  out.lower = space.size(root) >= 2 ? space.static_bound(root) : out.greedy;
  Progress progress("decision-tree search", 64);
  std::int64_t step = std::max<std::int64_t>(1, (out.greedy - out.lower) / 256);
  try {
    for (;;) {
      const std::int64_t budget = std::min(out.greedy, out.lower + step);
      step *= 2;
      const auto r = bb.solve(root, budget);
      ++out.passes;
      if (r.second) {
        out.cost = out.lower = r.first;
        out.finished = true;
        break;
      }
      if (budget >= out.greedy) throw std::logic_error("decision-tree search: the greedy tree's cost was not reached");
      out.lower = std::max(out.lower, r.first);
      if (progress.done() < 63) progress.advance();
    }
  } catch (const Stop&) {
  }
  if (out.finished && settings.tree) {
    bb.lift_state_limit();
    out.tree = bb.tree(root, out.cost, settings.max_leaves);
  }
  out.states = bb.states();
  out.bytes = memo.bytes() + bb.greedy_bytes();
  return out;
}

}  // namespace alea::boolfn::search
