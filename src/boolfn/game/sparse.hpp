#pragma once
// Optimal random-turn play at p = 1/2 without 3^n tables: a depth-first walk over only the
// states optimal play reaches, each carrying its subcube of f as a compact bit table (2^k bits
// for k free variables), from which every score 2^(k-1) (E[f|x_i=1] - E[f|x_i=-1]) / 2 =
// #{f=1, x_i=1} - #{f=1, x_i=-1} is a popcount. The subcubes of one depth of a decision tree are
// disjoint, so a whole walk costs at most depth * 2^n * n / 64 word operations: Hex 5 x 5 (25
// variables) takes seconds where its 3^25 tables would take terabytes, Hex 6 x 6 minutes. The min/max tie-breaks
// branch over tied moves and memoise states by (set, plus) masks.
#include <cstdint>

#include "boolfn/game/table_engine.hpp"
#include "boolfn/table/truth_table.hpp"

namespace alea::boolfn::game {

struct SparseResult {
  Rational length;           // expected turns of optimal play
  std::uint64_t leaves = 0;  // of the induced decision tree (the length-optimising choice)
  int depth = 0;
  std::uint64_t states = 0;  // states visited
};

// f's table (Boolean, n <= 40), starting with the variables of `fixed` set as in `plus`. States
// with more than `in_place_above` free variables are read in f's table where they lie (the top
// of Hex 6x6: no copy of its 8 GiB); smaller ones are copied out once and halved from there.
SparseResult play_sparse(const TruthTable& t, Tie tie, std::uint64_t fixed = 0, std::uint64_t plus = 0,
                         int in_place_above = 28);

}  // namespace alea::boolfn::game
