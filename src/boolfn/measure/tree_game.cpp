#include "boolfn/measure/tree_game.hpp"

#include <cmath>

#include "core/errors.hpp"
#include "core/interrupt.hpp"
#include "lp/game.hpp"

namespace alea::boolfn::measure {
namespace {

// The 3^n subcubes: s = sum_i d_i 3^i with d_i = 0 (x_i = -1), 1 (x_i = +1) or 2 (free). Both
// halves along a free i (s - 2 3^i and s - 3^i) come before s.
struct Cubes {
  int n = 0;
  std::vector<std::uint32_t> pow3;
  std::vector<std::int8_t> first_free;  // -1: a point
  std::vector<std::uint32_t> point;     // the point of a state without free digits
  std::vector<std::int8_t> constant;    // f on the subcube: +1, -1, or 0 (not constant)
  std::uint32_t root = 0;

  Cubes(const Words& bits, int n_) : n(n_), pow3(n_ + 1, 1) {
    for (int i = 1; i <= n; ++i) pow3[i] = 3 * pow3[i - 1];
    first_free.assign(pow3[n], -1);
    point.assign(pow3[n], 0);
    constant.assign(pow3[n], 0);
    for (std::uint32_t s = 0; s < pow3[n]; ++s) {
      std::uint32_t x = 0, r = s;
      for (int i = 0; i < n; ++i, r /= 3) {
        if (r % 3 == 2 && first_free[s] < 0) first_free[s] = std::int8_t(i);
        if (r % 3 == 1) x |= 1u << i;
      }
      if (first_free[s] < 0) {
        point[s] = x;
        constant[s] = (bits[x >> 6] >> (x & 63) & 1) ? 1 : -1;
      } else {
        const int j = first_free[s];
        const std::int8_t a = constant[s - 2 * pow3[j]], b = constant[s - pow3[j]];
        constant[s] = a == b ? a : 0;
      }
    }
    root = pow3[n] - 1;
  }
  bool free(std::uint32_t s, int i) const { return s / pow3[i] % 3 == 2; }
};

// The best tree against mu: the least expected number of queries among trees computing f
// (depth < 0), or the least error among trees of depth <= depth.
template <class T>
class BestTree {
 public:
  BestTree(const Cubes& c, const Words& bits, const std::vector<T>& mu, int depth) : c_(c), depth_(depth) {
    const std::uint32_t count = c.pow3[c.n];
    mass_.assign(count, T(0));
    plus_.assign(count, T(0));
    for (std::uint32_t s = 0; s < count; ++s) {
      const int j = c.first_free[s];
      if (j < 0) {
        mass_[s] = mu[c.point[s]];
        if (bits[c.point[s] >> 6] >> (c.point[s] & 63) & 1) plus_[s] = mass_[s];
      } else {
        mass_[s] = mass_[s - 2 * c.pow3[j]] + mass_[s - c.pow3[j]];
        plus_[s] = plus_[s - 2 * c.pow3[j]] + plus_[s - c.pow3[j]];
      }
    }
    const int layers = depth < 0 ? 1 : depth + 1;
    value_.assign(layers, std::vector<T>(count, T(0)));
    choice_.assign(layers, std::vector<std::int8_t>(count, -1));
    for (int b = 0; b < layers; ++b)
      for (std::uint32_t s = 0; s < count; ++s) solve(b, s);
  }

  const T& value() const { return value_.back()[c_.root]; }
  DecisionTree tree() const {
    DecisionTree t;
    t.root = build(t, int(value_.size()) - 1, c_.root);
    return t;
  }

 private:
  void solve(int b, std::uint32_t s) {
    if ((s & 4095) == 0) check_interrupt();
    T& out = value_[b][s];
    if (c_.constant[s]) return;  // a leaf, free of cost and error
    const bool zero_error = depth_ < 0;
    if (!zero_error) out = std::min(plus_[s], mass_[s] - plus_[s]);  // a leaf with the heavier value
    if (!zero_error && b == 0) return;
    const auto& below = value_[zero_error ? b : b - 1];
    bool first = zero_error;
    for (int i = 0; i < c_.n; ++i) {
      if (!c_.free(s, i)) continue;
      T v = below[s - 2 * c_.pow3[i]] + below[s - c_.pow3[i]];
      if (zero_error) v += mass_[s];
      if (first || v < out) {
        out = v;
        choice_[b][s] = std::int8_t(i);
        first = false;
      }
    }
  }

  int build(DecisionTree& t, int b, std::uint32_t s) const {
    const int node = int(t.nodes.size());
    t.nodes.emplace_back();
    const int i = choice_[b][s];
    if (i < 0) {
      t.nodes[node].value = c_.constant[s] ? Rational(c_.constant[s]) : Rational(plus_[s] >= mass_[s] - plus_[s] ? 1 : -1);
      return node;
    }
    const int next = depth_ < 0 ? b : b - 1;
    t.nodes[node].var = i + 1;
    const int minus = build(t, next, s - 2 * c_.pow3[i]);
    const int plus = build(t, next, s - c_.pow3[i]);
    t.nodes[node].minus = minus;
    t.nodes[node].plus = plus;
    return node;
  }

  const Cubes& c_;
  int depth_;
  std::vector<T> mass_, plus_;
  std::vector<std::vector<T>> value_;
  std::vector<std::vector<std::int8_t>> choice_;
};

// What the algorithm pays with tree t at each point: queries, or 1 on an error.
std::vector<int> payments(const DecisionTree& t, const Words& bits, int n, bool zero_error) {
  std::vector<int> row(std::size_t(1) << n);
  for (std::uint32_t x = 0; x < row.size(); ++x) {
    int node = t.root, queries = 0;
    while (t.nodes[node].var) {
      node = (x >> (t.nodes[node].var - 1) & 1) ? t.nodes[node].plus : t.nodes[node].minus;
      ++queries;
    }
    const int fx = (bits[x >> 6] >> (x & 63) & 1) ? 1 : -1;
    row[x] = zero_error ? queries : t.nodes[node].value != fx;
  }
  return row;
}

// The game's matrix: the input (a point, the row player) receives what the tree pays.
template <class S>
lp::Matrix<S> matrix(const std::vector<std::vector<int>>& rows, std::size_t points) {
  lp::Matrix<S> a(points, std::vector<S>(rows.size()));
  for (std::size_t x = 0; x < points; ++x)
    for (std::size_t t = 0; t < rows.size(); ++t) a[x][t] = S(rows[t][x]);
  return a;
}

}  // namespace

TreeGame solve_tree_game(const Words& bits, int n, int depth) {
  const std::size_t points = std::size_t(1) << n;
  const bool zero_error = depth < 0;
  Cubes cubes(bits, n);
  std::vector<std::vector<int>> rows;
  std::vector<DecisionTree> trees;
  auto add = [&](DecisionTree t) {
    rows.push_back(payments(t, bits, n, zero_error));
    trees.push_back(std::move(t));
  };
  add(BestTree<double>(cubes, bits, std::vector<double>(points, 1.0 / double(points)), depth).tree());
  const std::size_t max_rounds = 50 * points + 200;
  // doubles: until the best tree against the input's mixed strategy pays what the game promises
  for (std::size_t round = 0;; ++round) {
    if (round > max_rounds) throw Error("the randomized decision-tree game did not converge");
    check_interrupt();
    lp::require_game_memory(points, rows.size(), false);
    const auto g = lp::solve_game(matrix<double>(rows, points));
    BestTree<double> best(cubes, bits, g.row, depth);
    if (best.value() >= g.value - 1e-9) break;
    add(best.tree());
  }
  // rationals: the game exactly, the best tree against its exact mixed strategy exactly
  for (std::size_t round = 0;; ++round) {
    if (round > max_rounds) throw Error("the randomized decision-tree game did not converge in rationals");
    check_interrupt();
    lp::require_game_memory(points, rows.size(), true);
    const auto r = lp::solve_game_exact(matrix<Rational>(rows, points));
    if (!r.exact) throw Error("the randomized decision-tree LP could not be solved exactly (" + r.reason + ")");
    BestTree<Rational> best(cubes, bits, r.exact->row, depth);
    if (best.value() >= r.exact->value) {
      TreeGame g;
      g.value = r.exact->value;
      g.distribution = r.exact->row;
      g.trees = int(trees.size());
      for (std::size_t t = 0; t < trees.size(); ++t)
        if (r.exact->column[t] != 0) g.algorithm.emplace_back(r.exact->column[t], trees[t]);
      return g;
    }
    add(best.tree());
  }
}

}  // namespace alea::boolfn::measure
