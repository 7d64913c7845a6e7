#pragma once
// Lua functions called from C++ work: the rules of a ruleset, a visitor of a table. The call is
// protected, so a Lua error never unwinds through the C++ caller's state; it comes back as a
// C++ exception that the wrapper reports under the bound function's name, with the role of the
// argument that supplied the Lua function. Ctrl-C inside the Lua function stays Ctrl-C.
#include <functional>
#include <string>

#include "kit/lua.hpp"

namespace alea::kit {

// Calls the function below the nargs arguments on top of the stack, leaving nresults results.
// When it raises an error: Ctrl-C (the host's "interrupted") throws alea::Interrupted, a memory
// error std::bad_alloc, and any other InvalidArgument(role, context() + ": " + message), where
// context() says what was being asked ("raised an error at position 3"), built only then.
void call_function(lua_State* L, int nargs, int nresults, const std::string& role,
                   const std::function<std::string()>& context);

// A short description of the value at idx for messages: numbers and booleans as Lua prints
// them, strings quoted (cut at 40 characters), anything else by its type ("a table").
std::string describe_value(lua_State* L, int idx);

}  // namespace alea::kit
