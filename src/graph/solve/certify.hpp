#pragma once
// The exact certificate behind every exact value of the module, checked in Rational and
// independent of how the values were found.
//   * x is a fixed point of F: x = nu on T and x(v) = p x+(v) + (1-p) x-(v) elsewhere.
//   * x is the least fixed point when Blue has a strategy sigma choosing a successor attaining
//     x+(v) at every v such that, on the largest set where Red can keep the token forever
//     against sigma, x = r_min. Then x(X_n) is a submartingale under sigma against any Red
//     play, every play that does not end is eventually trapped where x = r_min = its payoff,
//     so sigma secures x: x is at most the game's value, which is the least fixed point.
//   * Symmetrically x is the greatest fixed point when Red has such a tau with x = r_max on
//     the set where Blue can keep the token forever.
// Theorem 35's strategies are tried first (their trap sets are empty where Lemma 33 holds),
// then the strategies the solver found.
#include <vector>

#include "core/rational.hpp"
#include "graph/game.hpp"

namespace alea::graph {

struct Certificate {
  bool fixed_point = false;
  Vertex failing = no_vertex;  // the first vertex where F(x) != x
  bool least = false, greatest = false;
  std::vector<Vertex> blue, red;  // the strategies that proved least / greatest
};

Certificate certify(const Game& g, const Rational& p, const std::vector<Rational>& x,
                    const std::vector<Vertex>& blue_hint = {}, const std::vector<Vertex>& red_hint = {});

// The largest set of non-terminals where the free player can keep the token forever when
// `fixed` is the other player's strategy (fixed_is_blue says whose). use_blue / use_red: the
// coin gives that colour moves with positive probability.
std::vector<bool> trap_set(const Game& g, const std::vector<Vertex>& fixed, bool fixed_is_blue, bool use_blue,
                           bool use_red);

}  // namespace alea::graph
