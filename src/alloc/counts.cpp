#include "alloc/counts.hpp"

namespace alea::alloc {

std::string format_counts(const Counts& x) {
  std::string s = "[";
  for (std::size_t i = 0; i < x.size(); ++i) {
    if (i) s += ",";
    s += std::to_string(x[i]);
  }
  return s + "]";
}

}  // namespace alea::alloc
