#include "alloc/exact/lattice.hpp"

#include <limits>

#include "core/errors.hpp"
#include "core/memory_guard.hpp"

namespace alea::alloc {

Lattice::Lattice(const Counts& z, std::uint64_t bytes_per_state, const std::string& what)
    : top(z), stride(z.size()) {
  // Count in 64 bits, saturating: the guard must see the true (huge) estimate, not a wrap.
  std::uint64_t count = 1;
  for (std::size_t i = 0; i < z.size(); ++i) {
    stride[i] = static_cast<std::size_t>(count);
    count = bytes_for(count, static_cast<std::uint64_t>(z[i]) + 1);
  }
  require_memory(bytes_for(count, bytes_per_state),
                 what + " of " + brief_counts(z) + " (" +
                     (count == std::numeric_limits<std::uint64_t>::max() ? std::string("too many")
                                                                         : std::to_string(count)) +
                     " states)");
  size = static_cast<std::size_t>(count);
}

void Lattice::next(Counts& a) const {
  for (std::size_t i = 0; i < a.size(); ++i) {
    if (a[i] < top[i]) {
      ++a[i];
      return;
    }
    a[i] = 0;
  }
}

}  // namespace alea::alloc
