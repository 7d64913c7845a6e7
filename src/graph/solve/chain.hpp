#pragma once
// Markov chains with rewards, solved exactly or in doubles: x_i = c_i + sum_j q_ij x_j over the
// unknowns i (transient states; absorbing states are already folded into c). Every value of a
// fixed pair of strategies, every absorption probability and every expected length in this
// module is such a system.
//
// Gaussian elimination without pivoting is exact in Rational and stable in doubles here: I - Q
// is a nonsingular M-matrix when every unknown can reach absorption, and so is every Schur
// complement. The system is split into strongly connected components, solved sinks first (a
// DAG costs one pass), and each component is eliminated in a minimum-degree order to keep the
// fill small.
#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

#include "core/rational.hpp"

namespace alea::graph {

template <class S>
struct LinearChain {
  using Row = std::vector<std::pair<std::uint32_t, S>>;  // (j, q_ij), any order, no repeats
  std::vector<Row> rows;
  std::vector<S> c;
  std::size_t size() const { return c.size(); }
};

struct ChainLimits {
  std::uint64_t max_fill = 0;  // give up (nullopt) past this many stored coefficients; 0: no cap
};

// The solution; nullopt only when the fill passed limits.max_fill. Throws InvalidArgument when
// the system is singular (some unknown cannot reach absorption), LimitExceeded past the memory
// guard, Interrupted on Ctrl-C.
template <class S>
std::optional<std::vector<S>> solve_chain(const LinearChain<S>& chain, const ChainLimits& limits = {});

// The exact solution, found fast when it has small denominators: solved in doubles, each value
// replaced by the simplest rational nearby, and accepted only if every equation holds exactly;
// otherwise by elimination in Rational.
std::vector<Rational> solve_chain_exact(const LinearChain<Rational>& chain);

// The simplest fraction (smallest denominator) within `tolerance` of x with denominator at most
// max_den, by continued fractions; nullopt when there is none.
std::optional<Rational> simplest_rational_near(double x, double tolerance, std::int64_t max_den);

}  // namespace alea::graph
