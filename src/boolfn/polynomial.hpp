#pragma once
// Degrees of a +-1 function as a polynomial: over GF(2) (the algebraic normal form of the 0/1
// function [f = +1] in the 0/1 variables [x_i = +1], by the Moebius transform), its algebraic
// immunity, and over the reals the approximate degree by linear programming
// (measure/approximation.hpp). The Fourier degree is fourier.hpp's degree(). Non-Boolean f is
// refused (role "f"); sizes past a method's reach before starting (LimitExceeded with the limit
// and n): ANF and deg_2 n <= 30, algebraic immunity n <= 16, the approximate degree by the
// general LP n <= 12 (exact E(d) for n <= 8; for n = 9..12 the interior-point method of
// measure/interior_point.hpp with E(d) between two exactly checked certificates, which decide
// E(d) <= epsilon unless E(d) is within about 1e-9 of epsilon), symmetric f (by their
// one-variable reduction) n <= 64.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "boolfn/function.hpp"
#include "core/rational.hpp"

namespace alea::boolfn {

constexpr int max_anf_variables = 30;
// The monomials of the ANF, each a sorted array of variables ({} is the constant 1), in table
// order of their masks. LimitExceeded past max_terms monomials.
std::vector<std::vector<int>> algebraic_normal_form(const BooleanFunction& f, std::uint64_t max_terms = 1u << 16);
int gf2_degree(const BooleanFunction& f);
constexpr int max_immunity_variables = 16;
// AI(f): the least degree of a nonzero g with g [f = +1] = 0 or g [f = -1] = 0 (<= ceil(n/2)).
int algebraic_immunity(const BooleanFunction& f);

constexpr int max_approximation_variables = 12, max_exact_approximation_variables = 8;
// A function with swappable variables is computed on its orbits (measure/orbits.hpp) when that
// LP is smaller: up to n = 20 and 1,024 orbits.
constexpr int max_orbit_variables = 20;
constexpr std::uint64_t max_orbits = 1024;
// Up to n = 12 the orbit LP is used only up to this many orbits: past it the interior-point LP
// over every point decides the degree in about a second at n = 12, where the exact orbit LP of
// a function of 1,024 orbits (blocks 3, 3 and six single variables) ran over five minutes.
constexpr std::uint64_t max_orbits_within_certified = 256;
// deg_eps(f) = min { d : E(d) <= epsilon }, E(d) the best uniform error of degree d.
struct ApproximateDegree {
  int degree = 0;
  std::string method;  // "symmetric" (one-variable LP), "orbits" (the LP on the orbits of the
                       // swappable variables' classes), "exact" (the LP over every point, in
                       // rationals) or "certified" (the same LP by interior points, n = 9..12)
  struct Error {
    int d = 0;
    Rational lower, upper;  // lower <= E(d) <= upper (equal when exact)
  };
  std::vector<Error> errors;  // every d the search evaluated, increasing
};
// epsilon in (0, 1) (role "epsilon"). Throws Error when E(d) lies within the doubles' reach of
// epsilon and no exact LP fits. Non-symmetric f of n <= 20 first loses the variables it ignores
// and those it is odd in (f(x with x_i flipped) = -f(x), so f = x_i g): with k odd ones,
// deg_eps(f) = deg_eps(h) + k for h the rest (polynomial.cpp); the errors are then h's shifted
// by k, after E(k - 1) = 1, and the method h's.
ApproximateDegree approximate_degree(const BooleanFunction& f, const Rational& epsilon);

// The number of orbits of f's swappable variables when it is below 2^n (0 otherwise, and for n
// past max_orbit_variables or non-Boolean f): the size of the orbit LP approximate_degree uses.
std::uint64_t approximation_orbits(const BooleanFunction& f);

// F(k), k = 0..n, when f depends only on the number k of +1 coordinates (read off a symmetric
// gate for built-ins without a table, else from the table).
std::optional<std::vector<int>> symmetric_profile(const BooleanFunction& f);

}  // namespace alea::boolfn
