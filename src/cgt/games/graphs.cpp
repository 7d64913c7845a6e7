#include "cgt/games/graphs.hpp"

#include <map>

#include "core/errors.hpp"

namespace alea::cgt::games {
namespace {

bool mine(char colour, Side side) { return colour == 'e' || colour == (side == Side::left ? 'l' : 'r'); }

[[noreturn]] void bad(const std::string& text, std::size_t at, const std::string& what) {
  throw InvalidArgument("position", what + " at character " + std::to_string(at + 1) + " of \"" + text + "\"");
}

void add_edge(Graph& g, const std::string& text, std::size_t at, int u, int v, char colour, const std::string& game) {
  if (g.edges.size() == 64) bad(text, at, "a " + game + " graph of more than 64 edges");
  g.edges.push_back({u, v, colour});
}

// "0-1:l 1-2:r": vertices 0..63.
Graph edge_list(const std::string& text, const std::string& game) {
  Graph g;
  std::size_t i = 0;
  auto number = [&]() {
    const std::size_t from = i;
    int n = 0;
    while (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i])) && n < 1000) n = 10 * n + (text[i++] - '0');
    if (i == from) bad(text, from, "expected a vertex number");
    if (n > 63) bad(text, from, "a vertex above 63");
    return n;
  };
  while (i < text.size()) {
    if (text[i] == ' ' || text[i] == ',') {
      ++i;
      continue;
    }
    const std::size_t at = i;
    const int u = number();
    if (i >= text.size() || text[i] != '-') bad(text, i, "expected '-' between an edge's vertices");
    ++i;
    const int v = number();
    if (i + 1 >= text.size() || text[i] != ':' || std::string("lre").find(text[i + 1]) == std::string::npos)
      bad(text, i, "expected ':l', ':r' or ':e' (the edge's colour)");
    add_edge(g, text, at, u, v, text[i + 1], game);
    g.vertices = std::max({g.vertices, u + 1, v + 1});
    i += 2;
  }
  return g;
}

// CGSuite's path and tree notation (vertex 0 first: Hackenbush's ground).
Graph cgsuite(const std::string& text, const std::string& game) {
  Graph g;
  g.vertices = 1;  // the ground
  std::map<std::string, int> names;
  std::vector<int> stack;  // the vertices branches start from
  int at = 0, last_top = -1;
  std::size_t i = 0;
  auto name = [&]() {
    ++i;  // ':'
    std::string n;
    if (i < text.size() && text[i] == '{') {
      const auto close = text.find('}', i);
      if (close == std::string::npos) bad(text, i, "an unclosed '{'");
      n = text.substr(i + 1, close - i - 1);
      i = close + 1;
    } else if (i < text.size() && std::isalpha(static_cast<unsigned char>(text[i]))) {
      n = text.substr(i++, 1);
    } else {
      bad(text, i, "expected a vertex name after ':'");
    }
    return n;
  };
  if (!text.empty() && text[0] == ':') names[name()] = 0;
  while (i < text.size()) {
    const char ch = text[i];
    if (ch == 'l' || ch == 'r' || ch == 'e') {
      add_edge(g, text, i, at, g.vertices, ch, game);
      last_top = g.vertices;
      at = g.vertices++;
      ++i;
      if (i < text.size() && text[i] == ':') {
        const std::string n = name();
        if (auto it = names.find(n); it != names.end()) {  // the edge ends at the named vertex
          g.edges.back().v = it->second;
          --g.vertices;
          at = it->second;
        } else {
          names[n] = last_top;
        }
      }
    } else if (ch == '(') {
      stack.push_back(at);
      ++i;
    } else if (ch == ';') {
      if (stack.empty()) bad(text, i, "';' outside parentheses");
      at = stack.back();
      ++i;
    } else if (ch == ')') {
      if (stack.empty()) bad(text, i, "an unmatched ')'");
      at = stack.back();
      stack.pop_back();
      ++i;
    } else {
      bad(text, i, std::string("unexpected '") + ch + "' (a " + game + " graph has 'l', 'r', 'e', '(', ';', ')', ':name')");
    }
  }
  if (!stack.empty()) bad(text, text.size() - 1, "an unclosed '('");
  if (g.vertices > 64) bad(text, text.size() - 1, "a graph of more than 64 vertices");
  return g;
}

}  // namespace

std::string Graph::to_string(Mask which) const {
  std::string s;
  for (std::size_t e = 0; e < edges.size(); ++e)
    if (which >> e & 1) {
      if (!s.empty()) s += ' ';
      s += std::to_string(edges[e].u) + "-" + std::to_string(edges[e].v) + ":" + edges[e].colour;
    }
  return s;
}

Graph parse_graph(const std::string& text, const std::string& game) {
  if (text.find('-') != std::string::npos) return edge_list(text, game);
  return cgsuite(text, game);
}

// --- Hackenbush ---

Mask HackenbushRules::grounded(Mask edges) const {
  std::uint64_t reached = 1;  // vertex 0
  for (bool grew = true; grew;) {
    grew = false;
    for (Mask m = edges; m; m &= m - 1) {
      const Edge& e = g_.edges[geometry::lowest(m)];
      const bool u = reached >> e.u & 1, v = reached >> e.v & 1;
      if (u != v) reached |= (std::uint64_t(1) << e.u) | (std::uint64_t(1) << e.v), grew = true;
    }
  }
  Mask out = 0;
  for (Mask m = edges; m; m &= m - 1)
    if (reached >> g_.edges[geometry::lowest(m)].u & 1) out |= m & -m;
  return out;
}

void HackenbushRules::options(const Stones& s, Side side, std::vector<Stones>& out) const {
  for (Mask m = s.a; m; m &= m - 1)
    if (mine(g_.edges[geometry::lowest(m)].colour, side)) out.push_back({grounded(s.a & ~(m & -m)), 0, 0});
}

void HackenbushRules::components(const Stones& s, std::vector<Stones>& out) const {
  Mask rest = grounded(s.a);
  while (rest) {
    Mask part = rest & -rest;
    std::uint64_t verts = 0;
    for (bool grew = true; grew;) {
      grew = false;
      verts = 0;
      for (Mask m = part; m; m &= m - 1) {
        const Edge& e = g_.edges[geometry::lowest(m)];
        verts |= (std::uint64_t(1) << e.u) | (std::uint64_t(1) << e.v);
      }
      verts &= ~std::uint64_t(1);  // joined through the ground does not count
      for (Mask m = rest & ~part; m; m &= m - 1) {
        const Edge& e = g_.edges[geometry::lowest(m)];
        if ((verts >> e.u & 1) || (verts >> e.v & 1)) part |= m & -m, grew = true;
      }
    }
    rest &= ~part;
    out.push_back({part, 0, 0});
  }
}

// --- Partizan Arc Kayles ---

Mask ArcKaylesRules::edges_within(Mask vertices) const {
  Mask out = 0;
  for (std::size_t e = 0; e < g_.edges.size(); ++e)
    if ((vertices >> g_.edges[e].u & 1) && (vertices >> g_.edges[e].v & 1)) out |= Mask(1) << e;
  return out;
}

void ArcKaylesRules::options(const Stones& s, Side side, std::vector<Stones>& out) const {
  for (Mask m = edges_within(s.a); m; m &= m - 1) {
    const Edge& e = g_.edges[geometry::lowest(m)];
    if (mine(e.colour, side)) out.push_back({s.a & ~(Mask(1) << e.u) & ~(Mask(1) << e.v), 0, 0});
  }
}

void ArcKaylesRules::components(const Stones& s, std::vector<Stones>& out) const {
  const Mask edges = edges_within(s.a);
  Mask rest = 0;  // the vertices on an edge (the others can never be taken)
  for (Mask m = edges; m; m &= m - 1) rest |= (Mask(1) << g_.edges[geometry::lowest(m)].u) | (Mask(1) << g_.edges[geometry::lowest(m)].v);
  while (rest) {
    Mask part = rest & -rest;
    for (bool grew = true; grew;) {
      grew = false;
      for (Mask m = edges; m; m &= m - 1) {
        const Edge& e = g_.edges[geometry::lowest(m)];
        const Mask both = (Mask(1) << e.u) | (Mask(1) << e.v);
        if ((part & both) && (both & ~part)) part |= both, grew = true;
      }
    }
    rest &= ~part;
    out.push_back({part, 0, 0});
  }
}

}  // namespace alea::cgt::games
