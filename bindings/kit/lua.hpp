#pragma once
// Lua is linked as its C++ build (pkg-config lua5.4-c++): lua_error unwinds with a C++
// exception, so destructors of C++ locals run when a Lua error crosses them.
#include <lua.hpp>
