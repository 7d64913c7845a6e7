#pragma once
// Every complexity measure of a +-1 function that fits its size, in one record (f:measures()),
// and the inequalities between them that theorems promise (the sensitivity theorem's chain
// s <= bs <= C <= D, bs <= s^4 and s >= sqrt(deg) (Huang 2019), ...), checked on request.
//
// What fits: s, deg, deg2, the spectral and cryptographic measures for n <= 30 (memory guard);
// C and D for n <= 20; bs for n <= 16; the algebraic immunity for n <= 14; the approximate
// degree for symmetric f (one-variable LP), f whose swappable variables leave at most 256 orbits,
// or n <= 6; R_0 and R_2 for n <= 5. What is left out is
// named in `omitted` with its limit. The individual functions (query.hpp, polynomial.hpp,
// spectral.hpp, randomized.hpp) reach further.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "boolfn/function.hpp"
#include "boolfn/spectral.hpp"
#include "core/rational.hpp"

namespace alea::boolfn {

struct MeasureLimits {
  int block_sensitivity = 16, certificate = 20, depth = 20, immunity = 14, approximation = 6, randomized = 5;
  std::uint64_t approximation_orbits = 256;  // the orbit LP (polynomial.hpp): 256 orbits in 0.6 s
};

struct Measures {
  int n = 0;
  std::optional<int> s, s0, s1, bs, C, C0, C1, D;
  int deg = 0;
  int deg2 = 0;
  std::optional<int> approximate_degree;  // deg_{1/3}
  std::optional<Rational> R0;
  std::optional<int> R2;                  // error 1/3
  std::optional<int> algebraic_immunity;
  SpectralMeasures spectral;              // nonlinearity, bent, ..., junta (relevant)
  std::vector<std::string> omitted;       // "bs (n <= 16)", ...
};
Measures measures(const BooleanFunction& f, const MeasureLimits& limits = {});

struct Inequality {
  std::string relation;  // "s <= bs"
  Rational left, right;  // the two sides' values
  bool holds = false;
  std::string source;    // "definition", "Huang 2019", ...
};
// The inequalities whose measures m has (absent measures: the inequality is left out).
std::vector<Inequality> inequalities(const Measures& m);

}  // namespace alea::boolfn
