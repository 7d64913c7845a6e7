#include "alloc/lattice.hpp"

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
                 what + " of " + format_counts(z) + " (" +
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

void check_allocation(std::size_t n_values, const Counts& x, const std::string& what) {
  if (x.size() != n_values)
    throw InvalidArgument(what + ": allocation " + format_counts(x) + " has " +
                          std::to_string(x.size()) + " values, the probability vector " +
                          std::to_string(n_values));
  for (std::size_t i = 0; i < x.size(); ++i)
    if (x[i] < 0)
      throw InvalidArgument(what + ": allocation " + format_counts(x) + " has " +
                            std::to_string(x[i]) + " tokens on value " + std::to_string(i + 1) +
                            " (counts must be >= 0)");
}

void check_reachable(const std::vector<double>& p, const Counts& x, const std::string& what) {
  check_allocation(p.size(), x, what);
  for (std::size_t i = 0; i < x.size(); ++i)
    if (x[i] > 0 && !(p[i] > 0))
      throw InvalidArgument(what + ": value " + std::to_string(i + 1) +
                            " has probability 0 but holds " + std::to_string(x[i]) +
                            " tokens, so it never clears");
}

std::string format_counts(const Counts& x) {
  std::string s = "[";
  for (std::size_t i = 0; i < x.size(); ++i) {
    if (i) s += ",";
    s += std::to_string(x[i]);
  }
  return s + "]";
}

}  // namespace alea::alloc
