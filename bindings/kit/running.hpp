#pragma once
// The Lua state of the bound call under way on this thread. C++ objects that call back into Lua
// from inside a core computation (a position of a Lua ruleset, asked for its options by the
// core's hot strategy) must call on the state of the call running now, not on the one they were
// made in: that may be a coroutine that has since finished.
#include "kit/lua.hpp"

namespace alea::kit {

// The state of the innermost bound call running on this thread; nullptr outside every call.
lua_State* running_state();

}  // namespace alea::kit
