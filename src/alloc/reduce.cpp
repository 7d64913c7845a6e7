#include "alloc/reduce.hpp"

#include "core/errors.hpp"

namespace alea::alloc {

std::pair<Counts, Counts> reduce(const Counts& x, const Counts& y) {
  if (x.size() != y.size())
    throw InvalidArgument("alloc.reduce: allocations of " + std::to_string(x.size()) + " and " +
                          std::to_string(y.size()) + " values");
  Counts a = x, b = y;
  for (std::size_t i = 0; i < x.size(); ++i) {
    if (x[i] < y[i]) a[i] = 0;
    if (y[i] < x[i]) b[i] = 0;
  }
  return {a, b};
}

}  // namespace alea::alloc
