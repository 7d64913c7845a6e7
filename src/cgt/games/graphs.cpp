#include "cgt/games/graphs.hpp"

#include <map>

#include "cgt/games/graph_canon.hpp"
#include "core/errors.hpp"

namespace alea::cgt::games {
namespace {

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

// --- Edges ---

Edges Edges::only(Mask which) const {
  Edges out;
  for (Mask m = which; m; m &= m - 1) out.push(code[static_cast<std::size_t>(geometry::lowest(m))]);
  return out;
}

std::string Edges::to_string() const {
  std::string s;
  for (int i = 0; i < size; ++i) {
    if (i) s += ' ';
    s += std::to_string(u(i)) + "-" + std::to_string(v(i)) + ":" + letter(i);
  }
  return s;
}

std::uint64_t Edges::Hash::operator()(const Edges& e) const {
  std::uint64_t h = mix64(std::uint64_t(e.size) << 8 | e.form);
  for (int i = 0; i < e.size; i += 4) {
    std::uint64_t word = 0;
    for (int j = i; j < i + 4 && j < 64; ++j) word = word << 16 | e.code[static_cast<std::size_t>(j)];
    h = mix64(h ^ word);
  }
  return h;
}

Edges edges_of(const Graph& g) {
  Edges out;
  for (const Edge& e : g.edges) out.push(Edges::pack(e.u, e.v, e.colour));
  return out;
}

Edges GraphRules::normalize(const Edges& s, bool& negated) const {
  negated = false;
  if (!canonical_) return s;
  Edges out;
  if (canonical_form(s, ground_, out, budget_)) return out;
  ++given_up_;
  return s;  // exact under its own labels
}

namespace {

bool edge_takes(const Edges& s, int i, Side side) { return s.colour(i) == 3 || s.colour(i) == (side == Side::left ? 1 : 2); }

Mask edge_bits(const Edges& s) { return s.size >= 64 ? ~Mask(0) : (Mask(1) << s.size) - 1; }

Mask edge_ends(const Edges& s, int i) { return (Mask(1) << s.u(i)) | (Mask(1) << s.v(i)); }

// The edges at each vertex (of the edges in `within`).
std::array<Mask, 64> edges_at(const Edges& s, Mask within) {
  std::array<Mask, 64> at{};
  for (Mask m = within; m; m &= m - 1) {
    const int i = geometry::lowest(m);
    at[static_cast<std::size_t>(s.u(i))] |= m & -m;
    at[static_cast<std::size_t>(s.v(i))] |= m & -m;
  }
  return at;
}

// The edges of `within` reached from the vertices `from` along edges of `within`, entering no
// vertex outside `through` (breadth first over `at`, the edges at each vertex of a superset).
Mask edges_reached(const Edges& s, const std::array<Mask, 64>& at, Mask within, Mask from, Mask through) {
  Mask edges = 0, seen = from;
  for (Mask frontier = from; frontier;) {
    const int x = geometry::lowest(frontier);
    frontier &= frontier - 1;
    const Mask fresh = at[static_cast<std::size_t>(x)] & within & ~edges;
    edges |= fresh;
    for (Mask m = fresh; m; m &= m - 1) {
      const Mask next = edge_ends(s, geometry::lowest(m)) & through & ~seen;
      seen |= next;
      frontier |= next;
    }
  }
  return edges;
}

Mask edges_reached(const Edges& s, Mask within, Mask from, Mask through) {
  return edges_reached(s, edges_at(s, within), within, from, through);
}

}  // namespace

// --- Hackenbush ---

Edges HackenbushRules::grounded(const Edges& s) { return s.only(edges_reached(s, edge_bits(s), 1, ~Mask(0))); }

void HackenbushRules::options(const Edges& s, Side side, std::vector<Edges>& out) const {
  const Mask all = edge_bits(s);
  const std::array<Mask, 64> at = edges_at(s, all);  // once for every edge taken
  for (int i = 0; i < s.size; ++i)
    if (edge_takes(s, i, side)) out.push_back(s.only(edges_reached(s, at, all & ~(Mask(1) << i), 1, ~Mask(0))));
}

// s is grounded (every state is: positions are made so, options keep it). A part is the edges
// reached from one edge's far end without passing through the ground, with that edge.
void HackenbushRules::components(const Edges& s, std::vector<Edges>& out) const {
  for (Mask rest = edge_bits(s); rest;) {
    const Mask first = rest & -rest;
    const Mask part = first | edges_reached(s, rest, edge_ends(s, geometry::lowest(first)) & ~Mask(1), ~Mask(1));
    rest &= ~part;
    out.push_back(s.only(part));
  }
}

// --- Partizan Arc Kayles ---

void ArcKaylesRules::options(const Edges& s, Side side, std::vector<Edges>& out) const {
  for (int i = 0; i < s.size; ++i) {
    if (!edge_takes(s, i, side)) continue;
    Mask keep = 0;
    for (int j = 0; j < s.size; ++j)
      if (!(edge_ends(s, j) & edge_ends(s, i))) keep |= Mask(1) << j;
    out.push_back(s.only(keep));
  }
}

void ArcKaylesRules::components(const Edges& s, std::vector<Edges>& out) const {
  for (Mask rest = edge_bits(s); rest;) {
    const Mask part = (rest & -rest) | edges_reached(s, rest, edge_ends(s, geometry::lowest(rest)), ~Mask(0));
    rest &= ~part;
    out.push_back(s.only(part));
  }
}

}  // namespace alea::cgt::games
