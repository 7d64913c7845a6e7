// kit::call_lua, the one way the bindings call Lua functions from C++ (callback.hpp), and the
// one key policy for positions written in Lua (position.hpp).
#include <catch2/catch.hpp>

#include <string>

#include "core/errors.hpp"
#include "core/interrupt.hpp"
#include "kit/callback.hpp"
#include "kit/position.hpp"
#include "lua_state.hpp"

namespace kit = alea::kit;

namespace {

using State = alea::test::LuaState;

// Pushes the function the chunk returns.
void push_chunk(lua_State* L, const char* code) {
  REQUIRE(luaL_dostring(L, code) == LUA_OK);
}

kit::LuaCall asking(const char* role, double seconds = 0) {
  return {role, [] { return std::string("raised an error at position 3"); }, seconds};
}

// Stands for the host's Ctrl-C as the signal handler and its hook deliver it: the request, then
// the flag cleared as the Lua code is stopped with an error.
int press_ctrl_c(lua_State* L) {
  alea::request_interrupt();
  alea::clear_interrupt();
  return luaL_error(L, "interrupted");
}

// Sets the interrupt flag and leaves it set: the kit's own hook must stop the Lua code.
int request_interrupt(lua_State*) {
  alea::request_interrupt();
  return 0;
}

}  // namespace

TEST_CASE("callback: results, errors, and what is left on the stack", "[kit][callback]") {
  State s;
  lua_State* L = s.L;
  const int top = lua_gettop(L);
  push_chunk(L, "return function(x, y) return x + y, x * y end");
  lua_pushinteger(L, 3);
  lua_pushinteger(L, 4);
  kit::call_lua(L, 2, 2, asking("f"));
  REQUIRE(lua_gettop(L) == top + 2);
  CHECK(lua_tointeger(L, -2) == 7);
  CHECK(lua_tointeger(L, -1) == 12);
  lua_settop(L, top);
  push_chunk(L, "return function() error('boom', 0) end");
  try {
    kit::call_lua(L, 0, 1, asking("left"));
    FAIL("no error");
  } catch (const alea::InvalidArgument& e) {
    CHECK(e.role == "left");
    CHECK(std::string(e.what()) == "raised an error at position 3: boom");
  }
  CHECK(lua_gettop(L) == top);
  push_chunk(L, "return function() error({}) end");  // an error object that is not a string
  CHECK_THROWS_WITH(kit::call_lua(L, 0, 1, asking("f")),
                    "raised an error at position 3: (an error object of type table)");
  CHECK(lua_gettop(L) == top);
}

TEST_CASE("callback: a time limit stops an endless loop and names it", "[kit][callback]") {
  State s;
  lua_State* L = s.L;
  push_chunk(L, "return function() while true do end end");
  CHECK_THROWS_WITH(kit::call_lua(L, 0, 1, asking("blue", 0.05)),
                    "raised an error at position 3: it has not returned after 0.05 s (an endless loop?)");
  // Without a limit a function that returns is not watched by the clock at all.
  push_chunk(L, "return function() local s = 0 for i = 1, 100000 do s = s + i end return s end");
  kit::call_lua(L, 0, 1, asking("blue"));
  CHECK(lua_tointeger(L, -1) == 5000050000);
  lua_settop(L, 0);
}

TEST_CASE("callback: Ctrl-C inside the Lua function is alea::Interrupted", "[kit][callback]") {
  State s;
  lua_State* L = s.L;
  // The flag set and left: the kit's hook stops the busy loop.
  lua_pushcfunction(L, request_interrupt);
  lua_setglobal(L, "kt_request_interrupt");
  push_chunk(L, "return function() kt_request_interrupt() while true do end end");
  CHECK_THROWS_AS(kit::call_lua(L, 0, 1, asking("f")), alea::Interrupted);
  alea::clear_interrupt();
  // The host's way: the flag is cleared as the Lua code is stopped; the count still tells.
  lua_pushcfunction(L, press_ctrl_c);
  lua_setglobal(L, "kt_press_ctrl_c");
  push_chunk(L, "return function() kt_press_ctrl_c() end");
  CHECK_THROWS_AS(kit::call_lua(L, 0, 1, asking("f")), alea::Interrupted);
  CHECK_FALSE(alea::interrupt_requested());
  // A Lua error of the same text without Ctrl-C is the user's error.
  push_chunk(L, "return function() error('interrupted', 0) end");
  CHECK_THROWS_AS(kit::call_lua(L, 0, 1, asking("f")), alea::InvalidArgument);
  lua_settop(L, 0);
}

TEST_CASE("position: one key policy for positions written in Lua", "[kit][position]") {
  State s;
  lua_State* L = s.L;
  auto key = [&](const char* expr) {
    std::string code = std::string("return ") + expr;
    REQUIRE(luaL_dostring(L, code.c_str()) == LUA_OK);
    auto k = kit::position_key(L, -1);
    lua_pop(L, 1);
    return k;
  };
  CHECK(key("1") == "n1");
  CHECK(key("2.0") == key("2"));  // as Lua keys tables
  CHECK(key("'1'") == "s1");
  CHECK(key("1") != key("'1'"));  // a number and a string are two positions
  CHECK(key("0.1") == "n0.10000000000000001");
  CHECK(key("true") == "btrue");
  CHECK(key("{1, 2, {3}}") == "t{1,2,{3}}");
  CHECK(key("{'1', 2}") == "t{\"1\",2}");
  CHECK(key("{b = 2, a = 'x', 7}") == "t{7,a=\"x\",b=2}");
  CHECK(key("{[2.5] = 1, ['a b'] = 2}") == "t{[\"a b\"]=2,[2.5]=1}");
  CHECK(key("{a = 1, b = 2}") == key("{b = 2, a = 1}"));
  // Texts that would read alike unescaped stay apart: quotes in strings, string and number keys.
  CHECK(key("{'a\",\"b'}") != key("{'a', 'b'}"));
  CHECK(key("{[2.5] = 1}") != key("{['2.5'] = 1}"));
  CHECK(key("{x = {1}}") != key("{x = '{1}'}"));
  CHECK_FALSE(key("print").has_value());
  CHECK_FALSE(key("{print}").has_value());
  CHECK_FALSE(key("(function() local t = {} t[1] = t return t end)()").has_value());  // cyclic
  // A table sharing its subtables would be written 10^20 times over: refused past 1 MiB of text.
  CHECK_FALSE(key("(function() local t = {} for _ = 1, 20 do local u = {} for i = 1, 10 do u[i] = t end t = u end "
                  "return t end)()").has_value());
  CHECK(kit::key_text("t{1,2}") == "{1,2}");
  CHECK(kit::key_text("s1") == "1");
  // What a key function returns: strings and numbers as Lua prints them.
  REQUIRE(luaL_dostring(L, "return 'abc', 7, 0.5, {}") == LUA_OK);
  CHECK(kit::returned_key(L, -4) == "kabc");
  CHECK(kit::returned_key(L, -3) == "k7");
  CHECK(kit::returned_key(L, -2) == "k0.5");
  CHECK(lua_type(L, -3) == LUA_TNUMBER);  // the number itself is left as it was
  CHECK_FALSE(kit::returned_key(L, -1).has_value());
  lua_settop(L, 0);
}
