#include "graph/play.hpp"

#include "core/errors.hpp"
#include "core/interrupt.hpp"
#include "core/memory_guard.hpp"
#include "graph/random_turn.hpp"
#include "graph/solve/chain.hpp"

namespace alea::graph {

template <class S>
OptimalMoves optimal_moves(const Game& g, const std::vector<S>& x) {
  OptimalMoves m;
  m.blue.resize(g.size());
  m.red.resize(g.size());
  for (Vertex v = 0; v < g.size(); ++v) {
    if (g.terminal(v)) continue;
    if ((v & 0x3ff) == 0) check_interrupt();
    const S* best = nullptr;
    for (Vertex u : g.blue().of(v))
      if (!best || x[u] > *best) best = &x[u];
    for (Vertex u : g.blue().of(v))
      if (x[u] == *best) m.blue[v].push_back(u);
    best = nullptr;
    for (Vertex u : g.red().of(v))
      if (!best || x[u] < *best) best = &x[u];
    for (Vertex u : g.red().of(v))
      if (x[u] == *best) m.red[v].push_back(u);
  }
  return m;
}

namespace {

// Shortest steepest paths to T (backward breadth-first search over the steepest edges) and the
// choice of a steepest edge one step closer.
void steepest(const Game& g, const std::vector<std::vector<Vertex>>& steep, std::vector<Vertex>& choice,
              std::vector<std::uint32_t>& dist, std::uint64_t& without) {
  const std::size_t n = g.size();
  std::vector<std::pair<Vertex, Vertex>> back_edges;
  for (Vertex v = 0; v < n; ++v)
    for (Vertex u : steep[v]) back_edges.emplace_back(u, v);
  const auto back = make_adjacency(n, std::move(back_edges));
  dist.assign(n, no_path);
  choice.assign(n, no_vertex);
  std::vector<Vertex> queue(g.terminals().begin(), g.terminals().end());
  for (Vertex t : queue) dist[t] = 0;
  for (std::size_t i = 0; i < queue.size(); ++i)
    for (Vertex v : back.of(queue[i]))
      if (dist[v] == no_path) {
        dist[v] = dist[queue[i]] + 1;
        queue.push_back(v);
      }
  without = 0;
  for (Vertex v = 0; v < n; ++v) {
    if (g.terminal(v)) continue;
    if (dist[v] == no_path) {
      ++without;
      choice[v] = steep[v].front();
      continue;
    }
    for (Vertex u : steep[v])
      if (dist[u] + 1 == dist[v]) {
        choice[v] = u;
        break;
      }
  }
}

}  // namespace

template <class S>
SteepestStrategies theorem35_strategies(const Game& g, const std::vector<S>& x) {
  const auto moves = optimal_moves(g, x);
  SteepestStrategies s;
  steepest(g, moves.blue, s.blue, s.blue_distance, s.blue_without_path);
  steepest(g, moves.red, s.red, s.red_distance, s.red_without_path);
  return s;
}

template OptimalMoves optimal_moves(const Game&, const std::vector<Rational>&);
template OptimalMoves optimal_moves(const Game&, const std::vector<double>&);
template SteepestStrategies theorem35_strategies(const Game&, const std::vector<Rational>&);
template SteepestStrategies theorem35_strategies(const Game&, const std::vector<double>&);

namespace {

// The chain of the pair: which vertices can reach T (the others never end), and for those the
// transient unknowns with their transition rows.
struct PairChain {
  std::vector<bool> ends;
  std::vector<std::uint32_t> unknown;  // per vertex: index among non-terminals that end
  std::vector<Vertex> vertex;          // per unknown
  LinearChain<Rational> chain;         // rows over unknowns, c = 0
  std::vector<std::vector<std::pair<Vertex, Rational>>> to_terminal;  // per unknown
};

void check_strategy(const Game& g, const std::vector<Vertex>& s, const Adjacency& a, const char* role) {
  if (s.size() != g.size())
    throw InvalidArgument(role, "the strategy has " + std::to_string(s.size()) + " entries for " +
                                    std::to_string(g.size()) + " vertices");
  for (Vertex v = 0; v < g.size(); ++v) {
    if (g.terminal(v)) continue;
    bool ok = false;
    for (Vertex u : a.of(v)) ok = ok || u == s[v];
    if (!ok) throw InvalidArgument(role, "the strategy's move at vertex " + g.label(v) + " is not a " + role + " edge");
  }
}

PairChain pair_chain(const Game& g, const Rational& p, const std::vector<Vertex>& blue, const std::vector<Vertex>& red) {
  if (p < 0 || p > 1) throw InvalidArgument("p", "p = " + to_string(p) + " is not in [0, 1]");
  check_strategy(g, blue, g.blue(), "blue");
  check_strategy(g, red, g.red(), "red");
  const std::size_t n = g.size();
  const Rational q = 1 - p;
  const bool use_b = p != 0, use_r = q != 0;
  PairChain c;
  std::vector<std::pair<Vertex, Vertex>> back_edges;
  for (Vertex v = 0; v < n; ++v) {
    if (g.terminal(v)) continue;
    if (use_b) back_edges.emplace_back(blue[v], v);
    if (use_r) back_edges.emplace_back(red[v], v);
  }
  const auto back = make_adjacency(n, std::move(back_edges));
  c.ends.assign(n, false);
  std::vector<Vertex> queue(g.terminals().begin(), g.terminals().end());
  for (Vertex t : queue) c.ends[t] = true;
  for (std::size_t i = 0; i < queue.size(); ++i)
    for (Vertex v : back.of(queue[i]))
      if (!c.ends[v]) {
        c.ends[v] = true;
        queue.push_back(v);
      }
  c.unknown.assign(n, no_vertex);
  for (Vertex v = 0; v < n; ++v)
    if (c.ends[v] && !g.terminal(v)) {
      c.unknown[v] = static_cast<std::uint32_t>(c.vertex.size());
      c.vertex.push_back(v);
    }
  const std::size_t k = c.vertex.size();
  c.chain.rows.resize(k);
  c.chain.c.assign(k, Rational(0));
  c.to_terminal.resize(k);
  for (std::uint32_t i = 0; i < k; ++i) {
    const Vertex v = c.vertex[i];
    auto add = [&](Vertex u, const Rational& w) {
      if (g.terminal(u)) {
        for (auto& e : c.to_terminal[i])
          if (e.first == u) {
            e.second += w;
            return;
          }
        c.to_terminal[i].emplace_back(u, w);
      } else if (c.ends[u]) {
        for (auto& e : c.chain.rows[i])
          if (e.first == c.unknown[u]) {
            e.second += w;
            return;
          }
        c.chain.rows[i].emplace_back(c.unknown[u], w);
      }  // else: u never ends; that mass is lost to infinite play
    };
    if (use_b) add(blue[v], p);
    if (use_r) add(red[v], q);
  }
  return c;
}

}  // namespace

std::vector<std::optional<Rational>> expected_lengths(const Game& g, const Rational& p, const std::vector<Vertex>& blue,
                                                      const std::vector<Vertex>& red) {
  auto c = pair_chain(g, p, blue, red);
  // A vertex has finite expected length iff it cannot reach a vertex that never ends: find
  // those "sure" vertices, then h = 1 + Q h on them.
  const std::size_t n = g.size(), k = c.vertex.size();
  const Rational q = 1 - p;
  std::vector<bool> sure(n, true);
  std::vector<std::pair<Vertex, Vertex>> back_edges;
  std::vector<Vertex> queue;
  for (Vertex v = 0; v < n; ++v) {
    if (g.terminal(v)) continue;
    if (!c.ends[v]) {
      sure[v] = false;
      queue.push_back(v);
    }
    if (p != 0) back_edges.emplace_back(blue[v], v);
    if (q != 0) back_edges.emplace_back(red[v], v);
  }
  const auto back = make_adjacency(n, std::move(back_edges));
  for (std::size_t i = 0; i < queue.size(); ++i)
    for (Vertex v : back.of(queue[i]))
      if (sure[v]) {
        sure[v] = false;
        queue.push_back(v);
      }
  LinearChain<Rational> h;
  std::vector<std::uint32_t> idx(k, no_vertex);
  std::vector<Vertex> of;
  for (std::uint32_t i = 0; i < k; ++i)
    if (sure[c.vertex[i]]) {
      idx[i] = static_cast<std::uint32_t>(of.size());
      of.push_back(i);
    }
  h.rows.resize(of.size());
  h.c.assign(of.size(), Rational(1));
  for (std::uint32_t r = 0; r < of.size(); ++r)
    for (auto& [j, w] : c.chain.rows[of[r]]) h.rows[r].emplace_back(idx[j], w);
  const auto y = solve_chain_exact(h);
  std::vector<std::optional<Rational>> out(n);
  for (Vertex t : g.terminals()) out[t] = Rational(0);
  for (std::uint32_t r = 0; r < of.size(); ++r) out[c.vertex[of[r]]] = y[r];
  return out;
}

PlayOutcome play_outcome(const Game& g, const Rational& p, const std::vector<Vertex>& blue, const std::vector<Vertex>& red,
                         Vertex start) {
  if (start >= g.size()) throw InvalidArgument("from", "vertex " + std::to_string(std::uint64_t(start) + 1) + " is not in 1.." + std::to_string(g.size()));
  PlayOutcome out;
  if (g.terminal(start)) {
    out.ends.emplace_back(start, Rational(1));
    out.never_ends = 0;
    out.expected_length = Rational(0);
    out.expected_payoff = g.payoff(start);
    return out;
  }
  auto c = pair_chain(g, p, blue, red);
  if (!c.ends[start]) {
    out.never_ends = 1;
    out.expected_payoff = 0;
    return out;
  }
  // Expected visits y = e_start + Q^T y over the unknowns, then P(end at t) = sum y_v P(v -> t).
  const std::size_t k = c.vertex.size();
  LinearChain<Rational> t;
  t.rows.resize(k);
  t.c.assign(k, Rational(0));
  t.c[c.unknown[start]] = 1;
  for (std::uint32_t i = 0; i < k; ++i)
    for (auto& [j, w] : c.chain.rows[i]) t.rows[j].emplace_back(i, w);
  const auto visits = solve_chain_exact(t);
  std::vector<Rational> at(g.size(), Rational(0));
  Rational total = 0, payoff = 0;
  for (std::uint32_t i = 0; i < k; ++i)
    if (visits[i] != 0)
      for (auto& [u, w] : c.to_terminal[i]) at[u] += visits[i] * w;
  for (Vertex u : g.terminals())
    if (at[u] != 0) {
      out.ends.emplace_back(u, at[u]);
      total += at[u];
      payoff += at[u] * g.payoff(u);
    }
  out.never_ends = 1 - total;
  out.expected_payoff = total == 0 ? Rational(0) : payoff / total;
  if (out.never_ends == 0) {
    Rational len = 0;
    for (const auto& v : visits) len += v;
    out.expected_length = len;
  }
  return out;
}

PairPlay strategy_play(const Game& g, const Rational& p, const std::vector<Vertex>& blue, const std::vector<Vertex>& red,
                       Vertex start) {
  PairPlay r;
  r.outcome = play_outcome(g, p, blue, red, start);
  r.expected_length = expected_lengths(g, p, blue, red);
  return r;
}

OptimalPlay optimal_play(const Game& g, const Rational& p, Vertex start) {
  OptimalPlay r;
  auto values = random_turn(g, p);
  r.value = std::move(values.low);
  r.moves = optimal_moves(g, r.value);
  r.strategies = theorem35_strategies(g, r.value);
  r.outcome = play_outcome(g, p, r.strategies.blue, r.strategies.red, start);
  r.expected_length = expected_lengths(g, p, r.strategies.blue, r.strategies.red);
  return r;
}

}  // namespace alea::graph
