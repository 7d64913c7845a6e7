#include "doubling/match/cube.hpp"

#include "core/errors.hpp"
#include "core/rational.hpp"
#include "doubling/scalar.hpp"

namespace alea::doubling {

template <class T>
Pwl<T> CubeModels<T>::live_owned(long long v, Side owner) const {
  if (owner == Side::A) {
    if (!(s_.a > v)) return dead_line(v);  // A's redouble would gain him nothing: the cube is dead
    const T drop = after(v);
    // A cashes where B, owning 2v after a take, is indifferent: the first p where B's take is
    // worth drop to A. B's take is worth W(2v) >= drop at p = 1, so the point exists.
    const auto q = live_owned(2 * v, Side::B).first_at_least(drop);
    if (!q) return dead_line(v);
    if (!(*q > T(0))) return Pwl<T>::constant(drop);
    return Pwl<T>::through({{T(0), loss(v)}, {*q, drop}, {T(1), drop}});
  }
  if (!(s_.b > v)) return dead_line(v);
  const T drop = after(-v);
  const auto q = live_owned(2 * v, Side::A).last_at_most(drop);
  if (!q) return dead_line(v);
  if (!(*q < T(1))) return Pwl<T>::constant(drop);
  return Pwl<T>::through({{T(0), drop}, {*q, drop}, {T(1), win(v)}});
}

template <class T>
std::optional<T> CubeModels<T>::alpha(long long v) const {
  if (!(s_.a > v)) return std::nullopt;
  return live_owned(2 * v, Side::B).first_at_least(after(v));
}

template <class T>
std::optional<T> CubeModels<T>::beta(long long v) const {
  if (!(s_.b > v)) return std::nullopt;
  return live_owned(2 * v, Side::A).last_at_most(after(-v));
}

template <class T>
Pwl<T> CubeModels<T>::live_centered(long long v) const {
  const auto a = alpha(v), b = beta(v);
  if (a && b) {
    if (!(*b < *a))
      throw InvalidArgument("", "at " + score_text(s_) + " the doubling points cross (B doubles at " + show(*b) +
                                    ", A at " + show(*a) + "): the table is not monotone there");
    return Pwl<T>::through({{T(0), after(-v)}, {*b, after(-v)}, {*a, after(v)}, {T(1), after(v)}});
  }
  if (a) return live_owned(v, Side::A);
  if (b) return live_owned(v, Side::B);
  return dead_line(v);
}

template <class T>
Pwl<T> CubeModels<T>::dead_owned(long long v, Side owner) const {
  if (auto_redouble_ && owner == Side::B && s_.a <= v && s_.b > v)
    return dead_line(2 * v).max(after(-v));  // B redoubles at once; A takes or drops, whichever is better
  if (auto_redouble_ && owner == Side::A && s_.b <= v && s_.a > v) return dead_line(2 * v).min(after(v));
  return dead_line(v);
}

template <class T>
Window<T> CubeModels<T>::window(long long c, const T& x) const {
  const T one(1), cash_value = after(c);
  const Pwl<T> take = combine(x, live_owned(2 * c, Side::B), one - x, dead_owned(2 * c, Side::B));
  const T cash = take.first_at_least(cash_value).value_or(one);
  const Pwl<T> live_wait = c == 1 ? live_centered(c) : live_owned(c, Side::A);
  const Pwl<T> wait = combine(x, live_wait, one - x, dead_line(c));
  Window<T> w{one - cash, cash, combine(one, take, -one, wait).first_nonnegative(), std::nullopt, std::nullopt};
  const T W = win(c), L = loss(c), gammon = after(2 * c);
  if (W > cash_value) w.too_good = (cash_value - L) / (W - L);
  if (gammon > cash_value) w.play_for_gammon = (cash_value - L) / (gammon - cash_value);
  return w;
}

template <class T>
GammonValue<T> gammon_value(const Equities<T>& e, const MatchScore& s, long long c) {
  const T w1 = after_game(e, s, c), l1 = after_game(e, s, -c), unit = w1 - l1;
  if (!(unit > T(0)))
    throw InvalidArgument("", "at " + score_text(s) + " a single win and a single loss with the cube at " +
                                  std::to_string(c) + " are worth the same: no gammon value");
  return {(after_game(e, s, 2 * c) - w1) / unit, (after_game(e, s, 3 * c) - w1) / unit,
          (l1 - after_game(e, s, -2 * c)) / unit, (l1 - after_game(e, s, -3 * c)) / unit};
}

template class CubeModels<Rational>;
template class CubeModels<double>;
template GammonValue<Rational> gammon_value(const Equities<Rational>&, const MatchScore&, long long);
template GammonValue<double> gammon_value(const Equities<double>&, const MatchScore&, long long);

}  // namespace alea::doubling
