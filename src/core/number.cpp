#include "core/number.hpp"

#include <cstdio>

namespace alea {

std::string Number::to_string() const {
  if (exact) return alea::to_string(*exact);
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.17g", value);
  return buf;
}

}  // namespace alea
