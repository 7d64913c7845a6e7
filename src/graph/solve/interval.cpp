// Value iteration from both sides with outward rounding (random_turn.hpp, Bracket).
//
// Soundness: if L <= every fixed point then F(L) <= F(y) = y for every fixed point y, since F is
// monotone; the computed F(L) is within delta of the true one, so F(L) - delta is again a lower
// bound, and so is the larger of it and the old L. The same holds upward. delta bounds the
// error of m + p (M - m) in doubles: three roundings of at most 2^-53 of quantities at most
// |M| + |m|, and p's own rounding; 4 * 2^-52 * (|M| + |m|) covers them with room.
//
// Speed: components are solved sinks first, so acyclic parts cost one update per vertex; inside
// a component the updates go in order of distance to the exits (Gauss-Seidel sees fresh values
// from the side where the information comes from). Lower and upper bounds are stored side by
// side so one cache line brings both.
#include <algorithm>
#include <chrono>
#include <cmath>
#include <limits>

#include "core/interrupt.hpp"
#include "core/memory_guard.hpp"
#include "core/progress.hpp"
#include "graph/random_turn.hpp"

namespace alea::graph {
namespace {

struct Pair {
  double lo, hi;
};

constexpr double tiny = std::numeric_limits<double>::denorm_min();

inline double slack(double a, double b) { return 4 * std::numeric_limits<double>::epsilon() * (std::fabs(a) + std::fabs(b)) + 4 * tiny; }

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
  const double lo = minlo + p * (maxlo - minlo) - slack(maxlo, minlo);
  const double hi = minhi + p * (maxhi - minhi) + slack(maxhi, minhi);
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

// Members in order of their distance (any colour) to a vertex outside the component.
std::vector<Vertex> sweep_order(const Game& g, const ComponentLabels& comps, std::uint32_t cid) {
  const auto members = comps.of(cid);
  std::vector<std::pair<Vertex, Vertex>> back_edges;
  std::vector<Vertex> order;
  std::vector<std::uint8_t> seen(members.size(), 0);
  auto local = [&](Vertex v) {
    return static_cast<std::uint32_t>(std::lower_bound(members.begin(), members.end(), v) - members.begin());
  };
  std::vector<std::vector<std::uint32_t>> back(members.size());
  for (std::uint32_t l = 0; l < members.size(); ++l) {
    bool exits = false;
    for (const Adjacency* a : {&g.blue(), &g.red()})
      for (Vertex u : a->of(members[l])) {
        if (comps.component[u] != cid)
          exits = true;
        else
          back[local(u)].push_back(l);
      }
    if (exits) {
      seen[l] = 1;
      order.push_back(members[l]);
    }
  }
  for (std::size_t i = 0; i < order.size(); ++i)
    for (std::uint32_t l : back[local(order[i])])
      if (!seen[l]) {
        seen[l] = 1;
        order.push_back(members[l]);
      }
  return order;
}

}  // namespace

Bracket random_turn_bracket(const Game& g, double p, const BracketOptions& o) {
  check_coin(p);
  const auto start = std::chrono::steady_clock::now();
  const std::size_t n = g.size();
  require_memory(bytes_for(n, sizeof(Pair) + 24) + bytes_for(g.blue().edges() + g.red().edges(), 4),
                 "the value bracket");
  const double rmin = to_double(g.min_payoff()), rmax = to_double(g.max_payoff());
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
    const auto order = sweep_order(g, comps, cid);
    std::uint64_t sweeps = 0;
    for (;;) {
      double moved = 0, width = 0;
      for (std::size_t i = 0; i < order.size(); ++i) {
        if ((i & 0x3fff) == 0x3fff) check_interrupt();
        moved = std::max(moved, update(g, order[i], b, p));
        width = std::max(width, b[order[i]].hi - b[order[i]].lo);
      }
      ++sweeps;
      r.updates += order.size();
      check_interrupt();
      if (width <= o.tolerance || moved == 0 || sweeps >= o.max_sweeps) break;
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
  r.closed = r.width <= o.tolerance;
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
