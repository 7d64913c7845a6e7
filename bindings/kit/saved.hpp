#pragma once
// Results that travel (docs/guide.md, "Output"). Every bound type has a text form, its
// __tostring: what a CSV cell holds (alea.write_csv) and what the REPL shows. A type that can be
// rebuilt also gives its metatable a __save operator: it returns the name of a registered
// constructor ("cgt", "alloc", "boolfn.tribes") and an array of that constructor's arguments
// (plain values, rats, other bound objects). alea.save writes {"$new": [name, args]} and
// alea.load calls name(table.unpack(args)), so the object comes back as itself. A new module
// adds the row to each type it can rebuild; a type without one (a ruleset holding Lua
// functions, a tournament whose rebuilding would recompute it) is saved as its :to_table().
#include <string>

#include "kit/lua.hpp"

namespace alea::kit {

// For a __save implementation: replaces the `nargs` values on top of the stack by the
// constructor's name and an array of those values; returns 2 (the C function's result count).
int push_saved(lua_State* L, const char* constructor, int nargs);

// Calls the value's __save (raw metatable access) and leaves name and args on the stack:
// false (and nothing pushed) when the value has none.
bool call_save(lua_State* L, int idx);

// Pushes the registered function `name` ("cgt", "boolfn.tribes") from the registry (not from the
// globals, which a script may have changed), then the leading arguments its call needs (1 when it
// is a module's call, whose first argument is the module table; else 0); returns that count.
// Throws InvalidArgument when the name is not a registered function.
int push_constructor(lua_State* L, const std::string& name);

}  // namespace alea::kit
