#include "graph/dot.hpp"

#include <sstream>

#include "graph/play.hpp"
#include "graph/random_turn.hpp"

namespace alea::graph {
namespace {

std::string quoted(const std::string& s) {
  std::string out = "\"";
  for (char c : s) {
    if (c == '"' || c == '\\') out += '\\';
    out += c;
  }
  return out + "\"";
}

bool contains(const std::vector<Vertex>& v, Vertex u) {
  for (Vertex w : v)
    if (w == u) return true;
  return false;
}

}  // namespace

std::string to_dot(const Game& g, const DotOptions& o) {
  RandomTurnValue val;
  OptimalMoves moves;
  SteepestStrategies steep;
  if (o.values) {
    val = random_turn(g, o.p);
    moves = optimal_moves(g, val.low);
    steep = theorem35_strategies(g, val.low);
  }
  std::ostringstream out;
  out << "digraph " << quoted(o.name) << " {\n";
  for (Vertex v = 0; v < g.size(); ++v) {
    std::string label = g.label(v);
    if (o.values) {
      label += "\\n" + to_string(val.low[v]);
      if (val.low[v] != val.high[v]) label += " .. " + to_string(val.high[v]);
    } else if (g.terminal(v)) {
      label += "\\n" + to_string(g.payoff(v));
    }
    out << "  " << v << " [label=\"" << label << "\"" << (g.terminal(v) ? ", shape=doublecircle" : "") << "];\n";
  }
  for (Vertex v = 0; v < g.size(); ++v) {
    for (Vertex u : g.blue().of(v)) {
      const bool both = g.same_colours() || contains(std::vector<Vertex>(g.red().of(v).begin(), g.red().of(v).end()), u);
      std::string style = both ? "color=purple" : "color=blue";
      if (o.values) {
        const bool opt = contains(moves.blue[v], u) || (both && contains(moves.red[v], u));
        const bool chosen = steep.blue[v] == u || (both && steep.red[v] == u);
        if (chosen)
          style += ", penwidth=3";
        else if (opt)
          style += ", penwidth=2";
      }
      out << "  " << v << " -> " << u << " [" << style << "];\n";
    }
    if (g.same_colours()) continue;
    for (Vertex u : g.red().of(v)) {
      if (contains(std::vector<Vertex>(g.blue().of(v).begin(), g.blue().of(v).end()), u)) continue;
      std::string style = "color=red";
      if (o.values) {
        if (steep.red[v] == u)
          style += ", penwidth=3";
        else if (contains(moves.red[v], u))
          style += ", penwidth=2";
      }
      out << "  " << v << " -> " << u << " [" << style << "];\n";
    }
  }
  out << "}\n";
  return out.str();
}

}  // namespace alea::graph
