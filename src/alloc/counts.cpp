#include "alloc/counts.hpp"

#include "core/number.hpp"

namespace alea::alloc {

std::string format_counts(const Counts& x) {
  std::string s = "[";
  for (std::size_t i = 0; i < x.size(); ++i) {
    if (i) s += ",";
    s += std::to_string(x[i]);
  }
  return s + "]";
}

std::string brief_counts(const Counts& x) {
  constexpr std::size_t kShown = 12, kMaxFull = 16;
  if (x.size() <= kMaxFull) return format_counts(x);
  std::string s = "[";
  double tokens = 0;  // a double: absurd counts must not overflow a message
  for (std::size_t i = 0; i < x.size(); ++i) {
    tokens += double(x[i]);
    if (i < kShown) s += std::to_string(x[i]) + ",";
  }
  return s + "...] (" + std::to_string(x.size()) + " values, " + show(tokens) + " tokens)";
}

}  // namespace alea::alloc
