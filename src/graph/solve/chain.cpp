#include "graph/solve/chain.hpp"

#include <algorithm>
#include <cmath>
#include <queue>
#include <type_traits>

#include "core/errors.hpp"
#include "core/interrupt.hpp"
#include "core/memory_guard.hpp"
#include "core/progress.hpp"
#include "digraph/compressed.hpp"

namespace alea::graph {
namespace {

template <class S>
bool is_zero(const S& s) {
  return s == S(0);
}

template <class S>
std::uint64_t entry_bytes() {
  return std::is_same_v<S, double> ? 16 : 96;  // a Rational is two cpp_ints, small ones inline
}

// One strongly connected block of the system, on local indices, eliminated in a
// minimum-degree order and solved by back substitution.
template <class S>
class Block {
 public:
  using Row = std::vector<std::pair<std::uint32_t, S>>;  // sorted by column

  Block(std::vector<Row> rows, std::vector<S> c, std::uint64_t& fill, std::uint64_t max_fill)
      : rows_(std::move(rows)), c_(std::move(c)), cols_(rows_.size()), alive_(rows_.size(), true),
        fill_(fill), max_fill_(max_fill) {
    for (std::uint32_t i = 0; i < rows_.size(); ++i)
      for (auto& [j, a] : rows_[i])
        if (j != i) cols_[j].push_back(i);
  }

  // false when the fill passed its cap. Each pivot is a step of `bar`.
  bool solve(std::vector<S>& x, Progress& bar) {
    const std::uint32_t m = static_cast<std::uint32_t>(rows_.size());
    using Item = std::pair<std::uint64_t, std::uint32_t>;
    std::priority_queue<Item, std::vector<Item>, std::greater<>> heap;
    for (std::uint32_t i = 0; i < m; ++i) heap.push({score(i), i});
    std::vector<std::uint32_t> order;
    order.reserve(m);
    while (!heap.empty()) {
      auto [s, k] = heap.top();
      heap.pop();
      if (!alive_[k]) continue;
      const auto now = score(k);
      if (now > s) {
        heap.push({now, k});
        continue;
      }
      // Rational pivots can take milliseconds each once the numbers grow: poll every one.
      if (!std::is_same_v<S, double> || (order.size() & 0x3ff) == 0) check_interrupt();
      pivot(k, heap);
      order.push_back(k);
      bar.advance();
      if (max_fill_ && fill_ > max_fill_) return false;
    }
    x.assign(m, S(0));
    for (auto it = order.rbegin(); it != order.rend(); ++it) {
      // Back substitution in Rational handles the largest numbers of all: poll at every step.
      if (!std::is_same_v<S, double>) check_interrupt();
      S v = c_[*it];
      for (auto& [j, a] : rows_[*it]) v += a * x[j];
      x[*it] = v;
    }
    return true;
  }

 private:
  // Live references to column i times the length of row i: the fill a pivot on i can make.
  std::uint64_t score(std::uint32_t i) {
    auto& refs = cols_[i];
    refs.erase(std::remove_if(refs.begin(), refs.end(), [&](std::uint32_t r) { return !alive_[r] || !find(r, i); }),
               refs.end());
    std::sort(refs.begin(), refs.end());
    refs.erase(std::unique(refs.begin(), refs.end()), refs.end());
    return std::uint64_t(refs.size()) * rows_[i].size();
  }

  const S* find(std::uint32_t r, std::uint32_t col) const {
    auto& row = rows_[r];
    auto it = std::lower_bound(row.begin(), row.end(), col, [](const auto& e, std::uint32_t c) { return e.first < c; });
    return it != row.end() && it->first == col ? &it->second : nullptr;
  }

  // x_k = (c_k + sum_{j != k} q_kj x_j) / (1 - q_kk), substituted into every row that uses x_k.
  template <class Heap>
  void pivot(std::uint32_t k, Heap& heap) {
    Row& rk = rows_[k];
    S diag = S(1);
    auto self = std::find_if(rk.begin(), rk.end(), [&](const auto& e) { return e.first == k; });
    if (self != rk.end()) {
      diag -= self->second;
      rk.erase(self);
    }
    if (!(diag > S(0))) throw InvalidArgument("the chain has a closed class that never ends (singular system)");
    if (!(diag == S(1))) {
      for (auto& e : rk) e.second /= diag;
      c_[k] /= diag;
    }
    alive_[k] = false;
    std::uint32_t touched = 0;
    for (std::uint32_t i : cols_[k]) {
      if (!alive_[i]) continue;
      if (!std::is_same_v<S, double> && (++touched & 0xf) == 0) check_interrupt();
      const S* at = find(i, k);
      if (!at) continue;
      const S a = *at;
      merge(i, k, a);
      c_[i] += a * c_[k];
      heap.push({std::uint64_t(cols_[i].size()) * rows_[i].size(), i});
    }
    cols_[k].clear();
    cols_[k].shrink_to_fit();
  }

  // row_i := row_i without column k, plus a * row_k.
  void merge(std::uint32_t i, std::uint32_t k, const S& a) {
    Row& ri = rows_[i];
    const Row& rk = rows_[k];
    Row out;
    out.reserve(ri.size() + rk.size());
    std::size_t s = 0, t = 0;
    while (s < ri.size() || t < rk.size()) {
      if (s < ri.size() && ri[s].first == k) {
        ++s;
        continue;
      }
      if (t == rk.size() || (s < ri.size() && ri[s].first < rk[t].first)) {
        out.push_back(std::move(ri[s++]));
      } else if (s == ri.size() || rk[t].first < ri[s].first) {
        const std::uint32_t j = rk[t].first;
        out.emplace_back(j, a * rk[t].second);
        if (j != i) cols_[j].push_back(i);
        ++t;
      } else {
        S v = ri[s].second + a * rk[t].second;
        if (!is_zero(v)) out.emplace_back(ri[s].first, std::move(v));
        ++s;
        ++t;
      }
    }
    if (out.size() > ri.size()) {
      fill_ += out.size() - ri.size();
      if ((fill_ & 0xffff) < out.size() - ri.size())
        require_memory(bytes_for(fill_, entry_bytes<S>()), "the elimination of the linear system");
    }
    ri = std::move(out);
  }

  std::vector<Row> rows_;
  std::vector<S> c_;
  std::vector<std::vector<std::uint32_t>> cols_;
  std::vector<bool> alive_;
  std::uint64_t& fill_;
  std::uint64_t max_fill_;
};

}  // namespace

template <class S>
std::optional<std::vector<S>> solve_chain(const LinearChain<S>& chain, const ChainLimits& limits) {
  const std::size_t n = chain.size();
  std::vector<std::pair<std::uint32_t, std::uint32_t>> edges;
  std::uint64_t fill = 0;
  for (std::uint32_t i = 0; i < n; ++i)
    for (auto& [j, a] : chain.rows[i]) {
      if (j >= n) throw InvalidArgument("chain row " + std::to_string(i) + " refers to unknown " + std::to_string(j));
      if (j != i && !is_zero(a)) edges.emplace_back(i, j);
      ++fill;
    }
  require_memory(bytes_for(fill + n, entry_bytes<S>()), "the linear system");
  const auto graph = compress(n, std::move(edges));
  const auto comps = strong_components(graph);
  std::vector<S> x(n, S(0));
  std::vector<std::uint32_t> local(n, 0);
  Progress bar("linear solve", n);  // unknowns eliminated
  for (std::uint32_t cid = 0; cid < comps.count; ++cid) {
    if ((cid & (std::is_same_v<S, double> ? 0xfff : 0x3f)) == 0) check_interrupt();
    const auto members = comps.of(cid);
    if (members.size() == 1) {  // one unknown: its successors are solved
      const std::uint32_t i = members[0];
      S v = chain.c[i], diag = S(1);
      for (auto& [j, a] : chain.rows[i]) {
        if (j == i)
          diag -= a;
        else
          v += a * x[j];
      }
      if (!(diag > S(0))) throw InvalidArgument("the chain has a closed class that never ends (singular system)");
      x[i] = diag == S(1) ? v : v / diag;
      bar.advance();
      continue;
    }
    for (std::uint32_t l = 0; l < members.size(); ++l) local[members[l]] = l;
    std::vector<typename Block<S>::Row> rows(members.size());
    std::vector<S> c(members.size());
    for (std::uint32_t l = 0; l < members.size(); ++l) {
      const std::uint32_t i = members[l];
      c[l] = chain.c[i];
      for (auto& [j, a] : chain.rows[i]) {
        if (is_zero(a)) continue;
        if (comps.component[j] == cid)
          rows[l].emplace_back(local[j], a);
        else
          c[l] += a * x[j];
      }
      std::sort(rows[l].begin(), rows[l].end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    }
    Block<S> block(std::move(rows), std::move(c), fill, limits.max_fill);
    std::vector<S> y;
    if (!block.solve(y, bar)) return std::nullopt;
    for (std::uint32_t l = 0; l < members.size(); ++l) x[members[l]] = std::move(y[l]);
  }
  return x;
}

template std::optional<std::vector<double>> solve_chain(const LinearChain<double>&, const ChainLimits&);
template std::optional<std::vector<Rational>> solve_chain(const LinearChain<Rational>&, const ChainLimits&);

std::optional<Rational> simplest_rational_near(double x, double tolerance, std::int64_t max_den) {
  if (!std::isfinite(x)) return std::nullopt;
  // Continued fraction convergents of x; the first within tolerance is the simplest candidate
  // among convergents (good enough: the guess is verified exactly afterwards).
  double r = x;
  std::int64_t h0 = 1, h1 = 0, k0 = 0, k1 = 1;  // h/k: current and previous convergents
  for (int step = 0; step < 64; ++step) {
    const double a = std::floor(r);
    if (std::fabs(a) > 9e15) return std::nullopt;
    const auto ai = static_cast<std::int64_t>(a);
    const std::int64_t h2 = ai * h0 + h1, k2 = ai * k0 + k1;
    if (k2 > max_den || k2 <= 0) return std::nullopt;
    h1 = h0;
    k1 = k0;
    h0 = h2;
    k0 = k2;
    if (std::fabs(double(h0) / double(k0) - x) <= tolerance) return Rational(h0, k0);
    const double frac = r - a;
    if (frac == 0) return std::nullopt;
    r = 1 / frac;
  }
  return std::nullopt;
}

namespace {

bool satisfies(const LinearChain<Rational>& chain, const std::vector<Rational>& x) {
  for (std::size_t i = 0; i < chain.size(); ++i) {
    if ((i & 0x3f) == 0) check_interrupt();
    Rational v = chain.c[i];
    for (auto& [j, a] : chain.rows[i]) v += a * x[j];
    if (v != x[i]) return false;
  }
  return true;
}

}  // namespace

std::vector<Rational> solve_chain_exact(const LinearChain<Rational>& chain) {
  const std::size_t n = chain.size();
  // Fast path: doubles, then small fractions, then an exact check of every equation.
  LinearChain<double> approx;
  approx.rows.resize(n);
  approx.c.resize(n);
  double scale = 1;
  for (std::size_t i = 0; i < n; ++i) {
    approx.c[i] = to_double(chain.c[i]);
    scale = std::max(scale, std::fabs(approx.c[i]));
    for (auto& [j, a] : chain.rows[i]) approx.rows[i].emplace_back(j, to_double(a));
  }
  ChainLimits cap;
  cap.max_fill = 20 * (n + 1000);
  if (auto y = solve_chain(approx, cap)) {
    std::vector<Rational> guess;
    guess.reserve(n);
    for (double v : *y) {
      auto r = simplest_rational_near(v, 1e-11 * scale, std::int64_t(1) << 24);
      if (!r) break;
      guess.push_back(std::move(*r));
    }
    if (guess.size() == n && satisfies(chain, guess)) return guess;
  }
  return *solve_chain(chain);
}

}  // namespace alea::graph
