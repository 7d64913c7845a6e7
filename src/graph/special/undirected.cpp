// Section 5.1.2.3: the path algorithm for undirected graphs (Lazarus et al. [9], theorem 12).
#include <deque>

#include "core/errors.hpp"
#include "core/interrupt.hpp"
#include "core/progress.hpp"
#include "graph/special.hpp"

namespace alea::graph {
namespace {

// The undirected neighbours of every vertex: v ~ w when v -> w or w -> v (edges into terminals
// are the only one-way ones).
std::vector<std::vector<Vertex>> neighbours(const Game& g) {
  std::vector<std::vector<Vertex>> nb(g.size());
  for (Vertex v = 0; v < g.size(); ++v)
    for (Vertex u : g.blue().of(v)) {
      nb[v].push_back(u);
      if (g.terminal(u)) nb[u].push_back(v);
    }
  return nb;
}

void check_undirected(const Game& g) {
  if (!g.same_colours()) throw InvalidArgument("G", "section 5.1.2.3 needs E_B = E_R");
  for (Vertex v = 0; v < g.size(); ++v)
    for (Vertex u : g.blue().of(v)) {
      if (g.terminal(u)) continue;
      bool back = false;
      for (Vertex w : g.blue().of(u)) back = back || w == v;
      if (!back)
        throw InvalidArgument("G", "the edge " + g.label(v) + " -> " + g.label(u) + " has no reverse; section 5.1.2.3 needs an undirected graph");
    }
}

}  // namespace

UndirectedResult undirected_values(const Game& g) {
  check_undirected(g);
  const std::size_t n = g.size();
  const auto nb = neighbours(g);
  std::vector<bool> valued(n, false);
  UndirectedResult r;
  r.values.assign(n, Rational(0));
  for (Vertex t : g.terminals()) {
    valued[t] = true;
    r.values[t] = g.payoff(t);
  }
  Progress bar("undirected values", n - g.terminals().size());  // vertices valued
  for (;;) {
    check_interrupt();
    // For every valued a: shortest paths from a through unvalued vertices to every valued b != a.
    bool found = false;
    Rational best;
    std::vector<Vertex> best_path;
    for (Vertex a = 0; a < n; ++a) {
      if (!valued[a]) continue;
      std::vector<std::uint32_t> dist(n, UINT32_MAX);
      std::vector<Vertex> parent(n, no_vertex);
      std::deque<Vertex> queue;
      for (Vertex u : nb[a])
        if (!valued[u] && dist[u] == UINT32_MAX) dist[u] = 1, parent[u] = a, queue.push_back(u);
      while (!queue.empty()) {
        const Vertex u = queue.front();
        queue.pop_front();
        for (Vertex w : nb[u]) {
          if (valued[w]) {
            if (w == a) continue;
            const Rational slope = (r.values[w] - r.values[a]) / (dist[u] + 1);
            if (!found || slope > best) {
              found = true;
              best = slope;
              best_path.clear();
              best_path.push_back(w);
              for (Vertex x = u; x != a; x = parent[x]) best_path.push_back(x);
              best_path.push_back(a);
            }
          } else if (dist[w] == UINT32_MAX) {
            dist[w] = dist[u] + 1;
            parent[w] = u;
            queue.push_back(w);
          }
        }
      }
    }
    if (!found) break;
    // best_path runs from b back to a: a = v_0 ... v_n = b, values in arithmetic progression.
    const std::size_t len = best_path.size() - 1;
    const Rational& start = r.values[best_path.back()];
    for (std::size_t i = 1; i < len; ++i) {
      const Vertex v = best_path[len - i];
      r.values[v] = start + best * Rational(static_cast<long long>(i));
      valued[v] = true;
    }
    bar.advance(len - 1);
    ++r.paths;
  }
  // Step 4: every unvalued vertex hangs from one valued vertex: take its value.
  for (Vertex v = 0; v < n; ++v) {
    if (valued[v]) continue;
    std::vector<Vertex> group{v};
    std::vector<bool> seen(n, false);
    seen[v] = true;
    Vertex anchor = no_vertex;
    for (std::size_t i = 0; i < group.size(); ++i)
      for (Vertex w : nb[group[i]]) {
        if (valued[w]) {
          anchor = w;
        } else if (!seen[w]) {
          seen[w] = true;
          group.push_back(w);
        }
      }
    if (anchor == no_vertex) throw std::logic_error("graph: an undirected component without a valued vertex");
    for (Vertex w : group) {
      r.values[w] = r.values[anchor];
      valued[w] = true;
    }
  }
  return r;
}

}  // namespace alea::graph
