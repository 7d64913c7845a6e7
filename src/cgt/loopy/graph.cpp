#include "cgt/loopy/graph.hpp"

#include <algorithm>
#include <limits>
#include <unordered_map>

#include "core/errors.hpp"
#include "core/interrupt.hpp"
#include "core/memory_guard.hpp"

namespace alea::cgt::loopy {

void Graph::normalize() {
  for (auto* side : {&left, &right})
    for (auto& edges : *side) {
      std::sort(edges.begin(), edges.end());
      edges.erase(std::unique(edges.begin(), edges.end()), edges.end());
    }
}

std::uint64_t graph_bytes(std::uint64_t vertices, std::uint64_t edges) {
  const std::uint64_t cap = std::numeric_limits<std::uint64_t>::max() / 128;
  return std::min(vertices, cap) * 2 * sizeof(std::vector<Vertex>) + std::min(edges, cap) * sizeof(Vertex);
}

std::vector<std::uint32_t> components(std::size_t n, const std::function<void(Vertex, std::vector<Vertex>&)>& succ,
                                      std::uint32_t* count) {
  constexpr std::uint32_t kNone = std::numeric_limits<std::uint32_t>::max();
  std::vector<std::uint32_t> index(n, kNone), low(n, 0), comp(n, kNone);
  std::vector<Vertex> stack;
  std::uint32_t next_index = 0, next_comp = 0;
  struct Frame {
    Vertex v;
    std::vector<Vertex> succ;
    std::size_t i;
  };
  std::vector<Frame> calls;
  std::size_t steps = 0;
  for (Vertex root = 0; root < n; ++root) {
    if (index[root] != kNone) continue;
    auto open = [&](Vertex v) {
      index[v] = low[v] = next_index++;
      stack.push_back(v);
      calls.push_back({v, {}, 0});
      succ(v, calls.back().succ);
    };
    open(root);
    while (!calls.empty()) {
      if ((++steps & 0xFFF) == 0) check_interrupt();
      Frame& f = calls.back();
      if (f.i < f.succ.size()) {
        Vertex w = f.succ[f.i++];
        if (index[w] == kNone) {
          open(w);
        } else if (comp[w] == kNone) {
          low[f.v] = std::min(low[f.v], index[w]);
        }
        continue;
      }
      Vertex v = f.v;
      calls.pop_back();
      if (!calls.empty()) low[calls.back().v] = std::min(low[calls.back().v], low[v]);
      if (low[v] == index[v]) {
        Vertex w;
        do {
          w = stack.back();
          stack.pop_back();
          comp[w] = next_comp;
        } while (w != v);
        ++next_comp;
      }
    }
  }
  if (count) *count = next_comp;
  return comp;
}

Graph explore(std::uint64_t start, const PositionKey& key, const PositionOptions& options) {
  Graph g;
  std::unordered_map<std::string, Vertex> index;
  std::vector<std::uint64_t> position;  // position[v]: the position at vertex v
  auto vertex = [&](std::uint64_t p) {
    auto [it, fresh] = index.try_emplace(key(p), static_cast<Vertex>(g.size()));
    if (fresh) g.add_vertex(), position.push_back(p);
    return it->second;
  };
  vertex(start);
  std::uint64_t edges = 0;
  for (Vertex v = 0; v < g.size(); ++v) {
    check_interrupt();
    for (const bool left : {true, false}) {
      const auto to = options(position[v], left);
      edges += to.size();
      require_memory(graph_bytes(g.size() + to.size(), edges) + 64 * index.size(),
                     "the graph of the loopy ruleset's positions");
      std::vector<Vertex> out;
      for (std::uint64_t o : to) out.push_back(vertex(o));
      (left ? g.left : g.right)[v] = std::move(out);
    }
  }
  g.normalize();
  return g;
}

namespace {

// Whether each vertex of the graph whose successors are succ reaches a cycle (a component of
// two or more vertices, or a vertex that is its own successor).
std::vector<bool> reaching_cycles(std::size_t n, const std::function<void(Vertex, std::vector<Vertex>&)>& succ) {
  std::uint32_t count = 0;
  auto comp = components(n, succ, &count);
  std::vector<std::vector<Vertex>> members(count);
  for (Vertex v = 0; v < n; ++v) members[comp[v]].push_back(v);
  std::vector<bool> bad(count, false);
  std::vector<Vertex> out;
  for (std::uint32_t c = 0; c < count; ++c) {  // reverse topological: successors first
    if ((c & 0xFFF) == 0) check_interrupt();
    bool cyc = members[c].size() > 1;
    for (Vertex v : members[c]) {
      out.clear();
      succ(v, out);
      for (Vertex w : out) cyc = cyc || w == v || bad[comp[w]];
    }
    bad[c] = cyc;
  }
  std::vector<bool> result(n);
  for (Vertex v = 0; v < n; ++v) result[v] = bad[comp[v]];
  return result;
}

}  // namespace

std::vector<bool> reaches_cycle(const Graph& g) {
  return reaching_cycles(g.size(), [&](Vertex v, std::vector<Vertex>& out) {
    out.insert(out.end(), g.left[v].begin(), g.left[v].end());
    out.insert(out.end(), g.right[v].begin(), g.right[v].end());
  });
}

// The alternating graph: node 2v is v with Left to move, 2v+1 with Right to move. A stopper has
// no infinite alternating play from any follower, whoever starts there (Siegel, CGT VI.1): in a
// sum, a follower reached by alternating play with Left to move can be met with Right to move
// too, so every position reachable from v is checked with either player to move.
bool is_stopper(const Graph& g, Vertex v) {
  auto bad = reaching_cycles(2 * g.size(), [&](Vertex u, std::vector<Vertex>& out) {
    const auto& edges = (u & 1) == 0 ? g.left[u / 2] : g.right[u / 2];
    for (Vertex w : edges) out.push_back(2 * w + ((u & 1) ^ 1));
  });
  std::vector<bool> seen(g.size(), false);
  std::vector<Vertex> todo{v};
  seen[v] = true;
  for (std::size_t i = 0; i < todo.size(); ++i) {
    if ((i & 0xFFF) == 0) check_interrupt();
    const Vertex u = todo[i];
    if (bad[2 * u] || bad[2 * u + 1]) return false;
    for (const auto* side : {&g.left[u], &g.right[u]})
      for (Vertex w : *side)
        if (!seen[w]) seen[w] = true, todo.push_back(w);
  }
  return true;
}

bool is_plumtree(const Graph& g, Vertex v) {
  // Passes removed, a cycle left is one of length two or more.
  auto bad = reaching_cycles(g.size(), [&](Vertex u, std::vector<Vertex>& out) {
    for (const auto* side : {&g.left[u], &g.right[u]})
      for (Vertex w : *side)
        if (w != u) out.push_back(w);
  });
  return !bad[v];
}

Graph restrict_to_reachable(const Graph& g, std::vector<Vertex>& roots) {
  constexpr Vertex kNone = std::numeric_limits<Vertex>::max();
  std::vector<Vertex> map(g.size(), kNone), order;
  for (Vertex r : roots)
    if (map[r] == kNone) map[r] = static_cast<Vertex>(order.size()), order.push_back(r);
  for (std::size_t i = 0; i < order.size(); ++i) {
    if ((i & 0xFFF) == 0) check_interrupt();
    for (const auto* side : {&g.left[order[i]], &g.right[order[i]]})
      for (Vertex w : *side)
        if (map[w] == kNone) map[w] = static_cast<Vertex>(order.size()), order.push_back(w);
  }
  Graph out;
  out.left.resize(order.size());
  out.right.resize(order.size());
  for (std::size_t i = 0; i < order.size(); ++i) {
    for (Vertex w : g.left[order[i]]) out.left[i].push_back(map[w]);
    for (Vertex w : g.right[order[i]]) out.right[i].push_back(map[w]);
  }
  for (Vertex& r : roots) r = map[r];
  out.normalize();
  return out;
}

Vertex embed_short(Graph& g, const Game& x) {
  std::unordered_map<engine::Id, Vertex> memo;
  // Explicit stack: integers are chains as long as their value.
  std::vector<std::pair<Game, bool>> todo{{x, false}};
  std::size_t steps = 0;
  while (!todo.empty()) {
    if ((++steps & 0xFFF) == 0) check_interrupt();
    auto [y, expanded] = todo.back();
    todo.pop_back();
    if (memo.count(y.id())) continue;
    const auto lo = y.left_options(), ro = y.right_options();
    if (!expanded) {
      todo.push_back({y, true});
      for (const auto* side : {&lo, &ro})
        for (const Game& z : *side)
          if (!memo.count(z.id())) todo.push_back({z, false});
      if (memo.size() % 4096 == 0)
        require_memory(graph_bytes(g.size() + memo.size() + todo.size(), 0), "the graph of a loopy game");
      continue;
    }
    Vertex v = g.add_vertex();
    for (const Game& z : lo) g.left[v].push_back(memo.at(z.id()));
    for (const Game& z : ro) g.right[v].push_back(memo.at(z.id()));
    memo.emplace(y.id(), v);
  }
  return memo.at(x.id());
}

Graph negate(const Graph& g) {
  Graph out;
  out.left = g.right;
  out.right = g.left;
  return out;
}

Graph sum(const Graph& a, Vertex va, const Graph& b, Vertex vb) {
  require_memory(graph_bytes(std::uint64_t(a.size()) * b.size(), 0), "the graph of a sum of loopy games");
  std::unordered_map<std::uint64_t, Vertex> index;
  std::vector<std::pair<Vertex, Vertex>> pairs;
  Graph out;
  auto vertex_of = [&](Vertex x, Vertex y) {
    const std::uint64_t key = (std::uint64_t(x) << 32) | y;
    auto [it, fresh] = index.emplace(key, static_cast<Vertex>(pairs.size()));
    if (fresh) pairs.push_back({x, y}), out.add_vertex();
    return it->second;
  };
  vertex_of(va, vb);
  for (std::size_t i = 0; i < pairs.size(); ++i) {
    if ((i & 0xFFF) == 0) check_interrupt();
    auto [x, y] = pairs[i];
    std::vector<Vertex> lo, ro;
    for (Vertex w : a.left[x]) lo.push_back(vertex_of(w, y));
    for (Vertex w : b.left[y]) lo.push_back(vertex_of(x, w));
    for (Vertex w : a.right[x]) ro.push_back(vertex_of(w, y));
    for (Vertex w : b.right[y]) ro.push_back(vertex_of(x, w));
    out.left[i] = std::move(lo);
    out.right[i] = std::move(ro);
  }
  out.normalize();
  return out;
}

}  // namespace alea::cgt::loopy
