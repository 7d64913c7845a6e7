#pragma once
// The three ways core code refuses or stops work. Bindings turn each into a Lua error whose
// message names the Lua function; the message here says what was wrong and with which value.
#include <stdexcept>
#include <string>

namespace alea {

struct Error : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// The caller passed something outside the function's domain.
struct InvalidArgument : Error {
  using Error::Error;
};

// The work would exceed a configured limit (memory guard, size caps).
struct LimitExceeded : Error {
  using Error::Error;
};

// The user pressed Ctrl-C while the work ran.
struct Interrupted : Error {
  Interrupted() : Error("interrupted") {}
};

}  // namespace alea
