#include "cgt/loopy/payoffs.hpp"

#include <algorithm>
#include <map>
#include <optional>

#include "core/errors.hpp"
#include "core/interrupt.hpp"
#include "core/memory_guard.hpp"

namespace alea::cgt::loopy {

namespace {

std::string payoff_vertex_label(const PayoffGraph& g, Vertex v) {
  if (v < g.names.size() && !g.names[v].empty()) return "'" + g.names[v] + "'";
  return std::to_string(std::uint64_t(v) + 1);
}

// The terminals' games in the outcome reading: on, off or dud at the terminal itself.
void add_outcome_terminals(const PayoffGraph& g, Graph& out) {
  const auto [lo, hi] = std::minmax_element(g.terminals.begin(), g.terminals.end(),
                                            [](const auto& a, const auto& b) { return a.second < b.second; });
  if (lo == g.terminals.end() || lo->second == hi->second)
    throw InvalidArgument("payoffs", "every terminal pays " + (lo == g.terminals.end() ? std::string("the same")
                                                                                        : alea::to_string(lo->second)) +
                                         ", so no terminal is a win for either player");
  for (const auto& [t, x] : g.terminals) {
    if (x != lo->second) out.left[t] = {t};   // Left may pass: on, or dud with the line below
    if (x != hi->second) out.right[t] = {t};  // Right may pass: off
  }
}

// The terminals' games in the number reading: each distinct payoff embedded once, a terminal
// given the edges of its number's start.
void add_number_terminals(const PayoffGraph& g, Graph& out) {
  std::map<Rational, Vertex> start;
  for (const auto& [t, x] : g.terminals) {
    check_interrupt();
    auto it = start.find(x);
    if (it == start.end()) {
      const auto d = Dyadic::from_rational(x);
      if (!d)
        throw InvalidArgument("payoffs", "terminal " + payoff_vertex_label(g, t) + " pays " + alea::to_string(x) +
                                             ", which is not a dyadic rational, so no number of a short game");
      it = start.emplace(x, embed_short(out, Game::number(*d))).first;
    }
    out.left[t] = out.left[it->second];
    out.right[t] = out.right[it->second];
  }
}

// The game at start of an acyclic graph (its terminals numbers), built by the short engine from
// the leaves up, each vertex's game from its options' games: linear in the graph, where the order
// matrices that simplify a stopper are quadratic (tic-tac-toe's 18 753 positions would need 4.6 GiB
// there). nullopt when a cycle is reachable from start.
std::optional<Game> payoff_short_game(const Graph& g, Vertex start) {
  if (reaches_cycle(g)[start]) return std::nullopt;
  require_memory(bytes_for(g.size(), sizeof(std::optional<Game>) + 16), "the short games of the graph's positions");
  std::vector<std::optional<Game>> game(g.size());
  std::vector<std::pair<Vertex, bool>> todo{{start, false}};  // (vertex, its options pushed)
  std::size_t steps = 0;
  while (!todo.empty()) {
    if ((++steps & 0xFFF) == 0) check_interrupt();
    const auto [v, expanded] = todo.back();
    todo.pop_back();
    if (game[v]) continue;
    if (!expanded) {
      todo.push_back({v, true});
      for (const bool left : {true, false})
        for (Vertex w : g.options(left, v))
          if (!game[w]) todo.push_back({w, false});
      continue;
    }
    std::vector<Game> lefts, rights;  // no cycle: every option is done when v comes back up
    for (Vertex w : g.left[v]) lefts.push_back(*game[w]);
    for (Vertex w : g.right[v]) rights.push_back(*game[w]);
    game[v] = Game::from_options(lefts, rights);
  }
  return *game[start];
}

}  // namespace

Graph payoff_graph(const PayoffGraph& g, PayoffReading reading) {
  const std::size_t n = g.left.size();
  require_memory(graph_bytes(n, std::uint64_t(g.left.edges()) + g.right.edges() + g.terminals.size()),
                 "the loopy graph of the game graph");
  Graph out;
  out.left.resize(n);
  out.right.resize(n);
  for (Vertex v = 0; v < n; ++v) {
    if ((v & 0xFFF) == 0) check_interrupt();
    out.left[v].assign(g.left.of(v).begin(), g.left.of(v).end());
    out.right[v].assign(g.right.of(v).begin(), g.right.of(v).end());
  }
  if (reading == PayoffReading::outcome)
    add_outcome_terminals(g, out);
  else
    add_number_terminals(g, out);
  out.normalize();
  return out;
}

Value payoff_value(const PayoffGraph& g, Vertex start, PayoffReading reading) {
  if (start >= g.left.size())
    throw InvalidArgument("from", "vertex " + std::to_string(std::uint64_t(start) + 1) + " is not in 1.." +
                                   std::to_string(g.left.size()));
  std::vector<Vertex> roots{start};
  const Graph reachable = restrict_to_reachable(payoff_graph(g, reading), roots);
  if (reading == PayoffReading::number)
    if (const auto x = payoff_short_game(reachable, roots[0])) return Value(Stopper::from_short(*x));
  return Value::from_graph(reachable, roots[0]);
}

}  // namespace alea::cgt::loopy
