// Continuous bidding thresholds (bidding.hpp).
#include <algorithm>
#include <cmath>
#include <limits>

#include "core/errors.hpp"
#include "core/interrupt.hpp"
#include "core/mode.hpp"
#include "core/memory_guard.hpp"
#include "core/progress.hpp"
#include "graph/bidding.hpp"
#include "graph/richman.hpp"
#include "graph/solve/fixed_point.hpp"
#include "graph/solve/operator.hpp"

namespace alea::graph {

Rational critical_bid(const Rational& a, const Rational& b, const Rational& tau) {
  return (b - a) / (1 + tau + (1 - tau) * (b - a));
}

Rational critical_share(const Rational& a, const Rational& b, const Rational& tau) {
  return a + critical_bid(a, b, tau) * (1 - (1 - tau) * a);
}

double critical_share(double a, double b, double tau) {
  const double bid = (b - a) / (1 + tau + (1 - tau) * (b - a));
  return a + bid * (1 - (1 - tau) * a);
}

namespace {

Game win_game(const Game& g, const std::optional<Rational>& level) {
  const Rational cut = level ? *level : g.max_payoff();
  std::vector<std::pair<Vertex, Rational>> pay;
  for (Vertex t : g.terminals()) pay.emplace_back(t, g.payoff(t) >= cut ? Rational(1) : Rational(0));
  return g.with_payoffs(std::move(pay));
}

// The threshold at v from its successors' thresholds x (exact or double).
template <class S>
S threshold_at(const Game& g, Vertex v, const std::vector<S>& x, const S& tau) {
  auto e = extremes<S>(g, v, x);
  const S& lo = e.plus < e.minus ? e.plus : e.minus;
  const S& hi = e.plus < e.minus ? e.minus : e.plus;
  return critical_share(lo, hi, tau);
}

void fill_bids(const Game& g, BiddingThresholds& r, const Rational& tau) {
  const std::size_t n = g.size();
  r.bid.assign(n, 0);
  r.blue_moves.assign(n, false);
  r.red_moves.assign(n, false);
  r.blue_target.assign(n, no_vertex);
  r.red_target.assign(n, no_vertex);
  if (r.exact) r.exact_bid.assign(n, Rational(0));
  const double taud = to_double(tau);
  for (Vertex v = 0; v < n; ++v) {
    if (g.terminal(v)) continue;
    if (r.exact) {
      auto e = extremes<Rational>(g, v, r.low);
      r.blue_target[v] = e.arg_plus;
      r.red_target[v] = e.arg_minus;
      r.blue_moves[v] = e.plus >= e.minus;
      r.red_moves[v] = e.minus <= e.plus;
      r.exact_bid[v] = critical_bid(std::min(e.plus, e.minus), std::max(e.plus, e.minus), tau);
      r.bid[v] = to_double(r.exact_bid[v]);
    } else {
      auto e = extremes<double>(g, v, r.low_lower);
      r.blue_target[v] = e.arg_plus;
      r.red_target[v] = e.arg_minus;
      r.blue_moves[v] = e.plus >= e.minus;
      r.red_moves[v] = e.minus <= e.plus;
      const double a = std::min(e.plus, e.minus), b = std::max(e.plus, e.minus);
      r.bid[v] = (b - a) / (1 + taud + (1 - taud) * (b - a));
    }
  }
}

}  // namespace

BiddingThresholds bidding_thresholds(const Game& g, const BiddingOptions& o) {
  if (o.tau < 0 || o.tau > 1) throw InvalidArgument("tau", "tau = " + to_string(o.tau) + " is not in [0, 1]");
  const Game w = win_game(g, o.level);
  BiddingThresholds r;
  const std::size_t n = g.size();
  if (o.floating) {
    // handled below with the cyclic case
  } else if (o.tau == 1) {  // Theorem 38: the Richman function of the 0/1 game
    auto v = richman(w);
    r.exact = true;
    r.low = std::move(v.low);
    r.high = std::move(v.high);
  } else if (acyclic(w)) {  // backward induction in Rational
    require_memory(bytes_for(n, 256), "the exact thresholds");
    const auto comps = strong_components(w.blue(), w.same_colours() ? nullptr : &w.red());
    auto x = start_vector<Rational>(w, Rational(0));
    Progress bar("bidding thresholds (exact)", comps.count);
    for (std::uint32_t cid = 0; cid < comps.count; ++cid, bar.advance()) {
      if ((cid & 0xff) == 0) check_interrupt();  // Rational thresholds grow long
      const Vertex v = comps.of(cid)[0];
      if (!w.terminal(v)) x[v] = threshold_at(w, v, x, o.tau);
    }
    r.exact = true;
    r.low = x;
    r.high = std::move(x);
  }
  if (!r.exact) {  // value iteration from both sides, rounded outward
    require_memory(bytes_for(n, 16), "the threshold bracket");
    const double tau = to_double(o.tau);
    auto lo = start_vector<double>(w, 0.0), hi = start_vector<double>(w, 1.0);
    const double slack = 64 * std::numeric_limits<double>::epsilon();
    Progress bar("bidding thresholds: sweeps", 0);  // until the bracket closes: no total
    for (std::uint64_t sweep = 0; sweep < o.max_sweeps; ++sweep) {
      bar.advance();
      double width = 0, moved = 0;
      for (Vertex v = 0; v < n; ++v) {
        if ((v & 0xffff) == 0xffff) check_interrupt();
        if (w.terminal(v)) continue;
        const double l = std::max(lo[v], threshold_at(w, v, lo, tau) - slack);
        const double h = std::min(hi[v], threshold_at(w, v, hi, tau) + slack);
        moved = std::max({moved, l - lo[v], hi[v] - h});
        lo[v] = l;
        hi[v] = h;
        width = std::max(width, h - l);
      }
      check_interrupt();
      r.width = width;
      if (width <= o.tolerance || moved == 0) break;
    }
    r.low_lower = std::move(lo);
    r.high_upper = std::move(hi);
  }
  if (r.exact) {
    r.low_lower.resize(n);
    r.high_upper.resize(n);
    r.width = 0;
    for (Vertex v = 0; v < n; ++v) {
      r.low_lower[v] = to_double(r.low[v]);
      r.high_upper[v] = to_double(r.high[v]);
      r.width = std::max(r.width, to_double(r.high[v] - r.low[v]));
    }
  }
  fill_bids(w, r, o.tau);
  return r;
}

Staircase richman_staircase(const Game& g) {
  Staircase s;
  s.levels = g.payoff_levels();
  for (const Rational& level : s.levels) {
    BiddingOptions o;
    o.level = level;
    auto t = bidding_thresholds(g, o);
    s.low.push_back(std::move(t.low));
    s.high.push_back(std::move(t.high));
  }
  return s;
}

StaircaseOutcome staircase_outcome(const Game& g, Vertex v, const Rational& red_share) {
  if (red_share < 0 || red_share > 1)
    throw InvalidArgument("red_share", "Red's share " + to_string(red_share) + " is not in [0, 1]");
  if (v >= g.size()) throw InvalidArgument("v", "vertex " + std::to_string(std::uint64_t(v) + 1) + " is not in the game");
  return staircase_outcome(richman_staircase(g), v, red_share);
}

BiddingValues bidding(const Game& g, const BiddingRequest& q) {
  const bool inputs = q.tau.is_exact() && (!q.level || q.level->is_exact()) && g.exact_payoffs();
  bool exact = resolve_exact(q.exact, inputs);
  BiddingOptions o;
  o.tau = q.tau.is_exact() ? *q.tau.exact : rational_from_double(q.tau.value);
  if (q.level) o.level = q.level->is_exact() ? *q.level->exact : rational_from_double(q.level->value);
  o.tolerance = q.tolerance;
  o.max_sweeps = q.max_sweeps;
  if (o.tau < 0 || o.tau > 1) throw InvalidArgument("tau", "tau = " + to_string(o.tau) + " is not in [0, 1]");
  if (exact && o.tau != 1 && !acyclic(g)) {
    if (q.exact == true)
      throw InvalidArgument("exact", "poorman and taxman thresholds (tau < 1) on a cyclic game can be irrational; they "
                                     "are computed as certified intervals (leave exact unset)");
    exact = false;
  }
  o.floating = !exact;
  BiddingValues out;
  out.thresholds = bidding_thresholds(g, o);
  const BiddingThresholds& t = out.thresholds;
  for (Vertex v = 0; v < g.size(); ++v) {
    if (t.exact) {
      out.low.push_back(Quantity::of(t.low[v]));
      out.high.push_back(Quantity::of(t.high[v]));
      out.bid.push_back(Quantity::of(t.exact_bid[v]));
    } else {
      const double width = t.high_upper[v] - t.low_lower[v];
      out.low.push_back(Quantity::estimate(t.low_lower[v], width));
      out.high.push_back(Quantity::estimate(t.high_upper[v], width));
      out.bid.push_back(Quantity::approximate(t.bid[v]));
    }
  }
  return out;
}

StaircaseOutcome staircase_outcome(const Staircase& s, Vertex v, const Rational& red_share) {
  if (red_share < 0 || red_share > 1)
    throw InvalidArgument("red_share", "Red's share " + to_string(red_share) + " is not in [0, 1]");
  if (s.levels.empty() || v >= s.low.front().size())
    throw InvalidArgument("v", "vertex " + std::to_string(std::uint64_t(v) + 1) + " is not in the game");
  StaircaseOutcome r{s.levels.front(), s.levels.back()};
  for (std::size_t k = 0; k < s.levels.size(); ++k)
    if (red_share < s.low[k][v]) r.blue_secures = s.levels[k];
  for (std::size_t k = 1; k < s.levels.size(); ++k)
    if (red_share > s.high[k][v]) {
      r.red_holds = s.levels[k - 1];
      break;
    }
  return r;
}

}  // namespace alea::graph
