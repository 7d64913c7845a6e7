#include "graph/solve/certify.hpp"

#include "core/interrupt.hpp"
#include "core/progress.hpp"
#include "graph/play.hpp"

namespace alea::graph {

std::vector<bool> trap_set(const Game& g, const std::vector<Vertex>& fixed, bool fixed_is_blue, bool use_blue,
                           bool use_red) {
  const std::size_t n = g.size();
  const Adjacency& free_moves = fixed_is_blue ? g.red() : g.blue();
  const bool use_fixed = fixed_is_blue ? use_blue : use_red;
  const bool use_free = fixed_is_blue ? use_red : use_blue;
  std::vector<bool> in(n, false);
  std::vector<std::uint32_t> free_inside(n, 0);
  std::vector<std::pair<Vertex, Vertex>> back_edges;
  for (Vertex v = 0; v < n; ++v) {
    if (g.terminal(v)) continue;
    in[v] = true;
    if (use_fixed) back_edges.emplace_back(fixed[v], v);
    for (Vertex u : free_moves.of(v)) {
      free_inside[v] += !g.terminal(u);
      if (use_free) back_edges.emplace_back(u, v);
    }
  }
  const auto back = make_adjacency(n, std::move(back_edges));
  // free_inside counts the free player's non-terminal successors still in the set; a vertex
  // leaves when the fixed move leaves the set or the free player has no way to stay.
  auto fails = [&](Vertex v) {
    return (use_fixed && (g.terminal(fixed[v]) || !in[fixed[v]])) || (use_free && free_inside[v] == 0);
  };
  std::vector<Vertex> queue;
  for (Vertex v = 0; v < n; ++v)
    if (in[v] && fails(v)) {
      in[v] = false;
      queue.push_back(v);
    }
  for (std::size_t i = 0; i < queue.size(); ++i) {
    if ((i & 0xffff) == 0) check_interrupt();
    const Vertex u = queue[i];
    for (Vertex v : back.of(u)) {
      if (!in[v]) continue;
      for (Vertex w : free_moves.of(v))
        if (w == u) --free_inside[v];
      if (fails(v)) {
        in[v] = false;
        queue.push_back(v);
      }
    }
  }
  return in;
}

namespace {

bool attains(const Game& g, const std::vector<Rational>& x, const std::vector<Vertex>& s, bool blue) {
  if (s.size() != g.size()) return false;
  for (Vertex v = 0; v < g.size(); ++v) {
    if (g.terminal(v)) continue;
    const Adjacency& a = blue ? g.blue() : g.red();
    bool edge = false;
    for (Vertex u : a.of(v)) {
      edge = edge || u == s[v];
      if (blue ? x[u] > x[s[v]] : x[u] < x[s[v]]) return false;
    }
    if (!edge) return false;
  }
  return true;
}

bool secures(const Game& g, const Rational& p, const std::vector<Rational>& x, const std::vector<Vertex>& s, bool blue) {
  if (!attains(g, x, s, blue)) return false;
  const auto trapped = trap_set(g, s, blue, p != 0, p != 1);
  const Rational& bound = blue ? g.min_payoff() : g.max_payoff();
  for (Vertex v = 0; v < g.size(); ++v)
    if (trapped[v] && x[v] != bound) return false;
  return true;
}

}  // namespace

Certificate certify(const Game& g, const Rational& p, const std::vector<Rational>& x,
                    const std::vector<Vertex>& blue_hint, const std::vector<Vertex>& red_hint) {
  Certificate c;
  const Rational q = 1 - p;
  Progress bar("certifying values", g.size());
  for (Vertex v = 0; v < g.size(); ++v) {
    if ((v & 0xff) == 0) check_interrupt(), bar.advance(std::min<std::uint64_t>(0x100, g.size() - v));  // values may have thousands of digits
    const bool ok = g.terminal(v) ? x[v] == g.payoff(v) : [&] {
      const Rational* hi = nullptr;
      const Rational* lo = nullptr;
      for (Vertex u : g.blue().of(v))
        if (!hi || x[u] > *hi) hi = &x[u];
      for (Vertex u : g.red().of(v))
        if (!lo || x[u] < *lo) lo = &x[u];
      return x[v] == p * *hi + q * *lo;
    }();
    if (!ok) {
      c.failing = v;
      return c;
    }
  }
  c.fixed_point = true;
  const auto steep = theorem35_strategies(g, x);
  for (const auto* s : {&steep.blue, &blue_hint})
    if (!c.least && secures(g, p, x, *s, true)) {
      c.least = true;
      c.blue = *s;
    }
  for (const auto* s : {&steep.red, &red_hint})
    if (!c.greatest && secures(g, p, x, *s, false)) {
      c.greatest = true;
      c.red = *s;
    }
  return c;
}

}  // namespace alea::graph
