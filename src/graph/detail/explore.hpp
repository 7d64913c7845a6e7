#pragma once
// Breadth-first exploration of the positions reachable from a start position, for games given
// by rules (rules.hpp, with opaque string keys from the Lua binding) and for the built-in games
// (integer codes). Positions get vertex numbers in the order they are found, so the start is
// vertex 0. A position whose payoff callback gives a value is a terminal and is not expanded.
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "core/errors.hpp"
#include "core/interrupt.hpp"
#include "core/memory_guard.hpp"
#include "core/progress.hpp"
#include "graph/game.hpp"

namespace alea::graph::detail {

template <class Key>
struct Explorer {
  std::function<std::optional<Rational>(const Key&)> payoff;
  std::function<void(const Key&, std::vector<Key>&)> blue, red;
  std::function<std::string(const Key&)> name;  // empty: no names
  std::uint64_t max_positions = 0;              // 0: only the memory guard limits
  std::uint64_t bytes_per_position = 96;        // the estimate the guard is asked about
  std::string what = "the game's positions";
};

template <class Key, class Hash = std::hash<Key>>
Game explore(const Key& start, const Explorer<Key>& e) {
  std::unordered_map<Key, Vertex, Hash> index;
  std::vector<Key> keys;  // by vertex, until expanded
  std::vector<std::pair<Vertex, Vertex>> blue_edges, red_edges;
  std::vector<std::pair<Vertex, Rational>> terminals;
  std::vector<std::string> names;
  std::uint64_t next_check = 1024;
  Progress progress("exploring " + e.what, e.max_positions);
  auto vertex_of = [&](const Key& k) -> Vertex {
    auto [it, fresh] = index.try_emplace(k, static_cast<Vertex>(keys.size()));
    if (fresh) {
      if (e.max_positions && keys.size() >= e.max_positions)
        throw LimitExceeded(e.what + ": more than " + std::to_string(e.max_positions) + " positions");
      if (keys.size() + 1 >= no_vertex) throw LimitExceeded(e.what + ": more than 2^32 positions");
      keys.push_back(k);
    }
    return it->second;
  };
  auto guard = [&] {
    const std::uint64_t edges = blue_edges.size() + red_edges.size();
    require_memory(bytes_plus(bytes_for(keys.size(), e.bytes_per_position), bytes_for(edges, 2 * sizeof(std::pair<Vertex, Vertex>))),
                   "exploring " + e.what + " (" + std::to_string(keys.size()) + " positions so far)");
  };
  vertex_of(start);
  std::vector<Key> out;
  for (Vertex v = 0; v < keys.size(); ++v) {
    if ((v & 0x3ff) == 0) check_interrupt();
    if (keys.size() >= next_check) {
      guard();
      next_check *= 2;
    }
    const Key k = keys[v];
    if (e.name) names.push_back(e.name(k));
    if (auto value = e.payoff(k)) {
      terminals.emplace_back(v, std::move(*value));
    } else {
      out.clear();
      e.blue(k, out);
      for (const Key& u : out) blue_edges.emplace_back(v, vertex_of(u));
      out.clear();
      e.red(k, out);
      for (const Key& u : out) red_edges.emplace_back(v, vertex_of(u));
    }
    progress.advance();
  }
  guard();
  const std::size_t n = keys.size();
  index.clear();
  keys.clear();
  keys.shrink_to_fit();
  auto blue = make_adjacency(n, std::move(blue_edges));
  auto red = std::make_shared<const Adjacency>(make_adjacency(n, std::move(red_edges)));
  return Game(std::move(blue), std::move(red), std::move(terminals), std::move(names));
}

}  // namespace alea::graph::detail
