#pragma once
// One allocation's clearing probability in Poissonized time, P(tau_X <= s) = prod_i G_i(x_i, s),
// with the integration range and panel cuts the quadratures use.
#include <functional>
#include <vector>
#include "alloc/counts.hpp"
#include "alloc/fast/exp_ladder.hpp"
#include "alloc/fast/poisson_tail.hpp"

namespace alea::alloc::fast::detail {

// The values with tokens, their rates and tails: at time s, P(tau_X <= s) = prod_i G_i.
struct Clearing {
  struct Value {
    double rate;
    PoissonTail tail;
  };
  std::vector<Value> values;
  ExpLadder ladder;  // over the values' rates (sorted increasing)

  Clearing(const std::vector<double>& p, const Counts& x);
  // Both sides of prod_i G_i at s, each accurate: cleared = prod G, open = 1 - prod G,
  // with bounds on their absolute rounding errors.
  struct Point {
    double cleared, open, err_cleared, err_open;
  };
  Point at(double s) const;
  // The same at n points s[j] >= 0 at once (any n): values with few tokens are summed in loops
  // over the points, with e^{-p s} shared by values of equal rate.
  void at(const double* s, std::size_t n, Point* out) const;
  // s beyond which P(tau_X > s) is negligible for the moments up to the second.
  double horizon() const { return horizon(2); }
  // The same for one quantity: order 0 (densities, tail_zeroth), 1 (the mean, tail_first) or
  // 2 (tail_second); the tail bound past it is then below about e^-36 of the quantity
  // (order 2: below e^-40 absolute, as the variance can be far below E^2).
  double horizon(int order) const;
  // max_i x_i / p_i = max_i E[tau_i] <= E[tau_X]: the scale of the mean.
  double scale() const;
  // Panel boundaries on [0, S]: each value's clearing time concentrates near x_i/p_i with width
  // sqrt(x_i)/p_i, so cutting there lets the adaptive quadrature start where the integrand bends.
  std::vector<double> cuts(double S) const;
  // Upper bound on P(tau_X > S): sum_i P(Poisson(p_i S) < x_i).
  double tail_zeroth(double S) const;
  // Upper bounds on the integrals over [S, inf) of P(tau_X > s) and of 2s P(tau_X > s).
  double tail_first(double S) const;
  double tail_second(double S) const;
};

// The horizons above are Chernoff bounds sized for e^-36 and leave whole panels of negligible
// mass at the end of the cuts. Drops those last panels, from the back, while tail(z), a bound on
// what lies past the new end z, stays within budget (z >= from only); returns the new end.
double shorten(std::vector<double>& cuts, double from, const std::function<double(double)>& tail, double budget);

// max(x_i, y_i) for every value: the allocation that is clear exactly when both x and y are.
Counts pointwise_max(const Counts& x, const Counts& y);

// True when some token sits on a value that never comes up: that side never clears.
bool never_clears(const std::vector<double>& p, const Counts& x);

}  // namespace alea::alloc::fast::detail
