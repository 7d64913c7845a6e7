#pragma once
// Exact or fast: the one rule every module follows (docs/guide.md, "Exact or fast"). A caller
// asks exact=true, exact=false, or leaves it to the function's default; a default of "auto"
// arrives here as nullopt and means exact exactly when the inputs are exact. Functions whose
// exact method grows exponentially with the input default to false instead; their signatures
// say so, and help shows it.
#include <optional>
#include <string>

namespace alea {

// The exact flag resolved against the inputs: exact=true with inexact inputs is refused,
// naming the option and why the inputs are not exact (`why_not`, e.g. "P has float entries").
bool resolve_exact(std::optional<bool> asked, bool inputs_exact, const std::string& why_not);

}  // namespace alea
