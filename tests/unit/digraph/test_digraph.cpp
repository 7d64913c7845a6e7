// Strongly connected components and elementary cycles against brute force on small random
// graphs: reachability closures for the components, every vertex sequence for the cycles.
#include <catch2/catch.hpp>

#include <algorithm>
#include <random>
#include <set>

#include "digraph/components.hpp"
#include "digraph/cycles.hpp"
#include "core/errors.hpp"
#include "core/interrupt.hpp"

using namespace alea;
using namespace alea;

namespace {

Digraph random_graph(std::mt19937& rng, std::size_t n, double density, bool loops) {
  Digraph g(n);
  std::bernoulli_distribution edge(density);
  for (std::uint32_t v = 0; v < n; ++v)
    for (std::uint32_t w = 0; w < n; ++w)
      if ((v != w || loops) && edge(rng)) g.add_edge(v, w);
  return g;
}

std::vector<std::vector<bool>> reachability(const Digraph& g) {
  const std::size_t n = g.size();
  std::vector<std::vector<bool>> r(n, std::vector<bool>(n, false));
  for (std::size_t v = 0; v < n; ++v) {
    r[v][v] = true;
    for (auto w : g.out[v]) r[v][w] = true;
  }
  for (std::size_t k = 0; k < n; ++k)  // Warshall
    for (std::size_t i = 0; i < n; ++i)
      for (std::size_t j = 0; j < n; ++j)
        if (r[i][k] && r[k][j]) r[i][j] = true;
  return r;
}

bool has_edge(const Digraph& g, std::uint32_t v, std::uint32_t w) {
  return std::find(g.out[v].begin(), g.out[v].end(), w) != g.out[v].end();
}

// Every cycle as its vertex sequence starting at its smallest vertex: extend paths from s
// through larger vertices only, closing whenever an edge leads back to s.
void brute_cycles(const Digraph& g, std::vector<std::uint32_t>& path, std::set<std::vector<std::uint32_t>>& out) {
  const std::uint32_t s = path.front(), v = path.back();
  if (has_edge(g, v, s)) out.insert(path);
  for (std::uint32_t w = s + 1; w < g.size(); ++w)
    if (has_edge(g, v, w) && std::find(path.begin(), path.end(), w) == path.end()) {
      path.push_back(w);
      brute_cycles(g, path, out);
      path.pop_back();
    }
}

std::set<std::vector<std::uint32_t>> all_cycles_brute(const Digraph& g) {
  std::set<std::vector<std::uint32_t>> out;
  for (std::uint32_t s = 0; s < g.size(); ++s) {
    std::vector<std::uint32_t> path{s};
    brute_cycles(g, path, out);
  }
  return out;
}

}  // namespace

TEST_CASE("digraph: components are the mutual-reachability classes, in topological order", "[digraph]") {
  std::mt19937 rng(7);
  for (int trial = 0; trial < 300; ++trial) {
    const std::size_t n = 1 + trial % 9;
    Digraph g = random_graph(rng, n, 0.1 + 0.05 * (trial % 8), trial % 3 == 0);
    auto r = reachability(g);
    auto comps = strongly_connected_components(g);
    std::vector<std::size_t> comp_of(n, n);
    std::size_t total = 0;
    for (std::size_t c = 0; c < comps.size(); ++c) {
      REQUIRE(std::is_sorted(comps[c].begin(), comps[c].end()));
      for (auto v : comps[c]) comp_of[v] = c, ++total;
    }
    REQUIRE(total == n);
    for (std::size_t v = 0; v < n; ++v)
      for (std::size_t w = 0; w < n; ++w) {
        REQUIRE((comp_of[v] == comp_of[w]) == (r[v][w] && r[w][v]));
        if (has_edge(g, std::uint32_t(v), std::uint32_t(w))) REQUIRE(comp_of[v] <= comp_of[w]);
      }
    // Sources: no vertex outside the component reaches into it.
    auto sources = source_components(g, comps);
    for (std::size_t c = 0; c < comps.size(); ++c) {
      bool entered = false;
      for (std::size_t v = 0; v < n; ++v)
        if (comp_of[v] != c && r[v][comps[c].front()]) entered = true;
      REQUIRE((std::find(sources.begin(), sources.end(), c) != sources.end()) == !entered);
    }
  }
}

TEST_CASE("digraph: a semicomplete graph has exactly one source component", "[digraph]") {
  std::mt19937 rng(11);
  for (int trial = 0; trial < 100; ++trial) {
    const std::size_t n = 2 + trial % 10;
    Digraph g(n);
    std::uniform_int_distribution<int> pick(0, 2);  // v -> w, w -> v, or both (a tie)
    for (std::uint32_t v = 0; v < n; ++v)
      for (std::uint32_t w = v + 1; w < n; ++w) {
        int k = pick(rng);
        if (k != 1) g.add_edge(v, w);
        if (k != 0) g.add_edge(w, v);
      }
    auto comps = strongly_connected_components(g);
    REQUIRE(source_components(g, comps) == std::vector<std::size_t>{0});
  }
}

TEST_CASE("digraph: Johnson's cycles are exactly the brute-force cycles", "[digraph]") {
  std::mt19937 rng(3);
  for (int trial = 0; trial < 300; ++trial) {
    const std::size_t n = 1 + trial % 7;
    Digraph g = random_graph(rng, n, 0.2 + 0.1 * (trial % 7), trial % 4 == 0);
    auto expected = all_cycles_brute(g);
    std::set<std::vector<std::uint32_t>> got;
    std::size_t reported = 0;
    auto c = elementary_cycles(g, {}, [&](const std::vector<std::uint32_t>& cyc) {
      got.insert(cyc);
      ++reported;
    });
    REQUIRE(got == expected);
    REQUIRE(reported == expected.size());  // each once
    REQUIRE(c.cycles == expected.size());
    REQUIRE(!c.truncated);
    std::size_t longest = 0;
    for (auto& cyc : expected) longest = std::max(longest, cyc.size());
    REQUIRE(c.longest == longest);
    // Length-bounded search: the brute-force cycles of at most max_len vertices.
    for (std::size_t len = 1; len <= n; ++len) {
      std::set<std::vector<std::uint32_t>> short_ones, bounded;
      for (auto& cyc : expected)
        if (cyc.size() <= len) short_ones.insert(cyc);
      elementary_cycles(g, {len, 0}, [&](const std::vector<std::uint32_t>& cyc) { bounded.insert(cyc); });
      REQUIRE(bounded == short_ones);
    }
  }
}

TEST_CASE("digraph: limit stops the search, Ctrl-C interrupts it", "[digraph]") {
  Digraph k(8);  // complete: sum_{k=2}^{8} 8!/((8-k)! k) cycles (Fluet 6.3)
  for (std::uint32_t v = 0; v < 8; ++v)
    for (std::uint32_t w = 0; w < 8; ++w)
      if (v != w) k.add_edge(v, w);
  std::uint64_t expected = 0;
  for (std::uint64_t len = 2; len <= 8; ++len) {
    std::uint64_t falling = 1;
    for (std::uint64_t i = 0; i < len; ++i) falling *= 8 - i;
    expected += falling / len;
  }
  auto all = elementary_cycles(k, {}, [](const std::vector<std::uint32_t>&) {});
  REQUIRE(all.cycles == expected);
  REQUIRE(all.longest == 8);
  auto some = elementary_cycles(k, {0, 1000}, [](const std::vector<std::uint32_t>&) {});
  REQUIRE(some.cycles == 1000);
  REQUIRE(some.truncated);
  request_interrupt();
  REQUIRE_THROWS_AS(elementary_cycles(k, {}, [](const std::vector<std::uint32_t>&) {}), Interrupted);
  clear_interrupt();
}
