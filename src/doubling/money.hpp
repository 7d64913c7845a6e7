#pragma once
// Beyond the paper, as backgammon players use it: the money-game market window with gammons
// and a partly live cube, in Janowski's model. W and L are A's average win and loss (in cube
// units, gammons included; both >= 1), x in [0, 1] is the cube efficiency: the cubeful equity
// is x times the fully live (Keeler-Spencer continuous) equity plus (1-x) times the dead-cube
// (cubeless) equity. Derivations are in docs/doubling.md.

namespace alea::doubling {

template <class T>
struct MoneyPoints {
  T take;            // (L - 1/2) / (W + L + x/2): Janowski's take point
  T cash;            // 1 - the opponent's take point = (L + 1/2 + x/2) / (W + L + x/2)
  T initial_double;  // centered cube: (L(3 - x) + 2x) / ((W + L)(3 - x) + x)
  T redouble;        // owned cube: (L + x) / (W + L + x/2)
};

// Throws InvalidArgument unless W >= 1, L >= 1 and 0 <= x <= 1.
template <class T>
MoneyPoints<T> money_points(const T& W, const T& L, const T& x);

}  // namespace alea::doubling
