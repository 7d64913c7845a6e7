#pragma once
// Lua functions called from C++ work: the rules of a ruleset or of a game graph, a payoff f(x),
// a visitor. call_lua is the one way the bindings call them (cgt.ruleset, cgt.heap_thermographs,
// graph.from_rules, graph.selection_game, boolfn(n, f)). The call is protected, so a Lua error
// never unwinds through the C++ caller's state; it comes back as a C++ exception that the kit's
// wrapper reports under the bound function's name, at the argument or option that supplied the
// Lua function. While the function runs, a count hook stops it when Ctrl-C is pressed (Lua code
// never reaches check_interrupt()) and, when the call has a time limit, when the limit passes.
#include <functional>
#include <string>

#include "kit/lua.hpp"

namespace alea::kit {

struct LuaCall {
  // The argument or option that supplied the function ("f", "left", "blue"): the role of the
  // InvalidArgument an error becomes.
  std::string role;
  // What was being asked, built only when the call fails: "raised an error at position 3".
  std::function<std::string()> context;
  // A time limit in seconds for this one call; 0: none.
  double seconds = 0;
};

// Calls the function below the nargs arguments on top of the stack, leaving nresults results.
// When it fails, nothing is left and: Ctrl-C throws alea::Interrupted, a memory error
// std::bad_alloc, the time limit InvalidArgument(role, context() + ": it has not returned after
// <seconds> s (an endless loop?)"), any other error InvalidArgument(role, context() + ": " +
// <the error's message>). A full Lua stack is LimitExceeded.
void call_lua(lua_State* L, int nargs, int nresults, const LuaCall& call);

// A short description of the value at idx for messages: numbers and booleans as Lua prints
// them, strings quoted (cut at 40 characters), anything else by its type ("a table").
std::string describe_value(lua_State* L, int idx);

}  // namespace alea::kit
