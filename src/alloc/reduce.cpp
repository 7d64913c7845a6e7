#include "alloc/reduce.hpp"


namespace alea::alloc {

std::pair<Counts, Counts> reduce(const Counts& x, const Counts& y) {
  Counts a = x, b = y;
  for (std::size_t i = 0; i < x.size(); ++i) {
    if (x[i] < y[i]) a[i] = 0;
    if (y[i] < x[i]) b[i] = 0;
  }
  return {a, b};
}

}  // namespace alea::alloc
