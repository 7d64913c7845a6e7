#include "alloc/limits.hpp"

#include <string>

#include "core/errors.hpp"

namespace alea::alloc {

void check_tokens(std::int64_t t, std::int64_t max, const char* role) {
  if (t < 0) throw InvalidArgument(role, "expected a number of tokens >= 0, got " + std::to_string(t));
  if (t > max)
    throw InvalidArgument(role, "expected at most " + std::to_string(max) + " tokens, got " + std::to_string(t));
}

void check_search(const ProbVector&, std::int64_t t) { check_tokens(t, kMaxSearchTokens); }

void check_fast(const Counts& x, const char* role) {
  for (std::size_t i = 0; i < x.size(); ++i)
    if (x[i] > kMaxFastTokens)
      throw InvalidArgument(role, "the fast method takes at most " + std::to_string(kMaxFastTokens) +
                                      " tokens on one value, got " + std::to_string(x[i]) + " on value " +
                                      std::to_string(i + 1));
}

}  // namespace alea::alloc
