#pragma once
// One allocation (Fluet 6.1, Bramhall): the clearing time T_X, the number of rolls until every
// token of X is knocked down. Each function is what one Lua method of an allocation computes,
// in the mode asked (mode.hpp); the recursions and the fast methods are in exact/ and fast/.
#include <cstdint>
#include <optional>
#include <vector>

#include "alloc/allocation.hpp"
#include "alloc/mode.hpp"
#include "core/quantity.hpp"

namespace alea::alloc {

// E(T_X) (Fluet eq. 4).
Quantity expected_time(const Allocation& x, const Mode& m);
// Var(T_X) (Fluet 6.1.3).
Quantity variance(const Allocation& x, const Mode& m);
// Bramhall's multinomial probability t! / prod x_i! prod p_i^x_i of clearing in exactly t rolls.
Quantity multinomial(const Allocation& x, const Mode& m);

// P(T_X = n) and P(T_X <= n) for n = 0 .. last.
struct Distribution {
  std::vector<Rational> exact_pmf, exact_cdf;  // exact mode
  std::vector<double> pmf, cdf;                // floating modes
  std::optional<double> bound;                 // fast: on every cdf entry, twice it on every pmf entry
  bool exact = false;
  std::size_t size() const { return exact ? exact_cdf.size() : cdf.size(); }
};

// Up to n rolls when n is given (n >= 0, role "n"); otherwise until the tail P(T_X > n) is
// below tol (0 < tol < 1, role "tol"; floating modes only: exact mode needs n).
Distribution distribution(const Allocation& x, std::optional<std::int64_t> n, double tol, const Mode& m);

// The smallest n with P(T_X <= n) >= q, q in (0, 1 - kQuantileResolution] (role "q"): from the
// fast cdf, with a cdf value within its bound of q decided in rationals when P is exact.
constexpr double kQuantileResolution = 1e-12;
std::int64_t quantile(const Allocation& x, double q);

}  // namespace alea::alloc
