#include "doubling/tree.hpp"

#include <algorithm>
#include <sstream>

#include "core/errors.hpp"
#include "doubling/raising.hpp"
#include "doubling/scalar.hpp"

namespace alea::doubling {

const char* kind_name(NodeKind kind) {
  switch (kind) {
    case NodeKind::Alpha: return "alpha";
    case NodeKind::Beta: return "beta";
    case NodeKind::AWins: return "A wins";
    case NodeKind::BWins: return "B wins";
  }
  return "?";
}

namespace {

// Node counts of the subtrees, saturating at cap, so a huge tree is refused before it is built.
std::size_t subtree_size(NodeKind kind, long long i, long long j, std::size_t cap) {
  std::vector<std::size_t> alpha_size(static_cast<std::size_t>((i + 1) * (j + 1)), 1), beta_size(alpha_size);
  auto at = [j](long long x, long long y) { return static_cast<std::size_t>(x * (j + 1) + y); };
  for (long long x = 0; x <= i; ++x)
    for (long long y = 0; y <= j; ++y) {
      if (x > 0) alpha_size[at(x, y)] = std::min(cap, 1 + alpha_size[at(x - 1, y)] + beta_size[at(x - 1, y)]);
      if (y > 0) beta_size[at(x, y)] = std::min(cap, 1 + alpha_size[at(x, y - 1)] + beta_size[at(x, y - 1)]);
    }
  return kind == NodeKind::Alpha ? alpha_size[at(i, j)] : beta_size[at(i, j)];
}

template <class T>
struct Builder {
  RaisingTree<T>& tree;
  RaisingTable<T> points;

  std::size_t add(NodeKind kind, long long i, long long j, const T& stakes) {
    if (kind == NodeKind::Alpha && i == 0) kind = NodeKind::AWins;
    if (kind == NodeKind::Beta && j == 0) kind = NodeKind::BWins;
    T state = kind == NodeKind::Alpha ? points.alpha(i, j)
              : kind == NodeKind::Beta ? points.beta(i, j)
              : kind == NodeKind::AWins ? T(1) : T(0);
    bool a_gains = kind == NodeKind::Alpha || kind == NodeKind::AWins;
    tree.nodes.push_back({kind, i, j, stakes, state, a_gains ? stakes : -stakes, {}});
    std::size_t self = tree.nodes.size() - 1;
    if (kind == NodeKind::Alpha) expand(self, i - 1, j, stakes * tree.a, tree.a, true);
    if (kind == NodeKind::Beta) expand(self, i, j - 1, stakes * tree.b, tree.b, false);
    return self;
  }

  // After a raise of factor f the raiser reaches his next point with chance (f+1)/2f (eq. 10).
  void expand(std::size_t self, long long i, long long j, const T& stakes, const T& f, bool by_a) {
    T keep = (f + T(1)) / (T(2) * f), upset = upset_probability(f);
    std::size_t next = add(by_a ? NodeKind::Alpha : NodeKind::Beta, i, j, stakes);
    tree.nodes[self].children.push_back({next, keep});
    std::size_t other = add(by_a ? NodeKind::Beta : NodeKind::Alpha, i, j, stakes);
    tree.nodes[self].children.push_back({other, upset});
  }
};

}  // namespace

template <class T>
RaisingTree<T> raising_tree(long long m, long long n, const T& a, const T& b, std::size_t max_nodes) {
  check_count(m, "m", "A's number of raises m");
  check_count(n, "n", "B's number of raises n");
  if (m > 60 || n > 60 || subtree_size(NodeKind::Alpha, m, n, max_nodes + 1) > max_nodes)
    throw LimitExceeded("the tree for (" + std::to_string(m) + ", " + std::to_string(n) +
                        ") raises has more than " + std::to_string(max_nodes) + " nodes");
  RaisingTree<T> tree{m, n, a, b, {}};
  Builder<T> builder{tree, RaisingTable<T>(m, n, a, b)};
  builder.add(NodeKind::Alpha, m, n, T(1));
  return tree;
}

template <class T>
std::string to_dot(const RaisingTree<T>& tree) {
  std::ostringstream out;
  out << "digraph raising_tree {\n  // A has " << tree.m << " raise(s) of " << show(tree.a) << ", B has "
      << tree.n << " raise(s) of " << show(tree.b) << "\n  node [shape=plaintext];\n";
  for (std::size_t k = 0; k < tree.nodes.size(); ++k) {
    const auto& v = tree.nodes[k];
    std::string where = v.kind == NodeKind::Alpha ? "α(" : v.kind == NodeKind::Beta ? "β(" : "";
    if (!where.empty()) where += std::to_string(v.i) + "," + std::to_string(v.j) + ") = ";
    else where = std::string(kind_name(v.kind)) + ": ";
    out << "  n" << k << " [label=\"" << (v.value > T(0) ? "+" : "") << show(v.value) << "\\n"
        << where << show(v.state) << "\"];\n";
  }
  for (std::size_t k = 0; k < tree.nodes.size(); ++k)
    for (const auto& e : tree.nodes[k].children)
      out << "  n" << k << " -> n" << e.to << " [label=\"" << show(e.probability) << "\"];\n";
  out << "}\n";
  return out.str();
}

template RaisingTree<Rational> raising_tree(long long, long long, const Rational&, const Rational&, std::size_t);
template RaisingTree<double> raising_tree(long long, long long, const double&, const double&, std::size_t);
template std::string to_dot(const RaisingTree<Rational>&);
template std::string to_dot(const RaisingTree<double>&);

}  // namespace alea::doubling
