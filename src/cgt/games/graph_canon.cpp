#include "cgt/games/graph_canon.hpp"

#include <algorithm>
#include <bit>
#include <string>
#include <vector>

#include "core/interrupt.hpp"

namespace alea::cgt::games {
inline namespace graph_canon_detail {

using Code = std::array<std::uint16_t, 64>;
using Labels = std::array<std::uint8_t, 64>;

// An ordered partition of the vertices 0..n-1: each cell is a run of positions, and a cell that
// splits keeps its run, so a vertex made a cell of its own keeps its position to the leaf.
struct Cells {
  Labels order{};                     // the vertex at each position
  Labels start{};                     // the first position of each vertex's cell
  std::array<std::uint8_t, 65> end{};  // at a cell's first position: one past its last
};

struct Leaf {
  Code code{};
  Labels order{};  // the vertex at each position: the labelling
  Labels path{};   // the vertices individualised on the way
  int depth = 0;
};

// A part renumbered 0..n-1 in the order of its labels (so the ground, label 0, is vertex 0):
// its edges and each vertex's list of (neighbour, colour), a loop once.
struct Part {
  explicit Part(const Edges& part, bool fix_ground) {
    std::array<int, 64> local;
    local.fill(-1);
    m = part.size;
    for (int i = 0; i < m; ++i)
      for (int x : {part.u(i), part.v(i)}) local[static_cast<std::size_t>(x)] = 0;
    ground = fix_ground && local[0] == 0;
    offset = fix_ground && !ground ? 1 : 0;  // label 0 stays the ground's, absent here
    for (int x = 0; x < 64; ++x)
      if (local[static_cast<std::size_t>(x)] == 0) local[static_cast<std::size_t>(x)] = n++;
    std::array<int, 65> degree{};
    for (int i = 0; i < m; ++i) {
      eu[i] = static_cast<std::uint8_t>(local[static_cast<std::size_t>(part.u(i))]);
      ev[i] = static_cast<std::uint8_t>(local[static_cast<std::size_t>(part.v(i))]);
      colour[i] = static_cast<std::uint8_t>(part.colour(i));
      ++degree[eu[i]];
      if (eu[i] != ev[i]) ++degree[ev[i]];
    }
    for (int v = 0; v < n; ++v) first[v + 1] = first[v] + degree[v];
    std::array<int, 65> at = first;
    for (int i = 0; i < m; ++i) {
      neighbour[at[eu[i]]] = ev[i], via[at[eu[i]]++] = colour[i];
      if (eu[i] != ev[i]) neighbour[at[ev[i]]] = eu[i], via[at[ev[i]]++] = colour[i];
    }
  }
  bool tree() const {  // a game's parts are connected, but any edge list may be given
    if (m != n - 1) return false;
    std::uint64_t seen = 1, frontier = 1;
    while (frontier) {
      const int v = std::countr_zero(frontier);
      frontier &= frontier - 1;
      for (int j = first[v]; j < first[v + 1]; ++j)
        if (!(seen >> neighbour[j] & 1)) seen |= std::uint64_t(1) << neighbour[j], frontier |= std::uint64_t(1) << neighbour[j];
    }
    return std::popcount(seen) == n;
  }
  int degree(int v) const { return first[v + 1] - first[v]; }

  int n = 0, m = 0, offset = 0;
  bool ground = false;
  std::array<std::uint8_t, 64> eu, ev, colour;
  std::array<int, 65> first{};
  std::array<std::uint8_t, 128> neighbour, via;
};

// The sorted edge list of the part under a numbering of its vertices.
Code labelled_code(const Part& g, const Labels& label) {
  Code code{};
  for (int i = 0; i < g.m; ++i) {
    const int a = label[g.eu[i]], b = label[g.ev[i]];
    code[i] = static_cast<std::uint16_t>(std::min(a, b) << 8 | std::max(a, b) << 2 | g.colour[i]);
  }
  std::sort(code.begin(), code.begin() + g.m);
  return code;
}

// Trees, the common case, directly: rooted at `root`, each vertex's code is its branches' codes
// (each the edge's colour, the child's code and a close) in increasing order, so equal codes are
// exactly isomorphic rooted trees; numbering the vertices in preorder, branches in that order,
// gives one edge list per class.
class RootedTree {
 public:
  RootedTree(const Part& g, int root) : g_(g) {
    code(root, -1);
    number(root);
  }
  Code edges() const { return labelled_code(g_, label_); }

 private:
  const std::string& code(int v, int parent) {
    std::array<std::pair<const std::string*, int>, 64> branch;
    int k = 0;
    for (int j = g_.first[v]; j < g_.first[v + 1]; ++j)
      if (g_.neighbour[j] != parent) {
        const int c = g_.neighbour[j];
        code(c, v);
        std::string& b = branch_[c];
        b.assign(1, static_cast<char>('0' + g_.via[j]));
        b += code_[c];
        b += ')';
        branch[k++] = {&branch_[c], c};
      }
    std::sort(branch.begin(), branch.begin() + k, [](const auto& a, const auto& b) { return *a.first < *b.first; });
    std::string& out = code_[v];
    out.clear();
    for (int i = 0; i < k; ++i) out += *branch[i].first, order_[v][i] = static_cast<std::uint8_t>(branch[i].second);
    children_[v] = k;
    return out;
  }
  void number(int v) {
    label_[v] = static_cast<std::uint8_t>(next_++ + g_.offset);
    for (int i = 0; i < children_[v]; ++i) number(order_[v][i]);
  }

  const Part& g_;
  std::array<std::string, 64> code_, branch_;
  std::array<std::array<std::uint8_t, 64>, 64> order_;
  std::array<int, 64> children_{};
  Labels label_{};
  int next_ = 0;
};

// The canonical edge list of a tree: rooted at the ground when it is fixed, else at each of its
// centres (the one or two vertices of least eccentricity, which every isomorphism keeps), the
// least of those.
Code tree_form(const Part& g) {
  if (g.ground) return RootedTree(g, 0).edges();
  std::array<int, 64> degree{}, layer{};
  int left = g.n, k = 0;
  for (int v = 0; v < g.n; ++v)
    if ((degree[v] = g.degree(v)) <= 1) layer[k++] = v;
  while (left > 2) {  // peel the leaves until one or two vertices remain
    left -= k;
    std::array<int, 64> next;
    int count = 0;
    for (int i = 0; i < k; ++i)
      for (int j = g.first[layer[i]]; j < g.first[layer[i] + 1]; ++j)
        if (--degree[g.neighbour[j]] == 1) next[count++] = g.neighbour[j];
    layer = next;
    k = count;
  }
  Code best = RootedTree(g, layer[0]).edges();
  if (k == 2) best = std::min(best, RootedTree(g, layer[1]).edges());
  return best;
}

class CanonSearch {
 public:
  CanonSearch(const Part& g, std::size_t budget) : g_(g), n_(g.n), ground_(g.ground), budget_(budget) {}

  bool run(Edges& out) {
    Cells c;
    for (int p = 0; p < n_; ++p) c.order[p] = static_cast<std::uint8_t>(p);  // vertex 0 is the ground when fixed
    const int rest = ground_ ? 1 : 0;
    if (ground_) c.end[0] = 1;
    for (int p = rest; p < n_; ++p) c.start[p] = static_cast<std::uint8_t>(rest);
    c.end[rest] = static_cast<std::uint8_t>(n_);
    search(c, 0);
    if (aborted_) return false;
    out = Edges{};
    out.code = best_.code;
    out.size = static_cast<std::uint8_t>(g_.m);
    out.form = Edges::canonical;
    return true;
  }

 private:
  // Colour refinement: a vertex's signature is the sorted list of (cell of the neighbour, colour of
  // the edge); each cell splits into runs of equal signatures, in increasing order, until no cell
  // splits. The order of the work depends on positions only, never on labels.
  void refine(Cells& c) {
    auto before = [&](int a, int b) {
      if (length_[a] != length_[b]) return length_[a] < length_[b];
      return std::lexicographical_compare(sig_[a].begin(), sig_[a].begin() + length_[a], sig_[b].begin(), sig_[b].begin() + length_[b]);
    };
    for (bool split = true; split;) {
      split = false;
      for (int s = 0; s < n_; s = c.end[s]) {
        const int e = c.end[s];
        if (e - s == 1) continue;
        for (int p = s; p < e; ++p) {
          const int v = c.order[p];
          int k = 0;
          for (int j = g_.first[v]; j < g_.first[v + 1]; ++j) sig_[v][k++] = static_cast<std::uint16_t>(c.start[g_.neighbour[j]] << 2 | g_.via[j]);
          std::sort(sig_[v].begin(), sig_[v].begin() + k);
          length_[v] = k;
        }
        std::sort(c.order.begin() + s, c.order.begin() + e, before);
        for (int p = s + 1, from = s; p <= e; ++p) {
          if (p < e && !before(c.order[p - 1], c.order[p])) continue;
          c.end[from] = static_cast<std::uint8_t>(p);
          for (int q = from; q < p; ++q) c.start[c.order[q]] = static_cast<std::uint8_t>(from);
          split = split || p < e;
          from = p;
        }
      }
    }
  }

  // Returns the depth at which the search goes on: depth - 1 normally, less when an automorphism
  // showed that the rest of the subtree above repeats leaves already seen (or when aborted: -1).
  int search(Cells c, int depth) {
    if (++nodes_ > budget_) aborted_ = true;
    if (aborted_) return -1;
    if ((nodes_ & 255) == 0) check_interrupt();  // a part's search is short, but Ctrl-C is never kept waiting
    refine(c);
    int s = 0;
    while (s < n_ && c.end[s] - s == 1) s = c.end[s];
    if (s == n_) return leaf(c, depth);
    const int e = c.end[s];
    const Labels cell = c.order;
    Labels tried{};
    int ntried = 0;
    for (int p = s; p < e; ++p) {
      const int w = cell[p];
      if (in_tried_orbit(w, tried, ntried, depth)) continue;
      tried[ntried++] = static_cast<std::uint8_t>(w);
      Cells d = c;
      std::swap(*std::find(d.order.begin() + s, d.order.begin() + e, w), d.order[s]);
      d.end[s] = static_cast<std::uint8_t>(s + 1);
      d.start[w] = static_cast<std::uint8_t>(s);
      for (int q = s + 1; q < e; ++q) d.start[d.order[q]] = static_cast<std::uint8_t>(s + 1);
      d.end[s + 1] = static_cast<std::uint8_t>(e);
      path_[depth] = static_cast<std::uint8_t>(w);
      const int r = search(d, depth + 1);
      if (r < depth) return r;
    }
    return depth - 1;
  }

  int leaf(const Cells& c, int depth) {
    Leaf here;
    here.order = c.order;
    here.path = path_;
    here.depth = depth;
    Labels position{};
    for (int p = 0; p < n_; ++p) position[c.order[p]] = static_cast<std::uint8_t>(p + g_.offset);
    here.code = labelled_code(g_, position);
    if (!seen_) {
      first_leaf_ = best_ = here;
      seen_ = true;
      return depth - 1;
    }
    // An equal leaf: the map between the two labellings is an automorphism fixing the common
    // part of the paths, and it maps the subtree already searched there onto this one.
    for (const Leaf* other : {&first_leaf_, &best_})
      if (here.code == other->code) {
        automorphism(other->order, here.order);
        int common = 0;
        while (common < depth && common < other->depth && path_[common] == other->path[common]) ++common;
        return common;
      }
    if (here.code < best_.code) best_ = here;
    return depth - 1;
  }

  void automorphism(const Labels& from, const Labels& to) {
    if (generators_.size() >= 64) return;  // enough to prune with; more would only slow the orbits
    Labels g{};
    for (int p = 0; p < n_; ++p) g[from[p]] = to[p];
    generators_.push_back(g);
  }

  // Whether w is in the orbit of a tried vertex under the automorphisms found that fix the path.
  bool in_tried_orbit(int w, const Labels& tried, int ntried, int depth) const {
    if (ntried == 0 || generators_.empty()) return false;
    Labels root{};
    for (int v = 0; v < n_; ++v) root[v] = static_cast<std::uint8_t>(v);
    auto find = [&](int v) {
      while (root[v] != v) v = root[v] = root[root[v]];
      return v;
    };
    for (const Labels& g : generators_) {
      bool fixes = true;
      for (int d = 0; d < depth && fixes; ++d) fixes = g[path_[d]] == path_[d];
      if (!fixes) continue;
      for (int v = 0; v < n_; ++v) root[find(v)] = static_cast<std::uint8_t>(find(g[v]));
    }
    for (int t = 0; t < ntried; ++t)
      if (find(tried[t]) == find(w)) return true;
    return false;
  }

  const Part& g_;
  int n_;
  bool ground_;
  // Refinement's scratch.
  std::array<std::array<std::uint16_t, 128>, 64> sig_;  // written before read: left uninitialised
  std::array<int, 64> length_;
  // The search.
  std::size_t budget_, nodes_ = 0;
  bool aborted_ = false, seen_ = false;
  Labels path_{};
  Leaf first_leaf_, best_;
  std::vector<Labels> generators_;
};

}  // namespace graph_canon_detail

bool canonical_form(const Edges& part, bool fix_ground, Edges& out, std::size_t budget) {
  const Part g(part, fix_ground);
  if (g.tree() && (g.ground || !fix_ground)) {
    out = Edges{};
    out.code = tree_form(g);
    out.size = part.size;
    out.form = Edges::canonical;
    return true;
  }
  CanonSearch search(g, budget);
  return search.run(out);
}

}  // namespace alea::cgt::games
