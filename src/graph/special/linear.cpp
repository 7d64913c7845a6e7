// Section 5.1.2.2 and Claim 41: Richman functions as solutions of linear systems.
#include "core/errors.hpp"
#include "graph/random_turn.hpp"
#include "graph/solve/chain.hpp"
#include "graph/special.hpp"

namespace alea::graph {

std::optional<std::vector<Rational>> choice_system(const Game& g, const Rational& p, const std::vector<Vertex>& blue,
                                                   const std::vector<Vertex>& red) {
  check_coin(p);
  const std::size_t n = g.size();
  if (blue.size() != n || red.size() != n) throw InvalidArgument("choices", "one choice per vertex is needed");
  const Rational q = 1 - p;
  std::vector<std::uint32_t> unknown(n, no_vertex);
  std::vector<Vertex> of;
  for (Vertex v = 0; v < n; ++v)
    if (!g.terminal(v)) {
      unknown[v] = static_cast<std::uint32_t>(of.size());
      of.push_back(v);
    }
  LinearChain<Rational> c;
  c.rows.resize(of.size());
  c.c.assign(of.size(), Rational(0));
  // The system is singular exactly when some vertex cannot reach T along chosen edges of
  // positive weight (a closed class of the chain); check that first, then solve.
  std::vector<std::pair<Vertex, Vertex>> back_edges;
  for (std::uint32_t i = 0; i < of.size(); ++i) {
    const Vertex v = of[i];
    for (auto [u, w] : {std::pair{blue[v], p}, std::pair{red[v], q}}) {
      if (w == 0) continue;
      if (u >= n) throw InvalidArgument("choices", "the choice at vertex " + g.label(v) + " is not a vertex");
      back_edges.emplace_back(u, v);
      if (g.terminal(u)) {
        c.c[i] += w * g.payoff(u);
        continue;
      }
      bool merged = false;
      for (auto& e : c.rows[i])
        if (e.first == unknown[u]) e.second += w, merged = true;
      if (!merged) c.rows[i].emplace_back(unknown[u], w);
    }
  }
  const auto back = make_adjacency(n, std::move(back_edges));
  std::vector<bool> reach(n, false);
  std::vector<Vertex> queue(g.terminals().begin(), g.terminals().end());
  for (Vertex t : queue) reach[t] = true;
  for (std::size_t i = 0; i < queue.size(); ++i)
    for (Vertex v : back.of(queue[i]))
      if (!reach[v]) reach[v] = true, queue.push_back(v);
  for (Vertex v = 0; v < n; ++v)
    if (!reach[v]) return std::nullopt;
  const auto y = solve_chain_exact(c);
  std::vector<Rational> x(n);
  for (Vertex t : g.terminals()) x[t] = g.payoff(t);
  for (std::uint32_t i = 0; i < of.size(); ++i) x[of[i]] = y[i];
  return x;
}

std::vector<Rational> degree_two_values(const Game& g) {
  if (!g.same_colours()) throw InvalidArgument("G", "section 5.1.2.2 needs E_B = E_R");
  std::vector<Vertex> first(g.size(), no_vertex), second(g.size(), no_vertex);
  for (Vertex v = 0; v < g.size(); ++v) {
    if (g.terminal(v)) continue;
    const auto s = g.blue().of(v);
    if (s.size() > 2)
      throw InvalidArgument("G", "vertex " + g.label(v) + " has " + std::to_string(s.size()) +
                                     " successors; section 5.1.2.2 needs at most 2");
    first[v] = s.front();
    second[v] = s.back();
  }
  auto x = choice_system(g, Rational(1, 2), first, second);
  if (!x) throw std::logic_error("graph: a degree-two game with a closed class (Definition 2 should exclude it)");
  return *x;
}

}  // namespace alea::graph
