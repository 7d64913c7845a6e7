#pragma once
// The library's games on graphs of at most 64 edges (Hackenbush) or vertices (Partizan Arc
// Kayles), with coloured edges: 'l' blue (Left's), 'r' red (Right's), 'e' green (either's).
//
// Notations, for both games as in CGSuite's game.graph. CGSuite's: a path from the first vertex
// (Hackenbush's ground) is its edges' letters ("lrlrr"), branches go in parentheses separated by
// ';' ("eee(e;ee)"), and ":A" after an edge names its far vertex (the same name twice makes a
// cycle: "ee:Aeeee:A"; ":G" at the start names the first vertex). And an edge list for any
// graph: "0-1:l 1-2:r 2-0:e", vertices numbered 0..63 (0 is Hackenbush's ground); a text with a
// '-' is an edge list.
#include <string>
#include <vector>

#include "cgt/games/stones.hpp"
#include "cgt/ruleset.hpp"

namespace alea::cgt::games {

struct Edge {
  int u = 0, v = 0;
  char colour = 'e';
};

struct Graph {
  std::vector<Edge> edges;
  int vertices = 0;
  std::string to_string(Mask edges) const;  // the edge list of these edges
};

// Either notation (role "position"); `game` names the game in messages.
Graph parse_graph(const std::string& text, const std::string& game);

// What the graph games share: the graph, the state type, no symmetries (a state is kept as it is).
class GraphRules {
 public:
  using State = Stones;
  using Hash = Stones::Hash;
  explicit GraphRules(Graph g) : g_(std::move(g)) {}
  const Graph& graph() const { return g_; }
  Stones empty() const { return {~Mask(0), ~Mask(0), ~Mask(0)}; }
  Stones normalize(const Stones& s, bool& negated) const {
    negated = false;
    return s;
  }

 protected:
  Graph g_;
};

// Blue-Red(-Green) Hackenbush on a graph with ground vertex 0; a state is its set of edges (a).
// A player removes an edge of their colour or a green one; edges no longer joined to the ground
// fall. Parts: the edge sets joined to each other other than through the ground.
class HackenbushRules : public GraphRules {
 public:
  static constexpr const char* ruleset = "hackenbush";
  explicit HackenbushRules(Graph g) : GraphRules(std::move(g)) {}
  std::string name() const { return "Hackenbush"; }
  std::string text(const Stones& s) const { return g_.to_string(s.a); }
  void options(const Stones& s, Side side, std::vector<Stones>& out) const;
  void components(const Stones& s, std::vector<Stones>& out) const;
  Mask grounded(Mask edges) const;  // the edges still joined to the ground
};

// Partizan Arc Kayles (CGSuite's PartizanArcKayles): a player picks an edge of their colour or a
// green one and removes both its ends with every edge at them. A state is its set of vertices
// (a); parts are the connected components.
class ArcKaylesRules : public GraphRules {
 public:
  static constexpr const char* ruleset = "partizan_arc_kayles";
  explicit ArcKaylesRules(Graph g) : GraphRules(std::move(g)) {}
  std::string name() const { return "Partizan Arc Kayles"; }
  std::string text(const Stones& s) const { return g_.to_string(edges_within(s.a)); }
  void options(const Stones& s, Side side, std::vector<Stones>& out) const;
  void components(const Stones& s, std::vector<Stones>& out) const;
  Mask edges_within(Mask vertices) const;
};

}  // namespace alea::cgt::games
