// Value iteration from both sides with outward rounding (random_turn.hpp, Bracket).
//
// Soundness: if L <= every fixed point then F(L) <= F(y) = y for every fixed point y, since F is
// monotone; the computed F(L) is within delta of the true one, so F(L) - delta is again a lower
// bound, and so is the larger of it and the old L. The same holds upward. delta bounds the
// error of m + p (M - m) in doubles: three roundings of at most 2^-53 of quantities at most
// |M| + |m|, and p's own rounding; 4 * 2^-52 * (|M| + |m|) covers them with room.
//
// Speed: components are solved sinks first, so acyclic parts cost one update per vertex; inside
// a component the sweeps go in vertex order, up or down as the edges mostly point. Memory order
// matters more than a clever order on big graphs: a sweep in
// breadth-first order from the exits took as many sweeps and 30 times longer on 10^6 vertices,
// every update waiting for cache misses. Lower and upper bounds are stored side by side so one
// cache line brings both.
#include <algorithm>
#include <chrono>
#include <cmath>
#include <limits>
#include <span>

#include "core/interrupt.hpp"
#include "core/memory_guard.hpp"
#include "core/progress.hpp"
#include "graph/random_turn.hpp"

namespace alea::graph {
namespace {

struct Pair {
  double lo, hi;
};

// The absolute floor of the slack: the smallest normal double (subnormal arithmetic is slow).
constexpr double tiny = std::numeric_limits<double>::min();

// Written so that it cannot overflow for finite a and b (|a| + |b| does at 1e308).
inline double slack(double a, double b) {
  constexpr double e4 = 4 * std::numeric_limits<double>::epsilon();
  return e4 * std::fabs(a) + e4 * std::fabs(b) + 4 * tiny;
}

// One outward-rounded update of v; returns how much the bounds moved.
inline double update(const Game& g, Vertex v, std::vector<Pair>& b, double p) {
  double maxlo = -INFINITY, maxhi = -INFINITY, minlo = INFINITY, minhi = INFINITY;
  for (Vertex u : g.blue().of(v)) {
    maxlo = std::max(maxlo, b[u].lo);
    maxhi = std::max(maxhi, b[u].hi);
  }
  for (Vertex u : g.red().of(v)) {
    minlo = std::min(minlo, b[u].lo);
    minhi = std::min(minhi, b[u].hi);
  }
  // A convex combination: maxlo - minlo would overflow for payoffs near +-1e308.
  const double lo = p * maxlo + (1 - p) * minlo - slack(maxlo, minlo);
  const double hi = p * maxhi + (1 - p) * minhi + slack(maxhi, minhi);
  double moved = 0;
  if (lo > b[v].lo) {
    moved = lo - b[v].lo;
    b[v].lo = lo;
  }
  if (hi < b[v].hi) {
    moved = std::max(moved, b[v].hi - hi);
    b[v].hi = hi;
  }
  return moved;
}

// The bounds of successors a few rows ahead in the sweep direction (rows of nearby vertices are
// nearby in the heads array), requested now so the loads overlap the work: on 10^6 vertices the
// sweeps wait for memory, not for arithmetic.
inline void prefetch(const Adjacency& a, const std::vector<Pair>& b, Vertex v, bool down) {
  constexpr std::uint64_t ahead = 24;
  const std::uint64_t at = a.offsets[v];
  if (!down && at + ahead < a.heads.size()) __builtin_prefetch(&b[a.heads[at + ahead]]);
  if (down && at >= ahead) __builtin_prefetch(&b[a.heads[at - ahead]]);
}

}  // namespace

Bracket random_turn_bracket(const Game& g, double p, const BracketOptions& o) {
  check_coin(p);
  const auto start = std::chrono::steady_clock::now();
  const std::size_t n = g.size();
  // Bounds, components, Tarjan's stacks, the sweep order and the reversed edges.
  require_memory(bytes_plus(bytes_for(n, 96), bytes_for(g.blue().edges() + g.red().edges(), 8)),
                 "the value bracket");
  const double rmin = to_double(g.min_payoff()), rmax = to_double(g.max_payoff());
  // The tolerance is relative to the payoffs' scale, the largest |payoff| (absolute when every
  // payoff is 0): the same game with payoffs times 10^300 closes after the same sweeps.
  const double scale = std::max(std::fabs(rmin), std::fabs(rmax));
  const double tolerance = scale > 0 ? o.tolerance * scale : o.tolerance;
  std::vector<Pair> b(n, Pair{rmin, rmax});
  for (Vertex t : g.terminals()) b[t] = Pair{g.payoff_double(t), g.payoff_double(t)};
  const auto comps = strong_components(g.blue(), g.same_colours() ? nullptr : &g.red());
  Bracket r;
  r.components = comps.count;
  Progress progress("value bracket", n);
  auto elapsed = [&] { return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(); };
  for (std::uint32_t cid = 0; cid < comps.count; ++cid) {
    const auto members = comps.of(cid);
    if (members.size() == 1) {
      const Vertex v = members[0];
      if (!g.terminal(v)) {
        update(g, v, b, p);
        ++r.updates;
        bool loop = false;
        for (const Adjacency* a : {&g.blue(), &g.red()})
          for (Vertex u : a->of(v)) loop = loop || u == v;
        if (!loop) {
          if ((cid & 0xffff) == 0) {
            check_interrupt();
            progress.advance(std::min<std::uint64_t>(0x10000, n - cid));
          }
          continue;
        }
      } else {
        continue;
      }
    }
    // Gauss-Seidel in vertex order, so memory is read in sequence: increasing when most edges
    // lead to smaller numbers (then successors are fresh), decreasing otherwise.
    const auto order = comps.of(cid);
    std::uint64_t to_smaller = 0, to_larger = 0;
    for (Vertex v : order)
      for (const Adjacency* a : {&g.blue(), &g.red()})
        for (Vertex u : a->of(v)) (u < v ? to_smaller : to_larger) += 1;
    const bool down = to_larger > to_smaller;
    std::uint64_t sweeps = 0;
    for (;;) {
      double moved = 0, width = 0;
      for (std::size_t j = 0; j < order.size(); ++j) {
        if ((j & 0x3fff) == 0x3fff) check_interrupt();
        const Vertex v = order[down ? order.size() - 1 - j : j];
        prefetch(g.blue(), b, v, down);
        if (!g.same_colours()) prefetch(g.red(), b, v, down);
        moved = std::max(moved, update(g, v, b, p));
        width = std::max(width, b[v].hi - b[v].lo);
      }
      ++sweeps;
      r.updates += order.size();
      check_interrupt();
      if (width <= tolerance || moved == 0 || sweeps >= o.max_sweeps) break;
      if (o.max_seconds > 0 && elapsed() > o.max_seconds) break;
    }
    r.sweeps = std::max(r.sweeps, sweeps);
    progress.advance(members.size());
  }
  r.lower.resize(n);
  r.upper.resize(n);
  r.width = 0;
  for (Vertex v = 0; v < n; ++v) {
    r.lower[v] = b[v].lo;
    r.upper[v] = b[v].hi;
    r.width = std::max(r.width, b[v].hi - b[v].lo);
  }
  r.closed = r.width <= tolerance;
  r.seconds = elapsed();
  return r;
}

PlainResult plain_value_iteration(const Game& g, double p, const PlainOptions& o) {
  check_coin(p);
  const auto start = std::chrono::steady_clock::now();
  const std::size_t n = g.size();
  require_memory(bytes_for(n, 16), "value iteration");
  const double q = 1 - p;
  std::vector<double> x(n, to_double(g.min_payoff())), next;
  for (Vertex t : g.terminals()) x[t] = g.payoff_double(t);
  if (!o.gauss_seidel) next = x;
  PlainResult r;
  while (r.sweeps < o.max_sweeps) {
    double change = 0;
    for (Vertex v = 0; v < n; ++v) {
      if ((v & 0xffff) == 0xffff) check_interrupt();
      if (g.terminal(v)) continue;
      double M = -INFINITY, m = INFINITY;
      for (Vertex u : g.blue().of(v)) M = std::max(M, x[u]);
      for (Vertex u : g.red().of(v)) m = std::min(m, x[u]);
      const double y = p * M + q * m;
      double d = std::fabs(y - x[v]);
      if (o.relative && y != 0) d /= std::fabs(y);
      change = std::max(change, d);
      (o.gauss_seidel ? x : next)[v] = y;
    }
    if (!o.gauss_seidel) x.swap(next), next = x;
    ++r.sweeps;
    check_interrupt();
    if (change < o.epsilon) {
      r.converged = true;
      break;
    }
  }
  r.x = std::move(x);
  r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return r;
}

}  // namespace alea::graph
