#pragma once
// The cube at a match score, in Keeler and Spencer's continuous game with match equities as the
// payoffs: A's cubeless chance p of winning the game is a martingale, so A's match winning
// chance is linear in p between the points where a player acts. The models:
//   * dead: after a take nobody doubles again, except the taker's automatic redouble when it
//     costs him nothing (the doubler already wins the match with any win at the doubled cube);
//   * live: the owner redoubles exactly at the other's drop point (Keeler and Spencer's
//     Theorem 1), recursively up the cube levels until the cube is dead; the natural end of the
//     game on the other side counts gammons (Janowski's ends, gnubg's GetPoints);
//   * Janowski's mixture x * live + (1 - x) * dead, x the cube efficiency.
// All of it is rational in the table's entries, the gammon shares and x: T = Rational is exact.
#include <optional>
#include <string>

#include "doubling/match/outcomes.hpp"
#include "doubling/match/pwl.hpp"

namespace alea::doubling {

enum class Side { A, B };

// A's doubling window from cube c (A doubles to 2c), as A's winning chances; take is B's.
template <class T>
struct Window {
  T take, cash;                     // cash = 1 - take: where B is indifferent to taking
  std::optional<T> double_point;    // where doubling (and a take) is as good as waiting
  std::optional<T> too_good;        // dead cube: above it playing on for the gammons beats cashing
  // A's gammons needed per loss for playing on to beat cashing, whatever the state (dead cube):
  // (E(A wins c) - L(c)) / (E(A wins 2c) - E(A wins c)); nullopt when a gammon adds nothing.
  std::optional<T> play_for_gammon;
};

template <class T>
class CubeModels {
 public:
  CubeModels(const Equities<T>& e, const MatchScore& s, const Gammons<T>& g, bool auto_redouble = true)
      : e_(e), s_(s), g_(g), auto_redouble_(auto_redouble) {}

  T after(long long k) const { return after_game(e_, s_, k); }
  T win(long long v) const { return win_value(e_, s_, g_, v); }
  T loss(long long v) const { return loss_value(e_, s_, g_, v); }
  Pwl<T> dead_line(long long v) const { return Pwl<T>::line(loss(v), win(v)); }

  // A's chance at p with the cube at v owned by `owner`, fully live.
  Pwl<T> live_owned(long long v, Side owner) const;
  // The same with the cube centred at v (both may double): B cashes below beta(v), A above
  // alpha(v), linear between (Keeler and Spencer's value of the game).
  Pwl<T> live_centered(long long v) const;
  // After a take the cube is at v, owned by `owner`, dead but for an automatic redouble.
  Pwl<T> dead_owned(long long v, Side owner) const;

  // Keeler and Spencer's raising points from cube v: A doubles at p >= alpha (B's drop point,
  // the live cube), B at p <= beta. nullopt when that player gains nothing by doubling (he
  // already wins the match with any win at v).
  std::optional<T> alpha(long long v) const;
  std::optional<T> beta(long long v) const;

  // A doubles from c to 2c; x is Janowski's cube efficiency (0 dead, 1 live).
  Window<T> window(long long c, const T& x) const;

 private:
  const Equities<T>& e_;
  MatchScore s_;
  Gammons<T> g_;
  bool auto_redouble_;
};

// Robertie's gammon values at the score with the cube at c: what a gammon (and a backgammon)
// adds to a single win, in units of the difference between a single win and a single loss.
template <class T>
struct GammonValue {
  T gammon_a, backgammon_a, gammon_b, backgammon_b;
};
template <class T>
GammonValue<T> gammon_value(const Equities<T>& e, const MatchScore& s, long long c);

}  // namespace alea::doubling
