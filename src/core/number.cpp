#include "core/number.hpp"

#include <charconv>
#include <cmath>
#include <cstdio>

namespace alea {

std::string show(double x) {
  if (std::isnan(x)) return "NaN";
  if (std::isinf(x)) return x > 0 ? "inf" : "-inf";
  char buf[64];
  auto [end, ec] = std::to_chars(buf, buf + sizeof buf, x);
  return ec == std::errc() ? std::string(buf, end) : "?";
}

std::string Number::to_string() const {
  if (exact) return alea::to_string(*exact);
  if (!std::isfinite(value)) return show(value);
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.17g", value);
  return buf;
}

}  // namespace alea
