#include "kit/callback.hpp"

#include <algorithm>
#include <new>
#include <string_view>

#include "core/errors.hpp"
#include "core/interrupt.hpp"
#include "core/number.hpp"
#include "kit/args.hpp"

namespace alea::kit {
namespace {

bool is_interrupt_message(lua_State* L, int idx) {
  std::size_t len = 0;
  const char* s = lua_type(L, idx) == LUA_TSTRING ? lua_tolstring(L, idx, &len) : nullptr;
  return s != nullptr && std::string_view(s, len) == "interrupted";
}

}  // namespace

void call_function(lua_State* L, int nargs, int nresults, const std::string& role,
                   const std::function<std::string()>& context) {
  const int status = lua_pcall(L, nargs, nresults, 0);
  if (status == LUA_OK) return;
  if (status == LUA_ERRMEM) {
    lua_pop(L, 1);
    throw std::bad_alloc();
  }
  // The host's Ctrl-C raises "interrupted" in Lua code and sets the flag C++ loops poll (in the
  // "error" mode the hook has already cleared the flag: its message tells).
  if (interrupt_requested() || is_interrupt_message(L, -1)) {
    lua_pop(L, 1);
    throw Interrupted();
  }
  std::string message = lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1)
                                                       : "(an error object of type " + type_name(L, -1) + ")";
  lua_pop(L, 1);
  throw InvalidArgument(role, context() + ": " + message);
}

std::string describe_value(lua_State* L, int idx) {
  switch (lua_type(L, idx)) {
    case LUA_TNUMBER:
      if (lua_isinteger(L, idx)) return std::to_string(lua_tointeger(L, idx));
      return show(lua_tonumber(L, idx));
    case LUA_TBOOLEAN: return lua_toboolean(L, idx) ? "true" : "false";
    case LUA_TSTRING: {
      std::size_t len = 0;
      const char* s = lua_tolstring(L, idx, &len);
      std::string text(s, std::min<std::size_t>(len, 40));
      return "\"" + text + (len > 40 ? "...\"" : "\"");
    }
    case LUA_TNIL: return "nil";
    default: {
      std::string t = type_name(L, idx);
      const bool vowel = !t.empty() && std::string("aeiou").find(t[0]) != std::string::npos;
      return (vowel ? "an " : "a ") + t;
    }
  }
}

}  // namespace alea::kit
