#pragma once
// Directed graphs on vertices 0 .. n-1 as adjacency lists: the shape shared by the algorithms
// of this folder (components.hpp, cycles.hpp) and the modules that use them (alloc's
// tournaments, graph's game graphs).
#include <cstddef>
#include <cstdint>
#include <vector>

namespace alea {

struct Digraph {
  std::vector<std::vector<std::uint32_t>> out;  // out[v]: the heads of the edges leaving v

  explicit Digraph(std::size_t n = 0) : out(n) {}
  std::size_t size() const { return out.size(); }
  void add_edge(std::uint32_t from, std::uint32_t to) { out[from].push_back(to); }
};

}  // namespace alea
