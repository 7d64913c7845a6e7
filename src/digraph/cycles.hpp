#pragma once
// Elementary cycles (Johnson's algorithm; a depth-first search pruned by the distance back to
// the start when the length is bounded).
#include <cstddef>
#include <cstdint>
#include <functional>
#include <vector>

#include "digraph/digraph.hpp"

namespace alea {

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

}  // namespace alea
