#pragma once
// The one-step operator of the random-turn game (Definition 30 with a biased coin):
//   F(x)(v) = nu(v) on terminals,  p * x+(v) + (1 - p) * x-(v) elsewhere,
// where x+(v) is the largest x over v's blue successors and x-(v) the smallest over its red
// ones. Every quantity of chapters 3-5 is a fixed point or an iterate of F (or of its bidding
// analogues), so the scalar type is a template parameter: Rational for exact work, double
// for speed.
#include <span>
#include <type_traits>
#include <vector>

#include "graph/game.hpp"

namespace alea::graph {

template <class S>
struct Extremes {
  S plus, minus;                 // x+(v), x-(v)
  Vertex arg_plus = no_vertex;   // the first successor attaining each
  Vertex arg_minus = no_vertex;
};

template <class S, class X>
Extremes<S> extremes(const Game& g, Vertex v, const X& x) {
  Extremes<S> e;
  for (Vertex w : g.blue().of(v))
    if (e.arg_plus == no_vertex || x[w] > e.plus) {
      e.plus = x[w];
      e.arg_plus = w;
    }
  for (Vertex w : g.red().of(v))
    if (e.arg_minus == no_vertex || x[w] < e.minus) {
      e.minus = x[w];
      e.arg_minus = w;
    }
  return e;
}

// F(x)(v) for a non-terminal v, with q = 1 - p.
template <class S, class X>
S apply_operator(const Game& g, Vertex v, const X& x, const S& p, const S& q) {
  auto e = extremes<S>(g, v, x);
  return p * e.plus + q * e.minus;
}

// A terminal's payoff in the scalar type.
template <class S>
S payoff_as(const Game& g, Vertex t) {
  if constexpr (std::is_same_v<S, double>)
    return g.payoff_double(t);
  else
    return g.payoff(t);
}

// x with the payoffs on the terminals and `fill` elsewhere (R_0 of Proposition 31 when fill
// is r_min).
template <class S>
std::vector<S> start_vector(const Game& g, const S& fill) {
  std::vector<S> x(g.size(), fill);
  for (Vertex t : g.terminals()) x[t] = payoff_as<S>(g, t);
  return x;
}

}  // namespace alea::graph
