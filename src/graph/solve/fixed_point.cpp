#include "graph/solve/fixed_point.hpp"

#include <cmath>

#include "core/interrupt.hpp"
#include "core/memory_guard.hpp"
#include "core/progress.hpp"
#include "graph/solve/component.hpp"
#include "graph/solve/dag.hpp"

namespace alea::graph {
namespace {

bool self_loop(const Game& g, Vertex v) {
  for (const Adjacency* a : {&g.blue(), &g.red()})
    for (Vertex u : a->of(v))
      if (u == v) return true;
  return false;
}

// A non-terminal whose successors are all solved: x = p max + q min (backward induction).
template <class S>
void solve_single(FixedPointWork<S>& w, Vertex v) {
  Vertex bp = no_vertex, bm = no_vertex;
  for (Vertex u : w.g.blue().of(v))
    if (bp == no_vertex || w.x[u] > w.x[bp]) bp = u;
  for (Vertex u : w.g.red().of(v))
    if (bm == no_vertex || w.x[u] < w.x[bm]) bm = u;
  w.sigma[v] = bp;
  w.tau[v] = bm;
  w.x[v] = w.p * w.x[bp] + w.q * w.x[bm];
}

ComponentLabels components(const Game& g) {
  return strong_components(g.blue(), g.same_colours() ? nullptr : &g.red());
}

template <class S>
FixedPoint<S> finish(FixedPointWork<S>& w) {
  FixedPoint<S> r;
  r.x = std::move(w.x);
  r.sigma = std::move(w.sigma);
  r.tau = std::move(w.tau);
  r.evaluations = w.evaluations;
  r.switches = w.switches;
  return r;
}

}  // namespace

FixedPoint<double> least_fixed_point(const Game& g, double p) {
  const auto comps = components(g);
  FixedPointWork<double> w(g, p, to_double(g.min_payoff()),
                           1e-13 * std::max({1.0, std::fabs(to_double(g.min_payoff())), std::fabs(to_double(g.max_payoff()))}),
                           comps);
  FixedPoint<double> r;
  Progress progress("random-turn values (doubles)", comps.count);
  for (std::uint32_t cid = 0; cid < comps.count; ++cid) {
    const auto members = comps.of(cid);
    const Vertex v = members[0];
    if (members.size() == 1 && (g.terminal(v) || !self_loop(g, v))) {
      if (!g.terminal(v)) solve_single(w, v);
    } else {
      ++r.cyclic_components;
      r.largest_component = std::max<std::uint64_t>(r.largest_component, members.size());
      solve_component(w, cid, false);
    }
    if ((cid & 0xfff) == 0) {
      check_interrupt();
      progress.advance(std::min<std::uint64_t>(0x1000, comps.count - cid));
    }
  }
  auto out = finish(w);
  out.cyclic_components = r.cyclic_components;
  out.largest_component = r.largest_component;
  out.float_evaluations = out.evaluations;
  out.dag = r.cyclic_components == 0;
  return out;
}

FixedPoint<Rational> least_fixed_point(const Game& g, const Rational& p) {
  require_memory(bytes_for(g.size(), 200), "the exact values");
  const auto comps = components(g);
  bool dag = true;
  for (std::uint32_t cid = 0; cid < comps.count && dag; ++cid) {
    const auto members = comps.of(cid);
    dag = members.size() == 1 && (g.terminal(members[0]) || !self_loop(g, members[0]));
  }
  if (dag) {
    if (auto fast = dag_values_scaled(g, p, comps)) return std::move(*fast);
  }
  FixedPointWork<Rational> w(g, p, g.min_payoff(), Rational(0), comps);
  const double pd = to_double(p);
  FixedPointWork<double> wd(g, pd, to_double(g.min_payoff()),
                            1e-13 * std::max({1.0, std::fabs(to_double(g.min_payoff())), std::fabs(to_double(g.max_payoff()))}),
                            comps);
  FixedPoint<Rational> r;
  Progress progress("random-turn values (exact)", comps.count);
  for (std::uint32_t cid = 0; cid < comps.count; ++cid) {
    const auto members = comps.of(cid);
    const Vertex v = members[0];
    if (members.size() == 1 && (g.terminal(v) || !self_loop(g, v))) {
      if (!g.terminal(v)) {
        solve_single(w, v);
        wd.x[v] = to_double(w.x[v]);
      }
    } else {
      ++r.cyclic_components;
      r.largest_component = std::max<std::uint64_t>(r.largest_component, members.size());
      solve_component(wd, cid, false);  // candidate strategies, even if it gave up
      for (Vertex u : members) {
        w.sigma[u] = wd.sigma[u];
        w.tau[u] = wd.tau[u];
      }
      solve_component(w, cid, true);
      for (Vertex u : members) {
        wd.x[u] = to_double(w.x[u]);
        wd.sigma[u] = w.sigma[u];
        wd.tau[u] = w.tau[u];
      }
    }
    if ((cid & 0xff) == 0) {  // exact values may be long: poll often
      check_interrupt();
      progress.advance(std::min<std::uint64_t>(0x100, comps.count - cid));
    }
  }
  const auto cyc = r.cyclic_components, big = r.largest_component;
  r = finish(w);
  r.cyclic_components = cyc;
  r.largest_component = big;
  r.float_evaluations = wd.evaluations;
  r.dag = dag;
  return r;
}

}  // namespace alea::graph

namespace alea::graph {
bool acyclic(const Game& g) {
  const auto comps = strong_components(g.blue(), g.same_colours() ? nullptr : &g.red());
  if (comps.count != g.size()) return false;
  for (Vertex v = 0; v < g.size(); ++v)
    for (const Adjacency* a : {&g.blue(), &g.red()})
      for (Vertex u : a->of(v))
        if (u == v) return false;
  return true;
}
}  // namespace alea::graph
