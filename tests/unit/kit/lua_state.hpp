#pragma once
// A whole alea session (every module open) for the kit's tests, closed at the end of the scope.
#include <catch2/catch.hpp>

#include "host/session.hpp"

namespace alea::test {

struct LuaState {
  lua_State* L = alea::host::new_session();
  LuaState() { REQUIRE(L != nullptr); }
  ~LuaState() { lua_close(L); }
  LuaState(const LuaState&) = delete;
  LuaState& operator=(const LuaState&) = delete;
};

}  // namespace alea::test
