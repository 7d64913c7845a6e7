#pragma once
// How a quantity of allocations is computed (docs/alloc.md, "Exact and fast"): exactly, by
// Fluet's recursions in Rational (P must be exact); or in floating point by the method asked:
// fast (Poissonization, with the error bound it proves) or recursion (Fluet's recursions in
// doubles, a cross-check with no bound).
#include <optional>

#include "prob/prob_vector.hpp"

namespace alea::alloc {

enum class Method { fast, recursion };

struct Mode {
  std::optional<bool> exact;  // nullopt: exact when P is (the one rule, core/mode.hpp)
  Method method = Method::fast;
};

// The exact flag for a game over p: InvalidArgument (role "exact") for exact=true over floats.
bool exact_for(const Mode& m, const ProbVector& p);

}  // namespace alea::alloc
