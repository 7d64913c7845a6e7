#pragma once
// The one wrapper every lua_CFunction goes through. It calls the implementation inside a try
// block; a C++ exception becomes a Lua error "<function>: <where>: <message>", raised after the
// catch block has ended so no C++ object is alive when Lua unwinds. <where> comes from the
// exception: an ArgError's argument, or the role of a core InvalidArgument looked up in the
// function's signature ("argument 2", "argument 3: option 'exact'", "self").
#include <stdexcept>
#include <string>

#include "kit/lua.hpp"
#include "kit/registry.hpp"

namespace alea::kit {

// A bad argument found by the kit: becomes "<function>: argument <n>: <message>" (for methods,
// argument 1 is the first after self, and self itself is named "self").
struct ArgError : std::runtime_error {
  ArgError(int arg, const std::string& message) : std::runtime_error(message), arg(arg) {}
  int arg;
};

// The bound call being served on this thread: its help entry and, once the binding has read
// it, the position of its options table. Nested calls (a bound function calling Lua code that
// calls another) each have their own.
struct Call {
  const Doc* doc = nullptr;
  int options_arg = 0;
};
Call* current_call();

// Pushes a C closure that dispatches to doc.impl with the doc as its upvalue.
void push_function(lua_State* L, const Doc& doc);

// "argument 2", "self", "argument 3: option 'exact'": where a role sits in a call of doc.
std::string place_of_role(const Doc& doc, const std::string& role, int options_arg);

}  // namespace alea::kit
