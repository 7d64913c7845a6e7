#include "cgt/loopy/canonical.hpp"

#include <algorithm>
#include <optional>
#include <string>

#include "cgt/loopy/compare.hpp"
#include "core/errors.hpp"
#include "core/interrupt.hpp"

namespace alea::cgt::loopy {
namespace {

bool contains(const std::vector<Vertex>& xs, Vertex x) { return std::find(xs.begin(), xs.end(), x) != xs.end(); }

// Bypasses the reversible options of v on one side, with the order of the graph before the
// pass (every position keeps its value, so the order stays true). Left's option x reverses
// through x^R <= v; Right's option x through x^L >= v. An option once bypassed at v is not
// brought back by a later bypass: it would reverse again, to the same options.
bool bypass(Graph& g, Vertex v, bool left, const Order& order) {
  auto& opts = left ? g.left[v] : g.right[v];
  std::vector<Vertex> gone;
  bool changed = false;
  for (std::size_t i = 0; i < opts.size();) {
    const Vertex x = opts[i];
    bool reversed = false;
    for (Vertex y : g.options(!left, x)) {
      if (!(left ? order.leq(y, v) : order.leq(v, y))) continue;
      gone.push_back(x);
      opts.erase(opts.begin() + static_cast<std::ptrdiff_t>(i));
      for (Vertex z : g.options(left, y))
        if (!contains(opts, z) && !contains(gone, z)) opts.push_back(z);
      reversed = changed = true;
      break;
    }
    if (!reversed) ++i;
  }
  return changed;
}

// Removes dominated options of v on one side (of equal ones, the first stays).
bool remove_dominated(Graph& g, Vertex v, bool left, const Order& order) {
  auto& opts = left ? g.left[v] : g.right[v];
  auto worse = [&](Vertex x, Vertex y) { return left ? order.leq(x, y) : order.leq(y, x); };  // x no better than y
  std::vector<Vertex> kept;
  for (std::size_t i = 0; i < opts.size(); ++i) {
    bool dominated = false;
    for (std::size_t j = 0; j < opts.size() && !dominated; ++j) {
      if (i == j || !worse(opts[i], opts[j])) continue;
      dominated = !worse(opts[j], opts[i]) || j < i;  // strictly worse, or equal to an earlier one
    }
    if (!dominated) kept.push_back(opts[i]);
  }
  const bool changed = kept.size() != opts.size();
  opts = std::move(kept);
  return changed;
}

// Fuses positions of equal value into one; returns whether any were fused.
bool fuse(Graph& g, std::vector<Vertex>& roots) {
  const Order order(g, g);
  std::vector<Vertex> to(g.size());
  bool fused = false;
  for (Vertex i = 0; i < g.size(); ++i) {
    if ((i & 0xFF) == 0) check_interrupt();
    to[i] = i;
    for (Vertex j = 0; j < i; ++j)
      if (to[j] == j && order.leq(i, j) && order.leq(j, i)) {
        to[i] = j, fused = true;
        break;
      }
  }
  if (!fused) return false;
  for (auto* side : {&g.left, &g.right})
    for (auto& edges : *side)
      for (Vertex& w : edges) w = to[w];
  for (Vertex& r : roots) r = to[r];
  g.normalize();
  g = restrict_to_reachable(g, roots);
  return true;
}

}  // namespace

Graph simplify_stopper(const Graph& g0, std::vector<Vertex>& roots) {
  Graph g = restrict_to_reachable(g0, roots);
  for (;;) {
    bool changed = false;
    {
      const Order order(g, g);
      for (Vertex v = 0; v < g.size(); ++v) {
        if ((v & 0xFF) == 0) check_interrupt();
        changed |= bypass(g, v, true, order);
        changed |= bypass(g, v, false, order);
        changed |= remove_dominated(g, v, true, order);
        changed |= remove_dominated(g, v, false, order);
      }
    }
    g.normalize();
    g = restrict_to_reachable(g, roots);
    // Fusion only once nothing is dominated or reversible: equal positions of a simplified
    // stopper have isomorphic graphs below them, so identifying them keeps every play. Before,
    // a position may equal one of its followers reached by alternating play ({-1 | {0 | 1}} = 0),
    // and identifying the two would make an alternating cycle: another game.
    if (!changed && !fuse(g, roots)) return g;
  }
}

namespace {

// One step of sidling from approximations approx[u] (roots of the stopper graph work): appends
// {approx(G^L) | approx(G^R)} for every position u of g, simplifies, and says whether each
// equals approx[u]. approx becomes the new approximations.
bool sidle_step(const Graph& g, Graph& work, std::vector<Vertex>& approx) {
  const std::size_t n = g.size();
  std::vector<Vertex> roots(2 * n);
  for (Vertex u = 0; u < n; ++u) {
    const Vertex nu = work.add_vertex();
    for (Vertex w : g.left[u]) work.left[nu].push_back(approx[w]);
    for (Vertex w : g.right[u]) work.right[nu].push_back(approx[w]);
    roots[u] = nu;
    roots[n + u] = approx[u];
  }
  work.normalize();
  work = simplify_stopper(work, roots);
  bool settled = true;
  for (Vertex u = 0; u < n && settled; ++u) settled = roots[u] == roots[n + u];
  approx.assign(roots.begin(), roots.begin() + static_cast<std::ptrdiff_t>(n));
  return settled;
}

// The candidate side: g without the edges of the player infinite play does not favour (Right's
// for the onside) that lie on alternating cycles: a stopper, often the side (over + under's
// onside); sidle() accepts it only when the order of sides finds it equal to g's side.
Graph drop_cyclic_edges(const Graph& g, bool onside) {
  const std::size_t n = g.size();
  // The alternating graph: node 2u is u with Left to move, 2u + 1 with Right to move.
  std::uint32_t count = 0;
  auto comp = components(
      2 * n,
      [&](Vertex x, std::vector<Vertex>& out) {
        const auto& edges = (x & 1) == 0 ? g.left[x / 2] : g.right[x / 2];
        for (Vertex w : edges) out.push_back(2 * w + ((x & 1) ^ 1));
      },
      &count);
  Graph out = g;
  auto& side = onside ? out.right : out.left;
  const Vertex mover = onside ? 1 : 0;
  for (Vertex u = 0; u < n; ++u) {
    std::vector<Vertex> kept;
    for (Vertex w : side[u])
      if (comp[2 * u + mover] != comp[2 * w + (mover ^ 1)]) kept.push_back(w);  // not on a cycle
    side[u] = std::move(kept);
  }
  return out;
}

// The (Left, Right) edges of g that lie on alternating cycles: an edge u -> w for the player
// to move at u is on one when (w, other player to move) reaches (u, player) again.
std::vector<std::pair<Vertex, bool>> cyclic_edges(const Graph& g, Vertex u, const std::vector<std::uint32_t>& comp,
                                                 bool left) {
  std::vector<std::pair<Vertex, bool>> out;
  const Vertex x = 2 * u + (left ? 0 : 1);
  for (Vertex w : g.options(left, u))
    if (comp[x] == comp[2 * w + (left ? 1 : 0)]) out.push_back({w, left});
  return out;
}

std::vector<std::uint32_t> alternating_components(const Graph& g) {
  return components(2 * g.size(), [&](Vertex x, std::vector<Vertex>& out) {
    const auto& edges = (x & 1) == 0 ? g.left[x / 2] : g.right[x / 2];
    for (Vertex w : edges) out.push_back(2 * w + ((x & 1) ^ 1));
  });
}

// Removes, one at a time, the options of g that do not change its side: the edges on
// alternating cycles (CGSuite's irrelevant cyclic edges) and the options dominated in the order
// of sides. Each removal is checked by the order of sides against the graph before it (which
// has g's side), so the result has the side of g whatever the order of the trials; it is a local
// minimum (no single option of those kinds can go), not a unique form: no simplest form is
// known for games that are not stoppers.
Graph prune(const Graph& g, bool onside) {
  const Convention side = onside ? Convention::onside : Convention::offside;
  Graph work = g;
  for (bool changed = true; changed;) {
    changed = false;
    std::vector<Vertex> roots{0};
    work = restrict_to_reachable(work, roots);
    const auto comp = alternating_components(work);
    const Order order(work, work, side);
    for (Vertex u = 0; u < work.size(); ++u) {
      for (bool left : {true, false}) {
        // Candidates: cyclic edges, then options no better than another for their player (by
        // the order at the pass's start: a stale order only proposes, the check decides).
        auto tries = cyclic_edges(work, u, comp, left);
        for (Vertex x : work.options(left, u))
          for (Vertex y : work.options(left, u))
            if (x != y && (left ? order.leq(x, y) : order.leq(y, x))) tries.push_back({x, left});
        for (auto [w, l] : tries) {
          check_interrupt();
          Graph trial = work;
          auto& opts = l ? trial.left[u] : trial.right[u];
          auto it = std::find(opts.begin(), opts.end(), w);
          if (it == opts.end()) continue;  // already removed
          opts.erase(it);
          // Without a Left option the game is no better for Left, without a Right one no worse
          // (mirroring in the difference, infinite play moving in both parts, survives either
          // convention), so one comparison decides: g <= trial, or trial <= g.
          // (Against the current graph, which has g's side and is smaller.)
          const bool same = l ? Order(work, trial, side).leq(0, 0) : Order(trial, work, side).leq(0, 0);
          if (same) work = std::move(trial), changed = true;
        }
      }
    }
  }
  return work;
}

// Sidling from on (off): G_0 = on at every position, G_{k+1} = {G_k^L | G_k^R}; the stopper
// where it settles within max_rounds rounds, if it does.
std::optional<Graph> sidle_from_end(const Graph& g, bool onside, std::size_t max_rounds) {
  Graph work;
  const Vertex base = work.add_vertex();  // on = {pass|} or off = {|pass}
  (onside ? work.left : work.right)[base].push_back(base);
  std::vector<Vertex> approx(g.size(), base);
  for (std::size_t round = 1; round <= max_rounds; ++round) {
    check_interrupt();
    if (sidle_step(g, work, approx)) {
      std::vector<Vertex> top{approx[0]};
      return restrict_to_reachable(work, top);
    }
  }
  return std::nullopt;
}

}  // namespace

Graph sidle(const Graph& g0, Vertex v, bool onside) {
  std::vector<Vertex> start{v};
  const Graph g = restrict_to_reachable(g0, start);
  if (is_stopper(g, 0)) return simplify_stopper(g, start);
  std::vector<Vertex> top{0};
  // The candidate, checked to have the side of g.
  Graph c = drop_cyclic_edges(g, onside);
  if (is_stopper(c, 0) && side_equal(c, g, onside)) return simplify_stopper(c, top);
  // Options that do not change the side removed, checked the same way.
  Graph pruned = prune(g, onside);
  if (is_stopper(pruned, 0)) return simplify_stopper(pruned, top);
  return pruned;  // not a stopper: the side as a loopy graph, played with its convention
}

Graph sidle_by_rounds(const Graph& g0, Vertex v, bool onside, std::size_t max_rounds) {
  std::vector<Vertex> start{v};
  const Graph g = restrict_to_reachable(g0, start);
  if (is_stopper(g, 0)) return simplify_stopper(g, start);
  if (auto s = sidle_from_end(g, onside, max_rounds)) return *s;
  throw InvalidArgument("G", std::string("the ") + (onside ? "onside" : "offside") + " did not settle after " +
                                 std::to_string(max_rounds) + " rounds of sidling");
}

}  // namespace alea::cgt::loopy
