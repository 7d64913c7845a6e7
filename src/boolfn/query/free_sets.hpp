#pragma once
// The walk over free sets shared by the certificate and depth searches: T grows by variables
// above its largest element, so each free set is reached once, from T minus its largest element,
// and the tables of one path fit in 2^(n+1) bits. At depth k (|T| = k) the walk holds, per side
// v (0: f = -1, 1: f = +1), the table "f = v on the whole subcube" over the n - k fixed variables.
// Freeing variable i at depth k is and_halves at position i - k (every element of T is below i).
#include <array>
#include <cstdint>
#include <vector>

#include "boolfn/query/cube_table.hpp"

namespace alea::boolfn::query {

class ConstantWalk {
 public:
  // bits: f's table; the walk goes at most `depth` deep.
  ConstantWalk(const Words& bits, int n, int depth) : n_(n), a_(depth + 1) {
    for (int k = 0; k <= depth; ++k)
      for (int v = 0; v < 2; ++v) a_[k][v].assign(words_of(n - k), 0);
    a_[0][1] = bits;
    a_[0][0] = bits;
    for (auto& w : a_[0][0]) w = ~w;
    a_[0][0][0] &= valid_mask(n);
  }

  int n() const { return n_; }
  const Words& at(int k, int v) const { return a_[k][v]; }

  // Frees variable i (above T's elements) at depth k; false when neither side has a constant
  // subcube left (then no larger free set has one either).
  bool descend(int k, int i) {
    bool alive = false;
    for (int v = 0; v < 2; ++v) {
      Words& out = a_[k + 1][v];
      and_halves(a_[k][v].data(), n_ - k, i - k, out.data());
      for (auto w : out)
        if (w) {
          alive = true;
          break;
        }
    }
    return alive;
  }

 private:
  int n_;
  std::vector<std::array<Words, 2>> a_;
};

}  // namespace alea::boolfn::query
