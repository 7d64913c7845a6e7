#include "graph/solve/dag.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

#include "core/interrupt.hpp"
#include "core/memory_guard.hpp"

namespace alea::graph {

std::vector<std::uint32_t> heights(const Game& g, const ComponentLabels& comps) {
  std::vector<std::uint32_t> h(g.size(), 0);
  for (std::uint32_t cid = 0; cid < comps.count; ++cid) {
    const Vertex v = comps.of(cid)[0];
    if (g.terminal(v)) continue;
    std::uint32_t best = 0;
    for (const Adjacency* a : {&g.blue(), &g.red()})
      for (Vertex u : a->of(v)) best = std::max(best, h[u]);
    h[v] = best + 1;
  }
  return h;
}

std::optional<DagDoubles> dag_values_double(const Game& g, double p) {
  const auto comps = strong_components(g.blue(), g.same_colours() ? nullptr : &g.red());
  if (comps.count != g.size()) return std::nullopt;
  require_memory(bytes_for(g.size(), 16), "the values and their bounds");
  constexpr double eps = std::numeric_limits<double>::epsilon(), tiny = std::numeric_limits<double>::min();
  DagDoubles d;
  d.x.assign(g.size(), 0);
  d.error.assign(g.size(), 0);
  for (Vertex t : g.terminals()) d.x[t] = g.payoff_double(t);
  for (std::uint32_t cid = 0; cid < comps.count; ++cid) {
    if ((cid & 0xffff) == 0) check_interrupt();
    const Vertex v = comps.of(cid)[0];
    if (g.terminal(v)) continue;
    double M = -INFINITY, m = INFINITY, e = 0;
    for (Vertex u : g.blue().of(v)) {
      if (u == v) return std::nullopt;  // a loop
      M = std::max(M, d.x[u]), e = std::max(e, d.error[u]);
    }
    for (Vertex u : g.red().of(v)) {
      if (u == v) return std::nullopt;
      m = std::min(m, d.x[u]), e = std::max(e, d.error[u]);
    }
    // Rounding: 1 - p, two products and the sum, each within eps/2 of quantities at most |M| + |m|.
    d.x[v] = p * M + (1 - p) * m;
    d.error[v] = (e + 4 * eps * std::fabs(M) + 4 * eps * std::fabs(m) + 4 * tiny) * (1 + 4 * eps);
  }
  return d;
}

std::optional<FixedPoint<Rational>> dag_values_scaled(const Game& g, const Rational& p, const ComponentLabels& comps) {
  const BigInt a = p.numerator(), b = p.denominator();
  const auto h = heights(g, comps);
  const std::uint32_t H = *std::max_element(h.begin(), h.end());
  BigInt q = 1, top = 0;
  for (Vertex t : g.terminals()) q = boost::multiprecision::lcm(q, g.payoff(t).denominator());
  for (Vertex t : g.terminals()) top = std::max(top, BigInt(abs(g.payoff(t).numerator())));
  if (H > 4000) return std::nullopt;
  BigInt scale = q;
  for (std::uint32_t i = 0; i < H; ++i) {
    scale *= b;
    if (msb(scale) > 62) return std::nullopt;
  }
  if (top != 0 && msb(top) + msb(scale) + msb(BigInt(b)) > 60) return std::nullopt;
  require_memory(bytes_for(g.size(), 8 + 8 + 64), "the exact values");
  const auto S = static_cast<std::int64_t>(scale);
  const auto A = static_cast<__int128>(static_cast<std::int64_t>(a));
  const auto B = static_cast<std::int64_t>(b);
  const __int128 C = B - A;
  std::vector<std::int64_t> n(g.size(), 0);
  for (Vertex t : g.terminals()) n[t] = static_cast<std::int64_t>(g.payoff(t).numerator() * (scale / g.payoff(t).denominator()));
  FixedPoint<Rational> r;
  r.sigma.assign(g.size(), no_vertex);
  r.tau.assign(g.size(), no_vertex);
  for (std::uint32_t cid = 0; cid < comps.count; ++cid) {
    if ((cid & 0xffff) == 0) check_interrupt();
    const Vertex v = comps.of(cid)[0];
    if (g.terminal(v)) continue;
    Vertex bp = no_vertex, bm = no_vertex;
    for (Vertex u : g.blue().of(v))
      if (bp == no_vertex || n[u] > n[bp]) bp = u;
    for (Vertex u : g.red().of(v))
      if (bm == no_vertex || n[u] < n[bm]) bm = u;
    r.sigma[v] = bp;
    r.tau[v] = bm;
    n[v] = static_cast<std::int64_t>((A * n[bp] + C * n[bm]) / B);
  }
  r.x.resize(g.size());
  for (Vertex v = 0; v < g.size(); ++v) {
    if ((v & 0xffff) == 0) check_interrupt();
    r.x[v] = Rational(BigInt(n[v]), BigInt(S));
  }
  r.dag = true;
  return r;
}

}  // namespace alea::graph
