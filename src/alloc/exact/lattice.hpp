#pragma once
// The state space of Fluet's recursions: every sub-allocation a <= z of a top allocation z,
// numbered in mixed radix (a_i in 0..z_i). Removing a token from value i lowers the number by
// stride[i], so a single pass in increasing order meets every sub-allocation before the
// allocations built on it: the memo table of section 6.1.1 filled bottom-up.
#include <cstddef>
#include <cstdint>
#include <string>
#include <type_traits>
#include <vector>

#include "alloc/counts.hpp"

namespace alea::alloc {

struct Lattice {
  Counts top;                       // z: the largest state
  std::vector<std::size_t> stride;  // index of e_i
  std::size_t size = 1;             // prod_i (1 + z_i)

  // Refuses (LimitExceeded) a table of `size` states of `bytes_per_state` each beyond the
  // memory guard; `what` names the computation in the message.
  Lattice(const Counts& z, std::uint64_t bytes_per_state, const std::string& what);
  // Steps the digits of `a` to the next index (odometer order).
  void next(Counts& a) const;
};

// The bytes one state of a table of k scalars of type S is expected to need: scalars that own
// heap storage (rationals) grow, plain ones (double, Certified) do not.
template <class S>
constexpr std::uint64_t state_bytes(int k) {
  return static_cast<std::uint64_t>(k) * (sizeof(S) + (std::is_trivially_copyable_v<S> ? 0 : 64));
}

}  // namespace alea::alloc
