#pragma once
// Shared pieces of the exact recursions: the "wasted roll"
// mass q(a) = sum of p_i over values where a has no token, and the denominator 1 - q(a) of
// eq. 4-8 as the busy mass m(a) = sum of p_i over values where a holds tokens. Summing the busy
// values instead of subtracting keeps every recursion subtraction-free, which is what lets
// Certified (certified.hpp) bound its rounding, and it is exact for rationals summing to 1.
#include <string>
#include <vector>

#include "alloc/exact/lattice.hpp"
#include "core/interrupt.hpp"
#include "core/progress.hpp"
#include "core/rational.hpp"

namespace alea::alloc::detail {

// Sum of p_i over the values where state a has no token.
template <class S>
S idle_mass(const std::vector<S>& p, const Counts& a) {
  S q(0);
  for (std::size_t i = 0; i < a.size(); ++i)
    if (a[i] == 0) q += p[i];
  return q;
}

// Sum of p_i over the values where state a holds tokens: 1 - q(a).
template <class S>
S busy_mass(const std::vector<S>& p, const Counts& a) {
  S m(0);
  for (std::size_t i = 0; i < a.size(); ++i)
    if (a[i] != 0) m += p[i];
  return m;
}

// A table of `size` states filled in order: Ctrl-C every 64 states (a relaxed atomic load; 4096
// states of Rationals with big terms took over a second), and the states done to the progress
// service every 64. Every table reports, small ones too: a few thousand states of Rationals with
// long terms can take minutes, and inside a tournament the tournament's own bar is the one drawn.
class TableWalk {
 public:
  TableWalk(const char* what, std::uint64_t size) : bar_(what, size) {}
  void at(std::uint64_t k) {
    if ((k & 63) != 0) return;
    check_interrupt();
    bar_.advance(k - counted_);  // states 0 .. k-1 are done
    counted_ = k;
  }

 private:
  Progress bar_;
  std::uint64_t counted_ = 0;
};

}  // namespace alea::alloc::detail
