#include "cgt/games/graph_canon.hpp"

#include <algorithm>

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

class CanonSearch {
 public:
  CanonSearch(const Edges& part, bool fix_ground, std::size_t budget) : budget_(budget) {
    std::array<int, 64> local;
    local.fill(-1);
    m_ = part.size;
    for (int i = 0; i < m_; ++i)
      for (int x : {part.u(i), part.v(i)}) local[static_cast<std::size_t>(x)] = 0;
    ground_ = fix_ground && local[0] == 0;
    offset_ = fix_ground && !ground_ ? 1 : 0;  // label 0 stays the ground's, absent here
    for (int x = 0; x < 64; ++x)
      if (local[static_cast<std::size_t>(x)] == 0) local[static_cast<std::size_t>(x)] = n_++;
    std::array<int, 65> degree{};
    for (int i = 0; i < m_; ++i) {
      eu_[i] = static_cast<std::uint8_t>(local[static_cast<std::size_t>(part.u(i))]);
      ev_[i] = static_cast<std::uint8_t>(local[static_cast<std::size_t>(part.v(i))]);
      colour_[i] = static_cast<std::uint8_t>(part.colour(i));
      ++degree[eu_[i]];
      if (eu_[i] != ev_[i]) ++degree[ev_[i]];  // a loop is once in its vertex's list
    }
    for (int v = 0; v < n_; ++v) first_[v + 1] = first_[v] + degree[v];
    std::array<int, 65> at = first_;
    for (int i = 0; i < m_; ++i) {
      neighbour_[at[eu_[i]]] = ev_[i], via_[at[eu_[i]]++] = colour_[i];
      if (eu_[i] != ev_[i]) neighbour_[at[ev_[i]]] = eu_[i], via_[at[ev_[i]]++] = colour_[i];
    }
  }

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
    out.size = static_cast<std::uint8_t>(m_);
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
          for (int j = first_[v]; j < first_[v + 1]; ++j) sig_[v][k++] = static_cast<std::uint16_t>(c.start[neighbour_[j]] << 2 | via_[j]);
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
    for (int p = 0; p < n_; ++p) position[c.order[p]] = static_cast<std::uint8_t>(p + offset_);
    for (int i = 0; i < m_; ++i) {
      const int a = position[eu_[i]], b = position[ev_[i]];
      here.code[i] = static_cast<std::uint16_t>(std::min(a, b) << 8 | std::max(a, b) << 2 | colour_[i]);
    }
    std::sort(here.code.begin(), here.code.begin() + m_);
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

  // The part: n_ vertices, m_ edges eu_-ev_ of colour_, and each vertex's list of (neighbour, colour).
  int n_ = 0, m_ = 0, offset_ = 0;
  bool ground_ = false;
  std::array<std::uint8_t, 64> eu_{}, ev_{}, colour_{};
  std::array<int, 65> first_{};
  std::array<std::uint8_t, 128> neighbour_{}, via_{};
  // Refinement's scratch.
  std::array<std::array<std::uint16_t, 128>, 64> sig_{};
  std::array<int, 64> length_{};
  // The search.
  std::size_t budget_, nodes_ = 0;
  bool aborted_ = false, seen_ = false;
  Labels path_{};
  Leaf first_leaf_, best_;
  std::vector<Labels> generators_;
};

}  // namespace graph_canon_detail

bool canonical_form(const Edges& part, bool fix_ground, Edges& out, std::size_t budget) {
  CanonSearch search(part, fix_ground, budget);
  return search.run(out);
}

}  // namespace alea::cgt::games
