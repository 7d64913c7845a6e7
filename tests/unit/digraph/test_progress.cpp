// The graph searches report to the progress service (core/progress.hpp), seen through a
// ProgressLog: Tarjan on both graph types (vertices entered) and Johnson's cycles (start vertices).
#include <catch2/catch.hpp>

#include "core/progress.hpp"
#include "digraph/components.hpp"
#include "digraph/compressed.hpp"
#include "digraph/cycles.hpp"

using namespace alea;

TEST_CASE("progress: components and cycles count every vertex", "[digraph][progress]") {
  // One cycle through 10,000 vertices: one component.
  const std::uint32_t n = 10000;
  Digraph g(n);
  std::vector<std::pair<std::uint32_t, std::uint32_t>> edges;
  for (std::uint32_t v = 0; v < n; ++v) g.add_edge(v, (v + 1) % n), edges.emplace_back(v, (v + 1) % n);
  ProgressLog log;
  CHECK(strongly_connected_components(g).size() == 1);
  REQUIRE(log.started("strong components").size() == 1);
  CHECK(log.started("strong components")[0].total == n);
  CHECK(log.started("strong components")[0].done == n);
  CHECK(strong_components(compress(n, edges)).count == 1);  // counted 4096 vertices at a time
  REQUIRE(log.started("strong components").size() == 2);
  CHECK(log.started("strong components")[1].done == n);
  // Johnson's search recurses along a cycle: a short one, with a chord (two cycles).
  Digraph h(100);
  for (std::uint32_t v = 0; v < 100; ++v) h.add_edge(v, (v + 1) % 100);
  h.add_edge(50, 0);
  CHECK(elementary_cycles(h, {}, [](const std::vector<std::uint32_t>&) {}).cycles == 2);
  REQUIRE(log.started("cycles").size() == 1);
  CHECK(log.started("cycles")[0].total == 100);
  CHECK(log.started("cycles")[0].done == 100);
}
