#pragma once
// A tournament as text and records: the favored graph for Graphviz, and one record per ordered
// pair for tables, CSV and JSON.
#include <string>
#include <vector>

#include "alloc/tournament/tournament.hpp"

namespace alea::alloc {

// Graphviz: one node per allocation, an edge X -> Y labelled w/l for every favored pair (ties
// give both edges, drawn dashed). Refused up front past the memory guard.
std::string to_dot(const Tournament& t);

// X against Y for every ordered pair of distinct allocations, in the tournament's order.
struct PairRecord {
  std::string x, y;  // the allocations as text
  Wdl<Quantity> wdl;
  bool favored = false;
};
std::vector<PairRecord> pair_records(const Tournament& t);

}  // namespace alea::alloc
