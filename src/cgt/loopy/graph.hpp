#pragma once
// Loopy partizan games as finite graphs of positions (Siegel, Combinatorial Game Theory, ch. VI):
// each vertex has Left edges and Right edges to vertices of the same graph; a pass is an edge to
// the vertex itself, a named loop an edge back up the graph. A game is a graph and a start
// vertex. Graphs here are plain data; values (canonical stoppers, sided values) are in value.hpp.
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "cgt/game.hpp"

namespace alea::cgt::loopy {

using Vertex = std::uint32_t;

struct Graph {
  std::vector<std::vector<Vertex>> left, right;

  std::size_t size() const { return left.size(); }
  Vertex add_vertex() {
    left.emplace_back();
    right.emplace_back();
    return static_cast<Vertex>(left.size() - 1);
  }
  const std::vector<Vertex>& options(bool left_side, Vertex v) const { return left_side ? left[v] : right[v]; }
  // Sorts each edge list and removes repeated edges (a repeated option is one option).
  void normalize();
};

// Bytes a graph of n vertices and m edges takes (for require_memory before building one).
std::uint64_t graph_bytes(std::uint64_t vertices, std::uint64_t edges);

// The graph of the positions a ruleset whose play may repeat reaches from `start` (vertex 0):
// key(p) names position p (positions with equal keys are one vertex) and options(p, left) lists
// the positions Left (or Right) moves to from p. Breadth first, within the memory guard as the
// graph grows, polling Ctrl-C.
using PositionKey = std::function<std::string(std::uint64_t)>;
using PositionOptions = std::function<std::vector<std::uint64_t>(std::uint64_t, bool left)>;
Graph explore(std::uint64_t start, const PositionKey& key, const PositionOptions& options);

// The strongly connected components of the graph whose successors of u are succ(u) (vertices
// 0..n-1), numbered in reverse topological order (a component's successors have lower numbers).
// Iterative (Tarjan), so deep graphs do not exhaust the stack; polls Ctrl-C.
std::vector<std::uint32_t> components(std::size_t n, const std::function<void(Vertex, std::vector<Vertex>&)>& succ,
                                      std::uint32_t* count = nullptr);

// For each vertex: whether a cycle can be reached from it (the follower graph is not a tree
// with shared subtrees). A vertex with no such cycle is a short game.
std::vector<bool> reaches_cycle(const Graph& g);
// Whether (g, v) is a stopper: no position reachable from v (by any moves) has an infinite
// alternating play, whoever moves first there (Siegel, CGT VI.1).
bool is_stopper(const Graph& g, Vertex v);
// Whether every cycle reachable from v is a pass (a loop of length 1): a plumtree.
bool is_plumtree(const Graph& g, Vertex v);
// The graph restricted to the vertices reachable from the roots, renumbered in the order they
// are first met from the roots (so the first root becomes vertex 0); roots are renumbered in
// place, and equal roots stay equal. Edge lists come back sorted, without repeats.
Graph restrict_to_reachable(const Graph& g, std::vector<Vertex>& roots);

// The graph of a short game's canonical form (one vertex per distinct follower), appended to
// g; returns its start vertex. Iterative: an integer n is a chain of n + 1 vertices.
Vertex embed_short(Graph& g, const Game& x);
// The negative: Left and Right edges swapped.
Graph negate(const Graph& g);
// The disjunctive sum of the games (a, va) and (b, vb): the graph of pairs reachable from
// (va, vb); returns the graph with the start at vertex 0. Refused past the memory guard.
Graph sum(const Graph& a, Vertex va, const Graph& b, Vertex vb);

}  // namespace alea::cgt::loopy
