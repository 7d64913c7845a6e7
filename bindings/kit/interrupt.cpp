#include "kit/interrupt.hpp"

#include <atomic>
#include <string_view>

#include "core/interrupt.hpp"

namespace alea::kit {
namespace {

std::atomic<InterruptMode> interrupt_mode_now{InterruptMode::stop};
std::atomic<lua_State*> running_lua_thread{nullptr};
static_assert(std::atomic<lua_State*>::is_always_lock_free, "the SIGINT handler reads the running thread");

// Fires on every call, return and instruction of an armed thread. A hook left on a thread after
// its interrupt was dealt with (a coroutine the signal reached) removes itself.
void stop_hook(lua_State* L, lua_Debug*) {
  if (!interrupt_requested()) {
    lua_sethook(L, nullptr, 0, 0);
    return;
  }
  if (interrupt_mode() == InterruptMode::error) {  // delivered once, as an ordinary error
    lua_sethook(L, nullptr, 0, 0);
    clear_interrupt();
  }
  lua_pushliteral(L, "interrupted");
  lua_error(L);
}

// coroutine.resume(co, ...) with co as the running thread while it runs; an interrupt that ended
// it (or arrived meanwhile) goes on in the caller. Upvalue 1: Lua's own resume.
int tracked_resume(lua_State* L) {
  lua_State* co = lua_tothread(L, 1);
  lua_pushvalue(L, lua_upvalueindex(1));
  lua_insert(L, 1);
  {
    RunningThread scope(co ? co : L);
    if (co && interrupt_requested()) arm_interrupt(co);
    lua_call(L, lua_gettop(L) - 1, LUA_MULTRET);
  }
  if (interrupt_requested() && interrupt_mode() == InterruptMode::stop) raise_interrupt(L);
  return lua_gettop(L);
}

// A function made by coroutine.wrap: resumes its coroutine (upvalue 1) through tracked_resume
// (upvalue 2) and raises the coroutine's error in the caller, as Lua's own wrap does.
int wrapped(lua_State* L) {
  lua_State* co = lua_tothread(L, lua_upvalueindex(1));
  const int n = lua_gettop(L);
  lua_pushvalue(L, lua_upvalueindex(2));
  lua_pushvalue(L, lua_upvalueindex(1));
  lua_rotate(L, 1, 2);
  lua_call(L, n + 1, LUA_MULTRET);
  if (lua_toboolean(L, 1)) return lua_gettop(L) - 1;
  lua_settop(L, 2);
  int status = lua_status(co);
  if (status != LUA_OK && status != LUA_YIELD) {  // an error in the coroutine: close its variables
    status = lua_resetthread(co);
    lua_xmove(co, L, 1);
    lua_replace(L, 2);
  }
  if (status != LUA_ERRMEM && lua_type(L, 2) == LUA_TSTRING) {
    luaL_where(L, 1);
    lua_insert(L, 2);
    lua_concat(L, 2);
  }
  return lua_error(L);
}

// coroutine.wrap(f). Upvalue 1: tracked_resume.
int tracked_wrap(lua_State* L) {
  luaL_checktype(L, 1, LUA_TFUNCTION);
  lua_State* co = lua_newthread(L);
  lua_pushvalue(L, 1);
  lua_xmove(L, co, 1);
  lua_pushvalue(L, lua_upvalueindex(1));
  lua_pushcclosure(L, wrapped, 2);
  return 1;
}

// The message handler given to xpcall, wrapped (upvalue 1): an interrupt's message goes through
// untouched. The hook raises it with hooks off (Lua runs hooks so), and a handler run in that
// state could loop where no Ctrl-C reaches it.
int handler(lua_State* L) {
  std::size_t len = 0;
  const char* s = lua_type(L, 1) == LUA_TSTRING ? lua_tolstring(L, 1, &len) : nullptr;
  if (interrupt_requested() || (s != nullptr && std::string_view(s, len) == "interrupted")) return 1;
  lua_pushvalue(L, lua_upvalueindex(1));
  lua_insert(L, 1);
  lua_call(L, lua_gettop(L) - 1, LUA_MULTRET);
  return lua_gettop(L);
}

// xpcall(f, h, ...) with h wrapped as above. Upvalue 1: Lua's own xpcall.
int guarded_xpcall(lua_State* L) {
  luaL_checktype(L, 2, LUA_TFUNCTION);
  lua_pushvalue(L, 2);
  lua_pushcclosure(L, handler, 1);
  lua_replace(L, 2);
  lua_pushvalue(L, lua_upvalueindex(1));
  lua_insert(L, 1);
  lua_call(L, lua_gettop(L) - 1, LUA_MULTRET);
  return lua_gettop(L);
}

}  // namespace

void set_interrupt_mode(InterruptMode m) noexcept { interrupt_mode_now.store(m, std::memory_order_relaxed); }
InterruptMode interrupt_mode() noexcept { return interrupt_mode_now.load(std::memory_order_relaxed); }

lua_State* running_thread() noexcept { return running_lua_thread.load(std::memory_order_relaxed); }

RunningThread::RunningThread(lua_State* L) noexcept : previous_(running_lua_thread.exchange(L, std::memory_order_relaxed)) {}
RunningThread::~RunningThread() { running_lua_thread.store(previous_, std::memory_order_relaxed); }

void arm_interrupt(lua_State* L) noexcept { lua_sethook(L, stop_hook, LUA_MASKCALL | LUA_MASKRET | LUA_MASKCOUNT, 1); }
void disarm_interrupt(lua_State* L) noexcept { lua_sethook(L, nullptr, 0, 0); }

void raise_interrupt(lua_State* L) {
  if (interrupt_mode() == InterruptMode::stop) {
    arm_interrupt(L);
  } else {
    disarm_interrupt(L);
    clear_interrupt();
  }
  lua_pushliteral(L, "interrupted");
  lua_error(L);
  __builtin_unreachable();  // lua_error throws; its declaration does not say so
}

void guard_interrupts(lua_State* L) {
  lua_getglobal(L, "xpcall");
  lua_pushcclosure(L, guarded_xpcall, 1);
  lua_setglobal(L, "xpcall");
  if (lua_getglobal(L, "coroutine") != LUA_TTABLE) {
    lua_pop(L, 1);
    return;
  }
  lua_getfield(L, -1, "resume");
  lua_pushcclosure(L, tracked_resume, 1);
  lua_pushvalue(L, -1);
  lua_setfield(L, -3, "resume");
  lua_pushcclosure(L, tracked_wrap, 1);
  lua_setfield(L, -2, "wrap");
  lua_pop(L, 1);
}

}  // namespace alea::kit
