#pragma once
// Directed graphs in compressed rows (one offsets array, one heads array): the shape for
// graphs of millions of vertices, where a vector per vertex costs more than the edges. Strongly
// connected components by an iterative Tarjan over the union of two edge sets, so a game's blue
// and red moves need no merged copy.
#include <cstddef>
#include <cstdint>
#include <span>
#include <utility>
#include <vector>

namespace alea {

struct CompressedDigraph {
  std::vector<std::uint64_t> offsets{0};  // size() + 1 entries
  std::vector<std::uint32_t> heads;       // heads of the edges leaving v: [offsets[v], offsets[v+1])

  std::size_t size() const { return offsets.size() - 1; }
  std::size_t edges() const { return heads.size(); }
  std::size_t degree(std::uint32_t v) const { return offsets[v + 1] - offsets[v]; }
  std::span<const std::uint32_t> of(std::uint32_t v) const {
    return {heads.data() + offsets[v], heads.data() + offsets[v + 1]};
  }
  bool operator==(const CompressedDigraph&) const = default;
};

// Rows from an edge list in any order; repeated edges are kept once and each row is sorted.
CompressedDigraph compress(std::size_t n, std::vector<std::pair<std::uint32_t, std::uint32_t>> edges);

// The same edges reversed (each row sorted).
CompressedDigraph reverse(const CompressedDigraph& g);

// Strongly connected components as labels: component[v] in 0 .. count-1, numbered so that every
// edge goes from a component to one with a smaller or equal number (sinks first: solving in
// increasing label order sees every successor component already solved).
struct ComponentLabels {
  std::vector<std::uint32_t> component;
  std::uint32_t count = 0;
  // The vertices of each component, increasing, as one compressed list.
  std::vector<std::uint64_t> offsets;
  std::vector<std::uint32_t> members;
  std::span<const std::uint32_t> of(std::uint32_t c) const {
    return {members.data() + offsets[c], members.data() + offsets[c + 1]};
  }
};

// Tarjan's algorithm without recursion, on the union of up to two compressed graphs on the
// same vertices (the second may be null: a game's blue and red moves). Polls Ctrl-C.
ComponentLabels strong_components(const CompressedDigraph& a, const CompressedDigraph* b = nullptr);

}  // namespace alea
