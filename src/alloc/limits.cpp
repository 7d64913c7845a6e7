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

}  // namespace alea::alloc
