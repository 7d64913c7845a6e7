#pragma once
// Restricted read-once formulas, hash-consed: a node is a free leaf, a constant, or a gate over
// child nodes, and equal nodes get equal ids. Restricting a leaf folds constants into the gates
// (a threshold gate loses a child and maybe a unit of threshold, a parity gate a sign, a table
// gate an input) and collapses decided gates to constants and one-input identities to their
// child. Unordered stores sort the children of symmetric gates, so that restrictions equal up
// to the formula's symmetries share one id: recursive 3-majority of level 3 has some 17,000
// undetermined states against 3^27 partial assignments. Ordered stores keep every position
// (the lowest-index tie-break needs them). Leaves whose gates were decided ("dead") are dropped.
#include <cstdint>
#include <unordered_map>
#include <vector>

#include "boolfn/formula/formula.hpp"
#include "core/rational.hpp"

namespace alea::boolfn::formula {

struct Node {
  enum class Kind { leaf, constant, gate };
  Kind kind = Kind::leaf;
  bool plus = false;  // constants
  Gate gate;
  std::vector<int> children;
  int free_leaves = 0;
};

class Store {
 public:
  Store(bool ordered, Rational p);
  int leaf() const { return 0; }
  int constant(bool plus) const { return plus ? 2 : 1; }
  // gate(children), simplified and canonical.
  int gate(Gate g, std::vector<int> children);
  // The state with the free leaf at `path` (child positions from `id`) set to +-1.
  int assign(int id, const std::vector<int>& path, std::size_t at, bool plus);
  // The store's form of a formula with some variables already set (value[i] in {-1, 0, 1}).
  int from_formula(const Formula& f, const std::vector<signed char>& value);

  const Node& node(int id) const { return nodes_[id]; }
  std::size_t size() const { return nodes_.size(); }
  bool is_constant(int id) const { return nodes_[id].kind == Node::Kind::constant; }
  // P(node = +1) under mu_p.
  const Rational& probability(int id);
  // The free leaves of `id` as paths: every one (ordered) or one per symmetry class of
  // children (unordered), in left-to-right order.
  std::vector<std::vector<int>> moves(int id) const;

 private:
  struct Key {
    Node::Kind kind;
    Gate gate;
    std::vector<int> children;
    bool operator==(const Key& o) const = default;
  };
  struct KeyHash {
    std::size_t operator()(const Key& k) const;
  };
  int intern(Node node);
  int from_node(const Formula& f, int node, const std::vector<signed char>& value);
  void collect(int id, std::vector<int>& path, std::vector<std::vector<int>>& out) const;

  bool ordered_;
  Rational p_;
  std::vector<Node> nodes_;
  std::vector<Rational> prob_;
  std::vector<char> has_prob_;
  std::unordered_map<Key, int, KeyHash> ids_;
};

}  // namespace alea::boolfn::formula
