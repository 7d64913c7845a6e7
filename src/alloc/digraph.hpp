#pragma once
// Directed graphs for tournaments (Fluet 6.3): strongly connected components, the components no
// edge enters from outside (the emperor cycle is the one such component of a tournament), and
// elementary cycles (Johnson's algorithm; a depth-first search pruned by the distance back to
// the start when the length is bounded). Vertices are 0 .. n-1.
#include <cstddef>
#include <cstdint>
#include <functional>
#include <vector>

namespace alea::alloc {

struct Digraph {
  std::vector<std::vector<std::uint32_t>> out;  // out[v]: the heads of the edges leaving v

  explicit Digraph(std::size_t n = 0) : out(n) {}
  std::size_t size() const { return out.size(); }
  void add_edge(std::uint32_t from, std::uint32_t to) { out[from].push_back(to); }
};

// Tarjan's algorithm (iterative, so deep graphs do not exhaust the stack). Components come in
// topological order of the condensation: an edge between two components never points to an
// earlier one. Each component lists its vertices in increasing order.
std::vector<std::vector<std::uint32_t>> strongly_connected_components(const Digraph& g);

// Indices (into `components`, as returned above) of the components that no edge enters from
// another component.
std::vector<std::size_t> source_components(const Digraph& g,
                                           const std::vector<std::vector<std::uint32_t>>& components);

struct CycleLimits {
  std::size_t max_len = 0;   // 0: no bound on the number of vertices of a cycle
  std::uint64_t limit = 0;   // 0: no bound on the number of cycles reported
};

struct CycleCount {
  std::uint64_t cycles = 0;
  std::size_t longest = 0;
  bool truncated = false;    // stopped at limit
};

// Calls visit(cycle) for every elementary cycle (its vertices, smallest first, in edge order;
// a self-loop is a cycle of one vertex) until `limit` cycles were reported. Polls Ctrl-C.
CycleCount elementary_cycles(const Digraph& g, const CycleLimits& limits,
                             const std::function<void(const std::vector<std::uint32_t>&)>& visit);

}  // namespace alea::alloc
