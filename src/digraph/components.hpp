#pragma once
// Strongly connected components and the components no edge enters (the emperor cycle of a
// tournament is the one such component).
#include <cstddef>
#include <cstdint>
#include <vector>

#include "digraph/digraph.hpp"

namespace alea {

// Tarjan's algorithm (iterative, so deep graphs do not exhaust the stack). Components come in
// topological order of the condensation: an edge between two components never points to an
// earlier one. Each component lists its vertices in increasing order.
std::vector<std::vector<std::uint32_t>> strongly_connected_components(const Digraph& g);

// Indices (into `components`, as returned above) of the components that no edge enters from
// another component.
std::vector<std::size_t> source_components(const Digraph& g,
                                           const std::vector<std::vector<std::uint32_t>>& components);

}  // namespace alea
