#pragma once
// The three ways core code refuses or stops work. The message says what was wrong and with
// which value; it never names a Lua function. An InvalidArgument may also name its role: the
// input at fault, as the module's signatures name it ("X", "P", "n") or an option's key
// ("exact"). The binding kit names the function once and maps the role to "argument 2" or
// "option 'exact'" (docs/architecture.md).
#include <stdexcept>
#include <string>

namespace alea {

struct Error : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// The caller passed something outside the function's domain.
struct InvalidArgument : Error {
  explicit InvalidArgument(const std::string& message) : Error(message) {}
  InvalidArgument(std::string role, const std::string& message) : Error(message), role(std::move(role)) {}
  std::string role;  // "" when no single input is at fault
};

// The work would exceed a configured limit (memory guard, size caps).
struct LimitExceeded : Error {
  using Error::Error;
};

// The memory guard refused the work (require_memory). The kit adds how to raise the guard in Lua.
struct MemoryLimitExceeded : LimitExceeded {
  using LimitExceeded::LimitExceeded;
};

// The user pressed Ctrl-C while the work ran.
struct Interrupted : Error {
  Interrupted() : Error("interrupted") {}
};

}  // namespace alea
