#include "kit/callback.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <new>

#include "core/errors.hpp"
#include "core/interrupt.hpp"
#include "core/number.hpp"
#include "kit/args.hpp"

namespace alea::kit {
namespace {
using Clock = std::chrono::steady_clock;

// The watch over one call: a hook sees only the lua_State, so its state lives in a thread-local.
struct Watch {
  bool limited = false;
  Clock::time_point deadline;
  bool timed_out = false;
};
thread_local Watch* watch = nullptr;

void watch_hook(lua_State* L, lua_Debug*) {
  if (interrupt_requested()) luaL_error(L, "interrupted");
  if (watch && watch->limited && Clock::now() > watch->deadline) {
    watch->timed_out = true;
    luaL_error(L, "timed out");
  }
}

std::string seconds_text(double s) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%g s", s);
  return buf;
}

// Installs the watch for one call and puts back the hook and watch it found, however it ends.
class WatchScope {
 public:
  WatchScope(lua_State* L, double seconds)
      : L_(L), outer_(watch), hook_(lua_gethook(L)), mask_(lua_gethookmask(L)), count_(lua_gethookcount(L)) {
    if (seconds > 0) {
      w_.limited = true;
      w_.deadline = Clock::now() + std::chrono::duration_cast<Clock::duration>(
                                       std::chrono::duration<double>(std::min(seconds, 1e9)));
    }
    watch = &w_;
    lua_sethook(L, watch_hook, LUA_MASKCOUNT, 10000);
  }
  ~WatchScope() {
    lua_sethook(L_, hook_, mask_, count_);
    watch = outer_;
  }
  WatchScope(const WatchScope&) = delete;
  WatchScope& operator=(const WatchScope&) = delete;
  bool timed_out() const { return w_.timed_out; }

 private:
  lua_State* L_;
  Watch w_;
  Watch* outer_;
  lua_Hook hook_;
  int mask_, count_;
};

}  // namespace

void call_lua(lua_State* L, int nargs, int nresults, const LuaCall& call) {
  if (!lua_checkstack(L, 8)) throw LimitExceeded("the Lua stack is full");
  const auto interrupts = interrupt_count();
  bool timed_out = false;
  int status;
  {
    WatchScope scope(L, call.seconds);
    status = lua_pcall(L, nargs, nresults, 0);
    timed_out = scope.timed_out();
  }
  if (status == LUA_OK) return;
  if (status == LUA_ERRMEM) {
    lua_pop(L, 1);
    throw std::bad_alloc();
  }
  // Ctrl-C, whether this call's hook or the host's own stopped the Lua code (the host's clears
  // the flag as it does: the count still says an interrupt came).
  if (interrupt_requested() || interrupt_count() != interrupts) {
    lua_pop(L, 1);
    throw Interrupted();
  }
  std::string message = lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1)
                                                       : "(an error object of type " + type_name(L, -1) + ")";
  lua_pop(L, 1);
  if (timed_out) message = "it has not returned after " + seconds_text(call.seconds) + " (an endless loop?)";
  throw InvalidArgument(call.role, call.context() + ": " + message);
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
