#pragma once
// A +-1 function of k variables as a compact bit table: bit x is [f(x) = +1], variable j is bit j
// of x (x_j = +1 when set), bits past 2^k in a one-word table are 0. The restrictions,
// sensitivities and symmetries the decision-tree searches and the sparse walk use, each a few
// passes of whole-word operations.
#include <cstdint>
#include <vector>

namespace alea::boolfn {

using Words = std::vector<std::uint64_t>;

struct BitTable {
  int k = 0;
  Words w;
};

class TruthTable;
// The bit table of a +-1 truth table (its bits, the unused ones of a one-word table cleared).
BitTable bit_table_of(const TruthTable& t);

// Positions whose bit i is 0, for i < 6.
inline constexpr std::uint64_t low_half[6] = {0x5555555555555555ull, 0x3333333333333333ull,
                                              0x0F0F0F0F0F0F0F0Full, 0x00FF00FF00FF00FFull,
                                              0x0000FFFF0000FFFFull, 0x00000000FFFFFFFFull};

inline std::size_t words_of(int k) { return k <= 6 ? 1 : std::size_t(1) << (k - 6); }
inline std::uint64_t valid_mask(int k) { return k >= 6 ? ~0ull : (1ull << (1u << k)) - 1; }

std::uint64_t ones(const BitTable& t);
// For every variable i, #{x : x_i = -1, f(x) != f(x with x_i = +1)} = 2^(k-1) Inf_i.
std::vector<std::uint64_t> sensitive_pairs(const BitTable& t);
// For every variable i, #{f = 1, x_i = +1} - #{f = 1, x_i = -1} = 2^(k-1) fhat(i).
std::vector<std::int64_t> degree_one(const BitTable& t);

// f with x_i set (v = 0: -1, v = 1: +1): k - 1 variables, the higher ones renumbered down.
BitTable restrict_var(const BitTable& t, int i, int v);
// Drops the variables f does not depend on (highest first); `vars`, when given, is the list of
// the table's variables' names and loses the dropped ones.
void drop_irrelevant(BitTable& t, std::vector<int>* vars = nullptr);

// Images that keep the expected cost at p = 1/2.
Words inputs_negated(const BitTable& t);      // x -> -x: the table read backwards
Words variables_reversed(const BitTable& t);  // x_j -> x_(k-1-j)
// The least of f's images under output negation, input negation and variable reversal, with k
// appended (one-word tables of different k must not meet): a memo key.
Words canonical(const BitTable& t);

// A subcube of a bit table of n >= 6 variables, read in place: the variables in `fixed` set as in
// `plus` (bits of variable numbers), the others free, in increasing order.
struct Subcube {
  const Words* w = nullptr;
  int n = 0;
  std::uint64_t fixed = 0, plus = 0;
  int free() const;
};

struct SubcubeCounts {
  std::uint64_t ones = 0;
  std::vector<std::int64_t> degree_one;  // per free variable, as degree_one(extract(c))
};
// One pass over the subcube's words.
SubcubeCounts count(const Subcube& c);
// The subcube as a compact table of its free variables.
BitTable extract(const Subcube& c);

}  // namespace alea::boolfn
