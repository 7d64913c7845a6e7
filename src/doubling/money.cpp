#include "doubling/money.hpp"

#include "core/errors.hpp"
#include "core/rational.hpp"
#include "doubling/scalar.hpp"

namespace alea::doubling {

template <class T>
MoneyPoints<T> money_points(const T& W, const T& L, const T& x) {
  if (!(W >= T(1))) throw InvalidArgument("W", "the average win W must be >= 1, got " + show(W));
  if (!(L >= T(1))) throw InvalidArgument("L", "the average loss L must be >= 1, got " + show(L));
  if (!(x >= T(0) && x <= T(1))) throw InvalidArgument("x", "the cube efficiency x must be in [0, 1], got " + show(x));
  const T half = T(1) / T(2), window = W + L + half * x;
  return {(L - half) / window, (L + half + half * x) / window,
          (L * (T(3) - x) + T(2) * x) / ((W + L) * (T(3) - x) + x), (L + x) / window};
}

template MoneyPoints<Rational> money_points(const Rational&, const Rational&, const Rational&);
template MoneyPoints<double> money_points(const double&, const double&, const double&);

}  // namespace alea::doubling
