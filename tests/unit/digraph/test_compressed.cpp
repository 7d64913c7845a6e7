// Compressed rows and the iterative Tarjan on them, against the vector-of-vectors Digraph and its
// Tarjan (components.hpp) on random graphs, with the union of two edge sets.
#include <catch2/catch.hpp>

#include <algorithm>
#include <random>
#include <set>

#include "core/errors.hpp"
#include "core/interrupt.hpp"
#include "digraph/components.hpp"
#include "digraph/compressed.hpp"

using namespace alea;

namespace {

std::vector<std::pair<std::uint32_t, std::uint32_t>> random_edges(std::mt19937& rng, std::uint32_t n, double density) {
  std::vector<std::pair<std::uint32_t, std::uint32_t>> e;
  std::bernoulli_distribution edge(density);
  for (std::uint32_t v = 0; v < n; ++v)
    for (std::uint32_t w = 0; w < n; ++w)
      if (edge(rng)) e.emplace_back(v, w);
  std::shuffle(e.begin(), e.end(), rng);
  return e;
}

}  // namespace

TEST_CASE("compress: sorted rows without repeats; reverse", "[digraph][compressed]") {
  auto g = compress(4, {{2, 1}, {0, 3}, {2, 1}, {0, 1}, {3, 3}});
  CHECK(g.size() == 4);
  CHECK(g.edges() == 4);
  CHECK(std::vector<std::uint32_t>(g.of(0).begin(), g.of(0).end()) == std::vector<std::uint32_t>{1, 3});
  CHECK(g.degree(1) == 0);
  auto r = reverse(g);
  CHECK(std::vector<std::uint32_t>(r.of(1).begin(), r.of(1).end()) == std::vector<std::uint32_t>{0, 2});
  CHECK(std::vector<std::uint32_t>(r.of(3).begin(), r.of(3).end()) == std::vector<std::uint32_t>{0, 3});
  CHECK(reverse(r) == g);
}

TEST_CASE("strong components on compressed rows match Tarjan on Digraph; sinks first", "[digraph][compressed]") {
  std::mt19937 rng(11);
  for (int trial = 0; trial < 200; ++trial) {
    const std::uint32_t n = 1 + rng() % 40;
    const double density = 0.02 + 0.01 * (rng() % 10);
    auto ea = random_edges(rng, n, density), eb = random_edges(rng, n, density / 2);
    const auto a = compress(n, ea), b = compress(n, eb);
    const bool two = trial % 2 == 0;
    const auto labels = strong_components(a, two ? &b : nullptr);
    Digraph d(n);
    for (auto [u, v] : ea) d.add_edge(u, v);
    if (two)
      for (auto [u, v] : eb) d.add_edge(u, v);
    auto expected = strongly_connected_components(d);
    REQUIRE(labels.count == expected.size());
    std::set<std::vector<std::uint32_t>> want(expected.begin(), expected.end()), got;
    for (std::uint32_t c = 0; c < labels.count; ++c) {
      auto m = labels.of(c);
      got.insert(std::vector<std::uint32_t>(m.begin(), m.end()));
      for (auto v : m) CHECK(labels.component[v] == c);
    }
    CHECK(got == want);
    // Every edge goes to an equal or smaller label.
    for (auto [u, v] : ea) CHECK(labels.component[v] <= labels.component[u]);
    if (two)
      for (auto [u, v] : eb) CHECK(labels.component[v] <= labels.component[u]);
  }
}

TEST_CASE("strong components: a long path and a long cycle without recursion", "[digraph][compressed]") {
  const std::uint32_t n = 1000000;
  std::vector<std::pair<std::uint32_t, std::uint32_t>> path, cycle;
  for (std::uint32_t v = 0; v + 1 < n; ++v) path.emplace_back(v, v + 1);
  cycle = path;
  cycle.emplace_back(n - 1, 0);
  CHECK(strong_components(compress(n, path)).count == n);
  CHECK(strong_components(compress(n, cycle)).count == 1);
}
