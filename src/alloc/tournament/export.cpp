#include "alloc/tournament/export.hpp"

#include <cstdio>

#include "core/interrupt.hpp"
#include "core/memory_guard.hpp"

namespace alea::alloc {
namespace {

std::string fixed3(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.3f", v);
  return buf;
}

}  // namespace

std::string to_dot(const Tournament& t) {
  const std::size_t n = t.size();
  require_memory(bytes_for(bytes_for(n, n), 48), "the Graphviz text of a tournament of " + std::to_string(n) + " allocations");
  std::string s = "digraph tournament {\n";
  // The emperor cycle (the source component of the favored graph) is filled, so its picture shows it.
  std::vector<bool> emperor(n, false);
  for (auto i : t.emperor_cycle()) emperor[i] = true;
  for (std::size_t i = 0; i < n; ++i)
    s += "  n" + std::to_string(i + 1) + " [label=\"" + format_counts(t.allocations()[i]) + "\"" +
         (emperor[i] ? ", style=filled, fillcolor=gold" : "") + "];\n";
  for (std::size_t i = 0; i < n; ++i) {
    if ((i & 63) == 0) check_interrupt();
    for (std::size_t j = 0; j < n; ++j) {
      if (i == j || !t.favored(i, j)) continue;
      auto v = t.wdl(i, j);
      s += "  n" + std::to_string(i + 1) + " -> n" + std::to_string(j + 1) + " [label=\"" + fixed3(v.win) + "/" +
           fixed3(v.loss) + "\"" + (t.favored(j, i) ? ", style=dashed" : "") + "];\n";
    }
  }
  return s + "}\n";
}

std::vector<PairRecord> pair_records(const Tournament& t) {
  const std::size_t n = t.size();
  require_memory(bytes_for(bytes_for(n, n), 400), "the records of a tournament of " + std::to_string(n) + " allocations");
  std::vector<PairRecord> out;
  out.reserve(n * (n - 1));
  for (std::size_t i = 0; i < n; ++i) {
    if ((i & 63) == 0) check_interrupt();
    for (std::size_t j = 0; j < n; ++j)
      if (i != j)
        out.push_back({format_counts(t.allocations()[i]), format_counts(t.allocations()[j]), t.result(i, j),
                       t.favored(i, j)});
  }
  return out;
}

}  // namespace alea::alloc
