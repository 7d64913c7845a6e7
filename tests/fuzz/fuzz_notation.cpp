// libFuzzer: Bramhall's allocation notation over two dice. Any text is refused with role
// "notation" or gives an allocation whose counts are valid and whose tokens add up.
#include <cstdint>
#include <string>

#include "alloc/allocation.hpp"
#include "core/errors.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const alea::ProbVector dice = alea::ProbVector::dice(2, 6);
  const std::string text(reinterpret_cast<const char*>(data), size);
  try {
    const auto x = alea::alloc::Allocation::parse(dice, text);
    std::int64_t t = 0;
    for (auto c : x.counts()) {
      if (c < 0) __builtin_trap();
      t += c;
    }
    if (t != x.tokens()) __builtin_trap();
  } catch (const alea::InvalidArgument& e) {
    if (e.role != "notation") __builtin_trap();
  } catch (const alea::Error&) {
  }
  return 0;
}
