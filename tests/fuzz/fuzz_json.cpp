// libFuzzer: alea.to_json on Lua values built from the input bytes (nested tables, strings with
// any bytes, integers, floats including NaN and infinities, rats, cycles). It returns JSON text
// or raises a Lua error naming where in the value the fault is; it never crashes.
#include <cstdint>
#include <cstring>
#include <string>

#include "lua_state.hpp"

namespace {

// Builds one value from the bytes at pos and pushes it; depth bounds the nesting.
void push_value(lua_State* L, const std::uint8_t* d, std::size_t n, std::size_t& pos, int depth) {
  if (pos >= n) return lua_pushnil(L);
  const std::uint8_t kind = d[pos++] % 8;
  switch (depth > 6 ? kind % 4 : kind) {
    case 0: lua_pushboolean(L, pos < n && (d[pos++] & 1)); return;
    case 1: {
      std::int64_t v = 0;
      for (int k = 0; k < 8 && pos < n; ++k) v = (v << 8) | d[pos++];
      lua_pushinteger(L, v);
      return;
    }
    case 2: {
      double v = 0;
      std::uint64_t bits = 0;
      for (int k = 0; k < 8 && pos < n; ++k) bits = (bits << 8) | d[pos++];
      std::memcpy(&v, &bits, sizeof v);
      lua_pushnumber(L, v);  // NaN and infinities included
      return;
    }
    case 3: {
      const std::size_t len = pos < n ? d[pos++] % 32 : 0;
      const std::size_t take = std::min(len, n - pos);
      lua_pushlstring(L, reinterpret_cast<const char*>(d + pos), take);
      pos += take;
      return;
    }
    case 4:
    case 5: {  // an array or a record
      const int count = pos < n ? d[pos++] % 6 : 0;
      lua_createtable(L, 0, 0);
      for (int k = 1; k <= count; ++k) {
        if (kind == 4) lua_pushinteger(L, k);
        else push_value(L, d, n, pos, depth + 1);
        push_value(L, d, n, pos, depth + 1);
        if (lua_isnil(L, -2) || (lua_type(L, -2) == LUA_TNUMBER && lua_tonumber(L, -2) != lua_tonumber(L, -2))) {
          lua_pop(L, 2);  // nil and NaN cannot be keys
          continue;
        }
        lua_rawset(L, -3);
      }
      return;
    }
    case 6:
      luaL_dostring(L, "return rat(1, 3) ^ 40");
      return;
    default:  // a table that holds itself
      lua_createtable(L, 1, 0);
      lua_pushvalue(L, -1);
      lua_rawseti(L, -2, 1);
      return;
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  lua_State* L = fuzz_state();
  lua_getglobal(L, "pcall");
  lua_getglobal(L, "alea");
  lua_getfield(L, -1, "to_json");
  lua_remove(L, -2);
  std::size_t pos = 0;
  push_value(L, data, size, pos, 0);
  lua_call(L, 2, 2);  // pcall(alea.to_json, value): an error is a fine answer, a crash is not
  lua_settop(L, 0);
  return 0;
}
