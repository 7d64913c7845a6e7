#pragma once
// The doubling module's surface: each function is what one Lua function of `doubling` computes,
// from the numbers as the caller gave them (exact or floats), in the mode the one rule picks
// (core/mode.hpp: exact when every number is exact, unless exact is given). The algorithms are
// in the other files of this folder.
#include <optional>
#include <string>
#include <variant>

#include "core/number.hpp"
#include "core/quantity.hpp"
#include "doubling/continuous.hpp"
#include "doubling/money.hpp"
#include "doubling/tree.hpp"

namespace alea::doubling {

// Section 3's game: A has m raises of factor a, B has n of factor b; p is A's chance of
// winning (roles "m", "n", "a", "b", "p", "exact").
struct Game {
  long long m = 0, n = 0;
  Number a = Number::of(Rational(2)), b = Number::of(Rational(2)), p = Number::of(Rational(1, 2));
  std::optional<bool> exact;  // nullopt: exact when a, b and p are
};

enum class PointsMethod { theorem2, recursion };

struct Points {
  Quantity alpha, beta;
};

// A's raising point alpha(m, n) and B's beta(m, n), by Theorem 2 or recursions (8)-(9).
Points points(const Game& g, PointsMethod method);
// A's expected value at state p (eq. 19).
Quantity value(const Game& g);
// Figure 1's tree of every path from alpha(m, n).
using Tree = std::variant<RaisingTree<Rational>, RaisingTree<double>>;
Tree tree(const Game& g);

// Section 2: the first doubling point with at most n raises in all (n >= 0, role "n"), by the
// closed form or the recursion; without n, the unlimited game's 4/5.
Rational first_point(std::optional<long long> n, bool recursion);

// Section 4, continuous raises with potentials a, b >= 1 (roles "a", "b"). Theorem 2 with
// `raises` raises each side, extrapolated, when raises is given; otherwise eq. (18) with its bound.
Quantity continuous_alpha(double a, double b, std::optional<long long> raises);

// The money-game market window (money.hpp), exact when W, L and x are unless exact is given.
MoneyPoints<Quantity> money_points(const Number& W, const Number& L, const Number& x, std::optional<bool> exact);

// x rounded as the paper prints it (roles "x", "digits").
std::string paper_format(const Number& x, int digits);

}  // namespace alea::doubling
