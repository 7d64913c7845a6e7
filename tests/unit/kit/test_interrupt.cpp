// Ctrl-C during a bound computation: Lua sees the error "interrupted", and the session goes on.
#include <catch2/catch.hpp>

#include <string>

#include "core/interrupt.hpp"
#include "delayed_interrupt.hpp"
#include "host/session.hpp"

using namespace alea;
using alea::test::DelayedInterrupt;

TEST_CASE("interrupt: Ctrl-C reaches Lua as the error \"interrupted\" and the session goes on", "[kit][interrupt]") {
  lua_State* L = host::new_session();
  REQUIRE(L != nullptr);
  clear_interrupt();
  int status;
  {
    DelayedInterrupt stop;
    status = luaL_dostring(L, "return alloc(prob.dice(2), {0,0,0,5,5,5,5,5,5,5,0}):expected_time{exact=true}");
  }
  CHECK(status != LUA_OK);
  std::string message = lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : "";
  CHECK(message.find("interrupted") != std::string::npos);
  lua_settop(L, 0);
  // Cleared: the same session computes again.
  CHECK(luaL_dostring(L, "return alloc(prob{rat(2,3), rat(1,3)}, {1,1}):expected_time{exact=true} == rat(7,2)") == LUA_OK);
  CHECK(lua_toboolean(L, -1));
  lua_close(L);
}
