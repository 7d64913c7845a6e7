#include "cgt/loopy/compare.hpp"

#include <cstdint>
#include <deque>

#include "core/interrupt.hpp"
#include "core/memory_guard.hpp"

namespace alea::cgt::loopy {
namespace {

// Edges reversed: rev[w] lists the v with an edge v -> w.
std::vector<std::vector<Vertex>> reverse(const std::vector<std::vector<Vertex>>& edges) {
  std::vector<std::vector<Vertex>> rev(edges.size());
  for (Vertex v = 0; v < edges.size(); ++v)
    for (Vertex w : edges[v]) rev[w].push_back(v);
  return rev;
}

// The positions of H - G, G a vertex of a and H one of b, with Left or Right to move. Left to
// move at (g, h) goes to (g^R, h) (a move in -G) or (g, h^L) (in H); Right to (g^L, h) or
// (g, h^R). Pair p = g * |b| + h.
class Difference {
 public:
  Difference(const Graph& a, const Graph& b)
      : a_(a), b_(b), nb_(b.size()), pairs_(a.size() * b.size()),
        a_rl_(reverse(a.left)), a_rr_(reverse(a.right)), b_rl_(reverse(b.left)), b_rr_(reverse(b.right)) {}

  std::size_t pairs() const { return pairs_; }

  // Right's forced wins (win_l: Left to move, win_r: Right to move), given positions already
  // known to be Right's (lost_l, lost_r): a least fixed point, by retrograde analysis.
  void right_wins(const std::vector<bool>& lost_l, const std::vector<bool>& lost_r, std::vector<bool>& win_l,
                  std::vector<bool>& win_r) const {
    win_l.assign(pairs_, false), win_r.assign(pairs_, false);
    std::vector<std::uint32_t> left_moves(pairs_);
    Queue queue;
    for (std::size_t p = 0; p < pairs_; ++p) {
      if ((p & 0xFFFF) == 0) check_interrupt();
      const Vertex g = vg(p), h = vh(p);
      left_moves[p] = static_cast<std::uint32_t>(a_.right[g].size() + b_.left[h].size());
      if (left_moves[p] == 0 || (!lost_l.empty() && lost_l[p])) win_l[p] = true, queue.push_back({p, true});
      if (!lost_r.empty() && lost_r[p]) win_r[p] = true, queue.push_back({p, false});
    }
    drain(queue, [&](bool left_to_move, Vertex g, Vertex h) {
      if (left_to_move) {  // Right, to move at a predecessor, moves here and wins
        auto win = [&](std::size_t q) {
          if (!win_r[q]) win_r[q] = true, queue.push_back({q, false});
        };
        for (Vertex g0 : a_rl_[g]) win(at(g0, h));  // Right moved G^L in -G
        for (Vertex h0 : b_rr_[h]) win(at(g, h0));
      } else {  // Left, to move at a predecessor, has one move fewer that does not lose
        auto lose = [&](std::size_t q) {
          if (!win_l[q] && --left_moves[q] == 0) win_l[q] = true, queue.push_back({q, true});
        };
        for (Vertex g0 : a_rr_[g]) lose(at(g0, h));
        for (Vertex h0 : b_rl_[h]) lose(at(g, h0));
      }
    });
  }

  // The positions outside Right's wins from which Left can force a move in her component (H
  // when in_h, else -G) or a win (Right without a move): a least fixed point. Outside Right's
  // wins every Right move stays outside them; Left's chosen moves must too.
  void reach_component(bool in_h, const std::vector<bool>& win_l, const std::vector<bool>& win_r,
                       std::vector<bool>& good_l, std::vector<bool>& good_r) const {
    good_l.assign(pairs_, false), good_r.assign(pairs_, false);
    std::vector<std::uint32_t> right_moves(pairs_);  // Right's moves outside the component not yet good
    Queue queue;
    for (std::size_t p = 0; p < pairs_; ++p) {
      if ((p & 0xFFFF) == 0) check_interrupt();
      const Vertex g = vg(p), h = vh(p);
      if (!win_r[p]) {
        right_moves[p] = static_cast<std::uint32_t>(in_h ? a_.left[g].size() : b_.right[h].size());
        if (right_moves[p] == 0) good_r[p] = true, queue.push_back({p, false});
      }
      if (!win_l[p]) {
        bool found = false;
        if (in_h) {
          for (Vertex h1 : b_.left[h]) found = found || !win_r[at(g, h1)];
        } else {
          for (Vertex g1 : a_.right[g]) found = found || !win_r[at(g1, h)];
        }
        if (found) good_l[p] = true, queue.push_back({p, true});
      }
    }
    drain(queue, [&](bool left_to_move, Vertex g, Vertex h) {
      if (!left_to_move) {  // Left, at a predecessor by a move outside her component, moves here
        auto good = [&](std::size_t q) {
          if (!win_l[q] && !good_l[q]) good_l[q] = true, queue.push_back({q, true});
        };
        if (in_h) {
          for (Vertex g0 : a_rr_[g]) good(at(g0, h));
        } else {
          for (Vertex h0 : b_rl_[h]) good(at(g, h0));
        }
      } else {  // Right, at a predecessor, has one escape fewer
        auto closer = [&](std::size_t q) {
          if (!win_r[q] && !good_r[q] && --right_moves[q] == 0) good_r[q] = true, queue.push_back({q, false});
        };
        if (in_h) {
          for (Vertex g0 : a_rl_[g]) closer(at(g0, h));
        } else {
          for (Vertex h0 : b_rr_[h]) closer(at(g, h0));
        }
      }
    });
  }

 private:
  using Queue = std::deque<std::pair<std::size_t, bool>>;  // (pair, Left to move)

  // Runs f(left_to_move, g, h) on each queued position until none is left (f may queue more).
  template <class F>
  void drain(Queue& queue, F f) const {
    std::size_t steps = 0;
    while (!queue.empty()) {
      if ((++steps & 0xFFF) == 0) check_interrupt();
      const auto [p, left_to_move] = queue.front();
      queue.pop_front();
      f(left_to_move, vg(p), vh(p));
    }
  }

  std::size_t at(Vertex g, Vertex h) const { return std::size_t(g) * nb_ + h; }
  Vertex vg(std::size_t p) const { return static_cast<Vertex>(p / nb_); }
  Vertex vh(std::size_t p) const { return static_cast<Vertex>(p % nb_); }

  const Graph &a_, &b_;
  std::size_t nb_, pairs_;
  std::vector<std::vector<Vertex>> a_rl_, a_rr_, b_rl_, b_rr_;
};

}  // namespace

Order::Order(const Graph& a, const Graph& b, Convention side) : nb_(b.size()) {
  const std::uint64_t pairs = std::uint64_t(a.size()) * b.size();
  require_memory(pairs * (side == Convention::stopper ? 6 : 14) + 64, "the comparison of loopy games");
  const Difference d(a, b);
  std::vector<bool> lost_l, lost_r, win_l, win_r, good_l, good_r;
  d.right_wins(lost_l, lost_r, win_l, win_r);
  if (side != Convention::stopper) {
    // Buchi: the positions where Right keeps play out of Left's component for ever are Right's.
    lost_l = win_l, lost_r = win_r;
    for (;;) {
      d.reach_component(side == Convention::onside, win_l, win_r, good_l, good_r);
      bool more = false;
      for (std::size_t p = 0; p < pairs; ++p) {
        if (!win_l[p] && !good_l[p]) lost_l[p] = true, more = true;
        if (!win_r[p] && !good_r[p]) lost_r[p] = true, more = true;
      }
      if (!more) break;
      d.right_wins(lost_l, lost_r, win_l, win_r);
      lost_l = win_l, lost_r = win_r;
    }
  }
  leq_.resize(pairs);
  for (std::size_t p = 0; p < pairs; ++p) leq_[p] = !win_r[p];
}

bool side_equal(const Graph& a, const Graph& b, bool onside) {
  const Convention s = onside ? Convention::onside : Convention::offside;
  return Order(a, b, s).leq(0, 0) && Order(b, a, s).leq(0, 0);
}

}  // namespace alea::cgt::loopy
