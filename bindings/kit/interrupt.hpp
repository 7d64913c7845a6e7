#pragma once
// Ctrl-C in Lua code. The flag (core/interrupt.hpp) stops C++ loops; Lua code is stopped by a
// hook armed on the running Lua thread, which raises the error "interrupted". Two modes:
//   stop (the default): the interrupt stops the whole command or script. The flag stays set
//     until the host ends the command, and the hook fires on every instruction while it is set,
//     so pcall, xpcall, coroutine.resume and a bound function's own pcall of a callback catch
//     it only for the next instruction of their caller to raise it again.
//   error (alea.interrupts("error")): the old Lua way, an ordinary error delivered once, which
//     pcall catches; for harnesses that stop one call and go on (the fuzzers).
// coroutine.resume and coroutine.wrap are replaced by versions that keep track of the running
// thread, so Ctrl-C reaches a busy loop inside a coroutine too; xpcall by one whose message
// handler does not run for an interrupt (the hook raises it with hooks off, where a handler
// that loops could not be stopped).
#include "kit/lua.hpp"

namespace alea::kit {

enum class InterruptMode { stop, error };
void set_interrupt_mode(InterruptMode m) noexcept;
InterruptMode interrupt_mode() noexcept;

// The Lua thread running user code now (nullptr outside a command): what the SIGINT handler
// arms. RunningThread sets it for a scope and restores the previous one.
lua_State* running_thread() noexcept;
class RunningThread {
 public:
  explicit RunningThread(lua_State* L) noexcept;
  ~RunningThread();
  RunningThread(const RunningThread&) = delete;
  RunningThread& operator=(const RunningThread&) = delete;

 private:
  lua_State* previous_;
};

// Makes L raise "interrupted" at its next instruction (async-signal-safe, as lua_sethook is).
void arm_interrupt(lua_State* L) noexcept;
// Removes the hook from L.
void disarm_interrupt(lua_State* L) noexcept;
// Raises "interrupted" in L, armed so that (in stop mode) catching it does not end it.
[[noreturn]] void raise_interrupt(lua_State* L);

// Replaces xpcall, coroutine.resume and coroutine.wrap with the versions above (once per state).
void guard_interrupts(lua_State* L);

}  // namespace alea::kit
