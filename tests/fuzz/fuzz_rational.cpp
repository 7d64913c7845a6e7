// libFuzzer: parse_rational on any text. It must throw InvalidArgument or LimitExceeded, or
// return a value that prints and parses back to itself.
#include <cstdint>
#include <string>

#include "core/errors.hpp"
#include "core/rational.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  alea::Rational r;
  try {
    r = alea::parse_rational(text);
  } catch (const alea::Error&) {
    return 0;  // refused with alea's own message: fine
  }
  if (alea::parse_rational(alea::to_string(r)) != r) __builtin_trap();
  (void)alea::to_double(r);
  return 0;
}
