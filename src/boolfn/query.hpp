#pragma once
// Query complexity measures of a +-1 function, exact (integers, with witnesses): sensitivity,
// block sensitivity, certificate complexity and the deterministic query complexity D(f), the
// least depth of a decision tree computing f. Conventions of boolfn: +1 is true, so s1 and C1
// are taken over the points where f = +1; a point is a Point (x[i-1] = x_i = +-1); variables
// are 1-based. On a side where f takes no point (constant f) the measure is 0.
//
// Every function refuses a non-Boolean f (role "f") and a size past its method's reach before
// starting (LimitExceeded naming the limit and n): sensitivity n <= 30 (one pass over the
// table), block sensitivity n <= 20 (a search per point), certificates and D n <= 24 (walks over
// the 3^n subcubes; the memory guard is asked first).
#include <cstdint>
#include <optional>
#include <vector>

#include "boolfn/decision_tree.hpp"
#include "boolfn/function.hpp"
#include "boolfn/partial.hpp"

namespace alea::boolfn {

constexpr int max_sensitivity_variables = 30;
constexpr int max_block_sensitivity_variables = 20;
constexpr int max_certificate_variables = 24;
constexpr int max_depth_variables = 24;

// s(f) = max_x s(f, x), s(f, x) = #{i : f(x^i) != f(x)}; s0, s1 over f = -1, f = +1; x the
// lowest point reaching s.
struct SensitivityResult {
  int s = 0, s0 = 0, s1 = 0;
  Point x;
};
SensitivityResult sensitivity(const BooleanFunction& f);

// At one point: s(f, x) and the sensitive variables (role "x" for a bad point).
struct PointSensitivity {
  int s = 0;
  std::vector<int> variables;
};
PointSensitivity sensitivity_at(const BooleanFunction& f, const Point& x);

// bs(f) = max_x bs(f, x): the most pairwise disjoint blocks B with f(x^B) != f(x). x the lowest
// point reaching it, blocks a family of bs disjoint sensitive blocks at x (minimal ones).
struct BlockSensitivityResult {
  int bs = 0;
  Point x;
  std::vector<std::vector<int>> blocks;
};
BlockSensitivityResult block_sensitivity(const BooleanFunction& f);
BlockSensitivityResult block_sensitivity_at(const BooleanFunction& f, const Point& x);

// C(f) = max_x C(f, x), C(f, x) the fewest variables whose values at x fix f; C0, C1 over
// f = -1, f = +1 (0 on a side without points); x a point with C(f, x) = C (the lowest outside
// the largest constant subcubes) and `certificate` a smallest certificate of it.
struct CertificateResult {
  int C = 0, C0 = 0, C1 = 0;
  Point x;
  Assignments certificate;
};
CertificateResult certificate_complexity(const BooleanFunction& f);
// At one point: C = C(f, x) and a smallest certificate; C0 and C1 are -1.
CertificateResult certificate_at(const BooleanFunction& f, const Point& x);

// D(f) and, when asked, a tree of that depth (LimitExceeded past max_leaves leaves).
struct DepthResult {
  int D = 0;
  std::optional<DecisionTree> tree;
};
DepthResult decision_depth(const BooleanFunction& f, bool build_tree = true, std::uint64_t max_leaves = 1u << 20);
// The same knowing bounds lower <= D(f) <= upper (measures() passes C(f) and the junta size).
DepthResult decision_depth(const BooleanFunction& f, int lower, int upper, bool build_tree, std::uint64_t max_leaves);

// The +-1 table of f for a measure called `what` with method limit max_n (role "f": not
// Boolean; LimitExceeded past max_n).
const TruthTable& boolean_table(const BooleanFunction& f, int max_n, const char* what);
// The point of index x (bit i-1 set iff x_i = +1).
Point point_of(std::uint64_t x, int n);
// The variables of a mask (bit i-1 for x_i), increasing.
std::vector<int> variables_of(std::uint64_t mask);

}  // namespace alea::boolfn
