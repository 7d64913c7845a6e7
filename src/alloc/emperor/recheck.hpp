#pragma once
// Near ties of the emperor check re-decided rigorously: whether X is favored over Y (w >= l)
// when the kernel's w - l is too close to 0 to trust its sign.
#include <cstdint>
#include <vector>

#include "alloc/lattice.hpp"
#include "prob/prob_vector.hpp"

namespace alea::alloc::emperor {

enum class Verdict { favored, beaten, undecided };
enum class Method { symmetry, fast, certified, exact, none };

struct Recheck {
  Verdict verdict = Verdict::undecided;
  Method method = Method::none;
  double win = 0, draw = 0, loss = 0, bound = 0;  // fast values (exact ones rounded), bound on |w - l| error
};

// Y is X with counts permuted among values of equal probability (Fluet 2.6's a-priori ties):
// relabelling the rolls by that permutation swaps the players, so w = l exactly.
bool is_trivial_tie(const std::vector<std::vector<std::size_t>>& classes, const Counts& x, const Counts& y);

// The rigorous path, in order: the trivial tie; fast::wdl_original, whose sign of w - l is
// certain when |w - l| exceeds the sum of its win and loss bounds; when P is exact, the same
// recursion in certified long double (certified.hpp), whose bounds decide every gap above about
// 1e-16; then exact::wdl_original in Rational when the pair's state space has at most
// max_exact_states states (exact ties, and gaps too small for the certified bounds).
Recheck recheck(const ProbVector& p, const std::vector<std::vector<std::size_t>>& classes, const Counts& x,
                const Counts& y, std::uint64_t max_exact_states);

const char* method_name(Method m);

}  // namespace alea::alloc::emperor
