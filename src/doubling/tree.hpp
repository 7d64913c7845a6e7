#pragma once
// Figure 1: every path of the raising game from A's first raising point alpha(m, n), with the
// value to A at each node, its state, and the chance of each edge. Values are +-stakes: at a
// raising point the other player is indifferent to folding, so the game may as well end there.
#include <cstddef>
#include <string>
#include <vector>

#include "core/rational.hpp"

namespace alea::doubling {

enum class NodeKind { Alpha, Beta, AWins, BWins };
const char* kind_name(NodeKind kind);  // "alpha", "beta", "A wins", "B wins"

template <class T>
struct TreeNode {
  NodeKind kind;
  long long i, j;  // raises left to A and to B
  T stakes;        // before the raise made at this node
  T state;         // A's chance of winning: alpha(i, j), beta(i, j), 1 or 0
  T value;         // to A: +stakes at A's raising point and A's win, -stakes otherwise
  struct Edge {
    std::size_t to;
    T probability;
  };
  std::vector<Edge> children;  // after the raise: to the raiser's next point, then the upset
};

template <class T>
struct RaisingTree {
  long long m, n;
  T a, b;
  std::vector<TreeNode<T>> nodes;  // nodes[0] is the root alpha(m, n); children after parents
};

// Throws LimitExceeded when the tree would have more than max_nodes nodes.
template <class T>
RaisingTree<T> raising_tree(long long m, long long n, const T& a, const T& b,
                            std::size_t max_nodes = 100000);

// Graphviz: each node shows its value above its state, as in the figure.
template <class T>
std::string to_dot(const RaisingTree<T>& tree);

}  // namespace alea::doubling
