#include "core/mode.hpp"

#include "core/errors.hpp"

namespace alea {

bool resolve_exact(std::optional<bool> asked, bool inputs_exact, const std::string& why_not) {
  if (!asked) return inputs_exact;
  if (*asked && !inputs_exact)
    throw InvalidArgument("exact", why_not + "; give integers or rats for an exact answer");
  return *asked;
}

}  // namespace alea
