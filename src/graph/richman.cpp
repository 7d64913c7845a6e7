#include "graph/richman.hpp"

#include "core/interrupt.hpp"
#include "core/memory_guard.hpp"
#include "core/progress.hpp"
#include "graph/solve/operator.hpp"

namespace alea::graph {

RandomTurnValue richman(const Game& g) { return random_turn(g, Rational(1, 2)); }

template <class S>
PlusMinus<S> plus_minus(const Game& g, const std::vector<S>& x) {
  PlusMinus<S> r;
  r.plus = x;
  r.minus = x;
  for (Vertex v = 0; v < g.size(); ++v) {
    if (g.terminal(v)) continue;
    auto e = extremes<S>(g, v, x);
    r.plus[v] = std::move(e.plus);
    r.minus[v] = std::move(e.minus);
  }
  return r;
}

template <class S>
std::vector<std::vector<S>> richman_iterates(const Game& g, std::uint64_t n, bool from_above, const S& p) {
  if constexpr (std::is_same_v<S, double>)
    check_coin(p);
  else
    check_coin(Rational(p));
  require_memory(bytes_for(bytes_for(bytes_plus(n, 1), g.size()), std::is_same_v<S, double> ? 8 : 64 + n / 4),
                 "the iterates R_0 .. R_n");
  S fill;
  if constexpr (std::is_same_v<S, double>)
    fill = to_double(from_above ? g.max_payoff() : g.min_payoff());
  else
    fill = from_above ? g.max_payoff() : g.min_payoff();
  std::vector<std::vector<S>> r{start_vector<S>(g, fill)};
  const S q = S(1) - p;
  Progress bar("iterates", n * g.size());  // vertices updated
  for (std::uint64_t k = 0; k < n; ++k) {
    check_interrupt();
    std::vector<S> next = r.back();
    for (Vertex v = 0; v < g.size(); ++v) {
      if ((v & 0x3ff) == 0x3ff) check_interrupt(), bar.advance(0x400);  // one iterate of a large game can take seconds
      if (!g.terminal(v)) next[v] = apply_operator<S>(g, v, r.back(), p, q);
    }
    bar.advance(g.size() & 0x3ff);
    r.push_back(std::move(next));
  }
  return r;
}

template PlusMinus<Rational> plus_minus(const Game&, const std::vector<Rational>&);
template PlusMinus<double> plus_minus(const Game&, const std::vector<double>&);
template std::vector<std::vector<Rational>> richman_iterates(const Game&, std::uint64_t, bool, const Rational&);
template std::vector<std::vector<double>> richman_iterates(const Game&, std::uint64_t, bool, const double&);

}  // namespace alea::graph
