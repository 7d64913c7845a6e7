#pragma once
// Exact or fast: the one rule every module follows (docs/guide.md, "Exact or fast"). A caller
// asks exact=true, exact=false, or leaves it to the function's default; a default of "auto"
// arrives here as nullopt and means exact exactly when the inputs are exact. Functions whose
// exact method grows exponentially with the input default to false instead; their signatures
// say so, and help shows it.
#include <optional>

namespace alea {

// The exact flag resolved against the inputs: the flag given, else (auto) whether every input
// is an integer or a rat. exact=true with float inputs computes exactly from their binary
// values (the float rule, core/number.hpp): the caller then takes Number::rational().
bool resolve_exact(std::optional<bool> asked, bool inputs_exact);

}  // namespace alea
