#pragma once
// What a game is worth at a match score: player A's (the table's player 0) match winning chance
// after the game ends with A or B winning k points, with the Crawford rule, and the cubeless
// values of a win and a loss when a fixed share of the wins are gammons and backgammons.
#include "doubling/met.hpp"

namespace alea::doubling {

// A's chance at a score inside a table: a Met, or a table still being built by a formula.
// 1 <= a, b; post when the Crawford game has been played (one of them is then 1).
template <class T>
class Equities {
 public:
  virtual ~Equities() = default;
  virtual T at(long long a, long long b, bool post) const = 0;
};

// A Met's entries, the post-Crawford ones as gnubg's getME reads them: with A 1-away, A's
// chance is 1 - post[1][b]; with B 1-away, post[0][a].
template <class T>
class MetEquities final : public Equities<T> {
 public:
  explicit MetEquities(const Met& m) : m_(m) {}
  T at(long long a, long long b, bool post) const override {
    if (!post) return m_.pre<T>(a, b);
    if (a == 1) return T(1) - m_.post<T>(1, b);
    return m_.post<T>(0, a);
  }

 private:
  const Met& m_;
};

// A's chance after the game at s ends with A winning k > 0 points or B winning -k. A game that
// is the Crawford game (someone 1-away before it) or after it leads to a post-Crawford score;
// otherwise a player reaching 1-away makes the next game the Crawford game, which is the
// pre-Crawford table's 1-away row.
template <class T>
T after_game(const Equities<T>& e, const MatchScore& s, long long k) {
  long long a = s.a, b = s.b;
  if (k > 0) a -= k;
  else b += k;
  if (a <= 0) return T(1);
  if (b <= 0) return T(0);
  return e.at(a, b, s.a == 1 || s.b == 1);
}

// The shares of A's wins that are gammons (backgammons not included) and backgammons, and the
// same of B's wins (gnubg's gammon and backgammon rates).
template <class T>
struct Gammons {
  T a_gammon{0}, a_backgammon{0}, b_gammon{0}, b_backgammon{0};
};

// A's chance if A wins the game with the cube at v, the win a gammon or backgammon in the
// given shares (Janowski's W in match units); and if A loses it (L).
template <class T>
T win_value(const Equities<T>& e, const MatchScore& s, const Gammons<T>& g, long long v) {
  return (T(1) - g.a_gammon - g.a_backgammon) * after_game(e, s, v) + g.a_gammon * after_game(e, s, 2 * v) +
         g.a_backgammon * after_game(e, s, 3 * v);
}
template <class T>
T loss_value(const Equities<T>& e, const MatchScore& s, const Gammons<T>& g, long long v) {
  return (T(1) - g.b_gammon - g.b_backgammon) * after_game(e, s, -v) + g.b_gammon * after_game(e, s, -2 * v) +
         g.b_backgammon * after_game(e, s, -3 * v);
}

}  // namespace alea::doubling
