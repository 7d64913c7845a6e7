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
#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
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

// A position of a graph game: its edges, each packed as u << 8 | v << 2 | colour (colour 1 blue,
// 2 red, 3 green; vertices 0..63), the rest of the array 0. `form` says what the labels are: a
// position's own (as played: a part keyed by them shares its entry only with the same labelled
// edges), or canonical (graph_canon.hpp: isomorphic parts have equal states), or the empty key.
struct Edges {
  enum Form : std::uint8_t { as_played = 0, canonical = 1, none = 2 };
  std::array<std::uint16_t, 64> code{};
  std::uint8_t size = 0;
  Form form = as_played;

  static std::uint16_t pack(int u, int v, char colour) {
    return static_cast<std::uint16_t>(u << 8 | v << 2 | (colour == 'l' ? 1 : colour == 'r' ? 2 : 3));
  }
  int u(int i) const { return code[static_cast<std::size_t>(i)] >> 8; }
  int v(int i) const { return code[static_cast<std::size_t>(i)] >> 2 & 63; }
  int colour(int i) const { return code[static_cast<std::size_t>(i)] & 3; }
  char letter(int i) const { return "?lre"[colour(i)]; }
  void push(std::uint16_t c) { code[size++] = c; }
  Edges only(Mask which) const;  // the edges whose bits are set, in order, as played
  std::string to_string() const;  // "0-1:l 1-2:r"
  bool operator==(const Edges& o) const {  // the size and form first: the table's empty key differs at once
    return size == o.size && form == o.form && std::equal(code.begin(), code.begin() + size, o.code.begin());
  }
  struct Hash {
    std::uint64_t operator()(const Edges& e) const;
  };
};

Edges edges_of(const Graph& g);

// The canonical search (graph_canon.hpp) visits at most this many nodes by default, each a
// refinement (up to some tens of microseconds on 64 vertices); a part that needs more (no graph
// game position seen so far comes close) is kept under its own labels: exact, but unshared.
inline constexpr std::size_t kCanonBudget = 5000;

// What the graph games share: the state type and the normalisation. Rules hold no graph, so one
// solver (one transposition table) serves every graph of a game for the session. With
// `canonical`, a part is keyed by its canonical form under colour-preserving isomorphism (fixing
// the ground in Hackenbush), so isomorphic parts of any graphs share one entry; without, by its
// own labelled edges (the engine before, kept for the tests and benchmarks that compare them).
class GraphRules {
 public:
  using State = Edges;
  using Hash = Edges::Hash;
  GraphRules(bool canonical, bool ground, std::size_t budget) : canonical_(canonical), ground_(ground), budget_(budget) {}
  Edges empty() const {
    Edges e;
    e.form = Edges::none;
    return e;
  }
  std::string text(const Edges& s) const { return s.to_string(); }
  Edges normalize(const Edges& s, bool& negated) const;
  bool solve_as_given() const { return canonical_; }  // solver.hpp: the labels kept through the search
  std::uint64_t searches_given_up() const { return given_up_; }

 private:
  bool canonical_, ground_;
  std::size_t budget_;
  mutable std::uint64_t given_up_ = 0;  // parts whose canonical search passed its budget
};

// Blue-Red(-Green) Hackenbush on a graph with ground vertex 0. A player removes an edge of their
// colour or a green one; edges no longer joined to the ground fall. Parts: the edge sets joined
// to each other other than through the ground.
class HackenbushRules : public GraphRules {
 public:
  static constexpr const char* ruleset = "hackenbush";
  explicit HackenbushRules(bool canonical = true, std::size_t budget = kCanonBudget) : GraphRules(canonical, true, budget) {}
  std::string name() const { return "Hackenbush"; }
  void options(const Edges& s, Side side, std::vector<Edges>& out) const;
  void components(const Edges& s, std::vector<Edges>& out) const;
  static Edges grounded(const Edges& s);  // the edges still joined to the ground
};

// Partizan Arc Kayles (CGSuite's PartizanArcKayles): a player picks an edge of their colour or a
// green one and removes both its ends with every edge at them. Parts are the connected
// components (vertices on no edge play no part and are not kept).
class ArcKaylesRules : public GraphRules {
 public:
  static constexpr const char* ruleset = "partizan_arc_kayles";
  explicit ArcKaylesRules(bool canonical = true, std::size_t budget = kCanonBudget) : GraphRules(canonical, false, budget) {}
  std::string name() const { return "Partizan Arc Kayles"; }
  void options(const Edges& s, Side side, std::vector<Edges>& out) const;
  void components(const Edges& s, std::vector<Edges>& out) const;
};

}  // namespace alea::cgt::games
