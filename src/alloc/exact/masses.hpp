#pragma once
// Shared pieces of the exact recursions: the "wasted roll"
// mass q(a) = sum of p_i over values where a has no token, and the denominator 1 - q(a) of
// eq. 4-8 as the busy mass m(a) = sum of p_i over values where a holds tokens. Summing the busy
// values instead of subtracting keeps every recursion subtraction-free, which is what lets
// Certified (certified.hpp) bound its rounding, and it is exact for rationals summing to 1.
#include <string>
#include <vector>

#include <optional>

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
// states of Rationals with big terms took over a second), and a progress bar for a table big
// enough to take a while (small ones, run by the thousand in tournaments, draw none).
class TableWalk {
 public:
  TableWalk(const char* what, std::uint64_t size) {
    if (size >= (std::uint64_t(1) << 20)) bar_.emplace(what, size);
  }
  void at(std::uint64_t k) {
    if ((k & 63) != 0) return;
    check_interrupt();
    if (bar_ && (k & 4095) == 0) bar_->advance(4096);
  }

 private:
  std::optional<Progress> bar_;
};

}  // namespace alea::alloc::detail
