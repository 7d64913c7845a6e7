// Discrete Richman bidding (bidding.hpp): the set of states (vertex, Blue's chips, holder of the
// tie advantage) from which Blue forces a win, as the least fixed point of one auction-and-move
// step, computed by exhaustive search over the bids - no use of the continuous theory, so the
// tests can hold one against the other.
#include <algorithm>

#include "core/errors.hpp"
#include "core/interrupt.hpp"
#include "core/memory_guard.hpp"
#include "core/progress.hpp"
#include "graph/bidding.hpp"

namespace alea::graph {
namespace {

class Auction {
 public:
  // `wins` marks the terminals Blue wins; tie rule from Blue's point of view.
  Auction(const Game& g, std::vector<bool> wins, std::int64_t chips, TieRule tie)
      : g_(g), wins_(std::move(wins)), K_(chips), tie_(tie), holders_(tie == TieRule::advantage ? 2 : 1) {
    win_.assign(holders_, std::vector<std::vector<char>>(g.size(), std::vector<char>(K_ + 1, 0)));
    for (int h = 0; h < holders_; ++h)
      for (Vertex t : g.terminals())
        if (wins_[t]) std::fill(win_[h][t].begin(), win_[h][t].end(), 1);
  }

  // One step from `from` into `win_` (Jacobi): Blue wins at (v, k, h) when some bid makes
  // every auction outcome winning. Returns whether anything changed.
  // from may be win_ itself (Gauss-Seidel in `order`, sinks first: one pass on acyclic games).
  bool step(const std::vector<std::vector<std::vector<char>>>& from, const std::vector<Vertex>& order, Progress& bar) {
    bool changed = false;
    std::vector<std::vector<char>> bw(holders_, std::vector<char>(K_ + 1)), rw = bw, suffix = bw;
    for (Vertex v : order) {
      if (g_.terminal(v)) continue;
      bar.advance();
      // Each vertex costs O(K^2) (every bid against every answer): poll per vertex when K is large.
      if ((v & 0xfff) == 0 || K_ > 256) check_interrupt();
      for (int h = 0; h < holders_; ++h) {
        for (std::int64_t k = 0; k <= K_; ++k) {
          // Blue won the auction with k chips left: he moves, or makes Red move.
          bool move = false, force = true;
          for (Vertex u : g_.blue().of(v)) move = move || from[h][u][k];
          for (Vertex u : g_.red().of(v)) force = force && from[h][u][k];
          bw[h][k] = move || force;
          // Red won: she moves, or makes Blue move; she picks the worse for Blue.
          rw[h][k] = move && force;
        }
        suffix[h].assign(K_ + 2, 1);
        for (std::int64_t k = K_; k >= 0; --k) suffix[h][k] = suffix[h][k + 1] && rw[h][k];
      }
      for (int h = 0; h < holders_; ++h)
        for (std::int64_t k = 0; k <= K_; ++k) {
          if ((k & 0x3ff) == 0x3ff) check_interrupt();  // O(k) bids each
          if (win_[h][v][k]) continue;
          if (wins_from(bw, rw, suffix, h, k)) {
            win_[h][v][k] = 1;
            changed = true;
          }
        }
    }
    return changed;
  }

  std::vector<std::vector<std::vector<char>>>& win() { return win_; }
  int holders() const { return holders_; }

 private:
  bool wins_from(const std::vector<std::vector<char>>& bw, const std::vector<std::vector<char>>& rw,
                 const std::vector<std::vector<char>>& suffix, int h, std::int64_t k) const {
    const std::int64_t red = K_ - k;
    for (std::int64_t b = 0; b <= k; ++b) {
      if (b > 0 && !bw[h][k - b]) continue;                 // Red bids less
      if (b + 1 <= red && !suffix[h][k + b + 1]) continue;  // Red bids more (every larger bid)
      if (b <= red && !tie(bw, rw, h, k, b)) continue;      // Red bids the same
      return true;
    }
    return false;
  }

  bool tie(const std::vector<std::vector<char>>& bw, const std::vector<std::vector<char>>& rw, int h, std::int64_t k,
           std::int64_t b) const {
    switch (tie_) {
      case TieRule::blue: return bw[0][k - b];
      case TieRule::red: return rw[0][k + b];
      case TieRule::advantage:
        // Holder 0 = Blue. Using the advantage wins the tie and hands it over.
        return h == 0 ? (bw[1][k - b] || rw[0][k + b]) : (rw[0][k + b] && bw[1][k - b]);
    }
    return false;
  }

  const Game& g_;
  std::vector<bool> wins_;
  std::int64_t K_;
  TieRule tie_;
  int holders_;
  std::vector<std::vector<std::vector<char>>> win_;  // [holder][v][k]
};

// Blue's fewest winning chips per holder and vertex, from the winning sets.
std::vector<std::vector<std::int64_t>> needs(Auction& a, std::int64_t K, bool& monotone) {
  std::vector<std::vector<std::int64_t>> r(a.holders());
  for (int h = 0; h < a.holders(); ++h)
    for (const auto& row : a.win()[h]) {
      std::int64_t first = K + 1;
      for (std::int64_t k = 0; k <= K; ++k)
        if (row[k]) {
          first = std::min(first, k);
        } else if (first <= K) {
          monotone = false;
        }
      r[h].push_back(first);
    }
  return r;
}

std::vector<std::vector<std::int64_t>> solve(const Game& g, std::vector<bool> wins, const DiscreteOptions& o, bool& monotone) {
  Auction a(g, std::move(wins), o.chips, o.tie);
  const auto comps = strong_components(g.blue(), g.same_colours() ? nullptr : &g.red());
  std::vector<Vertex> order(comps.members.begin(), comps.members.end());
  Progress bar("discrete bidding: vertex updates", 0);  // passes until nothing changes: no total
  if (o.moves) {  // Jacobi: after m steps exactly the wins within m moves
    for (std::uint64_t m = 0; m < *o.moves; ++m) {
      auto before = a.win();
      if (!a.step(before, order, bar)) break;
    }
  } else {
    while (a.step(a.win(), order, bar)) {
    }
  }
  return needs(a, o.chips, monotone);
}

}  // namespace

DiscreteThresholds discrete_bidding(const Game& g, const DiscreteOptions& o) {
  if (o.chips < 0 || o.chips > 100000) throw InvalidArgument("chips", "chips = " + std::to_string(o.chips) + " is not in 0..100000");
  const int holders = o.tie == TieRule::advantage ? 2 : 1;
  require_memory(bytes_for(bytes_for(g.size(), std::uint64_t(o.chips) + 2), 4 * holders), "the discrete bidding tables");
  const Rational cut = o.level ? *o.level : g.max_payoff();
  std::vector<bool> blue_wins(g.size(), false), red_wins(g.size(), false);
  for (Vertex t : g.terminals()) {
    blue_wins[t] = g.payoff(t) >= cut;
    red_wins[t] = !blue_wins[t];
  }
  DiscreteThresholds r;
  r.blue_needs = solve(g, std::move(blue_wins), o, r.monotone);
  // Red's side: the mirrored game (Red moves along E_B of it), ties mirrored.
  DiscreteOptions m = o;
  m.tie = o.tie == TieRule::blue ? TieRule::red : o.tie == TieRule::red ? TieRule::blue : TieRule::advantage;
  auto red = solve(g.mirrored(), std::move(red_wins), m, r.monotone);
  if (holders == 2) std::swap(red[0], red[1]);  // index by who holds it, Blue = 0
  r.red_needs = std::move(red);
  return r;
}

}  // namespace alea::graph
