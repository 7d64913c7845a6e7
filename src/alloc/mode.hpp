#pragma once
// How a quantity of allocations is computed (docs/alloc.md, "Exact and fast"): exactly, by
// Fluet's recursions in Rational (P must be exact); or in floating point by the method asked:
// fast (Poissonization, with the error bound it proves) or recursion (Fluet's recursions in
// doubles, a cross-check with no bound).
#include <optional>

#include "core/quantity.hpp"
#include "prob/prob_vector.hpp"

namespace alea::alloc {

enum class Method { fast, recursion };

struct Mode {
  std::optional<bool> exact;  // nullopt: exact when P is (the one rule, core/mode.hpp)
  Method method = Method::fast;
};

// The exact flag for a game over p: InvalidArgument (role "exact") for exact=true over floats.
bool exact_for(const Mode& m, const ProbVector& p);

// A quantity by the mode asked: `recursion` (generic in its scalar) in Rational when exact, in
// doubles for method=recursion; otherwise `fast`, which returns a value with its bound.
template <class Recursion, class Fast>
Quantity by_mode(const Mode& m, const ProbVector& p, Recursion recursion, Fast fast) {
  if (exact_for(m, p)) return Quantity::of(recursion(p.exact()));
  if (m.method == Method::recursion) return Quantity::approximate(recursion(p.values()));
  const Estimate e = fast(p.values());
  return Quantity::estimate(e.value, e.bound);
}

}  // namespace alea::alloc
