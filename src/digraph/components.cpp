// Strongly connected components by Tarjan's algorithm, iterative (components.hpp).
#include "digraph/components.hpp"

#include <algorithm>
#include <limits>

#include "core/interrupt.hpp"
#include "core/progress.hpp"

namespace alea {

std::vector<std::vector<std::uint32_t>> strongly_connected_components(const Digraph& g) {
  const std::size_t n = g.size();
  constexpr std::uint32_t none = std::numeric_limits<std::uint32_t>::max();
  std::vector<std::uint32_t> index(n, none), low(n, 0);
  std::vector<bool> on_stack(n, false);
  std::vector<std::uint32_t> stack;
  std::vector<std::pair<std::uint32_t, std::size_t>> frames;  // vertex, next edge
  std::vector<std::vector<std::uint32_t>> comps;
  std::uint32_t next = 0;
  std::uint64_t edges = 0;
  // A tournament's graph has n^2 / 2 edges: Ctrl-C and progress (vertices entered) on the way.
  Progress bar("strong components", n);
  auto enter = [&](std::uint32_t v) {
    bar.advance();
    index[v] = low[v] = next++;
    stack.push_back(v), on_stack[v] = true;
    frames.emplace_back(v, 0);
  };
  for (std::uint32_t root = 0; root < n; ++root) {
    if (index[root] != none) continue;
    enter(root);
    while (!frames.empty()) {
      if ((++edges & 0xffff) == 0) check_interrupt();
      auto& [v, pos] = frames.back();
      if (pos < g.out[v].size()) {
        std::uint32_t w = g.out[v][pos++];
        if (index[w] == none) enter(w);
        else if (on_stack[w]) low[v] = std::min(low[v], index[w]);
        continue;
      }
      const std::uint32_t done = v;
      frames.pop_back();
      if (!frames.empty()) low[frames.back().first] = std::min(low[frames.back().first], low[done]);
      if (low[done] != index[done]) continue;
      std::vector<std::uint32_t> c;
      std::uint32_t w;
      do {
        w = stack.back(), stack.pop_back(), on_stack[w] = false;
        c.push_back(w);
      } while (w != done);
      std::sort(c.begin(), c.end());
      comps.push_back(std::move(c));
    }
  }
  // Tarjan completes a component after every component it reaches: reverse for sources first.
  std::reverse(comps.begin(), comps.end());
  return comps;
}

std::vector<std::size_t> source_components(const Digraph& g,
                                           const std::vector<std::vector<std::uint32_t>>& components) {
  std::vector<std::size_t> comp_of(g.size());
  for (std::size_t c = 0; c < components.size(); ++c)
    for (auto v : components[c]) comp_of[v] = c;
  std::vector<bool> entered(components.size(), false);
  for (std::size_t v = 0; v < g.size(); ++v)
    for (auto w : g.out[v])
      if (comp_of[w] != comp_of[v]) entered[comp_of[w]] = true;
  std::vector<std::size_t> sources;
  for (std::size_t c = 0; c < components.size(); ++c)
    if (!entered[c]) sources.push_back(c);
  return sources;
}

}  // namespace alea
