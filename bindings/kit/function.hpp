#pragma once
// The one wrapper every lua_CFunction goes through. It calls the implementation inside a try
// block; a C++ exception becomes a Lua error "<function>: <message>", raised after the catch
// block has ended so no C++ object is alive when Lua unwinds.
#include <stdexcept>
#include <string>

#include "kit/lua.hpp"
#include "kit/registry.hpp"

namespace alea::kit {

// A bad argument: becomes "<function>: argument <n>: <message>" (for methods, argument 1 is
// the first after self, and self itself is named "self").
struct ArgError : std::runtime_error {
  ArgError(int arg, const std::string& message) : std::runtime_error(message), arg(arg) {}
  int arg;
};

// Pushes a C closure that dispatches to doc.impl with the doc as its upvalue.
void push_function(lua_State* L, const Doc& doc);

// The Doc of the running bound function (from the closure's upvalue), or nullptr.
const Doc* current_doc(lua_State* L);

}  // namespace alea::kit
