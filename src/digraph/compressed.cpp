#include "digraph/compressed.hpp"

#include <algorithm>
#include <limits>

#include "core/interrupt.hpp"
#include "core/progress.hpp"

namespace alea {

CompressedDigraph compress(std::size_t n, std::vector<std::pair<std::uint32_t, std::uint32_t>> edges) {
  std::sort(edges.begin(), edges.end());
  edges.erase(std::unique(edges.begin(), edges.end()), edges.end());
  CompressedDigraph g;
  g.offsets.assign(n + 1, 0);
  g.heads.reserve(edges.size());
  for (auto [u, v] : edges) {
    ++g.offsets[u + 1];
    g.heads.push_back(v);
  }
  for (std::size_t v = 0; v < n; ++v) g.offsets[v + 1] += g.offsets[v];
  return g;
}

CompressedDigraph reverse(const CompressedDigraph& g) {
  const std::size_t n = g.size();
  CompressedDigraph r;
  r.offsets.assign(n + 1, 0);
  for (auto h : g.heads) ++r.offsets[h + 1];
  for (std::size_t v = 0; v < n; ++v) r.offsets[v + 1] += r.offsets[v];
  r.heads.resize(g.heads.size());
  std::vector<std::uint64_t> fill(r.offsets.begin(), r.offsets.end() - 1);
  for (std::uint32_t v = 0; v < n; ++v)  // tails in increasing order: each row comes out sorted
    for (auto h : g.of(v)) r.heads[fill[h]++] = v;
  return r;
}

namespace {

constexpr std::uint32_t unvisited = std::numeric_limits<std::uint32_t>::max();

// One frame of the explicit depth-first stack: a vertex and how far through its two edge
// lists the search has got.
struct Frame {
  std::uint32_t v;
  std::uint64_t next;  // position in the concatenation of a's row and b's row
};

}  // namespace

ComponentLabels strong_components(const CompressedDigraph& a, const CompressedDigraph* b) {
  const std::size_t n = a.size();
  ComponentLabels out;
  out.component.assign(n, unvisited);
  std::vector<std::uint32_t> index(n, unvisited), low(n, 0);
  std::vector<std::uint32_t> stack;
  std::vector<Frame> dfs;
  std::uint32_t counter = 0;
  std::uint64_t steps = 0;
  Progress bar("strong components", n);  // vertices entered, counted 4096 at a time
  auto head = [&](std::uint32_t v, std::uint64_t k, std::uint32_t& w) {
    const std::uint64_t da = a.degree(v);
    if (k < da) {
      w = a.heads[a.offsets[v] + k];
      return true;
    }
    if (b && k - da < b->degree(v)) {
      w = b->heads[b->offsets[v] + (k - da)];
      return true;
    }
    return false;
  };
  auto enter = [&](std::uint32_t v) {
    if ((counter & 0xfff) == 0) bar.advance(std::min<std::uint64_t>(4096, n - counter));
    index[v] = low[v] = counter++;
    stack.push_back(v);
    dfs.push_back({v, 0});
  };
  for (std::uint32_t root = 0; root < n; ++root) {
    if (index[root] != unvisited) continue;
    enter(root);
    while (!dfs.empty()) {
      if ((++steps & 0xfffff) == 0) check_interrupt();
      Frame& f = dfs.back();
      std::uint32_t w;
      if (head(f.v, f.next, w)) {
        ++f.next;
        if (index[w] == unvisited) {
          enter(w);
        } else if (out.component[w] == unvisited) {
          low[f.v] = std::min(low[f.v], index[w]);
        }
        continue;
      }
      const std::uint32_t v = f.v;
      dfs.pop_back();
      if (!dfs.empty()) low[dfs.back().v] = std::min(low[dfs.back().v], low[v]);
      if (low[v] != index[v]) continue;
      // v roots a component; Tarjan closes sinks first, so this numbering has every edge
      // going to an equal or smaller label.
      std::uint32_t w2;
      do {
        w2 = stack.back();
        stack.pop_back();
        out.component[w2] = out.count;
      } while (w2 != v);
      ++out.count;
    }
  }
  out.offsets.assign(out.count + 1, 0);
  for (auto c : out.component) ++out.offsets[c + 1];
  for (std::uint32_t c = 0; c < out.count; ++c) out.offsets[c + 1] += out.offsets[c];
  out.members.resize(n);
  std::vector<std::uint64_t> fill(out.offsets.begin(), out.offsets.end() - 1);
  for (std::uint32_t v = 0; v < n; ++v) out.members[fill[out.component[v]]++] = v;
  return out;
}

}  // namespace alea
