#include "core/mode.hpp"

namespace alea {

bool resolve_exact(std::optional<bool> asked, bool inputs_exact) { return asked ? *asked : inputs_exact; }

}  // namespace alea
