#pragma once
// Section 5.1.1.1: a near-optimal move from random samples, for functions too large for tables
// (Hex 11 x 11, And-Or trees of 1024 leaves). With x ~ mu_p on the free variables, the average
// of f(x) (x_i - mu) / (4p(1-p)) estimates E_p[D_i f] (fhat(i) at p = 1/2, Theorem 22's score);
// one sample serves every variable. Hoeffding: a term lies in an interval of width
// w = M / (2p(1-p)) (M = max |f|), so m samples put one estimate within eta of its mean except
// with probability 2 exp(-2 m eta^2 / w^2).
#include <cstdint>
#include <vector>

#include "boolfn/coin.hpp"
#include "boolfn/function.hpp"
#include "boolfn/partial.hpp"

namespace alea::boolfn {

// The seed's sizes as printed: (2 M^2 / eps^2) ln(2 / delta) samples per variable and n times
// that in all (its claim: the chosen move is then within eps of optimal except with probability
// delta). The union bound over n variables and the 2 eps of an argmax of eps-accurate
// estimates are missing from that claim; see sound_sample_size.
struct SampleSizes {
  std::uint64_t per_variable = 0;
  std::uint64_t total = 0;
};
SampleSizes seed_sample_sizes(int n, double epsilon, double delta, double max_abs = 1);
// Samples (shared by all n variables) after which the chosen move's score is within epsilon of
// the best except with probability delta: every estimate within epsilon/2 except with
// probability delta/n, i.e. m = ceil(w^2 / (2 (epsilon/2)^2) ln(2n/delta)). Roles "epsilon",
// "delta", "p".
std::uint64_t sound_sample_size(int n, double epsilon, double delta, const Coin& coin = {}, double max_abs = 1);

struct SampledMoves {
  std::vector<int> free;          // the free variables (1-based), in order
  std::vector<double> estimates;  // of E_p[D_i f | partial], per free variable (none when determined)
  int move = 0;                   // the free variable with the largest estimate (lowest index on ties)
  std::uint64_t samples = 0;
  // f is already constant on the partial assignment (no move, nothing sampled): known when no
  // variable is free, or when f's table is at hand (tabulated, or n <= 20).
  bool determined = false;
};
// Reproducible under alea's seed (core/random.hpp): chunk c of 4096 samples draws from
// rng_stream(c), so the thread count does not change the result.
SampledMoves sample_moves(const BooleanFunction& f, std::uint64_t samples, const Assignments& partial = {},
                          const Coin& coin = {});

// f:sample_moves{...}: samples = 0 takes sound_sample_size for the free variables, epsilon,
// delta, the coin and M = max |f| (1 for +-1 functions).
struct SampleOptions {
  Coin coin;
  Assignments partial;
  std::uint64_t samples = 0;
  double epsilon = 0.1, delta = 0.05;
};
SampledMoves sample_moves(const BooleanFunction& f, const SampleOptions& options);

}  // namespace alea::boolfn
