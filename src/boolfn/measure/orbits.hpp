#pragma once
// The approximate degree of a function with symmetries, by symmetrization per block (Minsky &
// Papert's argument, one block at a time). Variables i and j are swappable when f is unchanged by
// exchanging x_i and x_j; swappability is an equivalence ((i k) = (i j)(j k)(i j)), so the
// variables fall into classes C_1..C_r of sizes n_1..n_r and f is invariant under the product of
// their symmetric groups. If p approximates f within e, so does p composed with any of those
// permutations, hence their average: the best approximation of degree <= d may be taken
// invariant. An invariant polynomial is a combination of the orbit sums of monomials,
//   B_t(x) = sum over S with |S n C_i| = t_i of chi_S(x) = prod_i K_{t_i}(m_i; n_i),
// where m_i is the number of -1 coordinates of x in C_i and K the Krawtchouk polynomial
//   K_t(m; n) = sum_j (-1)^j binom(m, j) binom(n - m, t - j).
// So E(d) = min over c of max over orbits m of |sum_{|t| <= d} c_t B_t(m) - F(m)|: an LP with one
// column per type t (|t| = sum t_i <= d) and two rows per orbit, prod (n_i + 1) orbits in place
// of 2^n points. Columns are scaled by 1 / prod binom(n_i, t_i) (values in [-1, 1], for GLPK's
// doubles); the LP is solved exactly (lp::solve_exact, Rational verification and pivots).
//
// Whole classes may also be exchangeable: classes C_a, C_b of one size whose exchange as blocks
// (x_{a_k} <-> x_{b_k}) leaves f unchanged (the tribes among themselves). That too is an
// equivalence (conjugation, as for variables), grouping the classes; f is then invariant under
// the wreath product of each group (permute within the classes and the classes among
// themselves), whose orbits are the multisets of the m_i within each group: 28 for six tribes of
// two in place of 729. The invariant polynomials combine the orbit sums over that larger group,
// sum over the distinct rearrangements t' of t within the groups of B_t'; columns are scaled by
// 1 / (rearrangements x prod binom(n_i, t_i)) (every rearrangement has the same binomials).
#include <cstdint>
#include <vector>

#include "boolfn/measure/approximation.hpp"
#include "boolfn/table/bit_table.hpp"

namespace alea::boolfn::measure {

// The classes of swappable variables (0-based indices, increasing; classes ordered by their least
// variable). Checks Ctrl-C.
std::vector<std::vector<int>> swap_classes(const Words& bits, int n);

// f on the orbits: sizes n_i; value[m] in {-1, +1} at the orbit with m_i coordinates -1 in class
// i, m in mixed radix (m_1 + (n_1 + 1)(m_2 + (n_2 + 1)(...))).
// group[i]: the group of exchangeable classes of class i (empty: every class alone).
struct OrbitFunction {
  std::vector<int> sizes;
  std::vector<int> value;
  std::vector<int> group;
};
// The number of orbits, prod (n_i + 1) (saturating at UINT64_MAX).
std::uint64_t orbit_count(const std::vector<std::vector<int>>& classes);
OrbitFunction orbit_function(const Words& bits, const std::vector<std::vector<int>>& classes,
                             std::vector<int> group = {});

// The groups of exchangeable classes: group[i] for class i, numbered in order of the groups'
// first classes. Checks Ctrl-C.
std::vector<int> exchangeable_groups(const Words& bits, int n, const std::vector<std::vector<int>>& classes);
// The orbits of the wreath products: prod over groups of binom(g + s, g) (g classes of size s),
// saturating at UINT64_MAX.
std::uint64_t block_orbit_count(const std::vector<std::vector<int>>& classes, const std::vector<int>& group);

// E(d) exactly (lower == upper). Memory guard first; checks Ctrl-C.
ErrorBounds orbit_approximation_error(const OrbitFunction& f, int d);

}  // namespace alea::boolfn::measure
