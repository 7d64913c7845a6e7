#include "graph/detail/validate.hpp"

#include "core/errors.hpp"
#include "core/interrupt.hpp"

namespace alea::graph::detail {

std::vector<bool> reaches_terminal(const Game& g, const Adjacency& a) {
  const Adjacency back = reverse(a);
  std::vector<bool> seen(g.size(), false);
  std::vector<Vertex> queue;
  queue.reserve(g.size());  // every vertex at most once: no doubling past what game_bytes counts
  queue.assign(g.terminals().begin(), g.terminals().end());
  for (Vertex t : queue) seen[t] = true;
  for (std::size_t i = 0; i < queue.size(); ++i) {
    if ((i & 0xffff) == 0) check_interrupt();
    for (Vertex u : back.of(queue[i]))
      if (!seen[u]) {
        seen[u] = true;
        queue.push_back(u);
      }
  }
  return seen;
}

namespace {

// colour: "blue" or "red", or "" when both colours share the edges (then no colour is named).
void check_colour(const Game& g, const Adjacency& a, const char* role, const std::string& colour) {
  const auto ok = reaches_terminal(g, a);
  const std::string moves = colour.empty() ? "move" : colour + " move";
  const std::string along = colour.empty() ? "" : " along " + colour + " edges";
  // A vertex without a move of the colour is the cause of its predecessors' failure: name it first.
  for (Vertex v = 0; v < g.size(); ++v)
    if (!ok[v] && a.degree(v) == 0)
      throw InvalidArgument(role, "vertex " + g.label(v) + " is not a terminal and has no " + moves + " (Definition 2)");
  for (Vertex v = 0; v < g.size(); ++v)
    if (!ok[v]) throw InvalidArgument(role, "vertex " + g.label(v) + " reaches no terminal" + along + " (Definition 2)");
}

}  // namespace

void validate_definition2(const Game& g) {
  for (Vertex t : g.terminals())
    if (g.blue().degree(t) != 0 || g.red().degree(t) != 0)
      throw InvalidArgument("terminals", "vertex " + g.label(t) + " is a terminal but has moves (Definition 2)");
  check_colour(g, g.blue(), "blue", g.same_colours() ? "" : "blue");
  if (!g.same_colours()) check_colour(g, g.red(), "red", "red");
}

}  // namespace alea::graph::detail
