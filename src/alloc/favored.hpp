#pragma once
// Is X favored over Y (Fluet section 3: w >= l)? The one decision of the sign of w - l, shared
// by alloc.favored, tournaments and emperor checks. Each step is tried only when the cheaper
// ones leave the sign open:
//   symmetry   Y is X's mirror image: a permutation of values of equal probability swaps the
//              two players, so w = l exactly;
//   fast       a floating estimate of w - l whose proven error bound is smaller than |w - l|
//              (the caller's own estimate, from a shared grid or a kernel, or the fast method);
//   certified  when P is exact, Fluet's recursion in a long double that carries a proof of its
//              rounding error (exact/certified.hpp): decides every gap above about 1e-16;
//   exact      the recursion in Rational, when its table has at most max_exact_states states:
//              settles exact ties too.
// What none of them settles is reported undecided (P with float entries, or a table too big).
#include <cstdint>
#include <limits>
#include <optional>
#include <vector>

#include "alloc/allocation.hpp"
#include "alloc/wdl.hpp"

namespace alea::alloc {

enum class SignMethod { symmetry, fast, certified, exact, none };

struct Sign {
  bool decided = false;
  int value = 0;  // the sign of w - l when decided: +1, 0 (an exact tie) or -1
  SignMethod method = SignMethod::none;
  Wdl<double> wdl{0, 0, 0};            // the best values known (exact ones rounded)
  double bound = 0;                    // on the error of wdl.win - wdl.loss (0 when exact)
  std::optional<Wdl<Rational>> exact;  // when the exact recursion ran
  bool favored() const { return value >= 0; }
};

// A floating estimate of w and l with one bound on the error of w - l.
struct GapEstimate {
  double win = 0, draw = 0, loss = 0, bound = 0;
};

class FavoredDecision {
 public:
  FavoredDecision(const ProbVector& p, Rules rules,
                  std::uint64_t max_exact_states = std::numeric_limits<std::uint64_t>::max());

  // Within every class of equal probabilities the pairs (x_i, y_i) form the same multiset as
  // the pairs (y_i, x_i) (for Original rules, of the reduced pair: reduction keeps WDL), so an
  // involution of the values that keeps P swaps the two allocations: w = l.
  bool symmetric(const Counts& x, const Counts& y) const;

  // The sign of w - l for x against y (allocations valid for P). With `prior` the fast step
  // uses the caller's estimate; without it the fast method of the rules runs first.
  Sign decide(const Counts& x, const Counts& y, const std::optional<GapEstimate>& prior = std::nullopt) const;

 private:
  GapEstimate fast(const Counts& x, const Counts& y) const;
  ProbVector p_;
  Rules rules_;
  std::uint64_t max_exact_states_;
  std::vector<std::vector<std::size_t>> classes_;
};

}  // namespace alea::alloc
