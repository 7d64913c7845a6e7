#include "cgt/loopy/thermograph.hpp"

#include <algorithm>
#include <memory>
#include <string>

#include "core/errors.hpp"
#include "core/interrupt.hpp"
#include "core/memory_guard.hpp"

namespace alea::cgt::loopy {
namespace {

// One Jacobi round: every position's thermograph from its options' thermographs of the last
// round. Returns whether nothing changed.
bool thermograph_round(const Graph& g, std::vector<Thermograph>& th) {
  std::vector<Thermograph> next;
  next.reserve(g.size());
  for (Vertex v = 0; v < g.size(); ++v) {
    if ((v & 0xFF) == 0) check_interrupt();
    std::vector<const Thermograph*> lo, ro;
    for (Vertex w : g.left[v]) lo.push_back(&th[w]);
    for (Vertex w : g.right[v]) ro.push_back(&th[w]);
    next.push_back(thermograph_from_options(lo, ro));
  }
  const bool settled = next == th;
  th = std::move(next);
  return settled;
}

// The number a stop is infinitesimally close to (x for x, x over, x under); refuses on and off.
Dyadic strong_stop(const Pseudonumber& p) {
  using K = Pseudonumber::Kind;
  if (p.kind == K::on || p.kind == K::off)
    throw InvalidArgument("G", "a position has the stop " + p.to_string() +
                                   ", so its walls are at infinity: a thermograph needs stops that are numbers, "
                                   "x over or x under");
  return p.x;
}

Dyadic wall_gap(const Trajectory& a, const Trajectory& b) {
  // Both are constant above their last breakpoints (walls end in the mast), so the largest gap
  // is at a breakpoint of one of them.
  Dyadic gap;
  for (const auto* w : {&a, &b})
    for (const auto& p : w->points()) {
      Dyadic d = a.value_at(p.t) - b.value_at(p.t);
      if (d.sign() < 0) d = -d;
      gap = max(gap, d);
    }
  return gap;
}

// Up to `rounds` rounds, stopping when one changes nothing; returns whether that happened.
bool settle(const Graph& g, std::vector<Thermograph>& th, std::size_t rounds) {
  for (std::size_t r = 0; r < rounds; ++r) {
    check_interrupt();
    if (thermograph_round(g, th)) return true;
  }
  return false;
}

}  // namespace

std::vector<Thermograph> thermograph_rounds(const Graph& g, std::vector<Thermograph> th, std::size_t rounds) {
  settle(g, th, rounds);
  return th;
}

std::vector<Thermograph> stopper_thermographs(const Graph& g, std::size_t max_rounds) {
  // Two thermographs per vertex of a few breakpoints each while a round is formed.
  require_memory(std::uint64_t(g.size()) * 2 * 512 + 64, "the thermographs of a stopper's positions");
  const auto left = stops(g, true), right = stops(g, false);
  std::vector<Thermograph> th(g.size());
  for (Vertex v = 0; v < g.size(); ++v) {
    const Dyadic mid = (strong_stop(left[v]) + strong_stop(right[v])).half();
    th[v].left = th[v].right = Trajectory::constant(mid);
    th[v].mast = mid;
  }
  if (max_rounds == 0) max_rounds = 4 * g.size() + 64;
  if (settle(g, th, max_rounds)) return th;
  throw InvalidArgument("G", "the thermograph equations on its graph of " + std::to_string(g.size()) +
                                 " positions did not settle within " + std::to_string(max_rounds) +
                                 " rounds (alea draws a stopper's thermograph only where they settle)");
}

// The last stopper's thermograph is kept: G:mean() and G:temperature() after G:thermograph() ask
// for the same one, and solving the system is the whole cost. The key is the graph itself, held
// weakly (a freed graph's address may come back for another graph, but then the key has expired).
Thermograph thermograph(const Value& g) {
  thread_local std::weak_ptr<const Graph> last_graph;
  thread_local Thermograph last;
  const std::shared_ptr<const Graph>& graph = g.stopper().shared_graph();
  if (last_graph.lock() == graph) return last;
  Thermograph t = stopper_thermographs(*graph).front();
  last_graph = graph, last = t;
  return t;
}

Dyadic wall_distance(const Thermograph& a, const Thermograph& b) {
  return max(wall_gap(a.left, b.left), wall_gap(a.right, b.right));
}

}  // namespace alea::cgt::loopy
