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

}  // namespace

Order::Order(const Graph& a, const Graph& b) : nb_(b.size()) {
  const std::uint64_t pairs = std::uint64_t(a.size()) * b.size();
  require_memory(pairs * 6 + 64, "the comparison of loopy games");
  const auto a_rl = reverse(a.left), a_rr = reverse(a.right), b_rl = reverse(b.left), b_rr = reverse(b.right);
  auto at = [&](Vertex g, Vertex h) { return std::size_t(g) * nb_ + h; };
  // Positions of H - G. Right to move at (g, h): to (g^L, h) or (g, h^R). Left to move at
  // (g, h): to (g^R, h) or (g, h^L); left_moves counts those not yet known to lose for Left.
  std::vector<std::uint32_t> left_moves(pairs);
  std::vector<bool> right_wins_r(pairs, false), right_wins_l(pairs, false);
  std::deque<std::pair<std::size_t, bool>> queue;  // (pair, Left to move)
  for (Vertex g = 0; g < a.size(); ++g) {
    if ((g & 0xFF) == 0) check_interrupt();
    for (Vertex h = 0; h < nb_; ++h) {
      const auto n = a.right[g].size() + b.left[h].size();
      left_moves[at(g, h)] = static_cast<std::uint32_t>(n);
      if (n == 0) right_wins_l[at(g, h)] = true, queue.push_back({at(g, h), true});
    }
  }
  std::size_t steps = 0;
  while (!queue.empty()) {
    if ((++steps & 0xFFF) == 0) check_interrupt();
    auto [p, left_to_move] = queue.front();
    queue.pop_front();
    const Vertex g = static_cast<Vertex>(p / nb_), h = static_cast<Vertex>(p % nb_);
    if (left_to_move) {
      // Right, to move at a predecessor, moves here and wins.
      auto win = [&](std::size_t q) {
        if (!right_wins_r[q]) right_wins_r[q] = true, queue.push_back({q, false});
      };
      for (Vertex g0 : a_rl[g]) win(at(g0, h));  // Right moved G^L in -G
      for (Vertex h0 : b_rr[h]) win(at(g, h0));
    } else {
      // Left, to move at a predecessor, has one move fewer that does not lose.
      auto lose = [&](std::size_t q) {
        if (!right_wins_l[q] && --left_moves[q] == 0) right_wins_l[q] = true, queue.push_back({q, true});
      };
      for (Vertex g0 : a_rr[g]) lose(at(g0, h));
      for (Vertex h0 : b_rl[h]) lose(at(g, h0));
    }
  }
  leq_.resize(pairs);
  for (std::size_t p = 0; p < pairs; ++p) leq_[p] = !right_wins_r[p];
}

}  // namespace alea::cgt::loopy
